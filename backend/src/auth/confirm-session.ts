import { AppError } from '../common/app-error';
import type { AuthUser } from '../common/current-user';
import { sessionRefusal, type StoredSession } from '../domain';

/** The answer to a token that may not do what it asks (the guard's, and a write's that confirms its session). */
export function sessionRefused(reason: 'UNAUTHORIZED' | 'FORBIDDEN'): AppError {
  return reason === 'UNAUTHORIZED'
    ? new AppError('UNAUTHORIZED', 'Invalid or expired token: sign in again')
    : new AppError('FORBIDDEN', 'You are not allowed to do this: it needs an administrator');
}

/**
 * For a write on a `@SessionConfirmedInWrite()` route: the user as the write's own transaction read it must
 * still allow what the guard let through from its cache (else the write throws and rolls back). A user the
 * guard read afresh, or an actor that is no request's (the demo seeder), needs nothing more.
 */
export function confirmSession(actor: AuthUser, stored: StoredSession | null): void {
  if (!actor.unconfirmed) return;
  const refusal = sessionRefusal(stored, actor.unconfirmed.tokenVersion, actor.unconfirmed.permission);
  if (refusal) throw sessionRefused(refusal);
}
