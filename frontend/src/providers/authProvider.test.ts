// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider, isSessionError } from './authProvider';
import { LOGOUT_REDIRECT_DELAY_MS } from '../common/constants';

describe('isSessionError (checkError rules)', () => {
  const cases: Array<[string, Parameters<typeof isSessionError>[0], boolean]> = [
    ['401 ends the session', { status: 401, message: 'Unauthorized' }, true],
    ['401 with a domain code still ends it', { status: 401, body: { code: 'UNAUTHORIZED' } }, true],
    ['403 mentioning the token', { status: 403, message: 'Invalid token' }, true],
    ['403 mentioning Access without a code', { status: 403, body: { error: 'Access denied' } }, true],
    ['403 mentioning jwt', { status: 403, body: { message: 'jwt malformed' } }, true],
    [
      '403 role refusal with FORBIDDEN code keeps the session',
      { status: 403, body: { code: 'FORBIDDEN', error: 'Access denied' } },
      false,
    ],
    [
      '403 registration closed keeps it',
      { status: 403, body: { code: 'REGISTRATION_CLOSED', error: 'Registration is closed' } },
      false,
    ],
    ['403 plain refusal without token words', { status: 403, message: 'Forbidden resource' }, false],
    ['500 with "token expired" text', { status: 500, message: 'Token expired' }, true],
    ['400 with "invalid token" in the body', { status: 400, body: { error: 'invalid token' } }, true],
    ['any status mentioning JWT', { status: 0, message: 'JWT error' }, true],
    [
      '409 conflict',
      { status: 409, body: { code: 'CYLINDER_HAS_LOGS', error: 'Cylinder has log entries' } },
      false,
    ],
    ['404', { status: 404, message: 'Not Found' }, false],
    ['network error', { message: 'Failed to fetch' }, false],
    ['nothing', undefined, false],
  ];
  it.each(cases)('%s', (_name, error, expected) => {
    expect(isSessionError(error)).toBe(expected);
  });
});

describe('checkError: the page to come back to', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    localStorage.clear();
  });
  it.each([
    ['/cylinder/7?action=charge', '/login?next=%2Fcylinder%2F7%3Faction%3Dcharge&reason=session-expired'],
    // Already sent to sign in by a form: a late 401 of another query keeps where to come back to.
    [
      '/login?next=%2Fcylinder%2F7%3Faction%3Dcharge&reason=session-expired',
      '/login?next=%2Fcylinder%2F7%3Faction%3Dcharge&reason=session-expired',
    ],
    ['/login?next=https%3A%2F%2Fevil.example%2F', '/login?reason=session-expired'],
    ['/login', '/login?reason=session-expired'],
  ])('on %s', async (url, redirectTo) => {
    window.history.replaceState(null, '', url);
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo });
  });
});

describe('checkError: the logout delay', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });
  it('clears the token and user at once and redirects to /login only after 100 ms', async () => {
    vi.useFakeTimers();
    localStorage.setItem('token', 't');
    localStorage.setItem('user', '{"id":1}');
    let settled: unknown = 'pending';
    const p = authProvider.checkError({ status: 401 }).then(
      () => (settled = 'resolved'),
      (e: unknown) => (settled = e),
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    await vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_DELAY_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(settled).toMatchObject({ redirectTo: '/login?reason=session-expired' });
    expect(LOGOUT_REDIRECT_DELAY_MS).toBe(100);
  });
  it('keeps the session on other errors, without waiting', async () => {
    localStorage.setItem('token', 't');
    await expect(authProvider.checkError({ status: 409 })).resolves.toBeUndefined();
    expect(localStorage.getItem('token')).toBe('t');
  });
});
