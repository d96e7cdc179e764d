import { ApiProperty } from '@nestjs/swagger';
import { UserRefDto } from '../../logs/dto/log-entry.dto';

/** A share link as an administrator lists it (the token itself is never stored, so never shown again). */
export class ShareLinkDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer' }) installationId!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: UserRefDto }) createdBy!: UserRefDto;
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
