import type { IsoDate } from './calendar';
import type { ContentOrigin, InstallationCategory } from './installations';

/**
 * Servicing ban of Regulation (EU) 2024/573 Art. 13(3) as data: from a date, gas of this GWP or more may no
 * longer be filled into installations of these categories; recycled or reclaimed gas stays allowed until a
 * later date. The help page shows this table, the server checks fill-ups against it. A fill-up the rule
 * covers is not refused outright: the fitter is warned and must acknowledge it (some equipment, such as
 * military or below -50 °C, is exempt and the register does not know it).
 *
 * "Until 2030" means dated before 2030-01-01: each date below is the first day the ban holds, compared
 * with the fill-up's calendar day where the company works.
 */
export interface ServicingBanRule {
  categories: readonly InstallationCategory[];
  /** GWP at and above which the rule applies. */
  minimumGwp: number;
  /** First day on which virgin gas is banned. */
  virginBannedFrom: IsoDate;
  /** First day on which recycled and reclaimed gas are banned too. */
  recycledBannedFrom: IsoDate;
}

export const SERVICING_BAN_RULES: readonly ServicingBanRule[] = [
  {
    categories: ['REFRIGERATION'],
    minimumGwp: 2500,
    virginBannedFrom: '2025-01-01',
    recycledBannedFrom: '2030-01-01',
  },
  {
    categories: ['AIR_CONDITIONING', 'HEAT_PUMP'],
    minimumGwp: 2500,
    virginBannedFrom: '2026-01-01',
    recycledBannedFrom: '2032-01-01',
  },
];

export interface ServicingFill {
  category: InstallationCategory;
  gwp: number | null;
  origin: ContentOrigin;
  /** The fill-up's date where the company works. */
  on: IsoDate;
}

/** The warning code a fill-up under the ban answers, and that acknowledgeWarnings must name to store it. */
export const SERVICING_BAN_WARNING = 'SERVICING_BAN';

/** The rule a fill-up falls under, or null when it is allowed. */
export function servicingBanFor(fill: ServicingFill): ServicingBanRule | null {
  if (fill.gwp === null || !Number.isFinite(fill.gwp)) return null;
  for (const rule of SERVICING_BAN_RULES) {
    if (!rule.categories.includes(fill.category) || fill.gwp < rule.minimumGwp) continue;
    const from = fill.origin === 'VIRGIN' ? rule.virginBannedFrom : rule.recycledBannedFrom;
    if (fill.on >= from) return rule;
  }
  return null;
}
