import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { formatNumber } from '../common/format';
import type { Language } from './language';

/**
 * Each language's catalogue (react-admin's messages + ours) is its own chunk: only the active one is loaded
 * at start (main.tsx awaits it before the first render); the other is fetched when the user switches.
 */
const loaders: Record<Language, () => Promise<TranslationMessages>> = {
  nl: () => import('../i18n/nl').then((m) => m.nl as unknown as TranslationMessages),
  en: () => import('../i18n/en').then((m) => m.en as unknown as TranslationMessages),
};
const catalogues = new Map<string, TranslationMessages>();

export async function loadMessages(locale: string): Promise<TranslationMessages> {
  const language: Language = locale === 'en' ? 'en' : 'nl';
  let messages = catalogues.get(language);
  if (!messages) {
    messages = await loaders[language]();
    catalogues.set(language, messages);
  }
  return messages;
}

/**
 * The provider for `locale`, whose catalogue must have been loaded (loadMessages). Numbers given to translate
 * (`%{count}`, `%{smart_count}`, `%{total}`...) are shown in the active language ('1.430' nl, '1,430' en);
 * plural choice still uses the raw number.
 */
export function createI18nProvider(locale: Language): I18nProvider {
  const initial = catalogues.get(locale);
  if (!initial) throw new Error(`createI18nProvider: call loadMessages('${locale}') first`);
  function replace(
    this: string,
    pattern: RegExp,
    substitute: (expression: string, argument: string) => unknown,
  ) {
    return String.prototype.replace.call(this, pattern, (expression: string, argument: string) => {
      const value = substitute(expression, argument);
      return typeof value === 'number' ? formatNumber(value, provider.getLocale()) : String(value);
    });
  }
  const provider: I18nProvider = polyglotI18nProvider(
    (l) => catalogues.get(l === 'en' ? 'en' : 'nl') ?? loadMessages(l),
    locale,
    [
      { locale: 'nl', name: 'Nederlands' },
      { locale: 'en', name: 'English' },
    ],
    { allowMissing: true, replace },
  );
  return provider;
}
