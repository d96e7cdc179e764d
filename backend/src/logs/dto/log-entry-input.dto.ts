import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsIsoDateTime, toInstant } from '../../common/dates';
import { trimText, trimToNull } from '../../common/text-transforms';
import { MUTATION_TYPES, type MutationType } from '../../domain';
import { IsOptionalButNotNull } from '../../common/validation';
import { IsId } from '../../common/id.pipe';
import { IsDecimalNumber, WEIGHT_KG } from '../../common/numbers';

export const MAX_WORK_ORDER = 100;
export const MAX_NOTE = 2000;
export const MAX_REASON = 500;
export const MIN_GAP_EXPLANATION = 3;
export const MAX_GAP_EXPLANATION = 1000;

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

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_WORK_ORDER, example: 'WO-2026-118' })
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(MAX_WORK_ORDER)
  workOrder?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1000,
    example: 12.5,
    description: 'gross scale reading before, kg',
  })
  @IsOptional()
  @IsDecimalNumber(WEIGHT_KG)
  weightBefore?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1000,
    example: 11.25,
    description: 'gross scale reading after, kg',
  })
  @IsOptional()
  @IsDecimalNumber(WEIGHT_KG)
  weightAfter?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1000,
    example: 1.25,
    description: 'kg moved; derived from the readings when both are given (a different value is refused)',
  })
  @IsOptional()
  @IsDecimalNumber(WEIGHT_KG)
  weight?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_NOTE })
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(MAX_NOTE)
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

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_WORK_ORDER })
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(MAX_WORK_ORDER)
  workOrder?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1000,
    description: 'null clears the reading',
  })
  @IsOptional()
  @IsDecimalNumber(WEIGHT_KG)
  weightBefore?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1000,
    description: 'null clears the reading',
  })
  @IsOptional()
  @IsDecimalNumber(WEIGHT_KG)
  weightAfter?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1000,
    description: 'kg moved; when missing and both readings are known it is derived again',
  })
  @IsOptional()
  @IsDecimalNumber(WEIGHT_KG)
  weight?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_NOTE })
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(MAX_NOTE)
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

  @ApiPropertyOptional({
    type: String,
    maxLength: MAX_REASON,
    description: 'why the entry was corrected (kept in its history)',
  })
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(MAX_REASON)
  reason?: string | null;
}

export class DeleteLogEntryQueryDto {
  @ApiPropertyOptional({
    type: String,
    maxLength: MAX_REASON,
    description: 'why the entry is deleted (kept in its history)',
  })
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(MAX_REASON)
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
