import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import type { AppError } from '../common/app-error';
import { likePattern, type ListParams, type ListSpec } from '../common/list-query';
import { named } from '../database/native-query';
import { removeUnlessReferenced } from '../cylinders/remove-unless-referenced';
import { native, pooled, type Sql } from '../database/sql';
import { Supplier } from './supplier.entity';
import type { SupplierStatsDto } from './dto/supplier-stats.dto';
import type { SupplierRow } from './dto/supplier.dto';

export const SUPPLIER_LIST: ListSpec = {
  resource: 'suppliers',
  sortable: {
    id: 's.id',
    name: 'lower(s.name)',
    contactPerson: 'lower(s.contact_person)',
    email: 'lower(s.email)',
    phone: 's.phone',
    address: 'lower(s.address)',
    createdAt: 's.created_at',
    // The output column of select(): PostgreSQL orders by a select-list name when it stands alone.
    cylinders: 'cylinders',
  },
  filters: { hasCylinders: 'bool' },
  defaultSort: ['name', 'ASC'],
};

const STATS = named(`select count(*)::int as total,
    coalesce(sum(n.cylinders), 0)::int as cylinders,
    count(*) filter (where n.cylinders > 0)::int as "withCylinders",
    count(*) filter (where n.cylinders = 0)::int as "withoutCylinders"
  from suppliers s
  cross join lateral (select count(*) as cylinders from cylinders c where c.supplier_id = s.id) n`);
const EXISTS = named('select id from suppliers where id = $1');

/** The fields a person edits. */
export type SupplierFields = Pick<Supplier, 'name' | 'contactPerson' | 'email' | 'phone' | 'address'>;

@Injectable()
export class SuppliersRepository {
  private readonly sql: Sql;

  constructor(private readonly em: EntityManager) {
    this.sql = pooled(em);
  }

  /** The rows with their cylinder count, counted by PostgreSQL in the same query (one correlated count per row). */
  private select(): Knex.QueryBuilder {
    const knex = this.em.getKnex();
    return knex({ s: 'suppliers' }).select(
      's.id',
      's.name',
      's.contact_person as contactPerson',
      's.email',
      's.phone',
      's.address',
      's.created_at as createdAt',
      knex.raw('(select count(*)::int from cylinders c where c.supplier_id = s.id) as cylinders'),
    );
  }

  async list(params: ListParams): Promise<{ rows: SupplierRow[]; total: number }> {
    const filter = (qb: Knex.QueryBuilder) => {
      if (params.ids) qb.whereIn('s.id', params.ids);
      if (params.q) {
        const pattern = likePattern(params.q);
        qb.where((inner) => {
          inner
            .whereILike('s.name', pattern)
            .orWhereILike('s.contact_person', pattern)
            .orWhereILike('s.email', pattern);
        });
      }
      if (params.filter.hasCylinders !== undefined)
        qb.whereRaw(
          `${params.filter.hasCylinders ? '' : 'not '}exists (select 1 from cylinders c where c.supplier_id = s.id)`,
        );
    };
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<SupplierRow>(
        native(
          this.select()
            .where(filter)
            .orderByRaw(`${params.orderBy} ${params.order} nulls last, s.id`)
            .offset(params.offset)
            .limit(params.limit),
        ),
      ),
      this.sql.query<{ total: string }>(
        native(this.em.getKnex()({ s: 'suppliers' }).where(filter).count({ total: '*' })),
      ),
    ]);
    return { rows, total: Number(total) };
  }

  /** The stat cards, counted by the database: suppliers, their cylinders, with and without any. */
  async stats(): Promise<SupplierStatsDto> {
    const [row] = await this.sql.query<SupplierStatsDto>({ ...STATS, values: [] });
    return row;
  }

  async findRow(id: number): Promise<SupplierRow | undefined> {
    const [row] = await this.sql.query<SupplierRow>(native(this.select().where('s.id', id)));
    return row;
  }

  async exists(id: number): Promise<boolean> {
    return (await this.sql.query({ ...EXISTS, values: [id] })).length > 0;
  }

  async create(fields: SupplierFields): Promise<Supplier> {
    const supplier = this.em.create(Supplier, fields);
    await this.em.persistAndFlush(supplier);
    return supplier;
  }

  /** Applies `change` to the stored supplier and flushes; null when there is none. */
  async edit(id: number, change: (supplier: Supplier) => void): Promise<Supplier | null> {
    const supplier = await this.em.findOne(Supplier, id);
    if (!supplier) return null;
    change(supplier);
    await this.em.flush();
    return supplier;
  }

  /** Erases a supplier no cylinder uses and answers it as it was; one that cylinders use: `inUse`. */
  remove(id: number, inUse: (name: string, cylinders: number) => AppError): Promise<Supplier> {
    return removeUnlessReferenced(this.em, Supplier, id, {
      what: 'Supplier',
      table: 'suppliers',
      cylinderColumn: 'supplier_id',
      inUse,
    });
  }
}
