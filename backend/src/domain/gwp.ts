import { toGrams } from './weights';

export type GwpBand = 'LOW' | 'MEDIUM' | 'HIGH';

/** Low below 1000, medium 1000 up to below 2000, high 2000 or more; unknown GWP belongs to no band. */
export function gwpBand(gwp: number | null | undefined): GwpBand | null {
  if (gwp === null || gwp === undefined || !Number.isFinite(gwp)) return null;
  if (gwp < 1000) return 'LOW';
  if (gwp < 2000) return 'MEDIUM';
  return 'HIGH';
}

/** Tonnes CO2-equivalent = kg x GWP / 1000, rounded to three decimals (kilograms of CO2e); null without GWP. */
export function co2eTonnes(kg: number | string, gwp: number | null | undefined): number | null {
  if (gwp === null || gwp === undefined) return null;
  // grams x GWP = grams CO2e; /1e6 = tonnes. Round to whole kilograms CO2e (3 decimals of tonnes).
  return Math.round((toGrams(kg) * gwp) / 1000) / 1000;
}
