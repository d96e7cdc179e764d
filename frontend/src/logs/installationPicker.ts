import { movesInstallationGas, type MutationType } from '@domain';
import type { components } from '../api/schema';

export type InstallationOption = Pick<
  components['schemas']['InstallationDto'],
  'id' | 'name' | 'customerName' | 'address' | 'gasType' | 'refrigerantId' | 'status'
>;

/** What the picker needs of the cylinder: the server's gas rule reads these two. */
export interface CylinderGas {
  refrigerantId: number | null;
  gasType: string;
}

interface LinkedEntry {
  id: number;
  date: string;
  userId: number;
  workOrder: string | null;
  installationId: number | null;
  deleted?: boolean;
}

/** The picker is asked for on every type that moves gas into or out of an installation (not a transfer). */
export const asksInstallation = (type: MutationType | ''): boolean =>
  type !== '' && movesInstallationGas(type);

/**
 * The server's rule (INSTALLATION_GAS_MISMATCH): a cylinder tied to a refrigerant takes installations of that
 * refrigerant; one known only by its gas name takes those whose refrigerant has that name (case and outer
 * spaces aside). Decommissioned installations take nothing.
 */
export function installationFits(installation: InstallationOption, cylinder: CylinderGas): boolean {
  if (installation.status !== 'ACTIVE') return false;
  if (cylinder.refrigerantId !== null) return installation.refrigerantId === cylinder.refrigerantId;
  return installation.gasType.trim().toLowerCase() === cylinder.gasType.trim().toLowerCase();
}

const sameWorkOrder = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

const newestFirst = (a: LinkedEntry, b: LinkedEntry) =>
  Date.parse(b.date) - Date.parse(a.date) || b.id - a.id;

/**
 * The installation to propose: the one of the newest entry with the same work order (any cylinder, any
 * fitter: one work order is one job at one site); without a work order typed, the one this fitter linked
 * last on this cylinder. Deleted entries propose nothing; null when nothing fits.
 */
export function proposeInstallation(
  workOrder: string,
  userId: number | '',
  workOrderEntries: readonly LinkedEntry[],
  cylinderEntries: readonly LinkedEntry[],
): number | null {
  const live = (e: LinkedEntry) => e.installationId !== null && !e.deleted;
  const candidates =
    workOrder.trim() !== ''
      ? workOrderEntries.filter((e) => live(e) && sameWorkOrder(e.workOrder, workOrder))
      : cylinderEntries.filter((e) => live(e) && e.userId === userId);
  return [...candidates].sort(newestFirst)[0]?.installationId ?? null;
}
