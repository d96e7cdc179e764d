import { SetMetadata } from '@nestjs/common';
import type { Permission } from '../domain';

export const REQUIRED_PERMISSION = 'requiredPermission';
/** Restricts a route to the roles that PERMISSIONS grants this permission. */
export const RequirePermission = (permission: Permission) => SetMetadata(REQUIRED_PERMISSION, permission);
