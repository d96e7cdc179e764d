import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date';
import { OptionalText, RequiredText } from '../../common/text-fields';
import { trimToNull } from '../../common/text-transforms';
import { INSTRUMENT_KINDS, type InstrumentKind } from '../../domain';

export const MAX_INSTRUMENT_SERIAL = 100;
export const MAX_INSTRUMENT_MAKE = 200;

const calendarDate = (description: string) =>
  ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2026-03-01', description });

export class CreateInstrumentDto {
  @ApiProperty({ enum: INSTRUMENT_KINDS })
  @IsIn(INSTRUMENT_KINDS, { message: `kind must be one of ${INSTRUMENT_KINDS.join(', ')}` })
  kind!: InstrumentKind;

  @RequiredText(MAX_INSTRUMENT_SERIAL, { example: 'LD-4471', description: 'unique per kind' })
  serialNumber!: string;

  @OptionalText(MAX_INSTRUMENT_MAKE, { example: 'Testo 316-4' })
  make?: string | null;

  @calendarDate('YYYY-MM-DD of the last calibration, not in the future')
  @Transform(trimToNull)
  @IsOptional()
  @IsCalendarDate({ notFuture: true })
  calibratedOn?: string | null;

  @calendarDate(
    'YYYY-MM-DD: the last day the calibration is valid (overdue from the day after); not before calibratedOn',
  )
  @Transform(trimToNull)
  @IsOptional()
  @IsCalendarDate()
  calibrationDue?: string | null;
}

/** Any subset of the fields; kind and serialNumber may be left out but not set to null; null clears the rest. */
export class UpdateInstrumentDto extends PartialType(CreateInstrumentDto, { skipNullProperties: false }) {}
