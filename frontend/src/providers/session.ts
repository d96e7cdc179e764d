/** Session and preference storage (localStorage keys token, user, darkMode, i18nextLng: outside scripts and older builds read them). */
import type { Role } from '@domain';
import type { User } from '../api/types';

export type { Role };

/** The signed-in user as the login answered it (older sessions may lack the optional fields). */
export type SessionUser = Pick<User, 'id' | 'name' | 'role'> & Partial<User>;

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getStoredUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: SessionUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function storeUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
