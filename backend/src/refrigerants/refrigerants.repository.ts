import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import type { AppError } from '../common/app-error';
import { likePattern, type ListParams, type ListSpec } from '../common/list-query';
import { named } from '../database/native-query';
import { removeUnlessReferenced } from '../cylinders/remove-unless-referenced';
import { native, pooled, type Sql } from '../database/sql';
import { gwpBandSql, REFRIGERANT_TYPES } from '../domain';
import { Refrigerant } from './refrigerant.entity';
import type { RefrigerantStatsDto } from './dto/refrigerant-stats.dto';
import type { RefrigerantRow } from './dto/refrigerant.dto';

export const REFRIGERANT_LIST: ListSpec = {
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

const STATS = named(`select count(*)::int as total,
    count(*) filter (where ${gwpBandSql('gwp', 'LOW')})::int as low,
    count(*) filter (where ${gwpBandSql('gwp', 'MEDIUM')})::int as medium,
    count(*) filter (where ${gwpBandSql('gwp', 'HIGH')})::int as high
  from refrigerants`);
const NAME_BY_ID = named('select id, name from refrigerants where id = $1');
const NAME_LIKE = named('select id, name from refrigerants where lower(name) = lower($1)');

export interface RefrigerantName {
  id: number;
  name: string;
}

/** The fields a person edits. */
export type RefrigerantFields = Pick<Refrigerant, 'name' | 'type' | 'gwp'>;

@Injectable()
export class RefrigerantsRepository {
  private readonly sql: Sql;

  constructor(private readonly em: EntityManager) {
    this.sql = pooled(em);
  }

  /** The rows with their cylinder count, counted by PostgreSQL in the same query (one correlated count per row). */
  private select(): Knex.QueryBuilder {
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

  async list(params: ListParams): Promise<{ rows: RefrigerantRow[]; total: number }> {
    const filter = (qb: Knex.QueryBuilder) => {
      if (params.ids) qb.whereIn('r.id', params.ids);
      if (params.q) {
        const pattern = likePattern(params.q);
        qb.where((inner) => {
          inner.whereILike('r.name', pattern).orWhereILike('r.type', pattern);
        });
      }
      if (params.filter.type !== undefined) qb.where('r.type', params.filter.type);
    };
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<RefrigerantRow>(
        native(
          this.select()
            .where(filter)
            .orderByRaw(`${params.orderBy} ${params.order} nulls last, r.id`)
            .offset(params.offset)
            .limit(params.limit),
        ),
      ),
      this.sql.query<{ total: string }>(
        native(this.em.getKnex()({ r: 'refrigerants' }).where(filter).count({ total: '*' })),
      ),
    ]);
    return { rows, total: Number(total) };
  }

  /** The stat cards: one scan of the (small) register, bands by the domain's thresholds. */
  async stats(): Promise<RefrigerantStatsDto> {
    const [row] = await this.sql.query<RefrigerantStatsDto>({ ...STATS, values: [] });
    return row;
  }

  async findRow(id: number): Promise<RefrigerantRow | undefined> {
    const [row] = await this.sql.query<RefrigerantRow>(native(this.select().where('r.id', id)));
    return row;
  }

  async findName(id: number): Promise<RefrigerantName | undefined> {
    const [row] = await this.sql.query<RefrigerantName>({ ...NAME_BY_ID, values: [id] });
    return row;
  }

  /** The refrigerant whose name is this gas type in any spelling (trimmed, case-insensitive). */
  async findNamed(gasType: string): Promise<RefrigerantName | undefined> {
    const [row] = await this.sql.query<RefrigerantName>({ ...NAME_LIKE, values: [gasType.trim()] });
    return row;
  }

  async create(fields: RefrigerantFields): Promise<Refrigerant> {
    const refrigerant = this.em.create(Refrigerant, fields);
    await this.em.persistAndFlush(refrigerant);
    return refrigerant;
  }

  /** Applies `change` to the stored refrigerant and flushes; null when there is none. */
  async edit(id: number, change: (refrigerant: Refrigerant) => void): Promise<Refrigerant | null> {
    const refrigerant = await this.em.findOne(Refrigerant, id);
    if (!refrigerant) return null;
    change(refrigerant);
    await this.em.flush();
    return refrigerant;
  }

  /** Erases a refrigerant no cylinder uses and answers it as it was; one that cylinders use: `inUse`. */
  remove(id: number, inUse: (name: string, cylinders: number) => AppError): Promise<Refrigerant> {
    return removeUnlessReferenced(this.em, Refrigerant, id, {
      what: 'Refrigerant',
      table: 'refrigerants',
      cylinderColumn: 'refrigerant_id',
      inUse,
    });
  }
}
