import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date';
import { trimToNull } from '../../common/text-transforms';
import { UserRefDto } from '../../common/user-ref.dto';

/** What a new share link may say about itself; both optional (an empty body makes a plain link). */
export class CreateShareLinkDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 100,
    example: 'Keurmeester 2026',
    description: 'Who the link was given to or what for; trimmed, empty is none',
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  label?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    example: '2026-12-31',
    description:
      "The last day the link opens the logbook (the company's calendar day), not before today (400); after it the token answers 404 as a revoked one does",
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsCalendarDate()
  expiresOn?: string | null;
}

/** A share link as an administrator lists it (the token itself is never stored, so never shown again). */
export class ShareLinkDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer' }) installationId!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: UserRefDto }) createdBy!: UserRefDto;
  @ApiProperty({ type: String, nullable: true, description: 'who the link was given to or what for' })
  label!: string | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'the last day the link works; null: until revoked',
  })
  expiresOn!: string | null;
  @ApiProperty({ description: 'true once expiresOn has passed (the link then answers 404, as when revoked)' })
  expired!: boolean;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'null while the link works',
  })
  revokedAt!: string | null;
  @ApiProperty({ type: UserRefDto, nullable: true }) revokedBy!: UserRefDto | null;
}

/** A new share link: the only answer that carries its URL. */
export class ShareLinkCreatedDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({
    example: 'https://fgas.example.nl/logbook/3q2-7wEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    description: '<public URL>/logbook/<token>: the web page of the logbook, readable without signing in',
  })
  url!: string;
}
