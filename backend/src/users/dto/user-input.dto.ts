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

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const trimLower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

const trimToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;

export class CreateUserDto {
  @ApiProperty({ example: 'Jan de Vries', maxLength: 120 })
  @Transform(trim)
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

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, description: 'empty or null: none' })
  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_object, value) => value !== null)
  @IsString()
  @MaxLength(100)
  certificateNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50, description: 'empty or null: none' })
  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_object, value) => value !== null)
  @IsString()
  @MaxLength(50)
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
