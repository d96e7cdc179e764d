import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error';
import { IS_PUBLIC } from '../common/public.decorator';
import { REQUIRED_PERMISSION } from '../common/require-permission.decorator';
import { sessionRefusal, type Permission } from '../domain';
import type { AuthUser } from '../common/current-user';
import { SESSION_CONFIRMED_IN_WRITE } from '../common/session-confirmed-in-write.decorator';
import { AuthService } from './auth.service';
import { sessionRefused } from './confirm-session';

/**
 * Requests that change nothing may use the session cache (once it has heard every announced change); every
 * other one reads the user afresh, or confirms it in its own transaction (`@SessionConfirmedInWrite()`).
 */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Global guard, deny by default: a route needs a valid token unless @Public(), and its permission if any. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
    const permission = this.reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, targets);
    const write = !READ_METHODS.has(request.method);
    // A replayed answer (Idempotency-Key) never reaches the write's transaction: that request reads afresh.
    const confirmedInWrite =
      write &&
      request.headers['idempotency-key'] === undefined &&
      this.reflector.getAllAndOverride<boolean>(SESSION_CONFIRMED_IN_WRITE, targets) === true;
    let user = await this.auth.verifyToken(match[1], {
      session: confirmedInWrite ? 'cached' : write ? 'fresh' : 'heard',
    });
    // A refusal is never decided on a cache that may not have heard the latest change.
    // (verifyToken has checked the account and the token's version; the route's permission remains.)
    const refusal = () => (user ? sessionRefusal(user, user.tokenVersion, permission) : 'UNAUTHORIZED');
    if (confirmedInWrite && refusal()) user = await this.auth.verifyToken(match[1], { session: 'fresh' });
    const refused = refusal();
    if (refused || !user) throw sessionRefused(refused ?? 'UNAUTHORIZED');
    request.user = {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      ...(confirmedInWrite && { unconfirmed: { tokenVersion: user.tokenVersion, permission } }),
    };
    return true;
  }
}
