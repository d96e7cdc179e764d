import type { CylinderStatus, CylinderType, FillLevel, Ownership } from '@domain';
import type { LogEntryRecord } from './logEntryLogic';

/** A cylinder as GET /api/cylinders(/:id) answers it (docs/API-CONTRACT.md). */
export interface CylinderRecord {
  id: number;
  serialNumber: string;
  gasType: string;
  refrigerantId: number | null;
  refrigerantType: string | null;
  gwp: number | null;
  supplierId: number | null;
  supplierName: string | null;
  deliveryWeight: number;
  tareWeight: number;
  cylinderType: CylinderType;
  status: CylinderStatus;
  ownership: Ownership;
  location: string | null;
  purchaseDate: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
  initialWeight: number;
  currentWeight: number;
  totalFilled: number;
  totalReclaimed: number;
  netDifference: number;
  fillLevel: FillLevel;
  fillPercent: number;
  co2eTonnes: number | null;
  hasWeightGap: boolean;
  logCount: number;
  lastLogDate: string | null;
  qrCode: string | null;
  logs?: LogEntryRecord[];
}

/** GET /api/settings (signed in). */
export interface AppSettings {
  registrationOpen: boolean;
  weightGapTolerance: number;
  organisationName: string | null;
  publicUrl: string | null;
}
