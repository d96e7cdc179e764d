import { Inject, Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AppError, conflict, notFound } from '../common/app-error';
import { Page, parseListQuery, type ListQueryDto } from '../common/list-query';
import { unlessTaken } from '../common/unique-violation';
import type { AuthUser } from '../common/current-user';
import { can } from '../domain';
import { PasswordService } from '../auth/password.service';
import { SessionCacheService } from '../auth/session-cache.service';
import { type CreateUserDto, type UpdateUserDto } from './dto/user-input.dto';
import { toUserDto, toUserSummaryDto, type UserDto, type UserSummaryDto } from './dto/user.dto';
import { USER_LIST, UsersRepository } from './users.repository';

export const emailTaken = (email: string) =>
  conflict('EMAIL_TAKEN', `The e-mail address ${email} is already registered`, { email });

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionCacheService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: ListQueryDto, viewer: AuthUser): Promise<Page<UserDto | UserSummaryDto>> {
    const parsed = parseListQuery(query, USER_LIST);
    const seesEmail = can(viewer.role, 'users:read-email');
    // Whoever may not see e-mail addresses may not sort or search by them either.
    const params = !seesEmail && parsed.orderBy === 'email' ? { ...parsed, orderBy: 'lower(name)' } : parsed;
    const { rows, total } = await this.users.list(params, { searchEmail: seesEmail });
    return new Page('users', rows.map(seesEmail ? toUserDto : toUserSummaryDto), params.offset, total);
  }

  async findOne(id: number, viewer: AuthUser): Promise<UserDto | UserSummaryDto> {
    const user = await this.users.findRow(id);
    if (!user) throw notFound('User');
    return can(viewer.role, 'users:read-email') || viewer.id === id
      ? toUserDto(user)
      : toUserSummaryDto(user);
  }

  async create(input: CreateUserDto): Promise<UserDto> {
    const passwordHash = await this.passwords.hash(input.password);
    const user = await unlessTaken(
      () =>
        this.users.create({
          name: input.name,
          email: input.email,
          role: input.role ?? 'MONTEUR',
          certificateNumber: input.certificateNumber ?? null,
          certificateCategory: input.certificateCategory ?? null,
          certificateValidUntil: input.certificateValidUntil ?? null,
          passwordHash,
        }),
      () => emailTaken(input.email),
    );
    return toUserDto(user);
  }

  async update(id: number, input: UpdateUserDto): Promise<UserDto> {
    const passwordHash = input.password ? await this.passwords.hash(input.password) : null;
    const mayTakeAdminAway = (input.role !== undefined && input.role !== 'ADMIN') || input.active === false;
    // Only a new e-mail address can collide with another account's.
    const updated = await unlessTaken(
      () =>
        this.users.changeLocked(id, { lockAdmins: mayTakeAdminAway }, async ({ user, activeAdmins }) => {
          if (mayTakeAdminAway && user.role === 'ADMIN' && user.active) assertNotLastAdmin(activeAdmins, id);
          if (input.name !== undefined) user.name = input.name;
          if (input.email !== undefined) user.email = input.email;
          if (input.role !== undefined) user.role = input.role;
          if (input.certificateNumber !== undefined) user.certificateNumber = input.certificateNumber;
          if (input.certificateCategory !== undefined) user.certificateCategory = input.certificateCategory;
          if (input.certificateValidUntil !== undefined)
            user.certificateValidUntil = input.certificateValidUntil;
          if (input.active !== undefined && input.active !== user.active) {
            user.active = input.active;
            user.tokenVersion += 1;
          }
          if (passwordHash) {
            user.passwordHash = passwordHash;
            user.tokenVersion += 1;
          }
          return toUserDto(user);
        }),
      () => emailTaken(input.email!),
    );
    if (!updated) throw notFound('User');
    await this.sessions.invalidate(id);
    return updated;
  }

  /** Erases a user no record points to; deactivates one that records point to (history is never orphaned). */
  async remove(id: number, actor: AuthUser): Promise<UserDto> {
    if (id === actor.id) throw conflict('CANNOT_DELETE_SELF', 'You cannot delete your own account');
    const result = await this.users.changeLocked(id, { lockAdmins: true }, async (locked) => {
      const { user } = locked;
      if (user.role === 'ADMIN' && user.active) assertNotLastAdmin(locked.activeAdmins, id);
      const dto = toUserDto(user);
      if (await locked.referenced()) {
        user.active = false;
        user.tokenVersion += 1;
        return { ...dto, active: false };
      }
      locked.erase();
      return dto;
    });
    if (!result) throw notFound('User');
    await this.sessions.invalidate(id);
    return result;
  }

  /** The configured initial admin (ADMIN_EMAIL / ADMIN_PASSWORD) exists after boot. */
  async ensureInitialAdmin(): Promise<void> {
    const { adminEmail, adminPassword, adminName } = this.config;
    if (!adminEmail || !adminPassword) return;
    if (await this.users.emailExists(adminEmail)) return;
    try {
      await this.users.create({
        name: adminName,
        email: adminEmail.toLowerCase(),
        role: 'ADMIN',
        passwordHash: await this.passwords.hash(adminPassword),
      });
    } catch (error) {
      // Another instance booting at the same moment created it first.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
  }
}

function assertNotLastAdmin(activeAdmins: number[], id: number): void {
  if (activeAdmins.every((admin) => admin === id)) {
    throw new AppError('LAST_ADMIN', 'This is the last administrator: make another user administrator first');
  }
}
