import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { useOfflineStart } from '../offline/useOfflineStart';

export function Layout({ children }: { children: ReactNode }) {
  useOfflineStart();
  return (
    <RaLayout
      appBar={AppBar}
      menu={Menu}
      // react-admin's root is `min-width: fit-content`: a wide table or chart would widen the whole page and
      // let phones scroll sideways. The root and the content column may shrink to the viewport instead;
      // wide parts scroll inside their own box.
      sx={{
        minWidth: 0,
        '& .RaLayout-appFrame': { minWidth: 0 },
        '& .RaLayout-content': { px: { xs: 1, sm: 2 }, minWidth: 0 },
        '& .RaLayout-contentWithSidebar': { minWidth: 0 },
      }}
    >
      {children}
    </RaLayout>
  );
}

export default Layout;
