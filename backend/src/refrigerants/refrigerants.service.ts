import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException, type Knex } from '@mikro-orm/postgresql';
import { AppError, conflict, notFound } from '../common/app-error';
import { removeUnlessReferenced } from '../common/remove-unless-referenced';
import { likePattern, Page, parseListQuery, type ListQueryDto, type ListSpec } from '../common/list-query';
import { gwpBandSql, REFRIGERANT_TYPES } from '../domain';
import { Refrigerant } from './refrigerant.entity';
import { type CreateRefrigerantDto, type UpdateRefrigerantDto } from './dto/refrigerant-input.dto';
import type { RefrigerantStatsDto } from './dto/refrigerant-stats.dto';
import { toRefrigerantDto, type RefrigerantDto, type RefrigerantRow } from './dto/refrigerant.dto';

const LIST: ListSpec = {
  resource: 'refrigerants',
  sortable: {
    id: 'r.id',
    name: 'lower(r.name)',
    type: 'r.type',
    gwp: 'r.gwp',
    createdAt: 'r.created_at',
    // The output column of select(): PostgreSQL orders by a select-list name when it stands alone.
    cylinders: 'cylinders',
  },
  filters: { type: REFRIGERANT_TYPES },
  defaultSort: ['name', 'ASC'],
};

export const refrigerantNameTaken = (name: string) =>
  conflict('REFRIGERANT_NAME_TAKEN', `A refrigerant named ${name} already exists`, { name });

const refrigerantInUse = (name: string, cylinders: number) =>
  new AppError(
    409,
    'REFRIGERANT_IN_USE',
    cylinders > 0
      ? `Refrigerant ${name} is used by ${cylinders} ${cylinders === 1 ? 'cylinder' : 'cylinders'}: it cannot be deleted`
      : `Refrigerant ${name} is used by cylinders: it cannot be deleted`,
    { name, cylinders },
  );

@Injectable()
export class RefrigerantsService {
  constructor(private readonly em: EntityManager) {}

  /** The rows with their cylinder count, counted by PostgreSQL in the same query (one correlated count per row). */
  private select() {
    const knex = this.em.getKnex();
    return knex({ r: 'refrigerants' }).select(
      'r.id',
      'r.name',
      'r.type',
      'r.gwp',
      'r.created_at as createdAt',
      knex.raw('(select count(*)::int from cylinders c where c.refrigerant_id = r.id) as cylinders'),
    );
  }

  async list(query: ListQueryDto): Promise<Page<RefrigerantDto>> {
    const params = parseListQuery(query, LIST);
    const filter = (qb: Knex.QueryBuilder) => {
      if (params.ids) qb.whereIn('r.id', params.ids);
      if (params.q) {
        const pattern = likePattern(params.q);
        qb.where((inner) => inner.whereILike('r.name', pattern).orWhereILike('r.type', pattern));
      }
      if (params.filter.type !== undefined) qb.where('r.type', params.filter.type);
    };
    const connection = this.em.getConnection();
    const [rows, [{ total }]] = await Promise.all([
      connection.execute<RefrigerantRow[]>(
        this.select()
          .where(filter)
          .orderByRaw(`${params.orderBy} ${params.order} nulls last, r.id`)
          .offset(params.offset)
          .limit(params.limit),
      ),
      connection.execute<{ total: number }[]>(
        this.em.getKnex()({ r: 'refrigerants' }).where(filter).count({ total: '*' }),
      ),
    ]);
    return new Page('refrigerants', rows.map(toRefrigerantDto), params.offset, Number(total));
  }

  /** The stat cards: one scan of the (small) register, bands by the domain's thresholds. */
  async stats(): Promise<RefrigerantStatsDto> {
    const [row] = await this.em.getConnection().execute<Record<keyof RefrigerantStatsDto, number>[]>(
      `select count(*)::int as total,
              count(*) filter (where ${gwpBandSql('gwp', 'LOW')})::int as low,
              count(*) filter (where ${gwpBandSql('gwp', 'MEDIUM')})::int as medium,
              count(*) filter (where ${gwpBandSql('gwp', 'HIGH')})::int as high
         from refrigerants`,
    );
    return row;
  }

  async findOne(id: number): Promise<RefrigerantDto> {
    const [row] = await this.em.getConnection().execute<RefrigerantRow[]>(this.select().where('r.id', id));
    if (!row) throw notFound('Refrigerant');
    return toRefrigerantDto(row);
  }

  async create(input: CreateRefrigerantDto): Promise<RefrigerantDto> {
    const refrigerant = this.em.create(Refrigerant, {
      name: input.name,
      type: input.type,
      gwp: input.gwp ?? null,
    });
    try {
      await this.em.persistAndFlush(refrigerant);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw refrigerantNameTaken(input.name);
      throw error;
    }
    return toRefrigerantDto({ ...refrigerant, cylinders: 0 });
  }

  async update(id: number, input: UpdateRefrigerantDto): Promise<RefrigerantDto> {
    const refrigerant = await this.em.findOne(Refrigerant, id);
    if (!refrigerant) throw notFound('Refrigerant');
    if (input.name !== undefined) refrigerant.name = input.name;
    if (input.type !== undefined) refrigerant.type = input.type;
    if (input.gwp !== undefined) refrigerant.gwp = input.gwp;
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw refrigerantNameTaken(refrigerant.name);
      throw error;
    }
    return this.findOne(id);
  }

  /** Erases a refrigerant no cylinder uses and answers it as it was; one that cylinders use: 409. */
  async remove(id: number): Promise<RefrigerantDto> {
    const removed = await removeUnlessReferenced(this.em, Refrigerant, id, {
      what: 'Refrigerant',
      table: 'refrigerants',
      cylinderColumn: 'refrigerant_id',
      inUse: refrigerantInUse,
    });
    return toRefrigerantDto({ ...removed, cylinders: 0 });
  }
}
