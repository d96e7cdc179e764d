import { Avatar, Box, Divider, MenuItem, Typography } from '@mui/material';
import { Logout, UserMenu as RaUserMenu, useGetIdentity, useTranslate } from 'react-admin';

const initialOf = (name?: string) => (name ?? '?').trim().charAt(0).toUpperCase() || '?';

function Initial({ name }: { name?: string }) {
  return (
    <Avatar
      sx={{ width: 30, height: 30, fontSize: 15, bgcolor: 'secondary.dark', color: '#fff' }}
      data-testid="user-initial"
    >
      {/* The space keeps the initial a word of its own beside the name on the button: what assistive
          technology reads off the screen ("A Anna Admin", not "AAnna Admin") matches the button's name. */}
      {`${initialOf(name)} `}
    </Avatar>
  );
}

/** User menu: initial in the bar; name, e-mail and logout inside. */
export function AppUserMenu() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return (
    // The name holds what the button shows (the initial, and the user's name beside it on wider screens):
    // speech control finds it by what is on screen.
    <RaUserMenu
      icon={<Initial name={identity?.fullName} />}
      label={translate('app.header.userMenuOf', {
        initial: initialOf(identity?.fullName),
        name: identity?.fullName ?? '',
      })}
    >
      <MenuItem disabled sx={{ opacity: '1 !important', display: 'block' }} data-testid="user-menu-identity">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Initial name={identity?.fullName} />
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {identity?.fullName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {identity?.email as string}
            </Typography>
          </Box>
        </Box>
      </MenuItem>
      <Divider />
      <Logout />
    </RaUserMenu>
  );
}

export default AppUserMenu;
