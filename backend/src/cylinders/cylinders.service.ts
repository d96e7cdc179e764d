import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException, type Knex } from '@mikro-orm/postgresql';
import { AppError, badRequest, conflict } from '../common/app-error';
import { startOfDateFilter } from '../common/dates';
import {
  likePattern,
  Page,
  parseListQuery,
  type ListParams,
  type ListQueryDto,
  type ListSpec,
} from '../common/list-query';
import { CYLINDER_STATUSES, CYLINDER_TYPES, FILL_LEVELS, fillLevelSql, OWNERSHIPS, toGrams } from '../domain';
import { selectLogEntries, toLogEntryDto, type LogEntryRow } from '../logs/log-entry.mapper';
import { Refrigerant } from '../refrigerants/refrigerant.entity';
import { SettingsService } from '../settings/settings.service';
import { Supplier } from '../suppliers/supplier.entity';
import { Cylinder } from './cylinder.entity';
import {
  CYLINDER_SELECT,
  SQL_CURRENT,
  SQL_INITIAL,
  toCylinderDto,
  type CylinderRow,
} from './cylinder.mapper';
import { prepareQuery, queryRows, toNative, type NativeQuery } from '../database/native-query';
import type { CreateCylinderDto, UpdateCylinderDto } from './dto/cylinder-input.dto';
import { DEFAULT_DETAIL_LOGS } from './dto/cylinder-detail-query.dto';
import type { CylinderDetailDto } from './dto/cylinder-detail.dto';
import type { CylinderDto } from './dto/cylinder.dto';
import { transactional } from '../database/write-conflict';
import { parseId } from '../common/id.pipe';

const FILL_PERCENT_SORT = `(case when ${SQL_INITIAL} > 0 then ${SQL_CURRENT} / ${SQL_INITIAL} else 0 end)`;

export const CYLINDER_LIST: ListSpec = {
  resource: 'cylinders',
  sortable: {
    id: 'c.id',
    serialNumber: 'lower(c.serial_number)',
    gasType: 'lower(c.gas_type)',
    status: 'c.status',
    location: 'lower(c.location)',
    supplierName: 'lower(s.name)',
    ownership: 'c.ownership',
    purchaseDate: 'c.purchase_date',
    cylinderType: 'c.cylinder_type',
    currentWeight: SQL_CURRENT,
    fillPercent: FILL_PERCENT_SORT,
    createdAt: 'c.created_at',
    lastLogDate: 'c.last_log_date',
  },
  filters: {
    status: CYLINDER_STATUSES,
    ownership: OWNERSHIPS,
    cylinderType: CYLINDER_TYPES,
    gasType: 'text',
    supplierId: 'int',
    refrigerantId: 'int',
    hasWeightGap: 'bool',
    fillLevel: FILL_LEVELS,
    createdFrom: 'date',
  },
  defaultSort: ['id', 'ASC'],
};

/** Sort expressions over nullable columns: their nulls go last in both directions. */
const NULLABLE_SORTS = new Set(['lower(c.location)', 'lower(s.name)', 'c.purchase_date', 'c.last_log_date']);

/** Fill level from the stored columns: the domain's SQL form of fillLevel (same thresholds, exact numeric arithmetic). */
const FILL_LEVEL_SQL = `${fillLevelSql(SQL_CURRENT, SQL_INITIAL)} = ?`;

/** cylinders c + refrigerant r + supplier s, selecting a CylinderRow. */
export function selectCylinders(knex: Knex): Knex.QueryBuilder {
  return knex
    .from({ c: 'cylinders' })
    .leftJoin({ r: 'refrigerants' }, 'r.id', 'c.refrigerant_id')
    .leftJoin({ s: 'suppliers' }, 's.id', 'c.supplier_id')
    .select(knex.raw(CYLINDER_SELECT));
}

/** The list filters as where clauses on alias `c` (they never need the joins, so the count runs on cylinders alone). */
export function applyCylinderFilters(qb: Knex.QueryBuilder, params: ListParams): Knex.QueryBuilder {
  const { filter } = params;
  if (params.ids) qb.whereIn('c.id', params.ids);
  if (params.q) {
    const pattern = likePattern(params.q);
    qb.where((inner) => {
      inner
        .whereILike('c.serial_number', pattern)
        .orWhereILike('c.gas_type', pattern)
        .orWhereILike('c.location', pattern);
    });
  }
  if (filter.status !== undefined) qb.where('c.status', filter.status);
  if (filter.ownership !== undefined) qb.where('c.ownership', filter.ownership);
  if (filter.cylinderType !== undefined) qb.where('c.cylinder_type', filter.cylinderType);
  if (filter.gasType !== undefined)
    qb.whereRaw('lower(c.gas_type) = lower(?)', [String(filter.gasType).trim()]);
  if (filter.supplierId !== undefined) qb.where('c.supplier_id', filter.supplierId);
  if (filter.refrigerantId !== undefined) qb.where('c.refrigerant_id', filter.refrigerantId);
  if (filter.hasWeightGap !== undefined)
    qb.whereRaw(filter.hasWeightGap ? 'c.gap_count > 0' : 'c.gap_count = 0');
  if (filter.fillLevel !== undefined) qb.whereRaw(FILL_LEVEL_SQL, [filter.fillLevel]);
  if (filter.createdFrom !== undefined)
    qb.where('c.created_at', '>=', startOfDateFilter(String(filter.createdFrom)));
  return qb;
}

export function orderCylinders(qb: Knex.QueryBuilder, params: ListParams): Knex.QueryBuilder {
  const nulls = NULLABLE_SORTS.has(params.orderBy) ? ' nulls last' : '';
  return qb.orderByRaw(`${params.orderBy} ${params.order}${nulls}, c.id ${params.order}`);
}

/**
 * The ids (and stored columns) of one page: filtered, sorted and cut on `cylinders` alone, joining the
 * supplier only to sort by its name. Joins and projections then run on the page's rows only.
 */
export function cylinderPage(knex: Knex, params: ListParams, columns = 'c.*'): Knex.QueryBuilder {
  const qb = orderCylinders(applyCylinderFilters(knex.from({ c: 'cylinders' }), params), params)
    .select(knex.raw(columns))
    .offset(params.offset)
    .limit(params.limit);
  if (params.orderBy.includes('s.')) qb.leftJoin({ s: 'suppliers' }, 's.id', 'c.supplier_id');
  return qb;
}

/**
 * A list page and its total. The page carries the total of all matching cylinders in each row
 * (`count(*) over ()`, computed in the same scan that finds the page); `count` is only needed for a page
 * past the end, which has no row to carry it. Also run by the benchmark's bare reference.
 */
export function cylinderListQueries(knex: Knex, params: ListParams) {
  return {
    page: orderCylinders(
      knex
        .from(cylinderPage(knex, params, 'c.*, count(*) over () as list_total').as('c'))
        .leftJoin({ r: 'refrigerants' }, 'r.id', 'c.refrigerant_id')
        .leftJoin({ s: 'suppliers' }, 's.id', 'c.supplier_id')
        .select(knex.raw(`${CYLINDER_SELECT}, c.list_total`)),
      params,
    ),
    count: applyCylinderFilters(knex.from({ c: 'cylinders' }), params).count({ total: '*' }),
  };
}

/** Whether any filter (search, id list or field) narrows the list. */
function isFiltered(params: ListParams): boolean {
  return params.ids !== null || params.q !== null || Object.keys(params.filter).length > 0;
}

/** The total of a list page's rows: carried by its rows, else counted (a page past the end). */
export async function listTotal(
  rows: { list_total: string }[],
  offset: number,
  count: () => Promise<number>,
): Promise<number> {
  if (rows.length > 0) return Number(rows[0].list_total);
  return offset === 0 ? 0 : count();
}

/** A cylinder and its newest live log entries. Also run by the benchmark's bare reference. */
export function cylinderDetailQueries(knex: Knex, id: number, logsLimit: number) {
  return {
    cylinder: selectCylinders(knex).where('c.id', id),
    logs: selectLogEntries(knex)
      .where('le.cylinder_id', id)
      .whereNull('le.deleted_at')
      .orderBy([
        { column: 'le.date', order: 'desc' },
        { column: 'le.id', order: 'desc' },
      ])
      .limit(logsLimit),
  };
}

interface RefrigerantName {
  id: number;
  name: string;
}

const serialTaken = (serialNumber: string) =>
  conflict('SERIAL_NUMBER_TAKEN', `Serial number ${serialNumber} is already in use`, { serialNumber });

@Injectable()
export class CylindersService {
  /** The detail's two queries, compiled on first use. */
  private detail?: {
    cylinder: (id: number) => NativeQuery;
    logs: (id: number, limit: number) => NativeQuery;
  };

  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
  ) {}

  async publicUrl(): Promise<string> {
    return (await this.settings.get()).publicUrl;
  }

  /**
   * One query for the page and its total (a count only for a page past the end); a filtered list also
   * counts the whole register, in parallel, for its "n of N".
   */
  async list(query: ListQueryDto): Promise<Page<CylinderDto>> {
    const params = parseListQuery(query, CYLINDER_LIST);
    const queries = cylinderListQueries(this.em.getKnex(), params);
    const [rows, publicUrl, unfilteredTotal] = await Promise.all([
      queryRows<CylinderRow & { list_total: string }>(this.em, toNative(queries.page)),
      this.publicUrl(),
      isFiltered(params) ? this.unfilteredTotal() : undefined,
    ]);
    const total = await listTotal(rows, params.offset, async () =>
      Number((await queryRows<{ total: string }>(this.em, toNative(queries.count)))[0].total),
    );
    return new Page(
      'cylinders',
      rows.map((row) => toCylinderDto(row, publicUrl)),
      params.offset,
      total,
      unfilteredTotal,
    );
  }

  /** The register's size for a filtered list's "n of N": only asked when a filter narrows the list. */
  private async unfilteredTotal(): Promise<number> {
    const [{ total }] = await queryRows<{ total: string }>(this.em, {
      text: 'select count(*) as total from cylinders',
      values: [],
    });
    return Number(total);
  }

  async findOne(id: number): Promise<CylinderDto> {
    const [row, publicUrl] = await Promise.all([this.findRow(this.em, id), this.publicUrl()]);
    if (!row) throw cylinderNotFound();
    return toCylinderDto(row, publicUrl);
  }

  /**
   * The cylinder with its newest live log entries (a bounded answer even for a cylinder with thousands),
   * two queries in parallel.
   */
  async findDetail(id: number, logsLimit = DEFAULT_DETAIL_LOGS): Promise<CylinderDetailDto> {
    this.detail ??= {
      cylinder: prepareQuery(
        this.em.getKnex(),
        1,
        (knex, cylinderId: number) => cylinderDetailQueries(knex, cylinderId, 1).cylinder,
      ),
      logs: prepareQuery(
        this.em.getKnex(),
        2,
        (knex, cylinderId: number, limit: number) => cylinderDetailQueries(knex, cylinderId, limit).logs,
      ),
    };
    const [[row], logRows, publicUrl] = await Promise.all([
      queryRows<CylinderRow>(this.em, this.detail.cylinder(id)),
      queryRows<LogEntryRow>(this.em, this.detail.logs(id, logsLimit)),
      this.publicUrl(),
    ]);
    if (!row) throw cylinderNotFound();
    return { ...toCylinderDto(row, publicUrl), logs: logRows.map(toLogEntryDto) };
  }

  async exists(id: number): Promise<boolean> {
    return (
      (await this.em.execute<{ id: number }[]>('select id from cylinders where id = ?', [id])).length > 0
    );
  }

  /**
   * Scan resolution: a URL with /cylinder/<id>, a bare id, or a serial number (trimmed, case-insensitive).
   * An id candidate wins over a serial match; a number that is no id is tried as a serial. One query.
   */
  async resolveCode(code: string): Promise<CylinderDto> {
    const text = code.trim();
    const fromUrl = /\/cylinder\/(\d{1,10})(?=$|[/?#])/i.exec(text)?.[1];
    const candidate = fromUrl ?? (/^\d{1,10}$/.test(text) ? text : undefined);
    // The API's one id rule: "0001" is no id (it named cylinder 1 before the serial "0001" was tried).
    const id = candidate === undefined ? null : parseId(candidate);
    const qb = selectCylinders(this.em.getKnex())
      .where((inner) => {
        inner.whereRaw('lower(c.serial_number) = lower(?)', [text]);
        if (id !== null) inner.orWhere('c.id', id);
      })
      .orderByRaw(id !== null ? 'case when c.id = ? then 0 else 1 end' : 'c.id', id !== null ? [id] : [])
      .limit(1);
    const [[row], publicUrl] = await Promise.all([this.em.execute<CylinderRow[]>(qb), this.publicUrl()]);
    if (!row) throw cylinderNotFound();
    return toCylinderDto(row, publicUrl);
  }

  async create(input: CreateCylinderDto): Promise<CylinderDto> {
    assertDeliveryAtLeastTare(input.deliveryWeight, input.tareWeight);
    // Inside the caller's transaction when there is one (an Idempotency-Key stores its answer with the row).
    const em = this.em.fork({ keepTransactionContext: true });
    await this.assertSerialFree(em, input.serialNumber, null);
    // A linked refrigerant (by id, or by a gasType equal to its name) gives the gas type its spelling.
    const refrigerant = input.refrigerantId
      ? await this.assertRefrigerant(em, input.refrigerantId)
      : await this.refrigerantNamed(em, input.gasType);
    if (input.supplierId) await this.assertSupplier(em, input.supplierId);
    const cylinder = em.create(Cylinder, {
      serialNumber: input.serialNumber,
      gasType: refrigerant?.name ?? input.gasType,
      refrigerant: refrigerant ? em.getReference(Refrigerant, refrigerant.id) : null,
      supplier: input.supplierId ? em.getReference(Supplier, input.supplierId) : null,
      deliveryWeight: kgText(input.deliveryWeight),
      tareWeight: kgText(input.tareWeight),
      cylinderType: input.cylinderType ?? 'FILL_UP',
      status: input.status ?? 'ACTIVE',
      ownership: input.ownership ?? 'KOOP',
      location: input.location ?? null,
      purchaseDate: input.purchaseDate ?? null,
    });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw serialTaken(input.serialNumber);
      throw error;
    }
    return this.findOne(cylinder.id);
  }

  /** Optimistic lock: the caller's version must be the stored one (409 STALE_VERSION), checked again by the UPDATE. */
  async update(id: number, input: UpdateCylinderDto): Promise<CylinderDto> {
    const em = this.em.fork();
    const cylinder = await em.findOne(Cylinder, id);
    if (!cylinder) throw cylinderNotFound();
    if (cylinder.version !== input.version) throw staleVersion(cylinder.version);

    const delivery = input.deliveryWeight ?? cylinder.deliveryWeight;
    const tare = input.tareWeight ?? cylinder.tareWeight;
    assertDeliveryAtLeastTare(delivery, tare);
    if (
      input.serialNumber !== undefined &&
      input.serialNumber.toLowerCase() !== cylinder.serialNumber.toLowerCase()
    ) {
      await this.assertSerialFree(em, input.serialNumber, id);
    }
    if (input.serialNumber !== undefined) cylinder.serialNumber = input.serialNumber;

    // A linked refrigerant gives the gas type its spelling ("r-32" linked to R-32 is stored as "R-32").
    let gasType = input.gasType ?? cylinder.gasType;
    if (input.refrigerantId) {
      const refrigerant = await this.assertRefrigerant(em, input.refrigerantId);
      cylinder.refrigerant = em.getReference(Refrigerant, refrigerant.id);
      gasType = refrigerant.name;
    } else if (input.refrigerantId === null) {
      cylinder.refrigerant = null;
    } else if (input.gasType !== undefined) {
      // A new gas type without a refrigerant: link the refrigerant of that name, or none (never a stale link).
      // The same gas type in another spelling keeps the link, in the refrigerant's spelling.
      const changed = input.gasType.toLowerCase() !== cylinder.gasType.toLowerCase();
      const named = await this.refrigerantNamed(em, input.gasType);
      if (changed) cylinder.refrigerant = named ? em.getReference(Refrigerant, named.id) : null;
      if (named && cylinder.refrigerant?.id === named.id) gasType = named.name;
    }
    cylinder.gasType = gasType;

    if (input.supplierId) {
      await this.assertSupplier(em, input.supplierId);
      cylinder.supplier = em.getReference(Supplier, input.supplierId);
    } else if (input.supplierId === null) {
      cylinder.supplier = null;
    }
    if (input.deliveryWeight !== undefined) cylinder.deliveryWeight = kgText(input.deliveryWeight);
    if (input.tareWeight !== undefined) cylinder.tareWeight = kgText(input.tareWeight);
    if (input.cylinderType !== undefined) cylinder.cylinderType = input.cylinderType;
    if (input.status !== undefined) cylinder.status = input.status;
    if (input.ownership !== undefined) cylinder.ownership = input.ownership;
    if (input.location !== undefined) cylinder.location = input.location;
    if (input.purchaseDate !== undefined) cylinder.purchaseDate = input.purchaseDate;
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw serialTaken(input.serialNumber ?? cylinder.serialNumber);
      throw error;
    }
    return this.findOne(id);
  }

  /** Erases a cylinder without any log entry (deleted ones count: F-gas records are kept); answers it as it was. */
  async remove(id: number): Promise<CylinderDto> {
    const publicUrl = await this.publicUrl();
    return transactional(this.em, async (em) => {
      const locked = await em.execute<{ id: number }[]>('select id from cylinders where id = ? for update', [
        id,
      ]);
      if (locked.length === 0) throw cylinderNotFound();
      const [{ count }] = await em.execute<{ count: number }[]>(
        'select count(*)::int as count from log_entries where cylinder_id = ?',
        [id],
      );
      if (count > 0) {
        throw conflict(
          'CYLINDER_HAS_LOGS',
          `This cylinder has ${count} mutation${count === 1 ? '' : 's'}; F-gas records must be kept. Set its status to DECOMMISSIONED instead`,
          { count },
        );
      }
      const row = (await this.findRow(em, id))!;
      await em.execute('delete from cylinders where id = ?', [id], 'run');
      return toCylinderDto(row, publicUrl);
    });
  }

  private async findRow(em: EntityManager, id: number): Promise<CylinderRow | undefined> {
    const [row] = await em.execute<CylinderRow[]>(selectCylinders(em.getKnex()).where('c.id', id));
    return row;
  }

  private async assertSerialFree(
    em: EntityManager,
    serialNumber: string,
    exceptId: number | null,
  ): Promise<void> {
    const rows = await em.execute<{ id: number }[]>(
      'select id from cylinders where lower(serial_number) = lower(?) and id <> ?',
      [serialNumber, exceptId ?? 0],
    );
    if (rows.length > 0) throw serialTaken(serialNumber);
  }

  private async assertRefrigerant(em: EntityManager, id: number): Promise<RefrigerantName> {
    const [row] = await em.execute<RefrigerantName[]>('select id, name from refrigerants where id = ?', [id]);
    if (!row)
      throw badRequest('REFRIGERANT_NOT_FOUND', `Refrigerant ${id} does not exist`, { refrigerantId: id });
    return row;
  }

  private async refrigerantNamed(em: EntityManager, gasType: string): Promise<RefrigerantName | null> {
    const [row] = await em.execute<RefrigerantName[]>(
      'select id, name from refrigerants where lower(name) = lower(?)',
      [gasType.trim()],
    );
    return row ?? null;
  }

  private async assertSupplier(em: EntityManager, id: number): Promise<void> {
    const rows = await em.execute<{ id: number }[]>('select id from suppliers where id = ?', [id]);
    if (rows.length === 0)
      throw badRequest('SUPPLIER_NOT_FOUND', `Supplier ${id} does not exist`, { supplierId: id });
  }
}

export const cylinderNotFound = () => new AppError(404, 'CYLINDER_NOT_FOUND', 'Cylinder not found');

const staleVersion = (current: number) =>
  conflict('STALE_VERSION', 'Someone else changed this cylinder in the meantime: reload it and try again', {
    version: current,
  });

/** Kilograms (validated: at most 3 decimals) as the exact numeric(10,3) text. */
function kgText(kg: number): string {
  return (toGrams(kg) / 1000).toFixed(3);
}

function assertDeliveryAtLeastTare(delivery: number | string, tare: number | string): void {
  if (toGrams(delivery) < toGrams(tare)) {
    throw badRequest(
      'DELIVERY_BELOW_TARE',
      'The delivery weight cannot be below the tare weight (the empty cylinder)',
      {
        deliveryWeight: toGrams(delivery) / 1000,
        tareWeight: toGrams(tare) / 1000,
      },
    );
  }
}
