import { Injectable } from '@nestjs/common';
import { AppError, notFound } from '../common/app-error';
import { Page, parseListQuery, type ListQueryDto } from '../common/list-query';
import { type CreateSupplierDto, type UpdateSupplierDto } from './dto/supplier-input.dto';
import type { SupplierStatsDto } from './dto/supplier-stats.dto';
import { toSupplierDto, type SupplierDto } from './dto/supplier.dto';
import { SUPPLIER_LIST, SuppliersRepository } from './suppliers.repository';

const OPTIONAL_FIELDS = ['contactPerson', 'email', 'phone', 'address'] as const;

const supplierInUse = (name: string, cylinders: number) =>
  new AppError(
    'SUPPLIER_IN_USE',
    cylinders > 0
      ? `Supplier ${name} is linked to ${cylinders} ${cylinders === 1 ? 'cylinder' : 'cylinders'}: it cannot be deleted`
      : `Supplier ${name} is linked to cylinders: it cannot be deleted`,
    { name, cylinders },
  );

@Injectable()
export class SuppliersService {
  constructor(private readonly suppliers: SuppliersRepository) {}

  async list(query: ListQueryDto): Promise<Page<SupplierDto>> {
    const params = parseListQuery(query, SUPPLIER_LIST);
    const { rows, total } = await this.suppliers.list(params);
    return new Page('suppliers', rows.map(toSupplierDto), params.offset, total);
  }

  stats(): Promise<SupplierStatsDto> {
    return this.suppliers.stats();
  }

  async findOne(id: number): Promise<SupplierDto> {
    const row = await this.suppliers.findRow(id);
    if (!row) throw notFound('Supplier');
    return toSupplierDto(row);
  }

  async create(input: CreateSupplierDto): Promise<SupplierDto> {
    const supplier = await this.suppliers.create({
      name: input.name,
      contactPerson: input.contactPerson ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      address: input.address ?? null,
    });
    return toSupplierDto({ ...supplier, cylinders: 0 });
  }

  async update(id: number, input: UpdateSupplierDto): Promise<SupplierDto> {
    const supplier = await this.suppliers.edit(id, (row) => {
      if (input.name !== undefined) row.name = input.name;
      for (const field of OPTIONAL_FIELDS) {
        if (input[field] !== undefined) row[field] = input[field] ?? null;
      }
    });
    if (!supplier) throw notFound('Supplier');
    return this.findOne(id);
  }

  /** Erases a supplier no cylinder uses and answers it as it was; one that cylinders use: 409. */
  async remove(id: number): Promise<SupplierDto> {
    const removed = await this.suppliers.remove(id, supplierInUse);
    return toSupplierDto({ ...removed, cylinders: 0 });
  }
}
