import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Role } from '../domain';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
