import { describe, expect, it } from 'vitest';
import { fixPath, fixSeq } from './fixPath';
import type { QueuedWrite } from './queue';

const write = (resource: QueuedWrite['resource'], body: Record<string, unknown>, code?: string) => ({
  seq: 7,
  resource,
  body,
  refused: code ? { status: 400, code } : null,
});

describe('where a refused write is corrected', () => {
  it.each<[string, ReturnType<typeof write>, string | null]>([
    [
      "a mutation: its cylinder's form",
      write('logs', { cylinderId: 12 }, 'NOT_ENOUGH_CONTENT'),
      '/cylinder/12?fix=7',
    ],
    [
      "a leak check: its installation's form",
      write('leak-checks', { installationId: 3 }, 'VALIDATION_FAILED'),
      '/installations/3?fix=7',
    ],
    [
      'a new cylinder: no form to correct it in',
      write('cylinders', { serialNumber: 'A' }, 'DUPLICATE'),
      null,
    ],
    ['its cylinder is gone', write('logs', { cylinderId: 12 }, 'CYLINDER_NOT_FOUND'), null],
    ['its installation is gone', write('leak-checks', { installationId: 3 }, 'INSTALLATION_NOT_FOUND'), null],
    ['an id that is no id', write('logs', { cylinderId: '12/../x' }, 'NOT_ENOUGH_CONTENT'), null],
  ])('%s', (_, w, expected) => {
    expect(fixPath(w)).toBe(expected);
  });

  it.each([
    ['fix=7', 7],
    ['fix=abc', null],
    ['action=charge', null],
  ])('?%s names the write %s', (query, expected) => {
    expect(fixSeq(new URLSearchParams(query))).toBe(expected);
  });
});
