import { ApiProperty } from '@nestjs/swagger';
import { INSTRUMENT_KINDS, type InstrumentKind } from '../../domain';

export class InstrumentUsesDto {
  @ApiProperty({ type: 'integer', description: 'log entries (also deleted ones) made with this instrument' })
  logEntries!: number;
  @ApiProperty({ type: 'integer', description: 'leak checks (also voided ones) made with this instrument' })
  leakChecks!: number;
}

export class InstrumentDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ enum: INSTRUMENT_KINDS }) kind!: InstrumentKind;
  @ApiProperty({ example: 'LD-4471' }) serialNumber!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Testo 316-4' }) make!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) calibratedOn!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) calibrationDue!: string | null;
  @ApiProperty({
    readOnly: true,
    description:
      "true when today (company time) is after calibrationDue: the instrument's calibration is overdue",
  })
  overdue!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: InstrumentUsesDto }) _count!: InstrumentUsesDto;
}

/** An instrument as the repository's select answers it (dates YYYY-MM-DD, timestamps ISO text). */
export interface InstrumentRow {
  id: number;
  kind: InstrumentKind;
  serial_number: string;
  make: string | null;
  calibrated_on: string | null;
  calibration_due: string | null;
  overdue: boolean;
  created_at: string;
  log_entries: number;
  leak_checks: number;
}

export function toInstrumentDto(row: InstrumentRow): InstrumentDto {
  return {
    id: row.id,
    kind: row.kind,
    serialNumber: row.serial_number,
    make: row.make,
    calibratedOn: row.calibrated_on,
    calibrationDue: row.calibration_due,
    overdue: row.overdue,
    createdAt: row.created_at,
    _count: { logEntries: Number(row.log_entries), leakChecks: Number(row.leak_checks) },
  };
}
