import type { InstrumentKind } from './enums';
import type { LeakCheckMethod } from './leak-check-schedule';
import type { LogbookSection } from './installations';
import type { Label, LabelLanguage } from './labels';

// Words the logbook's documents need beside the domain's code labels (labels.ts), kept apart from them:
// the web app spreads those into every page's catalogue, and these are read only by the logbook PDF, the
// owner's page and the instruments' pages.

/** The kinds of measuring instrument in both languages. */
export const INSTRUMENT_KIND_LABELS = {
  SCALE: { nl: 'Weegschaal', en: 'Scale' },
  LEAK_DETECTOR: { nl: 'Lekdetector', en: 'Leak detector' },
  PRESSURE_GAUGE: { nl: 'Manometer', en: 'Pressure gauge' },
  VACUUM_GAUGE: { nl: 'Vacuümmeter', en: 'Vacuum gauge' },
  THERMOMETER: { nl: 'Thermometer', en: 'Thermometer' },
} satisfies Record<InstrumentKind, Label>;

/** How a leak check was made (Commission Implementing Regulation (EU) 2015/2067: direct or indirect). */
export const LEAK_CHECK_METHOD_LABELS = {
  ELECTRONIC_DETECTOR: { nl: 'Elektronische lekdetector', en: 'Electronic leak detector' },
  BUBBLE_SOLUTION: { nl: 'Lekzoekspray / zeepoplossing', en: 'Bubble solution' },
  UV_DYE: { nl: 'UV-contrastmiddel', en: 'UV dye' },
  INDIRECT: {
    nl: 'Indirect (drukken, temperaturen, stroom)',
    en: 'Indirect (pressures, temperatures, current)',
  },
  LEAK_DETECTION_SYSTEM: { nl: 'Lekdetectiesysteem', en: 'Leak detection system' },
} satisfies Record<LeakCheckMethod, Label>;

/**
 * The sections of an installation's logbook by the letters of Regulation (EU) 2024/573 Art. 7(1): the PDF
 * and the owner's page title them alike.
 */
export const LOGBOOK_SECTION_LABELS = {
  A: { nl: '(a) Gas en inhoud van de installatie', en: '(a) Gas and installation charge' },
  B: { nl: '(b) Bijgevulde hoeveelheden', en: '(b) Quantities added' },
  C: { nl: '(c) Teruggewonnen hoeveelheden', en: '(c) Quantities recovered' },
  D: {
    nl: '(d) Bijgevuld gerecycled, geregenereerd of teruggewonnen gas',
    en: '(d) Recycled, reclaimed or recovered gas added',
  },
  E: {
    nl: '(e) Bedrijf en personen die het werk deden',
    en: '(e) Company and individuals who did the work',
  },
  F: { nl: '(f) Lekcontroles en reparaties', en: '(f) Leak checks and repairs' },
  G: { nl: '(g) Buitengebruikstelling', en: '(g) Decommissioning' },
} satisfies Record<LogbookSection, Label>;

/** One group of these words in `language`: { A: '(a) ...', ... }. */
export function wordsIn<K extends string>(
  labels: Record<K, Label>,
  language: LabelLanguage,
): Record<K, string> {
  return Object.fromEntries(
    Object.entries(labels).map(([code, label]) => [code, (label as Label)[language]]),
  ) as Record<K, string>;
}
