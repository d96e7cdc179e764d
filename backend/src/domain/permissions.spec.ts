import { can, canAccess, isPermission, PERMISSIONS, type Permission } from './permissions';

/** Who may do what: one row per key of the map, both roles. A new key fails the coverage test below. */
const TABLE: [Permission, monteur: boolean, admin: boolean][] = [
  ['dashboard:access', true, true],
  ['admin:access', false, true],
  ['cylinders:list', true, true],
  ['cylinders:show', true, true],
  ['cylinders:create', true, true],
  ['cylinders:edit', true, true],
  ['cylinders:export', true, true],
  ['cylinders:delete', false, true],
  ['logs:list', true, true],
  ['logs:show', true, true],
  ['logs:create', true, true],
  ['logs:export', true, true],
  ['logs:edit', false, true],
  ['logs:delete', false, true],
  ['logs:history', false, true],
  ['logs:explain-gap', false, true],
  ['labels:print', true, true],
  ['customers:list', true, true],
  ['customers:show', true, true],
  ['customers:create', true, true],
  ['customers:edit', true, true],
  ['customers:delete', false, true],
  ['installations:list', true, true],
  ['installations:show', true, true],
  ['installations:create', true, true],
  ['installations:edit', true, true],
  ['installations:delete', false, true],
  ['installations:decommission', false, true],
  ['installations:logbook', true, true],
  ['installations:share', false, true],
  ['leak-checks:list', true, true],
  ['leak-checks:show', true, true],
  ['leak-checks:create', true, true],
  ['leak-checks:edit', false, true],
  ['leak-checks:delete', false, true],
  ['leak-checks:history', false, true],
  ['instruments:list', true, true],
  ['instruments:show', true, true],
  ['instruments:create', false, true],
  ['instruments:edit', false, true],
  ['instruments:delete', false, true],
  ['balances:show', false, true],
  ['balances:sign-off', false, true],
  ['refrigerants:list', true, true],
  ['refrigerants:show', true, true],
  ['refrigerants:create', false, true],
  ['refrigerants:edit', false, true],
  ['refrigerants:delete', false, true],
  ['refrigerants:export', false, true],
  ['suppliers:list', true, true],
  ['suppliers:show', true, true],
  ['suppliers:create', false, true],
  ['suppliers:edit', false, true],
  ['suppliers:delete', false, true],
  ['suppliers:export', false, true],
  ['users:list', true, true],
  ['users:show', true, true],
  ['users:create', false, true],
  ['users:edit', false, true],
  ['users:delete', false, true],
  ['users:export', false, true],
  ['users:read-email', false, true],
  ['settings:show', true, true],
  ['settings:edit', false, true],
];

describe('the role-to-permission map', () => {
  it.each(TABLE)('%s: MONTEUR %p, ADMIN %p, nobody signed in false', (permission, monteur, admin) => {
    expect(can('MONTEUR', permission)).toBe(monteur);
    expect(can('ADMIN', permission)).toBe(admin);
    expect(can(null, permission)).toBe(false);
    expect(can(undefined, permission)).toBe(false);
  });

  it('has exactly the keys of the table above', () => {
    expect(TABLE.map(([permission]) => permission).sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });

  it('keys are <resource>:<action>', () => {
    for (const key of Object.keys(PERMISSIONS)) expect(key).toMatch(/^[a-z-]+:[a-z-]+$/);
  });
});

describe("canAccess: the map asked react-admin's way", () => {
  it.each([
    ['MONTEUR', 'cylinders', 'list', true],
    ['MONTEUR', 'cylinders', 'delete', false],
    ['MONTEUR', 'logs', 'edit', false],
    ['MONTEUR', 'refrigerants', 'create', false],
    ['MONTEUR', 'admin', 'access', false],
    ['ADMIN', 'admin', 'access', true],
    ['ADMIN', 'users', 'create', true],
    ['ADMIN', 'cylinders', 'clone', false],
    ['ADMIN', 'unknown', 'list', false],
    ['ADMIN', 'cylinders:list', '', false],
    ['ADMIN', 'constructor', 'x', false],
    [null, 'cylinders', 'list', false],
  ] as const)('%s on %s/%s -> %p', (role, resource, action, expected) => {
    expect(canAccess(role, resource, action)).toBe(expected);
  });

  it('knows only its own keys', () => {
    expect(isPermission('logs:edit')).toBe(true);
    expect(isPermission('toString')).toBe(false);
    expect(isPermission('__proto__')).toBe(false);
  });
});
