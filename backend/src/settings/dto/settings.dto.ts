import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import { IsOptionalButNotNull } from '../../common/validation';
import { IsDecimalNumber } from '../../common/numbers';

export class PublicSettingsDto {
  @ApiProperty() registrationOpen!: boolean;
  @ApiProperty() organisationName!: string;
}

export class SettingsDto extends PublicSettingsDto {
  @ApiProperty({ example: 0.05, description: 'kg; a weight gap above this is flagged' })
  weightGapTolerance!: number;
  @ApiProperty({ example: 'https://fgas.example.com', description: 'Base URL encoded in QR labels' })
  publicUrl!: string;
  @ApiProperty({
    description:
      'When true, fill-ups and reclaims (not transfers) must name the installation (installationId); default false',
  })
  requireInstallation!: boolean;
}

export class UpdateSettingsDto {
  @ApiPropertyOptional()
  @IsOptionalButNotNull()
  @IsBoolean()
  registrationOpen?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: 10 })
  @IsOptionalButNotNull()
  @IsDecimalNumber({ min: 0, max: 10, places: 3 })
  weightGapTolerance?: number;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptionalButNotNull()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(200)
  organisationName?: string;

  @ApiPropertyOptional({ description: 'fill-ups and reclaims must name their installation' })
  @IsOptionalButNotNull()
  @IsBoolean()
  requireInstallation?: boolean;

  @ApiPropertyOptional({ nullable: true, description: 'null or empty: use PUBLIC_URL from the environment' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/\/+$/, '') || null : value))
  @ValidateIf((_object, value) => value !== null)
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'publicUrl must be an http(s) URL' },
  )
  @MaxLength(500)
  publicUrl?: string | null;
}
