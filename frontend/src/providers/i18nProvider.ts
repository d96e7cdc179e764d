import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../i18n/en';
import { nl } from '../i18n/nl';
import { initialLanguage } from './language';

export const messagesFor = (locale: string) => (locale === 'en' ? en : nl);

export const i18nProvider = polyglotI18nProvider(
  (locale) => messagesFor(locale) as never,
  initialLanguage(),
  [
    { locale: 'nl', name: 'Nederlands' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: true },
);
