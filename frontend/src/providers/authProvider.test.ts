import { describe, expect, it } from 'vitest';
import { isSessionError } from './authProvider';

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
