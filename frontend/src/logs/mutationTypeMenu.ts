import { MUTATION_TYPES, type CylinderType, type MutationType } from '@domain';

/** A heading of the type menu and the types under it, in the order the menu lists them. */
export interface TypeGroup {
  key: 'groupFillup' | 'groupReclaim' | 'groupGeneral';
  types: readonly MutationType[];
}

/*
 * Most used first within each group. A service top-up (gas added to an installation that lost some) is
 * the fitter's daily fill-up, recorded as FILLUP_LEAKAGE: what is topped up is what leaked. A recovery
 * during maintenance is the daily reclaim (the dashboard's recovery action preselects it).
 */
const FILLUPS: readonly MutationType[] = [
  'FILLUP_LEAKAGE',
  'FILLUP_NEW_CONSTRUCTION',
  'FILLUP_RETROFIT',
  'FILLUP_WEIGH',
];
const RECLAIMS: readonly MutationType[] = [
  'RECLAIM_MAINTENANCE',
  'RECLAIM_DECOMMISSION',
  'RECLAIM_RETROFIT',
  'RECLAIM_VACUUM',
  'RECLAIM_TRANSFER',
  'RECLAIM_WEIGH',
];
const GENERAL: readonly MutationType[] = ['INSPECTION', 'MAINTENANCE', 'MOVED', 'OTHER'];

/**
 * The type menu's groups for a cylinder: first what this kind of cylinder is for (a fill cylinder gives gas
 * to installations, a recovery cylinder takes it back), then the general types, and the other direction
 * last, still there for the odd case. Every one of the 14 types is offered exactly once.
 */
export function typeGroupsFor(cylinderType: CylinderType | null | undefined): TypeGroup[] {
  const fill: TypeGroup = { key: 'groupFillup', types: FILLUPS };
  const reclaim: TypeGroup = { key: 'groupReclaim', types: RECLAIMS };
  const general: TypeGroup = { key: 'groupGeneral', types: GENERAL };
  return cylinderType === 'RECLAIM' ? [reclaim, general, fill] : [fill, general, reclaim];
}

/** Every type of the domain, so a test can hold the menu to the full list. */
export const ALL_TYPES: readonly MutationType[] = MUTATION_TYPES;
