import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { ROLES, type Role } from '../../domain';
import { CreateUserDto } from '../../users/dto/user-input.dto';
import { trimLower, trimText } from '../../common/text-transforms';
import { UserDto } from '../../users/dto/user.dto';
import { IsOptionalButNotNull } from '../../common/validation';

export class LoginDto {
  @ApiProperty({ example: 'jan@example.com' })
  @Transform(trimLower)
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ writeOnly: true })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  password!: string;
}

/** Self-registration: the fields of a created user; a role may be asked for, never ADMIN. */
export class RegisterDto extends PickType(CreateUserDto, ['name', 'email', 'password'] as const) {
  @ApiPropertyOptional({
    enum: ROLES,
    description: 'Only MONTEUR can be asked for; ADMIN is refused with 403',
  })
  @IsOptionalButNotNull()
  @IsIn(ROLES)
  role?: Role;
}

export class UpdateProfileDto {
  @ApiPropertyOptional()
  @IsOptionalButNotNull()
  @Transform(trimText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional()
  @IsOptionalButNotNull()
  @Transform(trimLower)
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ writeOnly: true, description: 'Required with newPassword' })
  @IsOptionalButNotNull()
  @IsString()
  @MaxLength(128)
  currentPassword?: string;

  @ApiPropertyOptional({ writeOnly: true, minLength: 8, maxLength: 128 })
  @IsOptionalButNotNull()
  @IsString()
  @MinLength(8)
  @MaxLength(128)
  newPassword?: string;
}

export class SessionDto {
  @ApiProperty({ description: 'Bearer token (JWT, HS256)' }) token!: string;
  @ApiProperty({ type: UserDto }) user!: UserDto;
}
