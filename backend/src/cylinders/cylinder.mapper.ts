import {
  co2eTonnes,
  cylinderContentGrams,
  fillBasisKg,
  fillLevel,
  fillPercent,
  gramsToKg,
  originNamesFacility,
  toGrams,
} from '../domain';
import type {
  ContentOrigin,
  CylinderStatus,
  CylinderType,
  Ownership,
  RefrigerantType,
  RentalStatus,
  RetestStatus,
} from '../domain';
import type { CylinderDto } from './dto/cylinder.dto';
import type { CylinderDetailDto, RecoveredFromDto } from './dto/cylinder-detail.dto';
import { toLogEntryDto, type LogEntryRow } from '../logs/log-entry.mapper';

/** One row of cylinders.repository's selectCylinders: numerics as decimal strings (exact), moments as ISO 8601 strings. */
export interface CylinderRow {
  id: number;
  serialNumber: string;
  gasType: string;
  refrigerantId: number | null;
  refrigerantType: RefrigerantType | null;
  gwp: number | null;
  supplierId: number | null;
  supplierName: string | null;
  deliveryWeight: string | number;
  tareWeight: string | number;
  cylinderType: CylinderType;
  status: CylinderStatus;
  ownership: Ownership;
  location: string | null;
  purchaseDate: string | null;
  capacity: string | number | null;
  contentOrigin: ContentOrigin;
  originFacilityName: string | null;
  originFacilityAddress: string | null;
  originFacilityCertificateNumber: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
  totalFilled: string | number;
  totalReclaimed: string | number;
  logCount: number;
  gapCount: number;
  lastLogDate: string | null;
  receivedOn: string | null;
  deliveryReference: string | null;
  rentalFreeUntil: string | null;
  rentalReturnBy: string | null;
  retestDue: string | null;
  returnedOn: string | null;
  weightAtReturn: string | number | null;
  returnReference: string | null;
  /** Computed by the database (cylinder-life.ts), for today where the company works. */
  rentalStatus: RentalStatus;
  retestStatus: RetestStatus;
}

/** Row -> DTO. All weight arithmetic in whole grams (domain helpers), numbers out. */
export function toCylinderDto(row: CylinderRow, publicUrl: string): CylinderDto {
  const filled = toGrams(row.totalFilled);
  const reclaimed = toGrams(row.totalReclaimed);
  const { initial, current } = cylinderContentGrams(row);
  const initialKg = gramsToKg(initial);
  const currentKg = gramsToKg(current);
  const capacity = row.capacity === null ? null : gramsToKg(toGrams(row.capacity));
  const basis = fillBasisKg({ cylinderType: row.cylinderType, capacity, initialKg });
  return {
    id: row.id,
    serialNumber: row.serialNumber,
    gasType: row.gasType,
    refrigerantId: row.refrigerantId,
    refrigerantType: row.refrigerantType,
    gwp: row.gwp,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    deliveryWeight: gramsToKg(toGrams(row.deliveryWeight)),
    tareWeight: gramsToKg(toGrams(row.tareWeight)),
    cylinderType: row.cylinderType,
    status: row.status,
    ownership: row.ownership,
    location: row.location,
    purchaseDate: row.purchaseDate,
    capacity,
    contentOrigin: row.contentOrigin,
    originFacility:
      row.originFacilityName === null || !originNamesFacility(row.contentOrigin)
        ? null
        : {
            name: row.originFacilityName,
            address: row.originFacilityAddress,
            certificateNumber: row.originFacilityCertificateNumber,
          },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
    initialWeight: initialKg,
    currentWeight: currentKg,
    totalFilled: gramsToKg(filled),
    totalReclaimed: gramsToKg(reclaimed),
    netDifference: gramsToKg(reclaimed - filled),
    fillLevel: fillLevel(currentKg, basis),
    fillPercent: fillPercent(currentKg, basis),
    co2eTonnes: co2eTonnes(currentKg, row.gwp),
    hasWeightGap: row.gapCount > 0,
    logCount: row.logCount,
    lastLogDate: row.lastLogDate,
    receivedOn: row.receivedOn,
    deliveryReference: row.deliveryReference,
    rentalFreeUntil: row.rentalFreeUntil,
    rentalReturnBy: row.rentalReturnBy,
    retestDue: row.retestDue,
    returnedOn: row.returnedOn,
    weightAtReturn: row.weightAtReturn === null ? null : gramsToKg(toGrams(row.weightAtReturn)),
    returnReference: row.returnReference,
    rentalStatus: row.rentalStatus,
    retestStatus: row.retestStatus,
    qrCode: cylinderUrl(publicUrl, row.id),
  };
}

/** The detail's row: a CylinderRow with a recovery cylinder's sources (cylinderDetailQueries). */
export type CylinderDetailRow = CylinderRow & { recoveredFrom: RecoveredFromDto[] | null };

/** The detail answer from its two queries' rows (also used by the benchmark's bare reference). */
export function toCylinderDetailDto(
  row: CylinderDetailRow,
  logs: LogEntryRow[],
  publicUrl: string,
): CylinderDetailDto {
  return {
    ...toCylinderDto(row, publicUrl),
    recoveredFrom: (row.recoveredFrom ?? []).map((source) => ({
      installationId: source.installationId,
      name: source.name,
      kg: gramsToKg(toGrams(source.kg)),
    })),
    logs: logs.map(toLogEntryDto),
  };
}

/** What a cylinder's QR label encodes: the absolute URL of its detail page. */
export function cylinderUrl(publicUrl: string, id: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/cylinder/${id}`;
}
