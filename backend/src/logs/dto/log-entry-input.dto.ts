import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsIsoDateTime, toInstant } from '../../common/dates';
import { trimText } from '../../common/text-transforms';
import { MUTATION_TYPES, SERVICING_BAN_WARNING, type MutationType } from '../../domain';

/** The warnings a new entry may acknowledge. */
export const ACKNOWLEDGEABLE_WARNINGS = [SERVICING_BAN_WARNING] as const;
export type AcknowledgeableWarning = (typeof ACKNOWLEDGEABLE_WARNINGS)[number];
import { IsOptionalButNotNull } from '../../common/validation';
import { OptionalText } from '../../common/text-fields';
import { IsId } from '../../common/id.pipe';
import { InstrumentIdField } from '../../instruments/dto/instrument-ref.dto';
import { IsDecimalNumber, WEIGHT_KG } from '../../common/numbers';

export const MAX_WORK_ORDER = 100;
export const MAX_NOTE = 2000;
export const MAX_REASON = 500;
export const MIN_GAP_EXPLANATION = 3;
export const MAX_GAP_EXPLANATION = 1000;

/** An optional weight in kg, null allowed (a scale reading or the quantity moved). */
function OptionalKg(docs: Pick<ApiPropertyOptions, 'description' | 'example'>) {
  // In the order stacked decorators apply (bottom first): the validation messages keep their order.
  return applyDecorators(
    IsDecimalNumber(WEIGHT_KG),
    IsOptional(),
    ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: 1000, ...docs }),
  );
}

export class CreateLogEntryDto {
  @ApiProperty({ example: 4 })
  @IsId()
  cylinderId!: number;

  @ApiProperty({ enum: MUTATION_TYPES })
  @IsIn(MUTATION_TYPES, { message: `mutationType must be one of ${MUTATION_TYPES.join(', ')}` })
  mutationType!: MutationType;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 7,
    description:
      "the installation the gas went into or came out of: active, with the cylinder's gas (400 INSTALLATION_NOT_FOUND, INSTALLATION_DECOMMISSIONED, " +
      'INSTALLATION_GAS_MISMATCH); required for fill-ups and reclaims (not transfers) while the setting requireInstallation is on (400 INSTALLATION_REQUIRED)',
  })
  @IsOptional()
  @IsId()
  installationId?: number | null;

  @InstrumentIdField()
  instrumentId?: number | null;

  @OptionalText(MAX_WORK_ORDER, { example: 'WO-2026-118' })
  workOrder?: string | null;

  @OptionalKg({ example: 12.5, description: 'gross scale reading before, kg' })
  weightBefore?: number | null;

  @OptionalKg({ example: 11.25, description: 'gross scale reading after, kg' })
  weightAfter?: number | null;

  @OptionalKg({
    example: 1.25,
    description: 'kg moved; derived from the readings when both are given (a different value is refused)',
  })
  weight?: number | null;

  @OptionalText(MAX_NOTE)
  note?: string | null;

  @ApiPropertyOptional({ description: 'the fitter who did the work (an active user); default: the caller' })
  @IsOptionalButNotNull()
  @IsId()
  userId?: number;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'default now; not in the future, not before 2000',
  })
  @IsOptionalButNotNull()
  @Transform(toInstant)
  @IsIsoDateTime()
  date?: string;

  @ApiPropertyOptional({
    type: [String],
    enum: ACKNOWLEDGEABLE_WARNINGS,
    description:
      'warnings the fitter has seen and confirmed: SERVICING_BAN stores a fill-up the servicing ban covers ' +
      '(without it: 409 SERVICING_BAN); the entry records the acknowledgement',
  })
  @IsOptionalButNotNull()
  @IsArray()
  @ArrayMaxSize(ACKNOWLEDGEABLE_WARNINGS.length)
  @IsIn(ACKNOWLEDGEABLE_WARNINGS, {
    each: true,
    message: `acknowledgeWarnings may contain only ${ACKNOWLEDGEABLE_WARNINGS.join(', ')}`,
  })
  acknowledgeWarnings?: AcknowledgeableWarning[];
}

export class UpdateLogEntryDto {
  @ApiPropertyOptional({ enum: MUTATION_TYPES })
  @IsOptionalButNotNull()
  @IsIn(MUTATION_TYPES, { message: `mutationType must be one of ${MUTATION_TYPES.join(', ')}` })
  mutationType?: MutationType;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 7,
    description:
      'the installation the gas went into or came out of; null unlinks it (same rules as on create)',
  })
  @IsOptional()
  @IsId()
  installationId?: number | null;

  @OptionalText(MAX_WORK_ORDER)
  workOrder?: string | null;

  @OptionalKg({ description: 'null clears the reading' })
  weightBefore?: number | null;

  @OptionalKg({ description: 'null clears the reading' })
  weightAfter?: number | null;

  @OptionalKg({ description: 'kg moved; when missing and both readings are known it is derived again' })
  weight?: number | null;

  @OptionalText(MAX_NOTE)
  note?: string | null;

  @ApiPropertyOptional({ description: 'the fitter who did the work (an active user)' })
  @IsOptionalButNotNull()
  @IsId()
  userId?: number;

  @ApiPropertyOptional({ type: String, format: 'date-time' })
  @IsOptionalButNotNull()
  @Transform(toInstant)
  @IsIsoDateTime()
  date?: string;

  @OptionalText(MAX_REASON, { description: 'why the entry was corrected (kept in its history)' })
  reason?: string | null;
}

export class DeleteLogEntryQueryDto {
  @OptionalText(MAX_REASON, { description: 'why the entry is deleted (kept in its history)' })
  reason?: string | null;
}

export class ExplainGapDto {
  @ApiProperty({
    minLength: MIN_GAP_EXPLANATION,
    maxLength: MAX_GAP_EXPLANATION,
    example: 'Weighed on the van scale; the workshop scale reads 0.3 kg heavier',
    description: 'why the weight differs from the previous mutation (trimmed)',
  })
  @Transform(trimText)
  @IsString()
  @MinLength(MIN_GAP_EXPLANATION)
  @MaxLength(MAX_GAP_EXPLANATION)
  explanation!: string;
}
