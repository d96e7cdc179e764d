import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout
      appBar={AppBar}
      menu={Menu}
      sx={{
        '& .RaLayout-content': { px: { xs: 1, sm: 2 }, minWidth: 0 },
        '& .RaLayout-contentWithSidebar': { minWidth: 0 },
      }}
    >
      {children}
    </RaLayout>
  );
}

export default Layout;
