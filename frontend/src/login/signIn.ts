import './signIn.css';
import { signInEn } from '../i18n/signIn.en';
import { signInNl } from '../i18n/signIn.nl';
import { AuthError, signIn } from '../providers/authApi';
import { RequestTimeoutError } from '../providers/requestTimeout';
import { LANGUAGES, initialLanguage, saveLanguage, type Language } from '../providers/language';
import { NEXT_PARAM, REASON_PARAM, SESSION_EXPIRED_REASON } from '../providers/returnTo';
import { applyDarkMode, initialDarkMode } from '../theme/darkMode';
import { emailError, requiredError, type FieldCheck } from '../common/fieldErrors';

/**
 * The sign-in and registration page (/login) as plain DOM: a fitter's phone opens it without downloading
 * or running the app (react-admin, MUI, the full catalogue). It keeps the session exactly as the app does
 * (providers/authApi.ts), then opens the page asked for (?next=) with a normal load; the app's code is
 * fetched in the background once this page is idle, so that load comes from the cache.
 * Registration is hidden while the server says it is closed; ?reason=session-expired says why the
 * fitter is here. Language and theme are the app's own preferences (localStorage), switched here too.
 */

type Messages = typeof signInEn;
const CATALOGUES: Record<Language, Messages> = { en: signInEn, nl: signInNl };
type Field = 'name' | 'email' | 'password';

/** The element `tag` with attributes (a `false`/null value leaves it out) and children. */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | null> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs))
    if (v !== false && v !== null) el.setAttribute(k, v === true ? '' : v);
  el.append(...children);
  return el;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
function svg(markup: string, attrs: Record<string, string>): SVGSVGElement {
  const el = document.createElementNS(SVG_NS, 'svg');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.innerHTML = markup;
  return el;
}

/** The app's logo (login/Logo.tsx) in both colourings; the stylesheet shows the one of the theme. */
function logo(dark: boolean): SVGSVGElement {
  const body = dark ? '#5cc3ee' : '#0b6e99';
  const mark = dark ? '#0f172a' : '#ffffff';
  return svg(
    `<rect x="26" y="4" width="12" height="8" rx="2" fill="${body}"/>` +
      `<rect x="16" y="10" width="32" height="50" rx="12" fill="${body}"/>` +
      `<g stroke="${mark}" stroke-width="3" stroke-linecap="round"><line x1="32" y1="24" x2="32" y2="48"/>` +
      `<line x1="21.6" y1="30" x2="42.4" y2="42"/><line x1="21.6" y1="42" x2="42.4" y2="30"/></g>`,
    {
      width: '64',
      height: '64',
      viewBox: '0 0 64 64',
      role: 'img',
      'aria-label': 'F-gas',
      'data-testid': dark ? 'logo-dark' : 'logo-light',
      class: dark ? 'si-logo-dark' : 'si-logo-light',
    },
  );
}

// Material icons' DarkMode and LightMode paths, as the app's theme toggle shows them.
const MOON =
  '<path d="M12 3c-4.97 0-9 4.03-9 9s4.03 9 9 9 9-4.03 9-9c0-.46-.04-.92-.1-1.36-.98 1.37-2.58 2.26-4.4 2.26-2.98 0-5.4-2.42-5.4-5.4 0-1.81.89-3.42 2.26-4.4-.44-.06-.9-.1-1.36-.1"/>';
const SUN =
  '<path d="M12 7c-2.76 0-5 2.24-5 5s2.24 5 5 5 5-2.24 5-5-2.24-5-5-5M2 13h2c.55 0 1-.45 1-1s-.45-1-1-1H2c-.55 0-1 .45-1 1s.45 1 1 1m18 0h2c.55 0 1-.45 1-1s-.45-1-1-1h-2c-.55 0-1 .45-1 1s.45 1 1 1M11 2v2c0 .55.45 1 1 1s1-.45 1-1V2c0-.55-.45-1-1-1s-1 .45-1 1m0 18v2c0 .55.45 1 1 1s1-.45 1-1v-2c0-.55-.45-1-1-1s-1 .45-1 1M5.99 4.58c-.39-.39-1.03-.39-1.41 0-.39.39-.39 1.03 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0s.39-1.03 0-1.41zm12.37 12.37c-.39-.39-1.03-.39-1.41 0-.39.39-.39 1.03 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0 .39-.39.39-1.03 0-1.41zm1.06-10.96c.39-.39.39-1.03 0-1.41-.39-.39-1.03-.39-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0zM7.05 18.36c.39-.39.39-1.03 0-1.41-.39-.39-1.03-.39-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0z"/>';

/** Mounts the page into `root`; `preloadApp` fetches the app's code (not run) once the page is idle. */
export function mountSignIn(root: HTMLElement, preloadApp: () => void): void {
  const params = new URLSearchParams(window.location.search);
  const next = params.get(NEXT_PARAM);
  const sessionExpired = params.get(REASON_PARAM) === SESSION_EXPIRED_REASON;

  let language = initialLanguage();
  let dark = initialDarkMode();
  let register = false;
  let registrationOpen = true;
  let touched = false;
  let submitting = false;
  let error: string | null = null;
  applyDarkMode(dark, false);
  document.documentElement.lang = language;

  const t = (key: string, vars: Record<string, string | number> = {}): string => {
    let value: unknown = CATALOGUES[language];
    for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
    const text = typeof value === 'string' ? value : key;
    return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
  };

  // The fields, built once: a language switch or a mode change keeps what was typed and the focus.
  const inputs = {} as Record<Field, HTMLInputElement>;
  const labels = {} as Record<Field, HTMLLabelElement>;
  const helps = {} as Record<Field, HTMLParagraphElement>;
  const rows = {} as Record<Field, HTMLDivElement>;
  for (const field of ['name', 'email', 'password'] as const) {
    const id = `sign-in-${field}`;
    labels[field] = h('label', { for: id });
    inputs[field] = h('input', {
      id,
      name: field,
      type: field === 'name' ? 'text' : field,
      required: true,
      autocomplete: field === 'name' ? 'name' : field === 'email' ? 'email' : 'current-password',
      'aria-describedby': `${id}-help`,
    });
    helps[field] = h('p', { id: `${id}-help`, class: 'si-help' });
    rows[field] = h('div', { class: 'si-field' }, labels[field], inputs[field], helps[field]);
  }
  inputs.name.addEventListener('input', () => touched && update());
  for (const field of ['email', 'password'] as const)
    inputs[field].addEventListener('input', () => touched && update());

  const langButtons = LANGUAGES.map((lang) => {
    const button = h(
      'button',
      { type: 'button', class: 'si-lang', 'data-testid': `lang-${lang}` },
      lang.toUpperCase(),
    );
    button.addEventListener('click', () => {
      language = lang;
      saveLanguage(lang);
      update();
    });
    return button;
  });
  const langGroup = h('div', { role: 'group', 'data-testid': 'language-switch' }, ...langButtons);
  const themeButton = h('button', { type: 'button', class: 'si-icon', 'data-testid': 'theme-toggle' });
  themeButton.addEventListener('click', () => {
    dark = !dark;
    applyDarkMode(dark);
    update();
  });

  const title = h('h1');
  const subtitle = h('p', { class: 'si-subtitle' });
  const expired = h('div', {
    class: 'si-alert si-warning',
    role: 'status',
    'data-testid': 'login-session-expired',
  });
  const errorBox = h('div', { class: 'si-alert si-error', role: 'alert', 'data-testid': 'login-error' });
  const submit = h('button', { type: 'submit', class: 'si-submit', 'data-testid': 'login-submit' });
  // The notices and the mode link exist only while they apply (not merely hidden): a slot holds each.
  const slot = () => h('div', { class: 'si-slot' });
  const expiredSlot = slot();
  const errorSlot = slot();
  const modeSlot = slot();
  const form = h('form', { novalidate: true }, rows.name, rows.email, rows.password, errorSlot, submit);
  const modeButton = h('button', { type: 'button', class: 'si-link', 'data-testid': 'login-mode' });
  const modeRow = h('p', { class: 'si-mode' }, modeButton);
  const card = h(
    'main',
    { class: 'si-card', 'data-testid': 'login-card' },
    h('div', { class: 'si-logo' }, logo(false), logo(true)),
    title,
    subtitle,
    expiredSlot,
    form,
    modeSlot,
  );
  modeButton.addEventListener('click', () => {
    register = !register;
    error = null;
    update();
  });

  const checks = (): Record<Field, FieldCheck | null> => ({
    name: register ? requiredError(inputs.name.value) : null,
    email: requiredError(inputs.email.value) ?? emailError(inputs.email.value),
    password:
      requiredError(inputs.password.value) ??
      (register && inputs.password.value.length < 8
        ? { key: 'app.validation.minLength', params: { min: 8 } }
        : null),
  });

  function update(): void {
    document.documentElement.lang = language;
    for (const [i, lang] of LANGUAGES.entries()) {
      langButtons[i].setAttribute('aria-pressed', String(lang === language));
    }
    langGroup.setAttribute('aria-label', t('app.header.language'));
    const themeLabel = t(dark ? 'app.header.switchToLight' : 'app.header.switchToDark');
    themeButton.setAttribute('aria-label', themeLabel);
    themeButton.title = themeLabel;
    themeButton.replaceChildren(svg(dark ? SUN : MOON, { viewBox: '0 0 24 24', 'aria-hidden': 'true' }));

    title.textContent = t(register ? 'login.createAccount' : 'login.welcomeBack');
    subtitle.textContent = t(register ? 'login.registerSubtitle' : 'login.signInSubtitle');
    expiredSlot.replaceChildren(...(sessionExpired ? [expired] : []));
    expired.textContent = t('login.sessionExpired');

    const found = checks();
    rows.name.hidden = !register;
    inputs.name.disabled = !register;
    inputs.password.autocomplete = register ? 'new-password' : 'current-password';
    for (const field of ['name', 'email', 'password'] as const) {
      labels[field].textContent = `${t(field === 'name' ? 'login.fullName' : `login.${field}`)} *`;
      const check = touched ? found[field] : null;
      const help = check
        ? t(check.key, check.params)
        : field === 'password' && register
          ? t('login.passwordHint')
          : '';
      helps[field].textContent = help;
      helps[field].classList.toggle('si-invalid', !!check);
      if (check) inputs[field].setAttribute('aria-invalid', 'true');
      else inputs[field].removeAttribute('aria-invalid');
    }
    errorSlot.replaceChildren(...(error ? [errorBox] : []));
    errorBox.textContent = error ?? '';
    submit.disabled = submitting;
    submit.textContent = t(submitting ? 'login.loading' : register ? 'login.createAccount' : 'login.signIn');
    modeSlot.replaceChildren(...(registrationOpen ? [modeRow] : []));
    modeButton.textContent = t(register ? 'login.haveAccount' : 'login.needAccount');
  }

  /** The failure in the fitter's language: the server's code, a dead link, or no answer in time. */
  function failure(err: unknown): string {
    if (err instanceof RequestTimeoutError) return t('app.timeoutError');
    if (err instanceof AuthError) {
      const code = err.body?.code;
      const known = typeof code === 'string' && code in CATALOGUES[language].errors;
      return known ? t(`errors.${code}`) : t('login.failed');
    }
    return t('app.networkError');
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    error = null;
    touched = true;
    if (Object.values(checks()).some(Boolean)) return update();
    submitting = true;
    update();
    const email = inputs.email.value.trim();
    const password = inputs.password.value;
    signIn(
      register
        ? { email, password, name: inputs.name.value.trim(), register, next }
        : { email, password, next },
    )
      .then((path) => window.location.replace(path))
      .catch((err: unknown) => {
        error = failure(err);
        submitting = false;
        update();
      });
  });

  root.replaceChildren(
    h('div', { class: 'si-page' }, h('div', { class: 'si-tools' }, langGroup, themeButton), card),
  );
  update();
  inputs.email.focus();

  fetch('/api/settings/public')
    .then((r) => (r.ok ? r.json() : null))
    .then((s: { registrationOpen?: boolean } | null) => {
      if (s?.registrationOpen === false) {
        registrationOpen = false;
        register = false;
        update();
      }
    })
    .catch(() => undefined);

  // The app's code, downloaded (not run) while the fitter types: signing in then opens it from the cache.
  const idle = () => preloadApp();
  if ('requestIdleCallback' in window) window.requestIdleCallback(idle, { timeout: 3000 });
  else setTimeout(idle, 1000);
}
