import { co2eTonnes, fillLevel, fillPercent, gramsToKg, toGrams } from '../domain';
import type { CylinderStatus, CylinderType, Ownership, RefrigerantType } from '../domain';
import type { CylinderDto } from './dto/cylinder.dto';

/** One row of CYLINDER_SELECT: numerics as decimal strings (exact), moments as ISO 8601 strings. */
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
  createdAt: string;
  updatedAt: string;
  version: number;
  totalFilled: string | number;
  totalReclaimed: string | number;
  logCount: number;
  gapCount: number;
  lastLogDate: string | null;
}

/** An ISO 8601 UTC text of a timestamptz, as PostgreSQL's to_char would give it. */
const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The select list of a CylinderRow over `cylinders c left join refrigerants r left join suppliers s`. */
export const CYLINDER_SELECT = [
  'c.id',
  'c.serial_number as "serialNumber"',
  'c.gas_type as "gasType"',
  'c.refrigerant_id as "refrigerantId"',
  'r.type as "refrigerantType"',
  'r.gwp',
  'c.supplier_id as "supplierId"',
  's.name as "supplierName"',
  'c.delivery_weight as "deliveryWeight"',
  'c.tare_weight as "tareWeight"',
  'c.cylinder_type as "cylinderType"',
  'c.status',
  'c.ownership',
  'c.location',
  'c.purchase_date as "purchaseDate"',
  `${ISO('c.created_at')} as "createdAt"`,
  `${ISO('c.updated_at')} as "updatedAt"`,
  'c.version',
  'c.total_filled as "totalFilled"',
  'c.total_reclaimed as "totalReclaimed"',
  'c.log_count as "logCount"',
  'c.gap_count as "gapCount"',
  `${ISO('c.last_log_date')} as "lastLogDate"`,
].join(', ');

export const CYLINDER_FROM =
  'cylinders c left join refrigerants r on r.id = c.refrigerant_id left join suppliers s on s.id = c.supplier_id';

/** Initial and current content as SQL expressions over the stored columns (exact numeric arithmetic). */
export const SQL_INITIAL = '(c.delivery_weight - c.tare_weight)';
export const SQL_CURRENT = '(c.delivery_weight - c.tare_weight + c.total_reclaimed - c.total_filled)';

/** Row -> DTO. All weight arithmetic in whole grams (domain helpers), numbers out. */
export function toCylinderDto(row: CylinderRow, publicUrl: string): CylinderDto {
  const delivery = toGrams(row.deliveryWeight);
  const tare = toGrams(row.tareWeight);
  const filled = toGrams(row.totalFilled);
  const reclaimed = toGrams(row.totalReclaimed);
  const initial = delivery - tare;
  const net = reclaimed - filled;
  const current = initial + net;
  const initialKg = gramsToKg(initial);
  const currentKg = gramsToKg(current);
  return {
    id: row.id,
    serialNumber: row.serialNumber,
    gasType: row.gasType,
    refrigerantId: row.refrigerantId,
    refrigerantType: row.refrigerantType,
    gwp: row.gwp,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    deliveryWeight: gramsToKg(delivery),
    tareWeight: gramsToKg(tare),
    cylinderType: row.cylinderType,
    status: row.status,
    ownership: row.ownership,
    location: row.location,
    purchaseDate: row.purchaseDate,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
    initialWeight: initialKg,
    currentWeight: currentKg,
    totalFilled: gramsToKg(filled),
    totalReclaimed: gramsToKg(reclaimed),
    netDifference: gramsToKg(net),
    fillLevel: fillLevel(currentKg, initialKg),
    fillPercent: fillPercent(currentKg, initialKg),
    co2eTonnes: co2eTonnes(currentKg, row.gwp),
    hasWeightGap: row.gapCount > 0,
    logCount: row.logCount,
    lastLogDate: row.lastLogDate,
    qrCode: cylinderUrl(publicUrl, row.id),
  };
}

/** What a cylinder's QR label encodes: the absolute URL of its detail page. */
export function cylinderUrl(publicUrl: string, id: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/cylinder/${id}`;
}
