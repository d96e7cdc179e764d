import { ApiProperty } from '@nestjs/swagger';

/** The register's figures by GWP band, counted by the database over all refrigerants. */
export class RefrigerantStatsDto {
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer', description: 'GWP below 1000' }) low!: number;
  @ApiProperty({ type: 'integer', description: 'GWP 1000 up to below 2000' }) medium!: number;
  @ApiProperty({ type: 'integer', description: 'GWP 2000 or more' }) high!: number;
}
