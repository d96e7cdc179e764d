export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'i18nextLng';
export const DEFAULT_LANGUAGE: Language = 'nl';

function normalise(value: string | null | undefined): Language | null {
  if (!value) return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : null;
}

/** Language choice: the stored value first, then the browser's language, then Dutch. */
export function pickLanguage(
  stored: string | null | undefined,
  browser: readonly string[] | string | undefined,
): Language {
  const fromStore = normalise(stored);
  if (fromStore) return fromStore;
  const browserList = typeof browser === 'string' ? [browser] : (browser ?? []);
  for (const candidate of browserList) {
    const lang = normalise(candidate);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

export function initialLanguage(): Language {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const storedValue = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return pickLanguage(storedValue, nav ? [...(nav.languages ?? []), nav.language] : undefined);
}

export function saveLanguage(lang: Language): void {
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang;
}
