/** One refrigerant circuit's kind of equipment. */
export const INSTALLATION_CATEGORIES = ['REFRIGERATION', 'AIR_CONDITIONING', 'HEAT_PUMP', 'OTHER'] as const;
export type InstallationCategory = (typeof INSTALLATION_CATEGORIES)[number];

/** DECOMMISSIONED is set only by decommissioning; such an installation takes no new entries. */
export const INSTALLATION_STATUSES = ['ACTIVE', 'DECOMMISSIONED'] as const;
export type InstallationStatus = (typeof INSTALLATION_STATUSES)[number];

/** What happened to the gas of a decommissioned installation. */
export const GAS_DESTINATIONS = [
  'RECOVERED_INTO_CYLINDERS',
  'SENT_FOR_RECLAMATION',
  'SENT_FOR_DESTRUCTION',
  'OTHER',
] as const;
export type GasDestination = (typeof GAS_DESTINATIONS)[number];

/**
 * Where a cylinder's content comes from; recycled and reclaimed gas names the facility that processed it.
 * RECOVERED is the content of a recovery (RECLAIM) cylinder: gas taken out of installations, which its
 * reclaim entries name; a recovery cylinder holds nothing else.
 */
export const CONTENT_ORIGINS = ['VIRGIN', 'RECYCLED', 'RECLAIMED', 'RECOVERED'] as const;
export type ContentOrigin = (typeof CONTENT_ORIGINS)[number];

/** Whether a cylinder of this origin names the facility that processed its gas. */
export const originNamesFacility = (origin: ContentOrigin): boolean =>
  origin === 'RECYCLED' || origin === 'RECLAIMED';

/** The kinds of event an installation's logbook lists, one row each in its CSV (Art. 7 (b), (c), (f), (g)). */
export const LOGBOOK_EVENTS = ['FILL_UP', 'RECOVERY', 'LEAK_CHECK', 'REPAIR', 'DECOMMISSION'] as const;
export type LogbookEvent = (typeof LOGBOOK_EVENTS)[number];

/** The sections of an installation's logbook: the letters of Art. 7(1) (a) to (g). */
export const LOGBOOK_SECTIONS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type LogbookSection = (typeof LOGBOOK_SECTIONS)[number];
