import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';

/** On a touch screen every control is at least 44 x 44 px (a gloved finger in a plant room). */
const TOUCH_TARGET = { '@media (pointer: coarse)': { minWidth: 44, minHeight: 44 } };

const shared: RaThemeOptions = {
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: TOUCH_TARGET } },
    MuiIconButton: { styleOverrides: { root: TOUCH_TARGET } },
    MuiToggleButton: { styleOverrides: { root: TOUCH_TARGET } },
    MuiPaginationItem: { styleOverrides: { root: TOUCH_TARGET } },
    MuiChip: { styleOverrides: { clickable: TOUCH_TARGET } },
    // A checkbox's aria-label names its input (the control a screen reader meets), not the span around it:
    // react-admin's row checkboxes pass it to the root, where it labels nothing and is not allowed.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (ownerState: Record<string, unknown>) =>
            ownerState['aria-label'] === undefined ? {} : { 'aria-label': undefined },
          input: (ownerState: Record<string, unknown>) =>
            ownerState['aria-label'] === undefined
              ? {}
              : { 'aria-label': ownerState['aria-label'] as string },
        },
      },
    },
  },
};

export const lightTheme: RaThemeOptions = deepmerge(defaultLightTheme, {
  ...shared,
  palette: {
    mode: 'light',
    primary: { main: '#0b6e99' },
    secondary: { main: '#0b6e99' },
    // Darker than MUI's orange (#ed6c02, 3.1:1 under white text): a filled warning chip (a weight gap)
    // reads at 4.5:1 or better.
    warning: { main: '#b45309' },
    background: { default: '#f4f6f8' },
  },
});

export const darkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, {
  ...shared,
  palette: {
    mode: 'dark',
    primary: { main: '#5cc3ee' },
    secondary: { main: '#5cc3ee' },
    // Lighter than MUI's red (#f44336, 3.5:1 on a dark card): red text and outlined buttons at 4.5:1.
    error: { main: '#f87171' },
  },
});
