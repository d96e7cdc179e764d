import { ApiProperty } from '@nestjs/swagger';

/** The register's figures, counted by the database over all suppliers. */
export class SupplierStatsDto {
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer', description: 'Cylinders linked to any supplier' }) cylinders!: number;
  @ApiProperty({ type: 'integer', description: 'Suppliers with at least one cylinder' })
  withCylinders!: number;
  @ApiProperty({ type: 'integer', description: 'Suppliers without any cylinder' })
  withoutCylinders!: number;
}
