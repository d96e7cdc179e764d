import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { trimText, trimToNull } from '../../common/text-transforms';
import { PHONE_PATTERN } from '../../suppliers/phone';

const optionalText = (maxLength: number, example: string) =>
  ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength,
    example,
    description: 'Trimmed; empty becomes null',
  });

export class CreateCustomerDto {
  @ApiProperty({ example: 'Slagerij De Vries', maxLength: 200, description: 'Trimmed' })
  @Transform(trimText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name!: string;

  @optionalText(500, 'Dorpsstraat 12, 1234 AB Ergens')
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  address?: string | null;

  @optionalText(200, 'Jan de Vries')
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
    example: 'jan@slagerij.example',
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
}

/** Any subset of the fields; `name` may be left out but not set to null; null or '' clears an optional field. */
export class UpdateCustomerDto extends PartialType(CreateCustomerDto, { skipNullProperties: false }) {}
