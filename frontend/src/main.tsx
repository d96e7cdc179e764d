import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { localStorageStore } from 'react-admin';
import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { App } from './App';
import { clearSession, getToken, storeUser } from './providers/session';
import { initialLanguage } from './providers/language';
import { createI18nProvider, loadMessages } from './providers/i18nProvider';
import { applyDarkMode, initialDarkMode } from './theme/darkMode';

// A visitor without a token goes to /login before the app mounts (react-admin#10764: otherwise the first
// anonymous visit can bounce between logout and /login for seconds).
if (!getToken() && window.location.pathname !== '/login') {
  window.history.replaceState(null, '', '/login');
}

// Seed: on start, with a stored token, fetch the current user; a failed fetch clears the session.
const token = getToken();
if (token) {
  fetch('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })
    .then(async (res) => {
      if (res.ok) storeUser(await res.json());
      else if (res.status === 401 || res.status === 403) {
        clearSession();
        window.location.replace('/login');
      }
    })
    .catch(() => undefined);
}

// Preferences: the seed's localStorage keys are the source of truth; react-admin's store follows them.
const store = localStorageStore('1', 'fgas');
const dark = initialDarkMode();
applyDarkMode(dark, false);
store.setItem('theme', dark ? 'dark' : 'light');
const language = initialLanguage();
document.documentElement.lang = language;
store.setItem('locale', language);

// Only the active language's catalogue is loaded before the first render (the other one on a switch).
void loadMessages(language).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} i18nProvider={createI18nProvider(language)} />
    </StrictMode>,
  );
});
