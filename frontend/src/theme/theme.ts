import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';

const shared: RaThemeOptions = {
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
};

export const lightTheme: RaThemeOptions = deepmerge(defaultLightTheme, {
  ...shared,
  palette: {
    mode: 'light',
    primary: { main: '#0b6e99' },
    secondary: { main: '#0b6e99' },
    background: { default: '#f4f6f8' },
  },
});

export const darkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, {
  ...shared,
  palette: { mode: 'dark', primary: { main: '#5cc3ee' }, secondary: { main: '#5cc3ee' } },
});
