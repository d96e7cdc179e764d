import { followUpWindow, type LeakCheckMethod, type LeakCheckResult } from '../domain';
import type { LeakCheckDto } from './dto/leak-check.dto';
import { toInstrumentUse, type InstrumentUseRow } from '../instruments/instrument-use.mapper';

/** The raw row of leak-checks.repository's select (dates as YYYY-MM-DD, timestamps as ISO text). */
export interface LeakCheckRow extends InstrumentUseRow {
  id: number;
  installation_id: number;
  installation_name: string;
  checked_on: string;
  user_id: number;
  user_name: string;
  entered_by_id: number;
  entered_by_name: string;
  result: LeakCheckResult;
  leak_location: string | null;
  method: LeakCheckMethod | null;
  repaired_on: string | null;
  repair_description: string | null;
  follow_up_of_id: number | null;
  note: string | null;
  created_at: string;
  updated_at: string;
  corrected: boolean;
  voided: boolean;
  void_reason: string | null;
  fitter_certificate_number: string | null;
  company_certificate_number: string | null;
  certificate_warning: boolean;
}

/**
 * A check's result, the leak and its repair, and when the follow-up check is due (from the repair), as
 * both the API and the installation's logbook show them.
 */
export function leakCheckOutcome(
  row: Pick<
    LeakCheckRow,
    'result' | 'method' | 'leak_location' | 'repaired_on' | 'repair_description' | 'follow_up_of_id'
  >,
) {
  const window =
    row.result === 'LEAK_FOUND' && row.repaired_on !== null ? followUpWindow(row.repaired_on) : null;
  return {
    result: row.result,
    method: row.method,
    leakLocation: row.leak_location,
    repairedOn: row.repaired_on,
    repairDescription: row.repair_description,
    followUpOfId: row.follow_up_of_id,
    followUpDueFrom: window?.earliest ?? null,
    followUpDueBy: window?.latest ?? null,
  };
}

export function toLeakCheckDto(row: LeakCheckRow): LeakCheckDto {
  return {
    id: row.id,
    installationId: row.installation_id,
    installationName: row.installation_name,
    checkedOn: row.checked_on,
    userId: row.user_id,
    user: { id: row.user_id, name: row.user_name },
    enteredById: row.entered_by_id,
    enteredBy: { id: row.entered_by_id, name: row.entered_by_name },
    ...leakCheckOutcome(row),
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    corrected: row.corrected,
    voided: row.voided,
    voidReason: row.void_reason,
    fitterCertificateNumber: row.fitter_certificate_number,
    companyCertificateNumber: row.company_certificate_number,
    certificateWarning: row.certificate_warning,
    ...toInstrumentUse(row),
  };
}
