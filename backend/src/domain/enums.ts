export const ROLES = ['ADMIN', 'MONTEUR'] as const;
export type Role = (typeof ROLES)[number];

export const CYLINDER_STATUSES = ['ACTIVE', 'INACTIVE', 'MAINTENANCE', 'DECOMMISSIONED'] as const;
export type CylinderStatus = (typeof CYLINDER_STATUSES)[number];

export const CYLINDER_TYPES = ['FILL_UP', 'RECLAIM'] as const;
export type CylinderType = (typeof CYLINDER_TYPES)[number];

export const OWNERSHIPS = ['KOOP', 'HUUR'] as const;
export type Ownership = (typeof OWNERSHIPS)[number];

export const REFRIGERANT_TYPES = ['HFC', 'HCFC', 'CFC', 'HFO', 'Natural', 'Other'] as const;
export type RefrigerantType = (typeof REFRIGERANT_TYPES)[number];

export const FILL_LEVELS = ['FULL', 'IN_USE', 'EMPTY'] as const;
export type FillLevel = (typeof FILL_LEVELS)[number];

/** The measuring instruments an F-gas company keeps calibrated (issue 14). */
export const INSTRUMENT_KINDS = [
  'SCALE',
  'LEAK_DETECTOR',
  'PRESSURE_GAUGE',
  'VACUUM_GAUGE',
  'THERMOMETER',
] as const;
export type InstrumentKind = (typeof INSTRUMENT_KINDS)[number];
