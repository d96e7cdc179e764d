import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode, type Knex } from '@mikro-orm/postgresql';
import { likePattern, type ListParams, type ListSpec } from '../common/list-query';
import { named } from '../database/native-query';
import { detached, native, pooled, type Sql } from '../database/sql';
import { transactional } from '../database/write-conflict';
import { ROLES, type Role } from '../domain';
import type { SessionUser } from '../auth/session-cache.service';
import { User } from './user.entity';
import type { UserRow } from './dto/user.dto';

// Every statement on users. Writes go through the entity (it keeps updatedAt and the hidden, lazy hash).

export const USER_LIST: ListSpec = {
  resource: 'users',
  sortable: {
    id: 'id',
    name: 'lower(name)',
    email: 'email',
    role: 'role',
    createdAt: 'created_at',
    active: 'active',
  },
  filters: { role: ROLES, active: 'bool' },
  defaultSort: ['name', 'ASC'],
};

/** E-mail addresses are one account whatever their case (the unique index is on lower(email)). */
const emailIs = (email: string) => `lower(email) = lower(${email})`;

/** A user's certificate as UserRow names it (the date as text: a calendar day, no time zone). */
const CERTIFICATE_COLUMNS = `certificate_number as "certificateNumber", certificate_category as "certificateCategory",
  certificate_valid_until::text as "certificateValidUntil"`;
const ROW = named(
  `select id, name, email, role, active, created_at, ${CERTIFICATE_COLUMNS} from users where id = $1`,
);
/** The user behind a token, read on every request that the session cache cannot answer. */
export const SESSION_USER = named(
  'select id, name, email, role, active, token_version as "tokenVersion" from users where id = $1',
);
/**
 * The account a sign-in names by its e-mail (the parameter `email`, e.g. `$1`), with its hash (never selected
 * anywhere else). The sign-in itself reads it in the statement that takes the attempt's place
 * (AuthRepository's RESERVE_AND_FIND).
 */
export const signInAccountSql = (email: string): string =>
  `select id, name, email, role, active, token_version as "tokenVersion",
  password_hash as "passwordHash", created_at, ${CERTIFICATE_COLUMNS} from users where ${emailIs(email)}`;
export const SIGN_IN = named(signInAccountSql('$1'));
const EMAIL_EXISTS = named(`select id from users where ${emailIs('$1')}`);
/** Serialises registrations, so that exactly one account can be the first. */
const REGISTRATION_LOCK = named('select pg_advisory_xact_lock(815001)');
const ANY_USER = named('select exists (select 1 from users) as any');
/**
 * The active admins' rows, locked in id order. Every write that may take an admin away takes this lock
 * before the row of the user it changes: locking the user first and the admins after deadlocked (a demotion
 * of A holding A waited for B while a deletion of B holding B waited for A, PostgreSQL 40P01). In one
 * order, the second simply waits for the first and then sees its outcome (FOR UPDATE re-reads the rows).
 */
const LOCK_ACTIVE_ADMINS = named(
  `select id from users where role = 'ADMIN' and active order by id for update`,
);
/** Whether the log or its history names the user (then the account is kept, deactivated). */
const REFERENCED = named(`select exists (select 1 from log_entries
    where user_id = $1 or entered_by_id = $1 or deleted_by_id = $1)
  or exists (select 1 from log_entry_revisions where changed_by_id = $1) as referenced`);

export type SignInRow = SessionUser & { passwordHash: string; created_at: Date | string };

export interface NewUser {
  name: string;
  email: string;
  role: Role;
  passwordHash: string;
  certificateNumber?: string | null;
  certificateCategory?: string | null;
  certificateValidUntil?: string | null;
}

/** A user locked for a change, in the transaction that changes it. */
export interface LockedUser {
  user: User;
  /** The active admins' ids when the change asked for their lock, else empty. */
  activeAdmins: number[];
  /** True when log entries or their revisions name the user. */
  referenced(): Promise<boolean>;
  /** Erases the user when the transaction commits. */
  erase(): void;
}

@Injectable()
export class UsersRepository {
  private readonly sql: Sql;

  constructor(private readonly em: EntityManager) {
    this.sql = pooled(em);
  }

  /** One page and the total; `searchEmail` lets the search match e-mail addresses too. */
  async list(
    params: ListParams,
    { searchEmail }: { searchEmail: boolean },
  ): Promise<{ rows: UserRow[]; total: number }> {
    const knex = this.em.getKnex();
    const where = knex('users').where((qb: Knex.QueryBuilder) => {
      if (params.ids) qb.whereIn('id', params.ids);
      if (params.q) {
        const pattern = likePattern(params.q);
        qb.where((inner) => {
          inner.whereILike('name', pattern);
          if (searchEmail) inner.orWhereILike('email', pattern);
        });
      }
      if (params.filter.role !== undefined) qb.where('role', params.filter.role);
      if (params.filter.active !== undefined) qb.where('active', params.filter.active);
    });
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<UserRow>(
        native(
          where
            .clone()
            .select('id', 'name', 'email', 'role', 'active', 'created_at', knex.raw(CERTIFICATE_COLUMNS))
            .orderByRaw(`${params.orderBy} ${params.order}, id`)
            .offset(params.offset)
            .limit(params.limit),
        ),
      ),
      this.sql.query<{ total: string }>(native(where.clone().count({ total: '*' }))),
    ]);
    return { rows, total: Number(total) };
  }

  async findRow(id: number): Promise<UserRow | undefined> {
    const [row] = await this.sql.query<UserRow>({ ...ROW, values: [id] });
    return row;
  }

  async sessionUser(id: number): Promise<SessionUser | undefined> {
    const [row] = await this.sql.query<SessionUser>({ ...SESSION_USER, values: [id] });
    return row;
  }

  /** Outside any request (the initial admin at boot). */
  async emailExists(email: string): Promise<boolean> {
    return (await detached(this.em).query({ ...EMAIL_EXISTS, values: [email] })).length > 0;
  }

  /** Whether any account exists yet (the sign-in page offers the first registration on an empty database). */
  async anyAccount(): Promise<boolean> {
    const [{ any }] = await detached(this.em).query<{ any: boolean }>({ ...ANY_USER, values: [] });
    return any;
  }

  /** Inserts through the entity (in the caller's transaction when there is one). */
  async create(fields: NewUser): Promise<User> {
    const em = this.em.fork({ keepTransactionContext: true });
    const user = em.create(User, fields);
    await em.flush();
    return user;
  }

  /**
   * Creates an account under the registration lock. `role` decides, inside that transaction, the new
   * account's role from whether it is the first one (it may throw to refuse); `em` is the transaction, for
   * rules that must read their settings in it.
   */
  register(
    fields: Omit<NewUser, 'role'>,
    role: (first: boolean, em: EntityManager) => Promise<Role>,
  ): Promise<User> {
    return transactional(this.em, async (em) => {
      const sql = pooled(em);
      await sql.query({ ...REGISTRATION_LOCK, values: [] });
      const [{ any }] = await sql.query<{ any: boolean }>({ ...ANY_USER, values: [] });
      const user = em.create(User, { ...fields, role: await role(!any, em) });
      await em.flush();
      return user;
    });
  }

  /** Loads the user with its password hash, lets `change` edit it, and flushes; null when there is none. */
  async edit(id: number, change: (user: User) => Promise<void>): Promise<User | null> {
    const em = this.em.fork();
    const user = await em.findOne(User, id, { populate: ['passwordHash'] });
    if (!user) return null;
    await change(user);
    await em.flush();
    return user;
  }

  /**
   * In one transaction: locks the active admins (when `lockAdmins`; see {@link LOCK_ACTIVE_ADMINS}), then
   * the user, runs `work` and flushes what it changed. Undefined (and `work` not run) when there is no such
   * user.
   */
  changeLocked<T>(
    id: number,
    { lockAdmins }: { lockAdmins: boolean },
    work: (locked: LockedUser) => Promise<T>,
  ): Promise<T | undefined> {
    return transactional(this.em, async (em) => {
      const sql = pooled(em);
      const admins = lockAdmins ? await sql.query<{ id: number }>({ ...LOCK_ACTIVE_ADMINS, values: [] }) : [];
      const user = await em.findOne(User, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) return undefined;
      const result = await work({
        user,
        activeAdmins: admins.map((admin) => admin.id),
        referenced: async () => {
          const [{ referenced }] = await sql.query<{ referenced: boolean }>({ ...REFERENCED, values: [id] });
          return referenced;
        },
        erase: () => em.remove(user),
      });
      await em.flush();
      return result;
    });
  }
}
