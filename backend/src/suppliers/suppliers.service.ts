import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { AppError, notFound } from '../common/app-error';
import { removeUnlessReferenced } from '../common/remove-unless-referenced';
import { likePattern, Page, parseListQuery, type ListQueryDto, type ListSpec } from '../common/list-query';
import { Supplier } from './supplier.entity';
import { type CreateSupplierDto, type UpdateSupplierDto } from './dto/supplier-input.dto';
import type { SupplierStatsDto } from './dto/supplier-stats.dto';
import { toSupplierDto, type SupplierDto, type SupplierRow } from './dto/supplier.dto';

const LIST: ListSpec = {
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

const OPTIONAL_FIELDS = ['contactPerson', 'email', 'phone', 'address'] as const;

const supplierInUse = (name: string, cylinders: number) =>
  new AppError(
    409,
    'SUPPLIER_IN_USE',
    cylinders > 0
      ? `Supplier ${name} is linked to ${cylinders} ${cylinders === 1 ? 'cylinder' : 'cylinders'}: it cannot be deleted`
      : `Supplier ${name} is linked to cylinders: it cannot be deleted`,
    { name, cylinders },
  );

@Injectable()
export class SuppliersService {
  constructor(private readonly em: EntityManager) {}

  /** The rows with their cylinder count, counted by PostgreSQL in the same query (one correlated count per row). */
  private select() {
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

  async list(query: ListQueryDto): Promise<Page<SupplierDto>> {
    const params = parseListQuery(query, LIST);
    const filter = (qb: Knex.QueryBuilder) => {
      if (params.ids) qb.whereIn('s.id', params.ids);
      if (params.q) {
        const pattern = likePattern(params.q);
        qb.where((inner) =>
          inner
            .whereILike('s.name', pattern)
            .orWhereILike('s.contact_person', pattern)
            .orWhereILike('s.email', pattern),
        );
      }
      if (params.filter.hasCylinders !== undefined)
        qb.whereRaw(
          `${params.filter.hasCylinders ? '' : 'not '}exists (select 1 from cylinders c where c.supplier_id = s.id)`,
        );
    };
    const connection = this.em.getConnection();
    const [rows, [{ total }]] = await Promise.all([
      connection.execute<SupplierRow[]>(
        this.select()
          .where(filter)
          .orderByRaw(`${params.orderBy} ${params.order} nulls last, s.id`)
          .offset(params.offset)
          .limit(params.limit),
      ),
      connection.execute<{ total: number }[]>(
        this.em.getKnex()({ s: 'suppliers' }).where(filter).count({ total: '*' }),
      ),
    ]);
    return new Page('suppliers', rows.map(toSupplierDto), params.offset, Number(total));
  }

  /** The stat cards, counted by the database: suppliers, their cylinders, with and without any. */
  async stats(): Promise<SupplierStatsDto> {
    const [row] = await this.em.getConnection().execute<Record<keyof SupplierStatsDto, number>[]>(
      `select count(*)::int as total,
              coalesce(sum(n.cylinders), 0)::int as cylinders,
              count(*) filter (where n.cylinders > 0)::int as "withCylinders",
              count(*) filter (where n.cylinders = 0)::int as "withoutCylinders"
         from suppliers s
         cross join lateral (select count(*) as cylinders from cylinders c where c.supplier_id = s.id) n`,
    );
    return row;
  }

  async findOne(id: number): Promise<SupplierDto> {
    const [row] = await this.em.getConnection().execute<SupplierRow[]>(this.select().where('s.id', id));
    if (!row) throw notFound('Supplier');
    return toSupplierDto(row);
  }

  async create(input: CreateSupplierDto): Promise<SupplierDto> {
    const supplier = this.em.create(Supplier, {
      name: input.name,
      contactPerson: input.contactPerson ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      address: input.address ?? null,
    });
    await this.em.persistAndFlush(supplier);
    return toSupplierDto({ ...supplier, cylinders: 0 });
  }

  async update(id: number, input: UpdateSupplierDto): Promise<SupplierDto> {
    const supplier = await this.em.findOne(Supplier, id);
    if (!supplier) throw notFound('Supplier');
    if (input.name !== undefined) supplier.name = input.name;
    for (const field of OPTIONAL_FIELDS) {
      if (input[field] !== undefined) supplier[field] = input[field] ?? null;
    }
    await this.em.flush();
    return this.findOne(id);
  }

  /** Erases a supplier no cylinder uses and answers it as it was; one that cylinders use: 409. */
  async remove(id: number): Promise<SupplierDto> {
    const removed = await removeUnlessReferenced(this.em, Supplier, id, {
      what: 'Supplier',
      table: 'suppliers',
      cylinderColumn: 'supplier_id',
      inUse: supplierInUse,
    });
    return toSupplierDto({ ...removed, cylinders: 0 });
  }
}
