import { Injectable } from '@nestjs/common';
import { AppError, conflict, notFound } from '../common/app-error';
import { companyToday } from '../common/calendar-date';
import { Page, parseListQuery, type ListQueryDto } from '../common/list-query';
import type { CreateInstrumentDto, UpdateInstrumentDto } from './dto/instrument-input.dto';
import { toInstrumentDto, type InstrumentDto } from './dto/instrument.dto';
import { INSTRUMENT_LIST, InstrumentsRepository, type InstrumentFields } from './instruments.repository';

const instrumentNotFound = () => notFound('Instrument', 'INSTRUMENT_NOT_FOUND');
const serialTaken = (fields: InstrumentFields) =>
  conflict(
    'INSTRUMENT_SERIAL_TAKEN',
    `There is already a ${fields.kind} with serial number ${fields.serialNumber}`,
    { kind: fields.kind, serialNumber: fields.serialNumber },
  );

/** calibrationDue must not lie before calibratedOn (the table's check says the same). */
function assertCalibrationOrder(fields: InstrumentFields): void {
  if (
    fields.calibratedOn !== null &&
    fields.calibrationDue !== null &&
    fields.calibrationDue < fields.calibratedOn
  ) {
    const message = 'calibrationDue must not be before calibratedOn';
    throw new AppError('VALIDATION_FAILED', message, undefined, { calibrationDue: [message] });
  }
}

/**
 * The measuring-instrument register. Administrators keep it; everyone reads it and names an instrument on a
 * log entry or leak check. An instrument that any record names (deleted and voided ones too) is never
 * erased: DELETE answers 409 INSTRUMENT_IN_USE, so the records keep saying what they were measured with.
 */
@Injectable()
export class InstrumentsService {
  constructor(private readonly instruments: InstrumentsRepository) {}

  async list(query: ListQueryDto): Promise<Page<InstrumentDto>> {
    const params = parseListQuery(query, INSTRUMENT_LIST);
    const { rows, total } = await this.instruments.list(params, companyToday());
    return new Page('instruments', rows.map(toInstrumentDto), params.offset, total);
  }

  async findOne(id: number): Promise<InstrumentDto> {
    const row = await this.instruments.findRow(id, companyToday());
    if (!row) throw instrumentNotFound();
    return toInstrumentDto(row);
  }

  async create(input: CreateInstrumentDto): Promise<InstrumentDto> {
    const fields: InstrumentFields = {
      kind: input.kind,
      serialNumber: input.serialNumber,
      make: input.make ?? null,
      calibratedOn: input.calibratedOn ?? null,
      calibrationDue: input.calibrationDue ?? null,
    };
    assertCalibrationOrder(fields);
    const row = await this.instruments.transaction(async (tx) => {
      const id = await this.instruments.create(tx, fields);
      if (id === undefined) throw serialTaken(fields);
      return this.instruments.findRow(id, companyToday(), tx);
    });
    return toInstrumentDto(row!);
  }

  async update(id: number, input: UpdateInstrumentDto): Promise<InstrumentDto> {
    const row = await this.instruments.transaction(async (tx) => {
      const stored = await this.instruments.lock(tx, id);
      if (!stored) throw instrumentNotFound();
      const fields: InstrumentFields = {
        kind: input.kind ?? stored.kind,
        serialNumber: input.serialNumber ?? stored.serial_number,
        make: input.make !== undefined ? input.make : stored.make,
        calibratedOn: input.calibratedOn !== undefined ? input.calibratedOn : stored.calibrated_on,
        calibrationDue: input.calibrationDue !== undefined ? input.calibrationDue : stored.calibration_due,
      };
      assertCalibrationOrder(fields);
      if (!(await this.instruments.update(tx, id, fields))) throw serialTaken(fields);
      return this.instruments.findRow(id, companyToday(), tx);
    });
    return toInstrumentDto(row!);
  }

  /** Erases an instrument no record names and answers it as it was; one that records name: 409. */
  async remove(id: number): Promise<InstrumentDto> {
    return this.instruments.transaction(async (tx) => {
      // The row lock waits for a record being written with this instrument (it holds a key-share lock).
      if (!(await this.instruments.lock(tx, id))) throw instrumentNotFound();
      const row = (await this.instruments.findRow(id, companyToday(), tx))!;
      const uses = await this.instruments.uses(tx, id);
      if (uses.log_entries + uses.leak_checks > 0)
        throw conflict(
          'INSTRUMENT_IN_USE',
          `Instrument ${row.serial_number} is named by ${uses.log_entries} log entries and ${uses.leak_checks} leak checks: it cannot be deleted`,
          { serialNumber: row.serial_number, logEntries: uses.log_entries, leakChecks: uses.leak_checks },
        );
      await this.instruments.delete(tx, id);
      return toInstrumentDto(row);
    });
  }
}
