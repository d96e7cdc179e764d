import { storeSession, type SessionUser } from './session';
import { withTimeout } from './requestTimeout';
import { safeReturnPath } from './returnTo';

/**
 * Signing in and registering against the API, with no framework: the sign-in page (login/signIn.ts) is
 * its own small script and uses this directly; the app's auth provider delegates to it.
 */
export interface LoginParams {
  email: string;
  password: string;
  /** When set, the call registers a new account (POST /api/auth/register) with this name. */
  name?: string;
  register?: boolean;
  /** The page to open after signing in (`/login?next=`); only a path of this app is followed. */
  next?: string | null;
}

/** Thrown by signIn: carries the server's error body so the page can translate its code. */
export class AuthError extends Error {
  constructor(
    message: string,
    public status: number,
    public body: Record<string, unknown> | null,
  ) {
    super(message);
  }
}

async function postJson(path: string, body: unknown): Promise<{ token: string; user: SessionUser }> {
  const res = await withTimeout(path, null, (signal) =>
    fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal,
    }),
  );
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) {
    const msg = (json?.error as string) || (json?.message as string) || '';
    throw new AuthError(msg, res.status, json);
  }
  return json as unknown as { token: string; user: SessionUser };
}

/** Signs in (or registers), keeps the session (session.ts) and answers the page to open next. */
export async function signIn({ email, password, name, register, next }: LoginParams): Promise<string> {
  const result = register
    ? await postJson('/api/auth/register', { email, password, name })
    : await postJson('/api/auth/login', { email, password });
  storeSession(result.token, result.user);
  return safeReturnPath(next);
}
