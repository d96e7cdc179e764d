import type { AppMessages } from '../i18n/en';
import type { instrumentsEn } from '../i18n/instruments.en';
import type { pagesEn } from '../i18n/pages.en';
import type { Language } from '../providers/language';
import { FIRST_DRAWING_CSS } from './firstDrawingStyle';
import { ACTIVE_CLASS, FIRST_DRAWING_ID } from './endFirstDrawing';

/**
 * The first drawing: the page a fitter opened (the dashboard), painted in plain DOM by the boot script from
 * the page's own early data request, while the app's code (react-admin, MUI, React: about 260 kB) is still
 * downloading. On a phone that download is most of the first second and a half; the drawing shows the
 * real figures before it. It is a picture with the app's layout, colours and texts, laid over the app's
 * root (hidden meanwhile); the page removes it in the same frame as it shows its own content
 * (endFirstDrawing), so nothing moves. It never comes from a stored copy: only a live answer for the
 * session's own token is drawn.
 */

/** The app's own catalogue (i18n/en.ts or nl.ts), as far as the drawings read it. */
export type Messages = AppMessages & typeof pagesEn & typeof instrumentsEn;

/** The active language's catalogue: the app's own chunk, which the app then finds loaded. */
export function loadCatalogue(language: Language): Promise<Messages> {
  const loaded = language === 'en' ? import('../i18n/en') : import('../i18n/nl');
  return loaded.then((m) => m.default as unknown as Messages);
}

/** Polyglot's interpolation and its two plural forms (Dutch and English): 'one |||| other'. */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  const forms = template.split(' |||| ');
  const count = params.smart_count;
  const chosen = forms.length > 1 && typeof count === 'number' ? forms[count === 1 ? 0 : 1] : forms[0];
  return chosen.replace(/%\{(\w+)\}/g, (whole, key: string) =>
    params[key] === undefined ? whole : String(params[key]),
  );
}

/** The element `tag` with a class (or none) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string | null,
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  el.append(...children);
  return el;
}

/** A Material icon (24 x 24) from its path. */
export function icon(path: string, className = 'fd-icon'): SVGSVGElement {
  const el = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  el.setAttribute('viewBox', '0 0 24 24');
  el.setAttribute('class', className);
  el.innerHTML = `<path fill="currentColor" d="${path}"/>`;
  return el;
}

// Material icons' paths, as the app bar shows them (layout/AppBar.tsx).
const MENU = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';
const SCAN =
  'M9.5 6.5v3h-3v-3zM11 5H5v6h6zm-1.5 9.5v3h-3v-3zM11 13H5v6h6zm6.5-6.5v3h-3v-3zM19 5h-6v6h6zm-6 8h1.5v1.5H13zm1.5 1.5H16V16h-1.5zM16 13h1.5v1.5H16zm-3 3h1.5v1.5H13zm1.5 1.5H16V19h-1.5zM16 16h1.5v1.5H16zm1.5-1.5H19V16h-1.5zm0 3H19V19h-1.5zM22 7h-2V4h-3V2h5zm0 15v-5h-2v3h-3v2zM2 22h5v-2H4v-3H2zM2 2v5h2V4h3V2z';
const MOON =
  'M12 3c-4.97 0-9 4.03-9 9s4.03 9 9 9 9-4.03 9-9c0-.46-.04-.92-.1-1.36-.98 1.37-2.58 2.26-4.4 2.26-2.98 0-5.4-2.42-5.4-5.4 0-1.81.89-3.42 2.26-4.4-.44-.06-.9-.1-1.36-.1';
const SUN =
  'M12 7c-2.76 0-5 2.24-5 5s2.24 5 5 5 5-2.24 5-5-2.24-5-5-5M2 13h2c.55 0 1-.45 1-1s-.45-1-1-1H2c-.55 0-1 .45-1 1s.45 1 1 1m18 0h2c.55 0 1-.45 1-1s-.45-1-1-1h-2c-.55 0-1 .45-1 1s.45 1 1 1M11 2v2c0 .55.45 1 1 1s1-.45 1-1V2c0-.55-.45-1-1-1s-1 .45-1 1m0 18v2c0 .55.45 1 1 1s1-.45 1-1v-2c0-.55-.45-1-1-1s-1 .45-1 1M5.99 4.58c-.39-.39-1.03-.39-1.41 0-.39.39-.39 1.03 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0s.39-1.03 0-1.41zm12.37 12.37c-.39-.39-1.03-.39-1.41 0-.39.39-.39 1.03 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0 .39-.39.39-1.03 0-1.41zm1.06-10.96c.39-.39.39-1.03 0-1.41-.39-.39-1.03-.39-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0zM7.05 18.36c.39-.39.39-1.03 0-1.41-.39-.39-1.03-.39-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0z';

/**
 * The app bar as the app draws it on a phone: menu, page title, scanner, the language to switch to (the
 * other one: layout/LanguageSwitch.tsx), theme, avatar.
 */
function appBar(title: string, language: Language, dark: boolean, userName: string): HTMLElement {
  const lang = (code: Language) => h('span', 'fd-lang', code.toUpperCase());
  return h(
    'div',
    'fd-bar',
    h('span', 'fd-btn', icon(MENU)),
    h('span', 'fd-bar-title', title),
    h('span', 'fd-btn', icon(SCAN)),
    h('span', 'fd-langs', lang(language === 'nl' ? 'en' : 'nl')),
    h('span', 'fd-btn', icon(dark ? SUN : MOON)),
    h('span', 'fd-btn fd-avatar-btn', h('span', 'fd-avatar', (userName.trim()[0] ?? '?').toUpperCase())),
  );
}

export interface DrawingOptions {
  language: Language;
  dark: boolean;
  userName: string;
  /** The app's Roboto files by weight ('400': url). */
  fonts: Record<string, string>;
}

/**
 * The app's font for the drawing, under its own name. Its text waits for it (font-display: block, a few
 * hundred milliseconds) rather than appearing in a fallback font first: the app's page, drawn in Roboto
 * over it, would otherwise measure wider and count as the page's largest paint, seconds later.
 */
function fontFaces(fonts: Record<string, string>): string {
  return Object.entries(fonts)
    .map(
      ([weight, url]) =>
        `@font-face{font-family:fd-roboto;font-style:normal;font-weight:${weight};font-display:block;` +
        `src:url(${url}) format('woff2')}`,
    )
    .join('');
}

/**
 * Shows the app bar with `title` and `content` over the (hidden) app root; replaces an earlier drawing.
 * The theme is the app's preference (the `dark` class on <html>, as applyDarkMode sets it).
 */
export function showFirstDrawing(
  title: string,
  content: HTMLElement | null,
  { language, dark, userName, fonts }: DrawingOptions,
): void {
  if (!document.getElementById(`${FIRST_DRAWING_ID}-style`)) {
    const style = h('style', null, fontFaces(fonts) + FIRST_DRAWING_CSS);
    style.id = `${FIRST_DRAWING_ID}-style`;
    document.head.append(style);
  }
  document.documentElement.classList.add(ACTIVE_CLASS);
  document.documentElement.classList.toggle('dark', dark);
  document.getElementById(FIRST_DRAWING_ID)?.remove();
  const drawing = h(
    'div',
    'fd',
    appBar(title, language, dark, userName),
    h('div', 'fd-main', ...(content ? [content] : [])),
  );
  drawing.id = FIRST_DRAWING_ID;
  // A picture of the page, not the page: assistive technology meets the app's own page once it is there.
  drawing.setAttribute('aria-hidden', 'true');
  drawing.inert = true;
  document.body.prepend(drawing);
}
