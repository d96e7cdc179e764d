import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error';
import { IS_PUBLIC } from '../common/public.decorator';
import { REQUIRED_PERMISSION } from '../common/require-permission.decorator';
import { can, type Permission } from '../domain';
import { AuthService } from './auth.service';

/** Requests that change nothing may use the session cache; every other one reads the user afresh. */
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
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: unknown }>();
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const fresh = !READ_METHODS.has(request.method);
    const user = match ? await this.auth.verifyToken(match[1], { fresh }) : null;
    if (!user)
      throw new AppError(
        'UNAUTHORIZED',
        match ? 'Invalid or expired token: sign in again' : 'Sign in to continue',
      );
    request.user = { id: user.id, name: user.name, email: user.email, role: user.role };
    const permission = this.reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, targets);
    if (permission && !can(user.role, permission)) {
      throw new AppError('FORBIDDEN', 'You are not allowed to do this: it needs an administrator');
    }
    return true;
  }
}
