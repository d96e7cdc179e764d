/**
 * A write refused because the session has ended (401, or a 403 that speaks of the token). The data
 * provider turns such answers into this error for every write, so the caller's promise rejects: react-admin
 * would otherwise sign the user out and resolve the write with empty data, which a form takes for success.
 * Its code is not one the auth provider treats as a broken session, so the form decides what happens next
 * (keep what was typed, then go to the sign-in page).
 */
export const SESSION_EXPIRED = 'SESSION_EXPIRED';

export class SessionExpiredError extends Error {
  readonly code = SESSION_EXPIRED;
  readonly body = { code: SESSION_EXPIRED };
  constructor(cause?: unknown) {
    super(SESSION_EXPIRED, { cause });
    this.name = 'SessionExpiredError';
  }
}

export function isSessionExpired(error: unknown): error is SessionExpiredError {
  return (error as { code?: unknown } | null)?.code === SESSION_EXPIRED;
}
