import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import { IsOptionalButNotNull } from '../../common/validation';
import { IsDecimalNumber } from '../../common/numbers';
import { IsCalendarDate } from '../../common/calendar-date';
import { OptionalText } from '../../common/text-fields';
import { trimText } from '../../common/text-transforms';

export class PublicSettingsDto {
  @ApiProperty({
    description:
      'Whether a visitor may register (as MONTEUR). Off until an admin switches it on, unless REGISTRATION=open; on an empty database the first account may always register (it becomes ADMIN).',
  })
  registrationOpen!: boolean;
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
  @ApiProperty({ type: String, nullable: true, example: 'FGAS-BV-2024-117' })
  companyCertificateNumber!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Kiwa', description: 'the body that issued it' })
  companyCertificateBody!: string | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'last day the company certificate is valid (inclusive)',
  })
  companyCertificateValidUntil!: string | null;
  @ApiProperty({
    description:
      'When true, fill-ups, reclaims and leak checks by a fitter without a certificate valid on their date are ' +
      'refused (403 CERTIFICATE_INVALID); when false they are stored with certificateWarning. Default false',
  })
  blockUncertifiedWork!: boolean;
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
  @Transform(trimText)
  @IsString()
  @MaxLength(200)
  organisationName?: string;

  @ApiPropertyOptional({ description: 'fill-ups and reclaims must name their installation' })
  @IsOptionalButNotNull()
  @IsBoolean()
  requireInstallation?: boolean;

  @OptionalText(100, { description: 'empty or null: none' })
  companyCertificateNumber?: string | null;

  @OptionalText(200, { description: 'empty or null: none' })
  companyCertificateBody?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: 'YYYY-MM-DD; null: none',
  })
  @IsOptional()
  @ValidateIf((_object, value) => value !== null)
  @IsCalendarDate()
  companyCertificateValidUntil?: string | null;

  @ApiPropertyOptional({ description: 'refuse work by fitters without a valid certificate' })
  @IsOptionalButNotNull()
  @IsBoolean()
  blockUncertifiedWork?: boolean;

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
