import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { ROLES, type Role } from '../../domain';
import { IsOptionalButNotNull } from '../../common/validation';
import { IsCalendarDate } from '../../common/calendar-date';
import { OptionalText } from '../../common/text-fields';
import { trimLower, trimText } from '../../common/text-transforms';

export class CreateUserDto {
  @ApiProperty({ example: 'Jan de Vries', maxLength: 120 })
  @Transform(trimText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  name!: string;

  @ApiProperty({ example: 'jan@example.com' })
  @Transform(trimLower)
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ minLength: 8, maxLength: 128, writeOnly: true })
  @IsString()
  @MinLength(8)
  @MaxLength(128)
  password!: string;

  // No initialiser: PartialType would copy it into UpdateUserDto and demote admins on every edit.
  @ApiPropertyOptional({ enum: ROLES, default: 'MONTEUR' })
  @IsOptionalButNotNull()
  @IsIn(ROLES)
  role?: Role;

  @OptionalText(100, { description: 'empty or null: none' })
  certificateNumber?: string | null;

  @OptionalText(50, { description: 'empty or null: none' })
  certificateCategory?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: 'YYYY-MM-DD, the last day the certificate is valid (inclusive); null: none',
  })
  @IsOptional()
  @ValidateIf((_object, value) => value !== null)
  @IsCalendarDate()
  certificateValidUntil?: string | null;
}

export class UpdateUserDto extends PartialType(CreateUserDto, { skipNullProperties: false }) {
  @ApiPropertyOptional({
    minLength: 8,
    maxLength: 128,
    writeOnly: true,
    description: 'Empty or missing: unchanged',
  })
  @IsOptional()
  @ValidateIf((_object, value) => value !== '' && value !== null)
  @IsString()
  @MinLength(8)
  @MaxLength(128)
  override password?: string;

  @ApiPropertyOptional({ description: 'false deactivates the account: it can no longer sign in' })
  @IsOptionalButNotNull()
  @IsBoolean()
  active?: boolean;
}
