import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsId } from '../../common/id.pipe';
import { INSTRUMENT_KINDS, type InstrumentKind } from '../../domain';

/** An instrument as a log entry or leak check names it (the register has the rest). */
export class InstrumentRefDto {
  @ApiProperty({ example: 2 }) id!: number;
  @ApiProperty({ example: 'LD-4471' }) serialNumber!: string;
  @ApiProperty({ enum: INSTRUMENT_KINDS }) kind!: InstrumentKind;
}

/** The instrument fields of a record's answer (log entries and leak checks alike). */
export const INSTRUMENT_ANSWER_DOCS = {
  instrumentId: { type: Number, nullable: true, description: 'the measuring instrument used, when named' },
  instrument: { type: InstrumentRefDto, nullable: true, description: 'that instrument, for display' },
  instrumentOverdue: {
    readOnly: true,
    description:
      "true when the instrument's calibration was overdue on the record's date (computed when it was stored; never a silent pass)",
  },
} as const;

/** The optional instrumentId of a new log entry or leak check. */
export function InstrumentIdField() {
  return applyDecorators(
    IsId(),
    IsOptional(),
    ApiPropertyOptional({
      type: Number,
      nullable: true,
      example: 2,
      description:
        'the measuring instrument used (400 INSTRUMENT_NOT_FOUND for an unknown one); an instrument whose calibration ' +
        "is overdue on the record's date is accepted and the record stores instrumentOverdue: true",
    }),
  );
}
