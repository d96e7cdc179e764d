import type { ReactElement } from 'react';
import { Box, Divider, ListSubheader } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PropaneTankIcon from '@mui/icons-material/PropaneTank';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import SettingsIcon from '@mui/icons-material/Settings';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ScienceIcon from '@mui/icons-material/Science';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/People';
import TuneIcon from '@mui/icons-material/Tune';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SpeedIcon from '@mui/icons-material/Speed';
import BalanceIcon from '@mui/icons-material/Balance';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { visibleMenuEntries, type MenuEntry } from './menuEntries';
import { Menu as RaMenu, useCanAccess, useSidebarState, useStoreContext, useTranslate } from 'react-admin';

const ICONS: Record<string, ReactElement> = {
  '/': <DashboardIcon />,
  '/cylinders': <PropaneTankIcon />,
  '/installations': <AcUnitIcon />,
  '/customers': <StorefrontIcon />,
  '/instruments': <SpeedIcon />,
  '/qr-print': <QrCode2Icon />,
  '/admin': <AdminPanelSettingsIcon />,
  '/admin/refrigerants': <ScienceIcon />,
  '/admin/suppliers': <LocalShippingIcon />,
  '/admin/users': <PeopleIcon />,
  '/admin/balances': <BalanceIcon />,
  '/admin/settings': <TuneIcon />,
  '/settings': <SettingsIcon />,
  '/help/servicing-ban': <HelpOutlineIcon />,
};

export function Menu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { canAccess: showAdmin } = useCanAccess({ resource: 'admin', action: 'access' });
  const entries = visibleMenuEntries(!!showAdmin);
  const store = useStoreContext();
  const item = (e: MenuEntry) => (
    <RaMenu.Item
      key={e.to}
      to={e.to}
      // The list's remembered filters, sort and page are dropped: the register opens as the menu names it.
      onClick={e.list ? () => store.removeItem(`${e.list}.listParams`) : undefined}
      primaryText={translate(e.label)}
      leftIcon={ICONS[e.to]}
      data-testid={`menu-${e.to === '/' ? 'dashboard' : e.to.slice(1).replaceAll('/', '-')}`}
    />
  );
  return (
    <RaMenu sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {entries.filter((e) => !e.admin && !e.help && e.to !== '/settings').map(item)}
      {showAdmin && (
        // A menu may hold menu items and groups only: the admin entries are a named group, and its visible
        // heading is a plain element the group's name already speaks (a list heading there is no menu child).
        <Box data-testid="menu-admin-group" role="group" aria-label={translate('app.menu.admin')}>
          <Divider sx={{ my: 1 }} />
          {open && (
            <ListSubheader
              component="div"
              aria-hidden
              disableSticky
              sx={{ bgcolor: 'transparent', lineHeight: '32px' }}
            >
              {translate('app.menu.admin')}
            </ListSubheader>
          )}
          {entries.filter((e) => e.admin).map(item)}
        </Box>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Divider sx={{ my: 1 }} />
      {entries.filter((e) => e.to === '/settings').map(item)}
      {entries.filter((e) => e.help).map(item)}
    </RaMenu>
  );
}

export default Menu;
