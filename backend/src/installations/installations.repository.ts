import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { likePattern, type ListParams, type ListSpec } from '../common/list-query';
import { named } from '../database/native-query';
import { isoText, native, pooled, transaction, type Sql } from '../database/sql';
import {
  COMPANY_TIME_ZONE,
  INSTALLATION_CATEGORIES,
  INSTALLATION_STATUSES,
  LEAK_CHECK_STATUSES,
  leakCheckStatusConditionSql,
  leakCheckStatusSql,
  mutationTypesOf,
  type GasDestination,
  type InstallationCategory,
  type InstallationStatus,
  type LeakCheckResult,
  type LeakCheckStatus,
} from '../domain';
import type { InstallationRow } from './installation.mapper';

export const INSTALLATION_LIST: ListSpec = {
  resource: 'installations',
  sortable: {
    id: 'i.id',
    name: 'lower(i.name)',
    customerName: 'lower(cu.name)',
    address: 'lower(i.address)',
    category: 'i.category',
    serialNumber: 'i.serial_number',
    gasType: 'r.name',
    chargeKg: 'i.charge_kg',
    installedOn: 'i.installed_on',
    status: 'i.status',
    leakCheckIntervalMonths: 'i.leak_check_interval_months',
    lastLeakCheckOn: 'i.last_leak_check_on',
    nextLeakCheckDue: 'i.next_leak_check_due',
    createdAt: 'i.created_at',
  },
  filters: {
    customerId: 'int',
    refrigerantId: 'int',
    status: INSTALLATION_STATUSES,
    category: INSTALLATION_CATEGORIES,
    leakCheckStatus: LEAK_CHECK_STATUSES,
  },
  defaultSort: ['name', 'ASC'],
};

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * The select list of an {@link InstallationRow} (aliases: i = installations, cu = customers, r = refrigerants,
 * t = the linked entries' totals). `today` is an SQL date expression (a parameter). Added and recovered kg are
 * summed from the linked live entries on the (installation_id, date, id) index.
 */
const columns = (today: string) =>
  [
    'i.id',
    'i.customer_id',
    'cu.name as customer_name',
    'i.name',
    'i.address',
    'i.category',
    'i.manufacturer',
    'i.model',
    'i.serial_number',
    'i.refrigerant_id',
    'r.name as gas_type',
    'r.type as refrigerant_type',
    'r.gwp',
    'i.charge_kg::text as charge_kg',
    'i.installed_on::text as installed_on',
    'i.hermetically_sealed',
    'i.leak_detection_system',
    'i.status',
    'i.leak_check_interval_months',
    'i.last_leak_check_on::text as last_leak_check_on',
    'i.next_leak_check_due::text as next_leak_check_due',
    'i.leak_unrepaired_since::text as leak_unrepaired_since',
    `${leakCheckStatusSql('i', today)} as leak_check_status`,
    `(select coalesce(sum(le.weight) filter (where le.mutation_type in (${quoted(mutationTypesOf('OUT'))})), 0)::text
        from log_entries le where le.installation_id = i.id and le.deleted_at is null) as added_kg`,
    `(select coalesce(sum(le.weight) filter (where le.mutation_type in (${quoted(mutationTypesOf('IN'))})), 0)::text
        from log_entries le where le.installation_id = i.id and le.deleted_at is null) as recovered_kg`,
    'i.decommissioned_on::text as decommissioned_on',
    'i.gas_destination',
    'i.decommission_note',
    `${isoText('i.created_at')} as created_at`,
    `${isoText('i.updated_at')} as updated_at`,
  ].join(', ');

const FROM = `installations i join customers cu on cu.id = i.customer_id join refrigerants r on r.id = i.refrigerant_id`;

/** One installation ($1 today, $2 id). Also run by the benchmark's bare reference. */
export const INSTALLATION_BY_ID = named(`select ${columns('$1::date')} from ${FROM} where i.id = $2`);

/**
 * A list page and its total, with `today` (the company's calendar day) bound wherever the status or a
 * status filter names it. Also run by the benchmark's bare reference.
 */
export function installationListQueries(knex: Knex, params: ListParams, today: string) {
  const filter = (qb: Knex.QueryBuilder) => {
    const { filter } = params;
    if (params.ids) qb.whereIn('i.id', params.ids);
    if (filter.customerId !== undefined) qb.where('i.customer_id', filter.customerId);
    if (filter.refrigerantId !== undefined) qb.where('i.refrigerant_id', filter.refrigerantId);
    if (filter.status !== undefined) qb.where('i.status', filter.status);
    if (filter.category !== undefined) qb.where('i.category', filter.category);
    if (filter.leakCheckStatus !== undefined) {
      const condition = leakCheckStatusConditionSql(
        'i',
        filter.leakCheckStatus as LeakCheckStatus,
        '?::date',
      );
      qb.whereRaw(condition, todays(condition, today));
    }
    if (params.q) {
      const pattern = likePattern(params.q);
      qb.where((inner) => {
        inner
          .whereILike('i.name', pattern)
          .orWhereILike('cu.name', pattern)
          .orWhereILike('i.address', pattern)
          .orWhereILike('i.serial_number', pattern);
      });
    }
  };
  const from = (qb: Knex.QueryBuilder) =>
    qb
      .from({ i: 'installations' })
      .join({ cu: 'customers' }, 'cu.id', 'i.customer_id')
      .join({ r: 'refrigerants' }, 'r.id', 'i.refrigerant_id');
  const select = columns('?::date');
  // Every installation has exactly one customer and one refrigerant (not-null foreign keys), so the count
  // joins the customer only to search its name: the due list's count then reads the overdue installations
  // alone, not every customer as well (0.9 against 0.47 ms at 5,000 installations, growing with them).
  const countFrom = knex.queryBuilder().from({ i: 'installations' });
  if (params.q) countFrom.join({ cu: 'customers' }, 'cu.id', 'i.customer_id');
  return {
    page: from(knex.queryBuilder())
      .select(knex.raw(select, todays(select, today)))
      .where(filter)
      .orderByRaw(`${params.orderBy} ${params.order} nulls last, i.id ${params.order}`)
      .offset(params.offset)
      .limit(params.limit),
    count: countFrom.where(filter).count({ total: '*' }),
  };
}

/** The fields a person edits, as stored (numeric text for the charge). */
export interface InstallationFields {
  customerId: number;
  name: string;
  address: string | null;
  category: InstallationCategory;
  manufacturer: string | null;
  model: string | null;
  serialNumber: string | null;
  refrigerantId: number;
  chargeKg: string;
  installedOn: string | null;
  hermeticallySealed: boolean;
  leakDetectionSystem: boolean;
}

/** A stored installation under its row lock, as the write rules need it. */
export type LockedInstallation = Pick<
  InstallationRow,
  | 'id'
  | 'customer_id'
  | 'name'
  | 'address'
  | 'category'
  | 'manufacturer'
  | 'model'
  | 'serial_number'
  | 'refrigerant_id'
  | 'charge_kg'
  | 'installed_on'
  | 'hermetically_sealed'
  | 'leak_detection_system'
  | 'status'
>;

/** What the schedule of an installation is computed from: its circuit and its refrigerant. */
export interface ScheduleSubjectRow {
  charge_kg: string;
  installed_on: string | null;
  /** The calendar day (Europe/Amsterdam) the installation was registered. */
  registered_on: string;
  hermetically_sealed: boolean;
  leak_detection_system: boolean;
  status: InstallationStatus;
  gwp: number | null;
  refrigerant_type: string;
}

export interface ScheduleCheckRow {
  checked_on: string;
  result: LeakCheckResult;
  repaired_on: string | null;
}

export interface StoredSchedule {
  intervalMonths: number | null;
  lastLeakCheckOn: string | null;
  nextLeakCheckDue: string | null;
  leakUnrepairedSince: string | null;
}

const LOCKED_COLUMNS = `id, customer_id, name, address, category, manufacturer, model, serial_number, refrigerant_id,
  charge_kg::text as charge_kg, installed_on::text as installed_on, hermetically_sealed, leak_detection_system, status`;

const EXISTS = named('select 1 from installations where id = $1');
const LOCK = named(`select ${LOCKED_COLUMNS} from installations where id = $1 for update`);
const CUSTOMER_EXISTS = named('select id from customers where id = $1 for key share');
const REFRIGERANT_EXISTS = named('select id from refrigerants where id = $1 for key share');
const INSERT = named(`insert into installations (customer_id, name, address, category, manufacturer, model,
  serial_number, refrigerant_id, charge_kg, installed_on, hermetically_sealed, leak_detection_system)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric, $10::date, $11, $12) returning id`);
const UPDATE = named(`update installations set customer_id = $1, name = $2, address = $3, category = $4,
  manufacturer = $5, model = $6, serial_number = $7, refrigerant_id = $8, charge_kg = $9::numeric,
  installed_on = $10::date, hermetically_sealed = $11, leak_detection_system = $12, updated_at = now()
  where id = $13`);
/**
 * The columns of a {@link ScheduleSubjectRow} (aliases: i = installations, r = its refrigerant) and of a
 * {@link ScheduleCheckRow} (of leak_checks). The benchmark reads its whole data set's with them.
 */
export const SCHEDULE_SUBJECT_COLUMNS = `i.charge_kg::text as charge_kg, i.installed_on::text as installed_on,
  (i.created_at at time zone '${COMPANY_TIME_ZONE}')::date::text as registered_on,
  i.hermetically_sealed, i.leak_detection_system, i.status, r.gwp, r.type as refrigerant_type`;
export const SCHEDULE_CHECK_COLUMNS =
  'checked_on::text as checked_on, result, repaired_on::text as repaired_on';
const SCHEDULE_SUBJECT = named(`select ${SCHEDULE_SUBJECT_COLUMNS}
  from installations i join refrigerants r on r.id = i.refrigerant_id where i.id = $1`);
const SCHEDULE_CHECKS = named(`select ${SCHEDULE_CHECK_COLUMNS}
  from leak_checks where installation_id = $1 and voided_at is null`);
const STORE_SCHEDULE = named(`update installations set leak_check_interval_months = $2,
  last_leak_check_on = $3::date, next_leak_check_due = $4::date, leak_unrepaired_since = $5::date where id = $1`);
const OF_REFRIGERANT = named('select id from installations where refrigerant_id = $1 order by id');
const REFERENCES =
  named(`select (select count(*)::int from log_entries where installation_id = $1) as entries,
  (select count(*)::int from leak_checks where installation_id = $1) as leak_checks`);
const DELETE = named('delete from installations where id = $1');
const DECOMMISSION = named(`update installations set status = 'DECOMMISSIONED', decommissioned_on = $2::date,
  gas_destination = $3, decommission_note = $4, decommissioned_by_id = $5, updated_at = now() where id = $1`);

@Injectable()
export class InstallationsRepository {
  private readonly sql: Sql;

  constructor(private readonly em: EntityManager) {
    this.sql = pooled(em);
  }

  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return transaction(this.em, work);
  }

  async list(params: ListParams, today: string): Promise<{ rows: InstallationRow[]; total: number }> {
    const { page, count } = installationListQueries(this.em.getKnex(), params, today);
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<InstallationRow>(native(page)),
      this.sql.query<{ total: string }>(native(count)),
    ]);
    return { rows, total: Number(total) };
  }

  async findRow(id: number, today: string, tx: Sql = this.sql): Promise<InstallationRow | undefined> {
    const [row] = await tx.query<InstallationRow>({ ...INSTALLATION_BY_ID, values: [today, id] });
    return row;
  }

  async exists(id: number): Promise<boolean> {
    return (await this.sql.query({ ...EXISTS, values: [id] })).length > 0;
  }

  async customerExists(tx: Sql, id: number): Promise<boolean> {
    return (await tx.query({ ...CUSTOMER_EXISTS, values: [id] })).length > 0;
  }

  async refrigerantExists(tx: Sql, id: number): Promise<boolean> {
    return (await tx.query({ ...REFRIGERANT_EXISTS, values: [id] })).length > 0;
  }

  async insert(tx: Sql, fields: InstallationFields): Promise<number> {
    const [row] = await tx.query<{ id: number }>({ ...INSERT, values: fieldValues(fields) });
    return row.id;
  }

  async lock(tx: Sql, id: number): Promise<LockedInstallation | undefined> {
    const [row] = await tx.query<LockedInstallation>({ ...LOCK, values: [id] });
    return row;
  }

  async update(tx: Sql, id: number, fields: InstallationFields): Promise<void> {
    await tx.query({ ...UPDATE, values: [...fieldValues(fields), id] });
  }

  async scheduleInputs(
    tx: Sql,
    id: number,
  ): Promise<{ subject: ScheduleSubjectRow | undefined; checks: ScheduleCheckRow[] }> {
    const [[subject], checks] = await Promise.all([
      tx.query<ScheduleSubjectRow>({ ...SCHEDULE_SUBJECT, values: [id] }),
      tx.query<ScheduleCheckRow>({ ...SCHEDULE_CHECKS, values: [id] }),
    ]);
    return { subject, checks };
  }

  async storeSchedule(tx: Sql, id: number, schedule: StoredSchedule): Promise<void> {
    await tx.query({
      ...STORE_SCHEDULE,
      values: [
        id,
        schedule.intervalMonths,
        schedule.lastLeakCheckOn,
        schedule.nextLeakCheckDue,
        schedule.leakUnrepairedSince,
      ],
    });
  }

  async idsOfRefrigerant(tx: Sql, refrigerantId: number): Promise<number[]> {
    return (await tx.query<{ id: number }>({ ...OF_REFRIGERANT, values: [refrigerantId] })).map((r) => r.id);
  }

  async references(tx: Sql, id: number): Promise<{ entries: number; leak_checks: number }> {
    const [row] = await tx.query<{ entries: number; leak_checks: number }>({ ...REFERENCES, values: [id] });
    return row;
  }

  async delete(tx: Sql, id: number): Promise<void> {
    await tx.query({ ...DELETE, values: [id] });
  }

  async decommission(
    tx: Sql,
    id: number,
    change: {
      decommissionedOn: string;
      gasDestination: GasDestination;
      note: string | null;
      actorId: number;
    },
  ): Promise<void> {
    await tx.query({
      ...DECOMMISSION,
      values: [id, change.decommissionedOn, change.gasDestination, change.note, change.actorId],
    });
  }
}

/** One binding of `today` per `?` of a fragment that names today several times. */
function todays(fragment: string, today: string): string[] {
  return Array.from({ length: fragment.split('?').length - 1 }, () => today);
}

function fieldValues(fields: InstallationFields): unknown[] {
  return [
    fields.customerId,
    fields.name,
    fields.address,
    fields.category,
    fields.manufacturer,
    fields.model,
    fields.serialNumber,
    fields.refrigerantId,
    fields.chargeKg,
    fields.installedOn,
    fields.hermeticallySealed,
    fields.leakDetectionSystem,
  ];
}
