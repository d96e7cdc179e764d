import { can, PERMISSIONS } from './permissions';

describe('role-to-permission map (PRODUCT.md "Who may do what")', () => {
  it.each([
    ['cylinders:write', true, true],
    ['cylinders:delete', false, true],
    ['logs:create', true, true],
    ['logs:edit', false, true],
    ['logs:delete', false, true],
    ['logs:history', false, true],
    ['logs:explain-gap', false, true],
    ['labels:print', true, true],
    ['refrigerants:write', false, true],
    ['suppliers:write', false, true],
    ['users:write', false, true],
    ['users:read-email', false, true],
    ['settings:write', false, true],
  ] as const)('%s: MONTEUR %p, ADMIN %p', (permission, monteur, admin) => {
    expect(can('MONTEUR', permission)).toBe(monteur);
    expect(can('ADMIN', permission)).toBe(admin);
    expect(can(null, permission)).toBe(false);
  });

  it('covers every permission in the table above', () => {
    expect(Object.keys(PERMISSIONS)).toHaveLength(13);
  });
});
