export const RECLAIM_TYPES = [
  'RECLAIM_RETROFIT',
  'RECLAIM_MAINTENANCE',
  'RECLAIM_DECOMMISSION',
  'RECLAIM_WEIGH',
  'RECLAIM_VACUUM',
  'RECLAIM_TRANSFER',
] as const;
export const FILLUP_TYPES = [
  'FILLUP_RETROFIT',
  'FILLUP_NEW_CONSTRUCTION',
  'FILLUP_LEAKAGE',
  'FILLUP_WEIGH',
] as const;
export const GENERAL_TYPES = ['INSPECTION', 'MOVED', 'MAINTENANCE', 'OTHER'] as const;
export const MUTATION_TYPES = [...RECLAIM_TYPES, ...FILLUP_TYPES, ...GENERAL_TYPES] as const;
export type MutationType = (typeof MUTATION_TYPES)[number];

/** OUT: refrigerant leaves the cylinder (fill-up of an installation); IN: it is reclaimed into it. */
export type Direction = 'OUT' | 'IN' | 'NONE';

export function isMutationType(value: unknown): value is MutationType {
  return typeof value === 'string' && (MUTATION_TYPES as readonly string[]).includes(value);
}

export function mutationDirection(type: MutationType): Direction {
  if (type.startsWith('FILLUP_')) return 'OUT';
  if (type.startsWith('RECLAIM_')) return 'IN';
  return 'NONE';
}

/** Dashboard quick actions and the mutation type each preselects (recovery is a reclaim: gas comes out of an installation into a cylinder). */
export const ACTIONS = [
  'charge',
  'recovery',
  'leak-detection',
  'leak-repair',
  'cylinder-info',
  'transfer',
] as const;
export type Action = (typeof ACTIONS)[number];
export const ACTION_TO_MUTATION_TYPE: Record<Action, MutationType> = {
  charge: 'FILLUP_RETROFIT',
  recovery: 'RECLAIM_MAINTENANCE',
  'leak-detection': 'INSPECTION',
  'leak-repair': 'FILLUP_LEAKAGE',
  'cylinder-info': 'INSPECTION',
  transfer: 'RECLAIM_TRANSFER',
};
export const DEFAULT_ACTION: Action = 'cylinder-info';

/**
 * The types that move gas into or out of an installation: every fill-up and every reclaim except a transfer
 * (cylinder to cylinder). The setting requireInstallation makes `installationId` required for these.
 */
export const INSTALLATION_MUTATION_TYPES: readonly MutationType[] = MUTATION_TYPES.filter(
  (type) => mutationDirection(type) !== 'NONE' && type !== 'RECLAIM_TRANSFER',
);

export function movesInstallationGas(type: MutationType): boolean {
  return INSTALLATION_MUTATION_TYPES.includes(type);
}
