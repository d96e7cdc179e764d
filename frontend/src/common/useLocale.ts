import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { formatKg, formatKgNumber, formatNumber } from './format';

/** The current UI language ('nl' | 'en'). */
export function useLocale(): string {
  const [locale] = useLocaleState();
  return locale;
}

/** formatKg bound to the current language: `const kg = useFormatKg(); kg(12.5) // '12,50 kg'`. */
export function useFormatKg(): (value: number | string | null | undefined) => string {
  const locale = useLocale();
  return useCallback((value) => formatKg(value, locale), [locale]);
}

/** formatKgNumber / formatNumber bound to the current language. */
export function useFormatNumber() {
  const locale = useLocale();
  return {
    kgNumber: useCallback((v: number | string | null | undefined) => formatKgNumber(v, locale), [locale]),
    number: useCallback(
      (v: number | string | null | undefined, decimals?: number, maxDecimals?: number) =>
        formatNumber(v, locale, decimals, maxDecimals),
      [locale],
    ),
  };
}
