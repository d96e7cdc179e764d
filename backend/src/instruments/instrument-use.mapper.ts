import type { InstrumentKind } from '../domain';
import type { InstrumentRefDto } from './dto/instrument-ref.dto';

/** The instrument columns of a log entry's or leak check's row (the instrument joined as `instr`). */
export interface InstrumentUseRow {
  instrument_id: number | null;
  instrument_serial_number: string | null;
  instrument_kind: InstrumentKind | null;
  instrument_overdue: boolean;
}

/** The instrument fields of a record's answer (INSTRUMENT_ANSWER_DOCS). */
export function toInstrumentUse(row: InstrumentUseRow): {
  instrumentId: number | null;
  instrument: InstrumentRefDto | null;
  instrumentOverdue: boolean;
} {
  return {
    instrumentId: row.instrument_id,
    instrument:
      row.instrument_id === null
        ? null
        : { id: row.instrument_id, serialNumber: row.instrument_serial_number!, kind: row.instrument_kind! },
    instrumentOverdue: row.instrument_overdue,
  };
}
