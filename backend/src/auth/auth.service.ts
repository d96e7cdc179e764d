import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AppError, badRequest, forbidden, notFound } from '../common/app-error';
import { sessionRefusal } from '../domain';
import { unlessTaken } from '../common/unique-violation';
import { SettingsService } from '../settings/settings.service';
import { toUserDto, type UserDto } from '../users/dto/user.dto';
import { UsersRepository } from '../users/users.repository';
import { emailTaken } from '../users/users.service';
import type { LoginDto, RegisterDto, UpdateProfileDto } from './dto/auth.dto';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordService } from './password.service';
import { SessionCacheService, type SessionUser } from './session-cache.service';

export interface TokenPayload {
  sub: number;
  tv: number;
}

/** How far another instance's clock may run ahead when it signs a token. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * The times every token this app signs carries: whole-second `iat` and `exp`, issued not (much) later than
 * now, valid for at most the configured lifetime. The JWT library checks a signature and an `exp` that is
 * present, but accepts a token without one: a correctly signed token without `exp` (or with an absurd one)
 * would never expire.
 */
export function hasSaneTimes(payload: object, lifetimeSeconds: number, nowSeconds: number): boolean {
  const { exp, iat } = payload as { exp?: unknown; iat?: unknown };
  if (!Number.isSafeInteger(exp) || !Number.isSafeInteger(iat)) return false;
  const [expires, issued] = [exp as number, iat as number];
  return issued <= nowSeconds + CLOCK_SKEW_SECONDS && expires > issued && expires - issued <= lifetimeSeconds;
}
const MAX_VERIFIED_TOKENS = 10_000;

@Injectable()
export class AuthService {
  private readonly verifiedTokens = new Map<string, TokenPayload & { exp: number }>();

  constructor(
    private readonly users: UsersRepository,
    private readonly jwt: JwtService,
    private readonly passwords: PasswordService,
    private readonly throttle: LoginThrottleService,
    private readonly sessions: SessionCacheService,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async register(input: RegisterDto): Promise<{ token: string; user: UserDto }> {
    if (input.role === 'ADMIN') {
      throw new AppError('REGISTRATION_ADMIN_FORBIDDEN', 'Self-registration cannot grant the ADMIN role');
    }
    const passwordHash = await this.passwords.hash(input.password);
    const user = await unlessTaken(
      () =>
        this.users.register({ name: input.name, email: input.email, passwordHash }, async (first, em) => {
          if (!first && !(await this.settings.isRegistrationOpen(em))) {
            throw forbidden(
              'REGISTRATION_CLOSED',
              'Registration is closed: ask an administrator for an account',
            );
          }
          return first ? 'ADMIN' : 'MONTEUR';
        }),
      () => emailTaken(input.email),
    );
    return { token: this.sign(user), user: toUserDto(user) };
  }

  async login(input: LoginDto, clientIp: string): Promise<{ token: string; user: UserDto }> {
    const user = await this.throttle.reserve(clientIp, input.email);
    const valid = await this.passwords.verify(user?.active ? user.passwordHash : null, input.password);
    if (!user || !valid) throw new AppError('INVALID_CREDENTIALS', 'Invalid e-mail or password');
    await this.throttle.recordSuccess(clientIp, input.email);
    return { token: this.sign(user), user: toUserDto(user) };
  }

  async me(id: number): Promise<UserDto> {
    const user = await this.users.findRow(id);
    if (!user) throw notFound('User');
    return toUserDto(user);
  }

  async updateProfile(id: number, input: UpdateProfileDto): Promise<{ token: string; user: UserDto }> {
    if (input.newPassword !== undefined && !input.currentPassword)
      throw badRequest('CURRENT_PASSWORD_REQUIRED', 'Enter your current password to set a new one');
    const user = await unlessTaken(
      () =>
        this.users.edit(id, async (stored) => {
          if (input.newPassword !== undefined) {
            if (!(await this.passwords.verify(stored.passwordHash, input.currentPassword!))) {
              throw badRequest('CURRENT_PASSWORD_WRONG', 'The current password is not correct');
            }
            stored.passwordHash = await this.passwords.hash(input.newPassword);
            stored.tokenVersion += 1;
          }
          if (input.name !== undefined) stored.name = input.name;
          if (input.email !== undefined) stored.email = input.email;
        }),
      () => emailTaken(input.email!),
    );
    if (!user) throw notFound('User');
    await this.sessions.invalidate(id);
    return { token: this.sign(user), user: toUserDto(user) };
  }

  /**
   * The signed-in user behind a token, or null when the token must be refused. How the user is read:
   * `heard` (reads) from the session cache once it has heard every change announced before the call;
   * `fresh` (writes) from the database even when cached: a write must never run on a role or token version
   * another instance has just revoked (one primary-key read); `cached` from the session cache as it is, for
   * a write that confirms the user in its own transaction (`confirmSession`). A user missing from the cache
   * is read from the database in every mode.
   */
  async verifyToken(
    token: string,
    { session = 'heard' }: { session?: 'heard' | 'fresh' | 'cached' } = {},
  ): Promise<SessionUser | null> {
    const payload = await this.verifiedPayload(token);
    if (!payload) return null;
    if (!Number.isInteger(payload.sub) || !Number.isInteger(payload.tv)) return null;
    let user =
      session === 'fresh'
        ? undefined
        : await this.sessions.get(payload.sub, { catchUp: session === 'heard' });
    if (user === undefined) {
      user = (await this.users.sessionUser(payload.sub)) ?? null;
      this.sessions.set(payload.sub, user);
    }
    if (sessionRefusal(user, payload.tv, undefined)) return null;
    return user;
  }

  /**
   * The token's claims once its signature and expiry check out. A token verified before is taken from
   * memory until it expires: the same text always verifies the same way (the secret only changes with a
   * restart), and revocation goes by the user's token version, checked on every request.
   */
  private async verifiedPayload(token: string): Promise<TokenPayload | null> {
    const known = this.verifiedTokens.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    let payload: TokenPayload & { exp: number };
    try {
      payload = await this.jwt.verifyAsync<TokenPayload & { exp: number }>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    if (!hasSaneTimes(payload, this.config.tokenLifetimeSeconds, Math.floor(Date.now() / 1000))) return null;
    if (this.verifiedTokens.size >= MAX_VERIFIED_TOKENS) this.verifiedTokens.clear();
    this.verifiedTokens.set(token, payload);
    return payload;
  }

  private sign(user: { id: number; tokenVersion: number }): string {
    const payload: TokenPayload = { sub: user.id, tv: user.tokenVersion };
    return this.jwt.sign(payload, { algorithm: 'HS256', expiresIn: this.config.tokenLifetimeSeconds });
  }
}
