import { IconButton, Tooltip } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useTheme, useTranslate } from 'react-admin';
import { applyDarkMode } from './darkMode';

/** Light/dark switch with its tooltips; keeps localStorage 'darkMode' and the html `dark` class in step. */
export function useDarkMode(): [boolean, (dark: boolean) => void] {
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  return [
    dark,
    (next: boolean) => {
      applyDarkMode(next);
      setTheme(next ? 'dark' : 'light');
    },
  ];
}

export function ThemeToggle() {
  const translate = useTranslate();
  const [dark, setDark] = useDarkMode();
  const label = translate(dark ? 'app.header.switchToLight' : 'app.header.switchToDark');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        data-testid="theme-toggle"
        onClick={() => setDark(!dark)}
      >
        {dark ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}

export default ThemeToggle;
