import { ApiProperty } from '@nestjs/swagger';

/** Who signed which year's balance off, and when. */
export class SignOffDto {
  @ApiProperty({ example: 2026 }) year!: number;
  @ApiProperty() signedById!: number;
  @ApiProperty({ type: String, nullable: true }) signedByName!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) signedAt!: string;
}
