import type { Role } from './enums';
import { can, type Permission } from './permissions';

/** A signed-in user as the database holds it now; null for an account that does not exist. */
export interface StoredSession {
  active: boolean;
  tokenVersion: number;
  role: Role;
}

/**
 * Why a token may not do something now, or null when it may: the account must exist, be active and still
 * carry the token's version (a password change or a revocation raises it), and its role must hold the
 * route's permission. The guard applies it to every request, and a write that confirms its session in its
 * own transaction applies it there.
 */
export function sessionRefusal(
  stored: StoredSession | null,
  tokenVersion: number,
  permission: Permission | undefined,
): 'UNAUTHORIZED' | 'FORBIDDEN' | null {
  if (!stored || !stored.active || stored.tokenVersion !== tokenVersion) return 'UNAUTHORIZED';
  if (permission && !can(stored.role, permission)) return 'FORBIDDEN';
  return null;
}
