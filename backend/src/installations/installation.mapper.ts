import {
  co2eTonnes,
  leakCheckRequirement,
  type GasDestination,
  type InstallationCategory,
  type InstallationStatus,
  type LeakCheckStatus,
} from '../domain';
import type { InstallationDto } from './dto/installation.dto';

/** The raw row of installations.repository's select. Numerics arrive as strings, dates as YYYY-MM-DD. */
export interface InstallationRow {
  id: number;
  customer_id: number;
  customer_name: string;
  name: string;
  address: string | null;
  category: InstallationCategory;
  manufacturer: string | null;
  model: string | null;
  serial_number: string | null;
  refrigerant_id: number;
  gas_type: string;
  refrigerant_type: string;
  gwp: number | null;
  charge_kg: string;
  installed_on: string | null;
  hermetically_sealed: boolean;
  leak_detection_system: boolean;
  status: InstallationStatus;
  leak_check_interval_months: number | null;
  last_leak_check_on: string | null;
  next_leak_check_due: string | null;
  leak_unrepaired_since: string | null;
  leak_check_status: LeakCheckStatus;
  added_kg: string;
  recovered_kg: string;
  decommissioned_on: string | null;
  gas_destination: GasDestination | null;
  decommission_note: string | null;
  created_at: string;
  updated_at: string;
}

export function toInstallationDto(row: InstallationRow): InstallationDto {
  const { leakDetectionRequired } = leakCheckRequirement({
    chargeKg: row.charge_kg,
    gwp: row.gwp,
    refrigerantType: row.refrigerant_type,
    hermeticallySealed: row.hermetically_sealed,
    leakDetectionSystem: row.leak_detection_system,
  });
  return {
    id: row.id,
    customerId: row.customer_id,
    customerName: row.customer_name,
    name: row.name,
    address: row.address,
    category: row.category,
    manufacturer: row.manufacturer,
    model: row.model,
    serialNumber: row.serial_number,
    refrigerantId: row.refrigerant_id,
    gasType: row.gas_type,
    gwp: row.gwp,
    chargeKg: Number(row.charge_kg),
    co2eTonnes: co2eTonnes(row.charge_kg, row.gwp),
    installedOn: row.installed_on,
    hermeticallySealed: row.hermetically_sealed,
    leakDetectionSystem: row.leak_detection_system,
    status: row.status,
    leakCheckIntervalMonths: row.leak_check_interval_months,
    lastLeakCheckOn: row.last_leak_check_on,
    nextLeakCheckDue: row.next_leak_check_due,
    leakUnrepairedSince: row.leak_unrepaired_since,
    leakCheckStatus: row.leak_check_status,
    // A decommissioned circuit holds no gas to detect: the duty ends with it.
    leakDetectionRequired: leakDetectionRequired && row.status !== 'DECOMMISSIONED',
    addedKg: Number(row.added_kg),
    recoveredKg: Number(row.recovered_kg),
    decommissionedOn: row.decommissioned_on,
    gasDestination: row.gas_destination,
    decommissionNote: row.decommission_note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What an installation's QR label encodes: its page in the app, which a phone's own camera opens too. */
export function installationUrl(publicUrl: string, id: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/installations/${id}`;
}
