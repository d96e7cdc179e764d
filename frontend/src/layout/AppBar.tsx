import { Box, useMediaQuery, type Theme } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeToggle } from '../theme/ThemeToggle';
import { AppUserMenu } from './UserMenu';
import { ScanButton } from './ScanButton';

/** Header: section title, a scan button (phones), language switch, theme toggle, user menu. The menu button opens the drawer on phones. */
export function AppBar() {
  // On phones the header slides away while scrolling down (screen space for the form) and back on the way up;
  // from tablet width on it stays, also when a page scrolls itself to a form.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <RaAppBar
      alwaysOn={!phone}
      userMenu={<AppUserMenu />}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <ScanButton />
          <LanguageSwitch />
          <ThemeToggle />
        </Box>
      }
    >
      <TitlePortal
        variant="h6"
        sx={{
          fontSize: { xs: '1rem', sm: '1.25rem' },
          // react-admin wraps the title in an inline-block (its configurable element), which the portal's
          // ellipsis cannot reach: a long title on a phone was cut mid-word. The wrapper ellipsizes itself.
          '& > .RaConfigurable-root': {
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          },
        }}
      />
    </RaAppBar>
  );
}

export default AppBar;
