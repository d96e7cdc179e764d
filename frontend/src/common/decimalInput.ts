import { gramsToKg, toGrams } from '@domain/weights';

/**
 * Numbers as a form field holds them. A field shows and pre-fills numbers in the UI language (Dutch
 * '21,4', English '21.4'), and whatever the language a fitter may type either separator: a phone's
 * keyboard offers the one of its own region, not the app's.
 */

const localeTag = (locale?: string) => (locale === 'en' ? 'en-GB' : 'nl-NL');

const inputFormats = new Map<string, Intl.NumberFormat>();
function inputFormat(locale: string | undefined, maxDecimals: number): Intl.NumberFormat {
  const key = `${localeTag(locale)}|${maxDecimals}`;
  let format = inputFormats.get(key);
  if (!format) {
    // No grouping: '1.250' in a Dutch field would read back as one and a quarter.
    format = new Intl.NumberFormat(localeTag(locale), {
      useGrouping: false,
      maximumFractionDigits: maxDecimals,
    });
    inputFormats.set(key, format);
  }
  return format;
}

/**
 * A number for a field to show or pre-fill: the language's decimal separator, no grouping, up to
 * `maxDecimals` decimals and no trailing zeros ('21,4' nl, '21.4' en); '' without a value.
 */
export function formatDecimalInput(
  value: number | string | null | undefined,
  locale: string,
  maxDecimals = 3,
): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  return inputFormat(locale, maxDecimals).format(n);
}

/** Kilograms for a field, read through whole grams so a float's tail (0.30000000000000004) never shows. */
export function formatKgInputText(kg: number | string | null | undefined, locale: string): string {
  if (kg === null || kg === undefined || kg === '') return '';
  const n = typeof kg === 'number' ? kg : Number(kg);
  if (!Number.isFinite(n)) return '';
  return formatDecimalInput(gramsToKg(toGrams(n)), locale);
}

/**
 * What was typed, as a number: a comma or a dot as the decimal separator, whatever the language
 * ('23,6' and '23.6' are 23.6). Empty is null; anything else (letters, two separators, '1.234,5') is NaN.
 */
export function parseDecimal(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  if (!/^-?(\d+([.,]\d*)?|[.,]\d+)$/.test(t)) return Number.NaN;
  return Number(t.replace(',', '.'));
}
