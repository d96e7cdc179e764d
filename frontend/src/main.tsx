import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { localStorageStore } from 'react-admin';
// Latin only (Dutch and English need nothing else): the full sets are 9 character sets x 4 weights of
// @font-face rules in the one render-blocking stylesheet, and a single arrow (→) in a page pulled the
// symbols and math files. A character outside latin now falls back to the system font, no download.
import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { App } from './App';
import { clearSession, getToken, storeUser } from './providers/session';
import { LOGIN_PATH, SESSION_EXPIRED_REASON, currentPath, loginUrl } from './providers/returnTo';
import { initialLanguage } from './providers/language';
import { createI18nProvider, loadMessages } from './providers/i18nProvider';
import { applyDarkMode, initialDarkMode } from './theme/darkMode';

/** The app (App.tsx): started by boot.ts for every page but the sign-in page and the public logbook. */
export function startApp() {
  const token = getToken();

  // Seed: on start, with a stored token, fetch the current user; a failed fetch clears the session.
  if (token) {
    fetch('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })
      .then(async (res) => {
        if (res.ok) storeUser(await res.json());
        else if (res.status === 401 || res.status === 403) {
          clearSession();
          if (window.location.pathname !== LOGIN_PATH)
            window.location.replace(loginUrl(currentPath(), SESSION_EXPIRED_REASON));
        }
      })
      .catch(() => undefined);
  }

  // Preferences: the localStorage keys are the source of truth; react-admin's store follows them.
  const store = localStorageStore('1', 'fgas');
  const dark = initialDarkMode();
  applyDarkMode(dark, false);
  store.setItem('theme', dark ? 'dark' : 'light');
  const language = initialLanguage();
  document.documentElement.lang = language;
  store.setItem('locale', language);

  // Only the active language's catalogue is loaded before the first render (the other one on a switch).
  // The first render as a transition: React renders it in slices of a few milliseconds and lets the
  // browser paint and answer taps in between, instead of one task of the whole tree (on a mid-range phone
  // that task alone blocked the page for over a second).
  void loadMessages(language).then(() => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App store={store} i18nProvider={createI18nProvider(language)} />
        </StrictMode>,
      ),
    );
  });
}
