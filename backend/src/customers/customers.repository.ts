import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { likePattern, type ListParams, type ListSpec } from '../common/list-query';
import { named } from '../database/native-query';
import { isoText, native, pooled, transaction, type Sql } from '../database/sql';
import type { CustomerRow } from './customer.mapper';

export const CUSTOMER_LIST: ListSpec = {
  resource: 'customers',
  sortable: {
    id: 'cu.id',
    name: 'lower(cu.name)',
    address: 'lower(cu.address)',
    postcode: 'cu.postcode',
    city: 'lower(cu.city)',
    kvkNumber: 'cu.kvk_number',
    contactPerson: 'lower(cu.contact_person)',
    email: 'lower(cu.email)',
    phone: 'cu.phone',
    createdAt: 'cu.created_at',
    updatedAt: 'cu.updated_at',
    // The output column of the select list (see REFRIGERANT_LIST).
    installationCount: 'installation_count',
  },
  // city: case-insensitive equality (the list's "customers in Zwolle"); kvkNumber: the exact number.
  filters: { city: 'text', kvkNumber: 'text' },
  defaultSort: ['name', 'ASC'],
};

/** The fields a person edits, as stored (null for an empty optional field). */
export interface CustomerFields {
  name: string;
  address: string | null;
  postcode: string | null;
  city: string | null;
  kvkNumber: string | null;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
}

const COLUMNS = `cu.id, cu.name, cu.address, cu.postcode, cu.city, cu.kvk_number, cu.contact_person, cu.email, cu.phone,
  (select count(*)::int from installations i where i.customer_id = cu.id) as installation_count,
  ${isoText('cu.created_at')} as created_at, ${isoText('cu.updated_at')} as updated_at`;

const BY_ID = named(`select ${COLUMNS} from customers cu where cu.id = $1`);
const INSERT =
  named(`insert into customers (name, address, postcode, city, kvk_number, contact_person, email, phone)
  values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`);
const LOCK = named(
  'select id, name, address, postcode, city, kvk_number, contact_person, email, phone from customers where id = $1 for update',
);
const UPDATE = named(`update customers set name = $1, address = $2, postcode = $3, city = $4, kvk_number = $5,
  contact_person = $6, email = $7, phone = $8, updated_at = now() where id = $9`);
const INSTALLATION_COUNT = named('select count(*)::int as n from installations where customer_id = $1');
const DELETE = named('delete from customers where id = $1');

/** A customer's fields in the order INSERT and UPDATE take them ($1..$8). */
const fieldValues = (f: CustomerFields): unknown[] => [
  f.name,
  f.address,
  f.postcode,
  f.city,
  f.kvkNumber,
  f.contactPerson,
  f.email,
  f.phone,
];

export type LockedCustomer = Pick<
  CustomerRow,
  'id' | 'name' | 'address' | 'postcode' | 'city' | 'kvk_number' | 'contact_person' | 'email' | 'phone'
>;

@Injectable()
export class CustomersRepository {
  private readonly sql: Sql;

  constructor(private readonly em: EntityManager) {
    this.sql = pooled(em);
  }

  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return transaction(this.em, work);
  }

  async list(params: ListParams): Promise<{ rows: CustomerRow[]; total: number }> {
    const knex = this.em.getKnex();
    const filter = (qb: Knex.QueryBuilder) => {
      if (params.ids) qb.whereIn('cu.id', params.ids);
      if (params.filter.city !== undefined)
        qb.whereRaw('lower(cu.city) = lower(?)', [String(params.filter.city).trim()]);
      if (params.filter.kvkNumber !== undefined)
        qb.where('cu.kvk_number', String(params.filter.kvkNumber).replace(/[\s.]/g, ''));
      if (params.q) {
        const pattern = likePattern(params.q);
        qb.where((inner) => {
          inner
            .whereILike('cu.name', pattern)
            .orWhereILike('cu.address', pattern)
            .orWhereILike('cu.postcode', pattern)
            .orWhereILike('cu.city', pattern)
            .orWhereILike('cu.kvk_number', pattern)
            .orWhereILike('cu.contact_person', pattern)
            .orWhereILike('cu.email', pattern)
            .orWhereILike('cu.phone', pattern);
        });
      }
    };
    const page = knex({ cu: 'customers' })
      .select(knex.raw(COLUMNS))
      .where(filter)
      .orderByRaw(`${params.orderBy} ${params.order} nulls last, cu.id ${params.order}`)
      .offset(params.offset)
      .limit(params.limit);
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<CustomerRow>(native(page)),
      this.sql.query<{ total: string }>(
        native(knex({ cu: 'customers' }).where(filter).count({ total: '*' })),
      ),
    ]);
    return { rows, total: Number(total) };
  }

  async findRow(id: number, tx: Sql = this.sql): Promise<CustomerRow | undefined> {
    const [row] = await tx.query<CustomerRow>({ ...BY_ID, values: [id] });
    return row;
  }

  async insert(tx: Sql, fields: CustomerFields): Promise<number> {
    const [row] = await tx.query<{ id: number }>({ ...INSERT, values: fieldValues(fields) });
    return row.id;
  }

  async lock(tx: Sql, id: number): Promise<LockedCustomer | undefined> {
    const [row] = await tx.query<LockedCustomer>({ ...LOCK, values: [id] });
    return row;
  }

  async update(tx: Sql, id: number, fields: CustomerFields): Promise<void> {
    await tx.query({ ...UPDATE, values: [...fieldValues(fields), id] });
  }

  async installationCount(tx: Sql, id: number): Promise<number> {
    const [row] = await tx.query<{ n: number }>({ ...INSTALLATION_COUNT, values: [id] });
    return row.n;
  }

  async delete(tx: Sql, id: number): Promise<void> {
    await tx.query({ ...DELETE, values: [id] });
  }
}
