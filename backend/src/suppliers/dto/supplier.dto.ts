import { ApiProperty } from '@nestjs/swagger';
import { fromPgTimestamp } from '../../common/pg-timestamp';

export class SupplierCountsDto {
  @ApiProperty({ type: 'integer', description: 'Number of cylinders from this supplier' }) cylinders!: number;
}

export class SupplierDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ example: 'Koeltechniek BV' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) contactPerson!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'email' }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: SupplierCountsDto }) _count!: SupplierCountsDto;
}

/** A supplier as a query or the entity has it, plus the number of cylinders pointing to it. */
export interface SupplierRow {
  id: number;
  name: string;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  createdAt: Date | string;
  cylinders: number;
}

export function toSupplierDto(row: SupplierRow): SupplierDto {
  return {
    id: row.id,
    name: row.name,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    address: row.address,
    createdAt: fromPgTimestamp(row.createdAt),
    _count: { cylinders: Number(row.cylinders) },
  };
}
