/** The seed's dark-mode preference: localStorage 'darkMode' (boolean), else the system preference. */
export const DARK_MODE_KEY = 'darkMode';

export function initialDarkMode(): boolean {
  const stored = localStorage.getItem(DARK_MODE_KEY);
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Saves the preference and toggles the `dark` class on <html>. */
export function applyDarkMode(dark: boolean, persist = true): void {
  if (persist) localStorage.setItem(DARK_MODE_KEY, String(dark));
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}
