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

/** Where a cylinder's content comes from; recycled and reclaimed gas names the facility that processed it. */
export const CONTENT_ORIGINS = ['VIRGIN', 'RECYCLED', 'RECLAIMED'] as const;
export type ContentOrigin = (typeof CONTENT_ORIGINS)[number];

/** The kinds of event an installation's logbook lists, one row each in its CSV (Art. 7 (b), (c), (f), (g)). */
export const LOGBOOK_EVENTS = ['FILL_UP', 'RECOVERY', 'LEAK_CHECK', 'REPAIR', 'DECOMMISSION'] as const;
export type LogbookEvent = (typeof LOGBOOK_EVENTS)[number];
