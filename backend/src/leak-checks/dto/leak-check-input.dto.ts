import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date';
import { IsId } from '../../common/id.pipe';
import { InstrumentIdField } from '../../instruments/dto/instrument-ref.dto';
import { trimText, trimToNull } from '../../common/text-transforms';
import { IsOptionalButNotNull } from '../../common/validation';
import {
  LEAK_CHECK_METHODS,
  LEAK_CHECK_RESULTS,
  type LeakCheckMethod,
  type LeakCheckResult,
} from '../../domain';

export const MAX_LEAK_TEXT = 2000;
export const MAX_REASON = 500;
export const MIN_VOID_REASON = 3;

const text = (description: string) =>
  ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_LEAK_TEXT, description });

export class CreateLeakCheckDto {
  @ApiProperty({ example: 7 })
  @IsId()
  installationId!: number;

  @ApiProperty({
    type: String,
    format: 'date',
    example: '2026-11-20',
    description: 'YYYY-MM-DD, not in the future (company time), not before the installation date',
  })
  @IsCalendarDate({ notFuture: true })
  checkedOn!: string;

  @ApiPropertyOptional({ description: 'the fitter who did the check (an active user); default: the caller' })
  @IsOptionalButNotNull()
  @IsId()
  userId?: number;

  @ApiProperty({ enum: LEAK_CHECK_RESULTS })
  @IsIn(LEAK_CHECK_RESULTS, { message: `result must be one of ${LEAK_CHECK_RESULTS.join(', ')}` })
  result!: LeakCheckResult;

  @ApiPropertyOptional({
    enum: LEAK_CHECK_METHODS,
    nullable: true,
    description: 'how the check was made (direct: a detector, bubbles, UV dye; indirect; a fixed system)',
  })
  @IsOptional()
  @IsIn(LEAK_CHECK_METHODS, { message: `method must be one of ${LEAK_CHECK_METHODS.join(', ')}` })
  method?: LeakCheckMethod | null;

  @text('where the leak was found (LEAK_FOUND)')
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LEAK_TEXT)
  leakLocation?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: 'YYYY-MM-DD of the repair (LEAK_FOUND only), not before checkedOn, not in the future',
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsCalendarDate({ notFuture: true })
  repairedOn?: string | null;

  @text('what was repaired')
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LEAK_TEXT)
  repairDescription?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'the check this one re-checks: a live check of the same installation, on or before this one',
  })
  @IsOptional()
  @IsId()
  followUpOfId?: number | null;

  @text('free text')
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LEAK_TEXT)
  note?: string | null;

  @InstrumentIdField()
  instrumentId?: number | null;
}

/** An administrator's correction: any subset of the fields, and why (kept in the check's history). */
export class UpdateLeakCheckDto extends PartialType(
  // The instrument is named when the check is made (its overdue flag is computed then); not corrected later.
  OmitType(CreateLeakCheckDto, ['installationId', 'instrumentId'] as const),
  {
    skipNullProperties: false,
  },
) {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MAX_REASON,
    description: 'why it was corrected',
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(MAX_REASON)
  reason?: string | null;
}

export class VoidLeakCheckQueryDto {
  @ApiProperty({
    minLength: MIN_VOID_REASON,
    maxLength: MAX_REASON,
    description: 'why the check is void (kept in its history)',
  })
  @Transform(trimText)
  @IsString()
  @MinLength(MIN_VOID_REASON)
  @MaxLength(MAX_REASON)
  reason!: string;
}
