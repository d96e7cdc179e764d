import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { trimText, trimToNull } from '../../common/text-transforms';
import { PHONE_PATTERN } from '../phone';

export class CreateSupplierDto {
  @ApiProperty({ example: 'Koeltechniek BV', maxLength: 200, description: 'Trimmed' })
  @Transform(trimText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 200,
    example: 'Petra Jansen',
    description: 'Trimmed; empty becomes null',
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  contactPerson?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'email',
    maxLength: 254,
    example: 'orders@koeltechniek.example',
    description: 'Trimmed; empty becomes null',
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 50,
    pattern: PHONE_PATTERN.source,
    example: '+31 20 123 4567',
    description: 'Trimmed; empty becomes null',
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(50)
  @Matches(PHONE_PATTERN, { message: 'phone must be a telephone number: digits, spaces, + - ( )' })
  phone?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 1000,
    example: 'Industrieweg 1, 1234 AB Amsterdam',
    description: 'Trimmed; empty becomes null',
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  address?: string | null;
}

/** Any subset of the fields; `name` may be left out but not set to null; null or '' clears an optional field. */
export class UpdateSupplierDto extends PartialType(CreateSupplierDto, { skipNullProperties: false }) {}
