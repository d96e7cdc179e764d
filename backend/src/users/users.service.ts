import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AppError, conflict, notFound } from '../common/app-error';
import { likePattern, Page, parseListQuery, type ListQueryDto, type ListSpec } from '../common/list-query';
import type { AuthUser } from '../common/current-user';
import { can, ROLES } from '../domain';
import { PasswordService } from '../auth/password.service';
import { SessionCacheService } from '../auth/session-cache.service';
import { User } from './user.entity';
import { type CreateUserDto, type UpdateUserDto } from './dto/user-input.dto';
import { toUserDto, toUserSummaryDto, type UserDto, type UserRow, type UserSummaryDto } from './dto/user.dto';
import { transactional } from '../database/write-conflict';

const LIST: ListSpec = {
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

export const emailTaken = (email: string) =>
  conflict('EMAIL_TAKEN', `The e-mail address ${email} is already registered`, { email });

@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionCacheService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: ListQueryDto, viewer: AuthUser): Promise<Page<UserDto | UserSummaryDto>> {
    const params = parseListQuery(query, LIST);
    const seesEmail = can(viewer.role, 'users:read-email');
    const knex = this.em.getKnex();
    const where = knex('users').where((qb) => {
      if (params.ids) qb.whereIn('id', params.ids);
      if (params.q) {
        const pattern = likePattern(params.q);
        qb.where((inner) => {
          inner.whereILike('name', pattern);
          if (seesEmail) inner.orWhereILike('email', pattern);
        });
      }
      if (params.filter.role !== undefined) qb.where('role', params.filter.role);
      if (params.filter.active !== undefined) qb.where('active', params.filter.active);
    });
    const orderBy = !seesEmail && params.orderBy === 'email' ? 'lower(name)' : params.orderBy;
    const [rows, [{ total }]] = await Promise.all([
      this.em
        .getConnection()
        .execute<UserRow[]>(
          where
            .clone()
            .select('id', 'name', 'email', 'role', 'active', 'created_at')
            .orderByRaw(`${orderBy} ${params.order}, id`)
            .offset(params.offset)
            .limit(params.limit),
        ),
      this.em.getConnection().execute<{ total: string }[]>(where.clone().count({ total: '*' })),
    ]);
    return new Page(
      'users',
      rows.map(seesEmail ? toUserDto : toUserSummaryDto),
      params.offset,
      Number(total),
    );
  }

  async findOne(id: number, viewer: AuthUser): Promise<UserDto | UserSummaryDto> {
    const user = await this.em.findOne(User, id);
    if (!user) throw notFound('User');
    return can(viewer.role, 'users:read-email') || viewer.id === id
      ? toUserDto(user)
      : toUserSummaryDto(user);
  }

  async create(input: CreateUserDto): Promise<UserDto> {
    const user = this.em.create(User, {
      name: input.name,
      email: input.email,
      role: input.role ?? 'MONTEUR',
      passwordHash: await this.passwords.hash(input.password),
    });
    try {
      await this.em.persistAndFlush(user);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw emailTaken(input.email);
      throw error;
    }
    return toUserDto(user);
  }

  async update(id: number, input: UpdateUserDto): Promise<UserDto> {
    const passwordHash = input.password ? await this.passwords.hash(input.password) : null;
    const mayTakeAdminAway = (input.role !== undefined && input.role !== 'ADMIN') || input.active === false;
    const updated = await transactional(this.em, async (em) => {
      // Lock order (see lockActiveAdmins): the active admins first, then the user.
      const admins = mayTakeAdminAway ? await this.lockActiveAdmins(em) : [];
      const user = await em.findOne(User, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw notFound('User');
      if (mayTakeAdminAway && user.role === 'ADMIN' && user.active) assertNotLastAdmin(admins, id);
      if (input.name !== undefined) user.name = input.name;
      if (input.email !== undefined) user.email = input.email;
      if (input.role !== undefined) user.role = input.role;
      if (input.active !== undefined && input.active !== user.active) {
        user.active = input.active;
        user.tokenVersion += 1;
      }
      if (passwordHash) {
        user.passwordHash = passwordHash;
        user.tokenVersion += 1;
      }
      try {
        await em.flush();
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw emailTaken(input.email ?? user.email);
        throw error;
      }
      return user;
    });
    await this.sessions.invalidate(id);
    return toUserDto(updated);
  }

  /** Erases a user no record points to; deactivates one that records point to (history is never orphaned). */
  async remove(id: number, actor: AuthUser): Promise<UserDto> {
    if (id === actor.id) throw conflict('CANNOT_DELETE_SELF', 'You cannot delete your own account');
    const result = await transactional(this.em, async (em) => {
      // Lock order (see lockActiveAdmins): the active admins first, then the user.
      const admins = await this.lockActiveAdmins(em);
      const user = await em.findOne(User, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw notFound('User');
      if (user.role === 'ADMIN' && user.active) assertNotLastAdmin(admins, id);
      const dto = toUserDto(user);
      const [{ referenced }] = await em.execute<{ referenced: boolean }[]>(
        `select exists (select 1 from log_entries where user_id = ? or entered_by_id = ? or deleted_by_id = ?)
             or exists (select 1 from log_entry_revisions where changed_by_id = ?) as referenced`,
        [id, id, id, id],
      );
      if (referenced) {
        user.active = false;
        user.tokenVersion += 1;
        await em.flush();
        return { ...dto, active: false };
      }
      em.remove(user);
      await em.flush();
      return dto;
    });
    await this.sessions.invalidate(id);
    return result;
  }

  /** The configured initial admin (ADMIN_EMAIL / ADMIN_PASSWORD) exists after boot. */
  async ensureInitialAdmin(): Promise<void> {
    const { adminEmail, adminPassword, adminName } = this.config;
    if (!adminEmail || !adminPassword) return;
    const em = this.em.fork();
    const existing = await em
      .getConnection()
      .execute<{ id: number }[]>('select id from users where lower(email) = lower(?)', [adminEmail]);
    if (existing.length > 0) return;
    em.create(User, {
      name: adminName,
      email: adminEmail.toLowerCase(),
      role: 'ADMIN',
      passwordHash: await this.passwords.hash(adminPassword),
    });
    try {
      await em.flush();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
  }

  /**
   * Locks the rows of the active admins, in id order, and answers their ids. Every write that may take an
   * admin away (a delete, a demotion, a deactivation) takes this lock before the row of the user it
   * changes. Locking the user first and the admins after deadlocked: a demotion of A holding A waited for
   * B while a deletion of B holding B waited for A (PostgreSQL 40P01, answered 500). In one order, the
   * second simply waits for the first and then sees its outcome (FOR UPDATE re-reads the rows).
   */
  private async lockActiveAdmins(em: EntityManager): Promise<number[]> {
    const rows = await em.execute<{ id: number }[]>(
      `select id from users where role = 'ADMIN' and active order by id for update`,
    );
    return rows.map((row) => row.id);
  }
}

function assertNotLastAdmin(activeAdmins: number[], id: number): void {
  if (activeAdmins.every((admin) => admin === id)) {
    throw new AppError('LAST_ADMIN', 'This is the last administrator: make another user administrator first');
  }
}
