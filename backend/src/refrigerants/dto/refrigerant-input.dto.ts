import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { REFRIGERANT_TYPES, type RefrigerantType } from '../../domain';
import { trimText } from '../../common/text-transforms';

export const MAX_GWP = 100_000;

export class CreateRefrigerantDto {
  @ApiProperty({ example: 'R-410A', maxLength: 60, description: 'Unique, case-insensitive; trimmed' })
  @Transform(trimText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(60)
  name!: string;

  @ApiProperty({ enum: REFRIGERANT_TYPES, example: 'HFC' })
  @IsIn(REFRIGERANT_TYPES, { message: `type must be one of ${REFRIGERANT_TYPES.join(', ')}` })
  type!: RefrigerantType;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: MAX_GWP,
    example: 2088,
    description: 'Global warming potential; null or absent when unknown',
  })
  @IsOptional()
  @IsInt({ message: 'gwp must be a whole number' })
  @Min(0)
  @Max(MAX_GWP)
  gwp?: number | null;
}

/** Any subset of the fields; `name` and `type` may be left out but not set to null, `gwp: null` clears it. */
export class UpdateRefrigerantDto extends PartialType(CreateRefrigerantDto, { skipNullProperties: false }) {}
