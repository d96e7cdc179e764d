import { mutationDirection, type MutationType } from '../domain';
import type { LogEntryDto } from './dto/log-entry.dto';
import { toInstrumentUse, type InstrumentUseRow } from '../instruments/instrument-use.mapper';

/** The raw row of logs.repository's selectLogEntries. Numerics arrive as strings, timestamps as ISO strings. */
export interface LogEntryRow extends InstrumentUseRow {
  id: number;
  cylinder_id: number;
  cylinder_serial_number: string;
  gas_type: string;
  gwp: number | null;
  mutation_type: MutationType;
  installation_id: number | null;
  installation_name: string | null;
  work_order: string | null;
  weight: string;
  weight_before: string | null;
  weight_after: string | null;
  weight_gap: string | null;
  gap_explanation: string | null;
  gap_explained_at: string | null;
  gap_explained_by_id: number | null;
  gap_explained_by_name: string | null;
  note: string | null;
  user_id: number;
  user_name: string;
  entered_by_id: number;
  entered_by_name: string;
  date: string;
  created_at: string;
  updated_at: string;
  corrected: boolean;
  deleted: boolean;
  fitter_certificate_number: string | null;
  company_certificate_number: string | null;
  certificate_warning: boolean;
  servicing_ban_acknowledged: boolean;
}

const kg = (value: string | null): number | null => (value === null ? null : Number(value));

export function toLogEntryDto(row: LogEntryRow): LogEntryDto {
  return {
    id: row.id,
    cylinderId: row.cylinder_id,
    cylinderSerialNumber: row.cylinder_serial_number,
    gasType: row.gas_type,
    mutationType: row.mutation_type,
    direction: mutationDirection(row.mutation_type),
    installationId: row.installation_id,
    installationName: row.installation_name,
    workOrder: row.work_order,
    weight: Number(row.weight),
    weightBefore: kg(row.weight_before),
    weightAfter: kg(row.weight_after),
    weightGap: kg(row.weight_gap),
    gapExplanation:
      row.gap_explanation === null
        ? null
        : {
            text: row.gap_explanation,
            by: { id: row.gap_explained_by_id!, name: row.gap_explained_by_name! },
            at: row.gap_explained_at!,
          },
    note: row.note,
    userId: row.user_id,
    user: { id: row.user_id, name: row.user_name },
    enteredById: row.entered_by_id,
    enteredBy: { id: row.entered_by_id, name: row.entered_by_name },
    date: row.date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    corrected: row.corrected,
    deleted: row.deleted,
    fitterCertificateNumber: row.fitter_certificate_number,
    companyCertificateNumber: row.company_certificate_number,
    certificateWarning: row.certificate_warning,
    servicingBanAcknowledged: row.servicing_ban_acknowledged,
    ...toInstrumentUse(row),
  };
}
