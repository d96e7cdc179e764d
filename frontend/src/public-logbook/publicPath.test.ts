import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicLogbookToken } from './publicPath';

describe('publicLogbookToken', () => {
  it.each([
    ['/logbook/AbC_12-x', 'AbC_12-x'],
    ['/logbook/AbC_12-x/', 'AbC_12-x'],
    ['/logbook/', null],
    ['/logbook', null],
    ['/logbook/a/b', null],
    ['/installations/5/logbook', null],
    ['/logbook/..%2Fadmin', null],
    ['/logbook/<script>', null],
    ['//logbook/abc', null],
    ['/LOGBOOK/abc', null],
    ['/login', null],
    ['/', null],
    [`/logbook/${'a'.repeat(201)}`, null],
  ])('%s', (path, token) => expect(publicLogbookToken(path)).toBe(token));

  it('reads back every base64url token', () => {
    fc.assert(
      fc.property(fc.base64String({ minLength: 4, maxLength: 60 }), (raw) => {
        const token = raw.replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
        fc.pre(token.length > 0);
        expect(publicLogbookToken(`/logbook/${token}`)).toBe(token);
      }),
    );
  });
});
