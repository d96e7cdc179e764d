import { ApiProperty } from '@nestjs/swagger';
import { REFRIGERANT_TYPES, type RefrigerantType } from '../../domain';
import { fromPgTimestamp } from '../../common/pg-timestamp';

export class RefrigerantCountsDto {
  @ApiProperty({ type: 'integer', description: 'Number of cylinders that use this refrigerant' })
  cylinders!: number;
}

export class RefrigerantDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ example: 'R-410A' }) name!: string;
  @ApiProperty({ enum: REFRIGERANT_TYPES }) type!: RefrigerantType;
  @ApiProperty({ type: 'integer', nullable: true, example: 2088 }) gwp!: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: RefrigerantCountsDto }) _count!: RefrigerantCountsDto;
}

/** A refrigerant as a query or the entity has it, plus the number of cylinders using it. */
export interface RefrigerantRow {
  id: number;
  name: string;
  type: RefrigerantType;
  gwp: number | null;
  createdAt: Date | string;
  cylinders: number;
}

export function toRefrigerantDto(row: RefrigerantRow): RefrigerantDto {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    gwp: row.gwp,
    createdAt: fromPgTimestamp(row.createdAt),
    _count: { cylinders: Number(row.cylinders) },
  };
}
