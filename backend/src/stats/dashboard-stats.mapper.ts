import type { RefrigerantType } from '../domain';
import { toLogEntryDto, type LogEntryRow } from '../logs/log-entry.mapper';
import type { DashboardStatsDto, InventoryLineDto } from './dto/dashboard-stats.dto';

export interface TotalsRow {
  total: number;
  fill_up: number;
  reclaim: number;
  active: number;
  maintenance: number;
  inactive: number;
  decommissioned: number;
  total_kg: string;
  co2e: string;
  with_logs: number;
  gaps: number;
  refrigerants: number;
  rentals_amber: number;
  rentals_red: number;
  retests_due_soon: number;
  retests_overdue: number;
}

export interface InventoryRow {
  gas_type: string;
  refrigerant_type: RefrigerantType | null;
  gwp: number | null;
  count: number;
  full: number;
  in_use: number;
  empty: number;
  total_kg: string;
  co2e: string | null;
}

/** The installations' leak-check counts, with the certificate and instrument counts (dashboardQueries' leakChecks). */
export interface LeakCheckCountsRow {
  unrepaired: number;
  overdue: number;
  due_soon: number;
  never_checked: number;
  certificates_expiring_soon: number;
  certificates_expired: number;
  instruments_overdue: number;
}

/** The dashboard answer from the rows of its queries (also used by the benchmark's bare reference). */
export function toDashboardStats(
  totals: TotalsRow,
  inventory: InventoryRow[],
  gapIds: { id: number }[],
  recent: LogEntryRow[],
  leakChecks: LeakCheckCountsRow,
): DashboardStatsDto {
  const total = totals.total;
  return {
    totalCylinders: total,
    fillUpCylinders: totals.fill_up,
    reclaimCylinders: totals.reclaim,
    activeCylinders: totals.active,
    activePercent: total === 0 ? 0 : Math.round((totals.active * 1000) / total) / 10,
    maintenanceCylinders: totals.maintenance,
    inactiveCylinders: totals.inactive,
    decommissionedCylinders: totals.decommissioned,
    totalWeightKg: Number(totals.total_kg),
    rentals: { amber: totals.rentals_amber, red: totals.rentals_red },
    retests: { dueSoon: totals.retests_due_soon, overdue: totals.retests_overdue },
    totalCo2eTonnes: Number(totals.co2e),
    cylindersWithLogs: totals.with_logs,
    refrigerantTypes: totals.refrigerants,
    weightGapCount: totals.gaps,
    weightGapCylinderIds: gapIds.map((row) => row.id),
    recentLogs: recent.map(toLogEntryDto),
    leakChecks: {
      unrepaired: leakChecks.unrepaired,
      overdue: leakChecks.overdue,
      dueSoon: leakChecks.due_soon,
      neverChecked: leakChecks.never_checked,
    },
    certificates: {
      expiringSoon: leakChecks.certificates_expiring_soon,
      expired: leakChecks.certificates_expired,
    },
    instruments: { overdue: leakChecks.instruments_overdue },
    inventory: inventory.map((row): InventoryLineDto => ({
      gasType: row.gas_type,
      refrigerantType: row.refrigerant_type,
      gwp: row.gwp,
      count: row.count,
      full: row.full,
      inUse: row.in_use,
      empty: row.empty,
      totalKg: Number(row.total_kg),
      co2eTonnes: row.co2e === null ? null : Number(row.co2e),
    })),
  };
}
