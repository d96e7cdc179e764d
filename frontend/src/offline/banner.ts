/**
 * The strip at the foot of every page while there is something to say: "offline, data from 14:32" (the
 * oldest copy on screen), the writes waiting to be sent or refused with a link to their list (/offline),
 * or a new version with its reload. Plain DOM, drawn from the offline status (status.ts), so nothing of it
 * is in the first load: React and MUI parts imported by a lazy chunk would split the first load's shared
 * files into more, larger ones (measured: +2.9 kB).
 */
import type { I18nProvider } from 'react-admin';
import { subscribeOfflineStatus, offlineStatus, type OfflineStatus } from './status';

export const QUEUE_PATH = '/offline';

// MUI's standard Alert colours for each theme (the app's dark theme sets the `dark` class on <html>):
// text on its background at 7:1 and more, so the strip reads as the page's own alerts do.
const TONES = {
  light: {
    warning: { background: '#fff4e5', color: '#663c00', border: '#ed6c02' },
    error: { background: '#fdeded', color: '#5f2120', border: '#d32f2f' },
    info: { background: '#e5f6fd', color: '#014361', border: '#0288d1' },
  },
  dark: {
    warning: { background: '#191207', color: '#ffe2b7', border: '#ffa726' },
    error: { background: '#160b0b', color: '#f4c7c7', border: '#f44336' },
    info: { background: '#071318', color: '#b8e7fb', border: '#29b6f6' },
  },
} as const;

type Tone = keyof (typeof TONES)['light'];

/** The strip's colours in the theme on screen. */
export const toneColours = (tone: Tone, dark: boolean) => TONES[dark ? 'dark' : 'light'][tone];

/** What the strip says, or null when it should not show. Pure, for the tests. */
export function bannerContent(
  status: OfflineStatus,
  translate: (key: string, options?: Record<string, unknown>) => string,
  locale: string,
): { text: string; tone: Tone; action: 'show' | 'reload' | null } | null {
  const time =
    status.dataFrom !== null &&
    new Date(status.dataFrom).toLocaleTimeString(locale === 'en' ? 'en-GB' : 'nl-NL', {
      hour: '2-digit',
      minute: '2-digit',
    });
  const parts = [
    time ? translate('offline.dataFrom', { time }) : !status.online && translate('offline.banner'),
    status.refused > 0
      ? translate('offline.refusedCount', { smart_count: status.refused })
      : status.queued > 0 && translate('offline.waiting', { smart_count: status.queued }),
  ].filter((p): p is string => !!p);
  if (parts.length)
    return {
      text: parts.join(' · '),
      tone: status.refused > 0 ? 'error' : 'warning',
      action: status.queued > 0 ? 'show' : null,
    };
  if (status.updateReady) return { text: translate('offline.updateReady'), tone: 'info', action: 'reload' };
  return null;
}

/** Opens a page of the app without reloading it (react-router follows popstate). */
function openInApp(path: string): void {
  if (window.location.pathname === path) return;
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function mountBanner(i18n: I18nProvider, onReload: () => void): void {
  const strip = document.createElement('div');
  strip.setAttribute('role', 'status');
  strip.dataset.testid = 'offline-banner';
  Object.assign(strip.style, {
    position: 'fixed',
    left: '0',
    right: '0',
    bottom: '0',
    zIndex: '1300',
    display: 'none',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '8px',
    padding: '6px 16px calc(6px + env(safe-area-inset-bottom))',
    font: '500 14px/1.43 Roboto, Helvetica, Arial, sans-serif',
    borderTop: '2px solid',
  });
  const text = document.createElement('span');
  const button = document.createElement('button');
  button.type = 'button';
  Object.assign(button.style, {
    font: 'inherit',
    textTransform: 'uppercase',
    minHeight: '44px',
    minWidth: '44px',
    padding: '0 12px',
    background: 'transparent',
    color: 'inherit',
    border: '1px solid currentColor',
    borderRadius: '4px',
    cursor: 'pointer',
  });
  strip.append(text, button);
  document.body.append(strip);

  let action: 'show' | 'reload' | null = null;
  button.addEventListener('click', () => (action === 'reload' ? onReload() : openInApp(QUEUE_PATH)));

  const draw = () => {
    const content = bannerContent(offlineStatus(), i18n.translate, i18n.getLocale());
    strip.style.display = content ? 'flex' : 'none';
    // Room for the strip under the page's last line.
    document.body.style.paddingBottom = content ? `${strip.offsetHeight}px` : '';
    if (!content) return;
    const tone = toneColours(content.tone, document.documentElement.classList.contains('dark'));
    Object.assign(strip.style, { background: tone.background, color: tone.color, borderColor: tone.border });
    strip.dataset.tone = content.tone;
    text.textContent = content.text;
    action = content.action;
    button.hidden = action === null;
    button.dataset.testid = action === 'reload' ? 'update-reload' : 'offline-queue-show';
    button.textContent = i18n.translate(action === 'reload' ? 'offline.reload' : 'offline.show');
  };
  subscribeOfflineStatus(draw);
  // A language switch sets <html lang>, the theme switch its `dark` class: the strip follows both.
  new MutationObserver(draw).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang', 'class'],
  });
  draw();
}
