import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  IsObject,
  ValidateNested,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { trimText, trimToNull } from '../../common/text-transforms';
import {
  CONTENT_ORIGINS,
  CYLINDER_STATUSES,
  CYLINDER_TYPES,
  OWNERSHIPS,
  type ContentOrigin,
  type CylinderStatus,
  type CylinderType,
  type Ownership,
} from '../../domain';
import { IsOptionalButNotNull } from '../../common/validation';
import { IsId, MAX_ID } from '../../common/id.pipe';
import { IsDecimalNumber, WEIGHT_KG, type DecimalRule } from '../../common/numbers';
import { IsCalendarDate } from '../../common/calendar-date';

const lifeDate = (description: string) =>
  ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2026-01-31', description });

/** The latest calendar date anywhere on earth (UTC+14): a purchase "today" is never refused for a time zone. */
function latestToday(): string {
  return new Date(Date.now() + 14 * 3600 * 1000).toISOString().slice(0, 10);
}

/** A real calendar date YYYY-MM-DD, not in the future. */
function IsPastCalendarDate(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isPastCalendarDate',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
          const date = new Date(`${value}T00:00:00Z`);
          return (
            !Number.isNaN(date.getTime()) &&
            date.toISOString().slice(0, 10) === value &&
            value <= latestToday()
          );
        },
        defaultMessage: () => `${propertyName} must be a date YYYY-MM-DD that is not in the future`,
      },
    });
}

/** A capacity holds something: above zero, like a weight otherwise. */
const CAPACITY_KG: DecimalRule = { ...WEIGHT_KG, min: 0.001 };

const weight = (description: string) =>
  ApiProperty({ description, minimum: 0, maximum: 1000, example: 12.5, multipleOf: 0.001 });

/** The facility that recycled or reclaimed the content (Art. 7(d)): its name, address and certificate number. */
export class OriginFacilityInputDto {
  @ApiProperty({ example: 'Recycling Noord BV', maxLength: 200 })
  @Transform(trimText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 500,
    example: 'Havenweg 3, 9999 ZZ Delfzijl',
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  address?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, example: 'RC-2291' })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  certificateNumber?: string | null;
}

export class CreateCylinderDto {
  @ApiProperty({
    example: 'FG-0001',
    minLength: 1,
    maxLength: 100,
    description: 'Unique, case-insensitive; trimmed',
  })
  @Transform(trimText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  serialNumber!: string;

  @ApiProperty({
    example: 'R-410A',
    minLength: 1,
    maxLength: 60,
    description: 'Refrigerant name; links the refrigerant of that name when refrigerantId is absent',
  })
  @Transform(trimText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(60)
  gasType!: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    description: 'An existing refrigerant (400 REFRIGERANT_NOT_FOUND otherwise); null clears it',
  })
  @IsOptional()
  @IsId()
  refrigerantId?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    description: 'An existing supplier (400 SUPPLIER_NOT_FOUND otherwise); null clears it',
  })
  @IsOptional()
  @IsId()
  supplierId?: number | null;

  @weight('Gross weight at delivery, kg (at most 3 decimals); >= tareWeight')
  @IsDecimalNumber(WEIGHT_KG)
  deliveryWeight!: number;

  @weight('Empty weight of the cylinder, kg (at most 3 decimals)')
  @IsDecimalNumber(WEIGHT_KG)
  tareWeight!: number;

  @ApiPropertyOptional({ enum: CYLINDER_TYPES, default: 'FILL_UP' })
  @IsOptionalButNotNull()
  @IsIn(CYLINDER_TYPES)
  cylinderType?: CylinderType;

  @ApiPropertyOptional({ enum: CYLINDER_STATUSES, default: 'ACTIVE' })
  @IsOptionalButNotNull()
  @IsIn(CYLINDER_STATUSES)
  status?: CylinderStatus;

  @ApiPropertyOptional({ enum: OWNERSHIPS, default: 'KOOP', description: 'KOOP = owned, HUUR = rented' })
  @IsOptionalButNotNull()
  @IsIn(OWNERSHIPS)
  ownership?: Ownership;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 200,
    description: 'Trimmed; empty is stored as null',
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  location?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    example: '2026-01-31',
    description: 'YYYY-MM-DD, not in the future',
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsPastCalendarDate()
  purchaseDate?: string | null;

  @lifeDate('YYYY-MM-DD, not in the future: the day the cylinder came in')
  @Transform(trimToNull)
  @IsOptional()
  @IsCalendarDate({ notFuture: true })
  receivedOn?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 100,
    description: "The supplier's delivery note",
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  deliveryReference?: string | null;

  @lifeDate('HUUR only (400 otherwise): the last rent-free day')
  @Transform(trimToNull)
  @IsOptional()
  @IsCalendarDate()
  rentalFreeUntil?: string | null;

  @lifeDate('HUUR only (400 otherwise): the day the cylinder must be back at the supplier')
  @Transform(trimToNull)
  @IsOptional()
  @IsCalendarDate()
  rentalReturnBy?: string | null;

  @lifeDate('The pressure retest date stamped on the cylinder')
  @Transform(trimToNull)
  @IsOptional()
  @IsCalendarDate()
  retestDue?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0.001,
    maximum: 1000,
    multipleOf: 0.001,
    example: 40,
    description:
      "The most refrigerant the cylinder may hold, kg: a recovery (RECLAIM) cylinder's fill level is its content against it",
  })
  @IsOptional()
  @IsDecimalNumber(CAPACITY_KG)
  capacity?: number | null;

  @ApiPropertyOptional({
    enum: CONTENT_ORIGINS,
    description:
      'Default VIRGIN, RECOVERED for a RECLAIM cylinder. RECOVERED is the origin of RECLAIM cylinders and only theirs (400 otherwise)',
  })
  @IsOptionalButNotNull()
  @IsIn(CONTENT_ORIGINS, { message: `contentOrigin must be one of ${CONTENT_ORIGINS.join(', ')}` })
  contentOrigin?: ContentOrigin;

  @ApiPropertyOptional({
    type: OriginFacilityInputDto,
    nullable: true,
    description:
      'required when contentOrigin is RECYCLED or RECLAIMED; ignored (stored as null) for VIRGIN and RECOVERED',
  })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => OriginFacilityInputDto)
  originFacility?: OriginFacilityInputDto | null;
}

/** Any subset of the fields plus `version`; only the nullable ones (refrigerantId, supplierId, location, purchaseDate) take null. */
export class UpdateCylinderDto extends PartialType(CreateCylinderDto, { skipNullProperties: false }) {
  @ApiProperty({
    minimum: 1,
    description: 'The version that was read; a stale one answers 409 STALE_VERSION',
  })
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  version!: number;
}

/** The cylinder goes back to its supplier: the day, its gross weight then, and the supplier's reference. */
export class ReturnCylinderDto {
  @ApiProperty({
    type: String,
    format: 'date',
    example: '2026-03-01',
    description: 'YYYY-MM-DD, not in the future',
  })
  @Transform(trimText)
  @IsCalendarDate({ notFuture: true })
  returnedOn!: string;

  @weight('Gross weight at return, kg: at least the tare weight')
  @IsDecimalNumber(WEIGHT_KG)
  weightAtReturn!: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  returnReference?: string | null;
}
