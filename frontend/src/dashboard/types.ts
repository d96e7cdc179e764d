import type { LogEntryRecord } from '../cylinders/detail/logEntryLogic';

/** GET /api/stats/dashboard (docs/API-CONTRACT.md). */
export interface DashboardStats {
  totalCylinders: number;
  fillUpCylinders: number;
  reclaimCylinders: number;
  activeCylinders: number;
  activePercent: number;
  maintenanceCylinders: number;
  inactiveCylinders: number;
  decommissionedCylinders: number;
  totalWeightKg: number;
  totalCo2eTonnes: number | null;
  cylindersWithLogs: number;
  refrigerantTypes: number;
  weightGapCount: number;
  weightGapCylinderIds: number[];
  recentLogs: (LogEntryRecord & { cylinderSerialNumber?: string; gasType?: string })[];
  inventory: InventoryLine[];
}

export interface InventoryLine {
  gasType: string;
  refrigerantType: string | null;
  gwp: number | null;
  count: number;
  full: number;
  inUse: number;
  empty: number;
  totalKg: number;
  co2eTonnes: number | null;
}
