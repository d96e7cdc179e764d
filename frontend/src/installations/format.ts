/** A charge in kg with its grams ('12,5 kg', '0,125 kg'): up to three decimals, none added. */
export function formatChargeKg(kg: number | null | undefined, locale: string): string {
  if (kg === null || kg === undefined) return '-';
  return `${kg.toLocaleString(locale, { maximumFractionDigits: 3 })} kg`;
}

/** Tonnes CO2e with two decimals ('49,03 t'). */
export function formatTonnes(t: number | null | undefined, locale: string): string {
  if (t === null || t === undefined) return '-';
  return `${t.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} t`;
}
