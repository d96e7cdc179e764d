import { Injectable } from '@nestjs/common';
import { conflict, notFound } from '../common/app-error';
import { Page, parseListQuery, type ListQueryDto } from '../common/list-query';
import { isForeignKeyViolation } from '../database/pg-errors';
import { toCustomerDto } from './customer.mapper';
import { CUSTOMER_LIST, CustomersRepository, type CustomerFields } from './customers.repository';
import type { CreateCustomerDto, UpdateCustomerDto } from './dto/customer-input.dto';
import type { CustomerDto } from './dto/customer.dto';

const customerNotFound = () => notFound('Customer', 'CUSTOMER_NOT_FOUND');
const customerInUse = (name: string, installations: number) =>
  conflict(
    'CUSTOMER_IN_USE',
    `Customer ${name} has ${installations} ${installations === 1 ? 'installation' : 'installations'}: it cannot be deleted`,
    { name, installations },
  );

@Injectable()
export class CustomersService {
  constructor(private readonly customers: CustomersRepository) {}

  async list(query: ListQueryDto): Promise<Page<CustomerDto>> {
    const params = parseListQuery(query, CUSTOMER_LIST);
    const { rows, total } = await this.customers.list(params);
    return new Page('customers', rows.map(toCustomerDto), params.offset, total);
  }

  async findOne(id: number): Promise<CustomerDto> {
    const row = await this.customers.findRow(id);
    if (!row) throw customerNotFound();
    return toCustomerDto(row);
  }

  async create(input: CreateCustomerDto): Promise<CustomerDto> {
    const fields: CustomerFields = {
      name: input.name,
      address: input.address ?? null,
      postcode: input.postcode ?? null,
      city: input.city ?? null,
      kvkNumber: input.kvkNumber ?? null,
      contactPerson: input.contactPerson ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
    };
    const row = await this.customers.transaction(async (tx) => {
      const id = await this.customers.insert(tx, fields);
      return this.customers.findRow(id, tx);
    });
    return toCustomerDto(row!);
  }

  async update(id: number, input: UpdateCustomerDto): Promise<CustomerDto> {
    const row = await this.customers.transaction(async (tx) => {
      const stored = await this.customers.lock(tx, id);
      if (!stored) throw customerNotFound();
      const pick = <T>(value: T | undefined, current: T): T => (value !== undefined ? value : current);
      await this.customers.update(tx, id, {
        name: pick(input.name, stored.name),
        address: pick(input.address, stored.address),
        postcode: pick(input.postcode, stored.postcode),
        city: pick(input.city, stored.city),
        kvkNumber: pick(input.kvkNumber, stored.kvk_number),
        contactPerson: pick(input.contactPerson, stored.contact_person),
        email: pick(input.email, stored.email),
        phone: pick(input.phone, stored.phone),
      });
      return this.customers.findRow(id, tx);
    });
    return toCustomerDto(row!);
  }

  /**
   * Erases a customer without installations and answers it as it was; one with installations: 409. The
   * row is locked first, so an installation created at the same moment is either counted or fails its own
   * foreign-key check, answered with the same 409.
   */
  async remove(id: number): Promise<CustomerDto> {
    try {
      const row = await this.customers.transaction(async (tx) => {
        const stored = await this.customers.lock(tx, id);
        if (!stored) throw customerNotFound();
        const count = await this.customers.installationCount(tx, id);
        if (count > 0) throw customerInUse(stored.name, count);
        const before = await this.customers.findRow(id, tx);
        await this.customers.delete(tx, id);
        return before!;
      });
      return toCustomerDto(row);
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      const row = await this.customers.findRow(id);
      throw customerInUse(row?.name ?? `#${id}`, row?.installation_count ?? 1);
    }
  }
}
