import { sessionRefusal, type StoredSession } from './session';

describe('sessionRefusal: may a token (version 3) still do what it asks', () => {
  const fitter: StoredSession = { active: true, tokenVersion: 3, role: 'MONTEUR' };
  const admin: StoredSession = { ...fitter, role: 'ADMIN' };
  it.each([
    ['an active fitter, same version, everyone may', fitter, 'logs:create', null],
    ['an active fitter, same version, no permission named', fitter, undefined, null],
    ['an active admin on an admin route', admin, 'logs:edit', null],
    ['a fitter on an admin route', fitter, 'logs:edit', 'FORBIDDEN'],
    ['no such account', null, 'logs:create', 'UNAUTHORIZED'],
    ['a deactivated account', { ...fitter, active: false }, 'logs:create', 'UNAUTHORIZED'],
    [
      'a raised token version (password changed, signed out)',
      { ...fitter, tokenVersion: 4 },
      'logs:create',
      'UNAUTHORIZED',
    ],
    ['an older stored version', { ...fitter, tokenVersion: 2 }, undefined, 'UNAUTHORIZED'],
    ['a deactivated admin on an admin route', { ...admin, active: false }, 'logs:edit', 'UNAUTHORIZED'],
  ] as const)('%s', (_, stored, permission, refusal) => {
    expect(sessionRefusal(stored, 3, permission)).toBe(refusal);
  });
});
