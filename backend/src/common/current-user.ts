import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Permission, Role } from '../domain';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  /**
   * Set when the guard took this user from the session cache on a route marked `@SessionConfirmedInWrite()`:
   * the write must confirm it in its own transaction (`confirmSession`) before it changes anything.
   */
  unconfirmed?: { tokenVersion: number; permission: Permission | undefined };
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
