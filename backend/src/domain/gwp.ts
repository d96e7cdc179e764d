import { toGrams } from './weights';

export type GwpBand = 'LOW' | 'MEDIUM' | 'HIGH';

/** The lowest GWP of the medium and of the high band. */
export const GWP_MEDIUM_FROM = 1000;
export const GWP_HIGH_FROM = 2000;

/** Low below 1000, medium 1000 up to below 2000, high 2000 or more; unknown GWP belongs to no band. */
export function gwpBand(gwp: number | null | undefined): GwpBand | null {
  if (gwp === null || gwp === undefined || !Number.isFinite(gwp)) return null;
  if (gwp < GWP_MEDIUM_FROM) return 'LOW';
  if (gwp < GWP_HIGH_FROM) return 'MEDIUM';
  return 'HIGH';
}

/** SQL twin of {@link gwpBand}: a condition that holds when the GWP column `column` falls in `band`. */
export function gwpBandSql(column: string, band: GwpBand): string {
  if (band === 'LOW') return `${column} < ${GWP_MEDIUM_FROM}`;
  if (band === 'MEDIUM') return `${column} >= ${GWP_MEDIUM_FROM} and ${column} < ${GWP_HIGH_FROM}`;
  return `${column} >= ${GWP_HIGH_FROM}`;
}

/** Tonnes CO2-equivalent = kg x GWP / 1000, rounded to three decimals (kilograms of CO2e); null without GWP. */
export function co2eTonnes(kg: number | string, gwp: number | null | undefined): number | null {
  if (gwp === null || gwp === undefined) return null;
  // grams x GWP = grams CO2e; /1e6 = tonnes. Round to whole kilograms CO2e (3 decimals of tonnes).
  return Math.round((toGrams(kg) * gwp) / 1000) / 1000;
}
