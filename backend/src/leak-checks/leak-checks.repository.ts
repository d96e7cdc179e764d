import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { likePattern, type ListParams, type ListSpec } from '../common/list-query';
import { named } from '../database/native-query';
import { isoText, native, pooled, transaction, type Sql } from '../database/sql';
import {
  LEAK_CHECK_RESULTS,
  type FieldChanges,
  type InstallationStatus,
  type LeakCheckMethod,
  type LeakCheckResult,
} from '../domain';
import type { LeakCheckRevisionAction } from './leak-check-revision.entity';
import type { LeakCheckRow } from './leak-check.mapper';
import { RevisionTrail, type RevisionRow } from '../common/revisions/revision-trail';
import { INSTRUMENT_JOIN } from '../instruments/instruments.repository';

const TRAIL = new RevisionTrail<LeakCheckRevisionAction>('leak_check_revisions', 'leak_check_id');

export const LEAK_CHECK_LIST: ListSpec = {
  resource: 'leak-checks',
  sortable: {
    id: 'lc.id',
    checkedOn: 'lc.checked_on',
    result: 'lc.result',
    repairedOn: 'lc.repaired_on',
    createdAt: 'lc.created_at',
  },
  filters: {
    installationId: 'int',
    userId: 'int',
    result: LEAK_CHECK_RESULTS,
    followUpOfId: 'int',
    checkedFrom: 'date',
    checkedTo: 'date',
    includeVoided: 'bool',
  },
  defaultSort: ['checkedOn', 'DESC'],
};

/**
 * The select list of a {@link LeakCheckRow} (aliases: lc = leak_checks, i = installations, u = fitter,
 * eb = entered by, instr = the instrument).
 */
const COLUMNS = [
  'lc.id',
  'lc.installation_id',
  'i.name as installation_name',
  'lc.checked_on::text as checked_on',
  'lc.user_id',
  'u.name as user_name',
  'lc.entered_by_id',
  'eb.name as entered_by_name',
  'lc.result',
  'lc.leak_location',
  'lc.method',
  'lc.repaired_on::text as repaired_on',
  'lc.repair_description',
  'lc.follow_up_of_id',
  'lc.note',
  `${isoText('lc.created_at')} as created_at`,
  `${isoText('lc.updated_at')} as updated_at`,
  'lc.revision_count > 0 as corrected',
  'lc.voided_at is not null as voided',
  'lc.void_reason',
  'lc.fitter_certificate_number',
  'lc.company_certificate_number',
  'lc.certificate_warning',
  'lc.instrument_id',
  'instr.serial_number as instrument_serial_number',
  'instr.kind as instrument_kind',
  'lc.instrument_overdue',
].join(', ');

const FROM = `leak_checks lc join installations i on i.id = lc.installation_id
  join users u on u.id = lc.user_id join users eb on eb.id = lc.entered_by_id
  left join instruments instr on instr.id = lc.instrument_id`;

const BY_ID = named(`select ${COLUMNS} from ${FROM} where lc.id = $1`);

/** A leak check's own fields, as stored (dates YYYY-MM-DD). */
export interface LeakCheckFields {
  checkedOn: string;
  userId: number;
  result: LeakCheckResult;
  method: LeakCheckMethod | null;
  leakLocation: string | null;
  repairedOn: string | null;
  repairDescription: string | null;
  followUpOfId: number | null;
  note: string | null;
}

/** A stored check as the write rules need it. */
export type StoredLeakCheck = Pick<
  LeakCheckRow,
  | 'id'
  | 'installation_id'
  | 'checked_on'
  | 'user_id'
  | 'result'
  | 'method'
  | 'leak_location'
  | 'repaired_on'
  | 'repair_description'
  | 'follow_up_of_id'
  | 'note'
  | 'voided'
>;
/** The check a follow-up names. */
type FollowedCheck = Pick<LeakCheckRow, 'id' | 'installation_id' | 'checked_on' | 'voided'>;

/** The installation a check is written for, under its row lock. */
export interface CheckedInstallation {
  id: number;
  status: InstallationStatus;
  installed_on: string | null;
}

const LOCK_INSTALLATION = named(
  'select id, status, installed_on::text as installed_on from installations where id = $1 for update',
);
const USER_ACTIVE = named('select active from users where id = $1');
const FOLLOWED =
  named(`select id, installation_id, checked_on::text as checked_on, voided_at is not null as voided
  from leak_checks where id = $1`);
const INSTALLATION_OF = named('select installation_id from leak_checks where id = $1');
const STORED =
  named(`select id, installation_id, checked_on::text as checked_on, user_id, result, method, leak_location,
  repaired_on::text as repaired_on, repair_description, follow_up_of_id, note, voided_at is not null as voided
  from leak_checks where id = $1`);
const INSERT = named(`insert into leak_checks (installation_id, checked_on, user_id, entered_by_id, result,
  leak_location, repaired_on, repair_description, follow_up_of_id, note, fitter_certificate_number,
  company_certificate_number, certificate_warning, instrument_id, instrument_overdue, method)
  values ($1, $2::date, $3, $4, $5, $6, $7::date, $8, $9, $10, $11, $12, $13, $14::int, $15::boolean, $16) returning id`);
/**
 * The fitter's certificate and the company's as this transaction sees them ($1 user id), with the named
 * instrument ($2, may be null: key-share locked so it cannot be deleted under the check, and its calibration
 * due date), in one lookup.
 */
const CERTIFICATES = named(`select u.certificate_number as user_certificate_number,
  u.certificate_valid_until::text as user_certificate_valid_until, s.company_certificate_number,
  coalesce(s.block_uncertified_work, false) as block_uncertified_work,
  m.id as instrument_found, m.calibration_due::text as instrument_calibration_due
  from (select 1) one left join users u on u.id = $1 left join app_settings s on s.id = 1
  ${INSTRUMENT_JOIN('$2')}`);

/** What the certificate rule of a new check reads. */
export interface CertificatesRow {
  user_certificate_number: string | null;
  user_certificate_valid_until: string | null;
  company_certificate_number: string | null;
  block_uncertified_work: boolean;
  /** The named instrument; null for none or no such instrument. */
  instrument_found: number | null;
  instrument_calibration_due: string | null;
}

/** The certificate numbers a new check stores and whether its fitter's was not valid on its day. */
export interface CheckCertificates {
  fitterCertificateNumber: string | null;
  companyCertificateNumber: string | null;
  certificateWarning: boolean;
}

/** The instrument a new check names and whether its calibration was overdue on checkedOn. */
export interface CheckInstrument {
  instrumentId: number | null;
  instrumentOverdue: boolean;
}
const UPDATE =
  named(`update leak_checks set checked_on = $2::date, user_id = $3, result = $4, leak_location = $5,
  repaired_on = $6::date, repair_description = $7, follow_up_of_id = $8, note = $9, method = $10,
  revision_count = revision_count + 1, updated_at = now() where id = $1`);
const VOID =
  named(`update leak_checks set voided_at = now(), voided_by_id = $2, void_reason = $3, updated_at = now()
  where id = $1`);

@Injectable()
export class LeakChecksRepository {
  private readonly sql: Sql;

  constructor(private readonly em: EntityManager) {
    this.sql = pooled(em);
  }

  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return transaction(this.em, work);
  }

  async list(params: ListParams): Promise<{ rows: LeakCheckRow[]; total: number }> {
    const knex = this.em.getKnex();
    const filter = (qb: Knex.QueryBuilder) => {
      const { filter } = params;
      if (filter.includeVoided !== true) qb.whereNull('lc.voided_at');
      if (params.ids) qb.whereIn('lc.id', params.ids);
      if (filter.installationId !== undefined) qb.where('lc.installation_id', filter.installationId);
      if (filter.userId !== undefined) qb.where('lc.user_id', filter.userId);
      if (filter.result !== undefined) qb.where('lc.result', filter.result);
      if (filter.followUpOfId !== undefined) qb.where('lc.follow_up_of_id', filter.followUpOfId);
      // Calendar days: a date-time filter counts by its UTC day.
      if (filter.checkedFrom !== undefined)
        qb.whereRaw('lc.checked_on >= ?::date', [String(filter.checkedFrom).slice(0, 10)]);
      if (filter.checkedTo !== undefined)
        qb.whereRaw('lc.checked_on <= ?::date', [String(filter.checkedTo).slice(0, 10)]);
      if (params.q) {
        const pattern = likePattern(params.q);
        qb.where((inner) => {
          inner
            .whereILike('lc.leak_location', pattern)
            .orWhereILike('lc.repair_description', pattern)
            .orWhereILike('lc.note', pattern)
            .orWhereILike('i.name', pattern);
        });
      }
    };
    const from = (qb: Knex.QueryBuilder) =>
      qb
        .from({ lc: 'leak_checks' })
        .join({ i: 'installations' }, 'i.id', 'lc.installation_id')
        .join({ u: 'users' }, 'u.id', 'lc.user_id')
        .join({ eb: 'users' }, 'eb.id', 'lc.entered_by_id')
        .leftJoin({ instr: 'instruments' }, 'instr.id', 'lc.instrument_id');
    const page = from(knex.queryBuilder())
      .select(knex.raw(COLUMNS))
      .where(filter)
      .orderByRaw(`${params.orderBy} ${params.order} nulls last, lc.id ${params.order}`)
      .offset(params.offset)
      .limit(params.limit);
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<LeakCheckRow>(native(page)),
      this.sql.query<{ total: string }>(
        native(from(knex.queryBuilder()).where(filter).count({ total: '*' })),
      ),
    ]);
    return { rows, total: Number(total) };
  }

  async findRow(id: number, tx: Sql = this.sql): Promise<LeakCheckRow | undefined> {
    const [row] = await tx.query<LeakCheckRow>({ ...BY_ID, values: [id] });
    return row;
  }

  revisions(id: number): Promise<RevisionRow<LeakCheckRevisionAction>[]> {
    return TRAIL.read(this.sql, id);
  }

  async certificates(tx: Sql, userId: number, instrumentId: number | null): Promise<CertificatesRow> {
    const [row] = await tx.query<CertificatesRow>({ ...CERTIFICATES, values: [userId, instrumentId] });
    return row;
  }

  async userActive(tx: Sql, userId: number): Promise<boolean | null> {
    const [user] = await tx.query<{ active: boolean }>({ ...USER_ACTIVE, values: [userId] });
    return user ? user.active : null;
  }

  /** Locks the installation (it serialises every write of its checks and its schedule). */
  async lockInstallation(tx: Sql, id: number): Promise<CheckedInstallation | undefined> {
    const [row] = await tx.query<CheckedInstallation>({ ...LOCK_INSTALLATION, values: [id] });
    return row;
  }

  async followed(tx: Sql, id: number): Promise<FollowedCheck | undefined> {
    const [row] = await tx.query<FollowedCheck>({ ...FOLLOWED, values: [id] });
    return row;
  }

  async installationOf(tx: Sql, id: number): Promise<number | undefined> {
    const [row] = await tx.query<{ installation_id: number }>({ ...INSTALLATION_OF, values: [id] });
    return row?.installation_id;
  }

  async stored(tx: Sql, id: number): Promise<StoredLeakCheck | undefined> {
    const [row] = await tx.query<StoredLeakCheck>({ ...STORED, values: [id] });
    return row;
  }

  async insert(
    tx: Sql,
    installationId: number,
    enteredById: number,
    fields: LeakCheckFields,
    certificates: CheckCertificates,
    instrument: CheckInstrument,
  ): Promise<number> {
    const [row] = await tx.query<{ id: number }>({
      ...INSERT,
      values: [
        installationId,
        fields.checkedOn,
        fields.userId,
        enteredById,
        fields.result,
        fields.leakLocation,
        fields.repairedOn,
        fields.repairDescription,
        fields.followUpOfId,
        fields.note,
        certificates.fitterCertificateNumber,
        certificates.companyCertificateNumber,
        certificates.certificateWarning,
        instrument.instrumentId,
        instrument.instrumentOverdue,
        fields.method,
      ],
    });
    return row.id;
  }

  async update(tx: Sql, id: number, fields: LeakCheckFields): Promise<void> {
    await tx.query({
      ...UPDATE,
      values: [
        id,
        fields.checkedOn,
        fields.userId,
        fields.result,
        fields.leakLocation,
        fields.repairedOn,
        fields.repairDescription,
        fields.followUpOfId,
        fields.note,
        fields.method,
      ],
    });
  }

  async markVoid(tx: Sql, id: number, actorId: number, reason: string): Promise<void> {
    await tx.query({ ...VOID, values: [id, actorId, reason] });
  }

  revise(
    tx: Sql,
    id: number,
    action: LeakCheckRevisionAction,
    actorId: number,
    changes: FieldChanges,
    reason: string | null,
  ): Promise<void> {
    return TRAIL.record(tx, id, action, actorId, changes, reason);
  }
}
