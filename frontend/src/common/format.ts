/**
 * Number and date formatting shared by all pages.
 * Every number follows the UI language (pass the current locale, from useLocale/useLocaleState).
 * Weights are kilograms shown with 2 decimals in the user's locale ('12,50 kg' in nl, '12.50 kg' in en);
 * purchase and creation dates are shown in nl-NL format ('21-11-2026') in both languages.
 */
const localeTag = (locale?: string) => (locale === 'en' ? 'en-GB' : 'nl-NL');

/**
 * One Intl formatter per locale and options: building one costs far more than using it, and a page of
 * history or the dashboard formats hundreds of numbers and dates (on a phone that alone was a long task).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string | undefined, min: number | undefined, max: number): Intl.NumberFormat {
  const tag = localeTag(locale);
  const key = `${tag}|${min}|${max}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { minimumFractionDigits: min, maximumFractionDigits: max });
    numberFormats.set(key, format);
  }
  return format;
}
/**
 * The date formats, made on first use: made when this module loads, they were most of the task that draws
 * a phone's first drawing (which imports this module for its weights and shows no date).
 */
let dateFormats: { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | undefined;
const dateFormatsOnce = () =>
  (dateFormats ??= {
    date: new Intl.DateTimeFormat('nl-NL', { day: '2-digit', month: '2-digit', year: 'numeric' }),
    time: new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit' }),
  });

const toNumber = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/** '12,50' (nl) / '12.50' (en); '-' when there is no value. */
export function formatKgNumber(value: number | string | null | undefined, locale: string): string {
  const n = toNumber(value);
  if (n === null) return '-';
  return numberFormat(locale, 2, 2).format(n);
}

/** '12,50 kg' (nl) / '12.50 kg' (en); '-' when there is no value. */
export function formatKg(value: number | string | null | undefined, locale: string): string {
  const text = formatKgNumber(value, locale);
  return text === '-' ? text : `${text} kg`;
}

/** Signed kilograms: '+1,25 kg', '-0,50 kg', '0,00 kg'. */
export function formatKgSigned(value: number | string | null | undefined, locale: string): string {
  const n = toNumber(value);
  if (n === null) return '-';
  const text = formatKg(Math.abs(n), locale);
  return n > 0 ? `+${text}` : n < 0 ? `-${text}` : text;
}

/**
 * Whole or decimal number in the locale ('2.088' nl, '2,088' en); '-' without value. `decimals` fixes the
 * number of decimals; without it up to `maxDecimals` (3) are shown.
 */
export function formatNumber(
  value: number | string | null | undefined,
  locale: string,
  decimals?: number,
  maxDecimals = decimals ?? 3,
): string {
  const n = toNumber(value);
  if (n === null) return '-';
  return numberFormat(locale, decimals, maxDecimals).format(n);
}

/** Percentage with one decimal: '82,5%'. */
export function formatPercent(value: number | string | null | undefined, locale: string): string {
  const n = toNumber(value);
  if (n === null) return '-';
  return `${numberFormat(locale, 1, 1).format(n)}%`;
}

const parseDate = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // A bare YYYY-MM-DD is a calendar date: read it as local midnight, not UTC.
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** nl-NL calendar date: '21-11-2026'; '-' without value. */
export function formatDate(value: string | Date | null | undefined): string {
  const d = parseDate(value);
  return d ? dateFormatsOnce().date.format(d) : '-';
}

/** nl-NL date and time: '21-11-2026 14:05'; '-' without value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const d = parseDate(value);
  if (!d) return '-';
  return `${formatDate(d)} ${dateFormatsOnce().time.format(d)}`;
}
