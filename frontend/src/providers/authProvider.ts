import type { AuthProvider } from 'react-admin';
import { canAccess } from '@domain';
import { LOGOUT_REDIRECT_DELAY_MS, wait } from '../common/constants';
import { clearSession, getStoredUser, getToken, type SessionUser } from './session';
import { SESSION_EXPIRED_REASON, currentPath, loginUrl } from './returnTo';
import type { LoginParams } from './authApi';

export interface ApiErrorLike {
  status?: number;
  message?: string;
  body?: { code?: string; error?: string; message?: string } | null;
}

const SESSION_TEXT = /invalid token|jwt|token expired/i;
const FORBIDDEN_SESSION_TEXT = /token|jwt|access/i;

/**
 * The seed's session rules: a 401; a 403 whose error text speaks of the token / jwt / Access; or any error
 * whose text says 'invalid token', 'jwt' or 'token expired' ends the session. A 403 that carries one of the
 * server's role codes (FORBIDDEN, REGISTRATION_*) is a refusal, not a broken session: it keeps the user in.
 */
export function isSessionError(error: ApiErrorLike | null | undefined): boolean {
  if (!error) return false;
  const status = error.status;
  const body = error.body ?? undefined;
  const text = [body?.error, body?.message, error.message].filter(Boolean).join(' ');
  if (status === 401) return true;
  if (status === 403) {
    const code = body?.code;
    if (code && code !== 'UNAUTHORIZED') return false;
    return FORBIDDEN_SESSION_TEXT.test(text);
  }
  return SESSION_TEXT.test(text);
}

export type { LoginParams } from './authApi';

/** The signed-in user as react-admin's identity (the user menu, the pages' "mine"). */
export const identityOf = (user: SessionUser) => ({
  id: user.id,
  fullName: user.name,
  email: user.email,
  role: user.role,
});

export const authProvider: AuthProvider = {
  // The app never shows a sign-in form of its own (/login is login/signIn.ts): loaded if ever called.
  async login(params: LoginParams) {
    const { signIn } = await import('./authApi');
    return { redirectTo: await signIn(params) };
  },
  async logout() {
    clearSession();
    return '/login';
  },
  async checkAuth() {
    // The page asked for comes back after signing in (a label scanned with the phone's own camera).
    if (!getToken()) throw { redirectTo: loginUrl(currentPath()), message: false };
  },
  async checkError(error: ApiErrorLike) {
    if (isSessionError(error)) {
      // The token and user go at once; /login opens after 100 ms, and returns here after signing in.
      const returnTo = currentPath();
      clearSession();
      await wait(LOGOUT_REDIRECT_DELAY_MS);
      throw { redirectTo: loginUrl(returnTo, SESSION_EXPIRED_REASON), logoutUser: true };
    }
  },
  async getIdentity() {
    const user = getStoredUser();
    if (!user) throw new Error('No user');
    return identityOf(user);
  },
  async getPermissions() {
    return getStoredUser()?.role ?? null;
  },
  async canAccess({ resource, action }) {
    return canAccess(getStoredUser()?.role, resource, action);
  },
};
