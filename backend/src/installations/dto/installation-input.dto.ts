import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date';
import { IsId } from '../../common/id.pipe';
import { IsDecimalNumber, type DecimalRule } from '../../common/numbers';
import { trimText, trimToNull } from '../../common/text-transforms';
import { OptionalText } from '../../common/text-fields';
import { IsOptionalButNotNull } from '../../common/validation';
import {
  GAS_DESTINATIONS,
  INSTALLATION_CATEGORIES,
  type GasDestination,
  type InstallationCategory,
} from '../../domain';

/** An installation's charge: more than 0, whole grams, at most 100 t (the largest industrial systems). */
export const CHARGE_KG: DecimalRule = { min: 0.001, max: 100_000, places: 3 };
export const MAX_DECOMMISSION_NOTE = 2000;

export class CreateInstallationDto {
  @ApiProperty({ example: 3, description: 'the customer who owns or operates it' })
  @IsId()
  customerId!: number;

  @ApiProperty({
    example: 'Koelcel 1',
    maxLength: 200,
    description: 'Unique per customer, case-insensitive; trimmed',
  })
  @Transform(trimText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name!: string;

  @OptionalText(500, { example: 'Dorpsstraat 12, 1234 AB Ergens' })
  address?: string | null;

  @ApiPropertyOptional({ enum: INSTALLATION_CATEGORIES, default: 'OTHER' })
  @IsOptionalButNotNull()
  @IsIn(INSTALLATION_CATEGORIES, { message: `category must be one of ${INSTALLATION_CATEGORIES.join(', ')}` })
  category?: InstallationCategory;

  @OptionalText(200, { example: 'Daikin' })
  manufacturer?: string | null;

  @OptionalText(200, { example: 'ERQ250AW1' })
  model?: string | null;

  @OptionalText(100, { example: 'J004512' })
  serialNumber?: string | null;

  @ApiProperty({ example: 2, description: 'the refrigerant in the circuit' })
  @IsId()
  refrigerantId!: number;

  @ApiProperty({
    example: 12.5,
    minimum: CHARGE_KG.min,
    maximum: CHARGE_KG.max,
    multipleOf: 0.001,
    description: 'nominal charge in kg, more than 0, exact to the gram',
  })
  @IsDecimalNumber(CHARGE_KG)
  chargeKg!: number;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    example: '2021-05-01',
    description: 'YYYY-MM-DD, not in the future; the first check is due one interval after it',
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsCalendarDate({ notFuture: true })
  installedOn?: string | null;

  @ApiPropertyOptional({ default: false })
  @IsOptionalButNotNull()
  @IsBoolean()
  hermeticallySealed?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptionalButNotNull()
  @IsBoolean()
  leakDetectionSystem?: boolean;
}

/** Any subset of the fields; required ones may be left out but not set to null; null clears an optional one. */
export class UpdateInstallationDto extends PartialType(CreateInstallationDto, {
  skipNullProperties: false,
}) {}

export class DecommissionInstallationDto {
  @ApiProperty({
    type: String,
    format: 'date',
    example: '2026-11-20',
    description: 'YYYY-MM-DD, not in the future',
  })
  @IsCalendarDate({ notFuture: true })
  decommissionedOn!: string;

  @ApiProperty({ enum: GAS_DESTINATIONS })
  @IsIn(GAS_DESTINATIONS, { message: `gasDestination must be one of ${GAS_DESTINATIONS.join(', ')}` })
  gasDestination!: GasDestination;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_DECOMMISSION_NOTE })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(MAX_DECOMMISSION_NOTE)
  note?: string | null;
}
