import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyScan } from './scanText';

describe('classifyScan', () => {
  it.each([
    ['https://fgas.example.com/cylinder/42', { kind: 'cylinderUrl', id: 42 }],
    ['http://localhost:3000/cylinder/7?action=charge', { kind: 'cylinderUrl', id: 7 }],
    ['https://fgas.example.com/installations/42', { kind: 'installationUrl', id: 42 }],
    ['http://localhost:3000/installations/7?x=1', { kind: 'installationUrl', id: 7 }],
    ['https://fgas.example.com/app/installations/9/', { kind: 'installationUrl', id: 9 }],
    ['HTTPS://FGAS.EXAMPLE.COM/installations/3#top', { kind: 'installationUrl', id: 3 }],
    ['https://x/installations/0', { kind: 'invalid' }],
    ['https://x/installations/99999999999', { kind: 'invalid' }],
    ['https://x/installations/2147483648', { kind: 'invalid' }],
    ['https://x/installations/12abc', { kind: 'invalid' }],
    ['https://x/installations/-1', { kind: 'invalid' }],
    ['https://x/installations/', { kind: 'invalid' }],
    ['javascript:alert(1)//installations/5', { kind: 'code' }],
    ['https://x/installations/5\u0000', { kind: 'invalid' }],
    ['https://x/installations/5\n/cylinder/1', { kind: 'invalid' }],
    ['installations/5', { kind: 'code', code: 'installations/5' }],
    ['  17 ', { kind: 'code', code: '17' }],
    ['FG-0001', { kind: 'code', code: 'FG-0001' }],
    ['8712345678906', { kind: 'code', code: '8712345678906' }],
    ['https://example.com/some/page', { kind: 'invalid' }],
    ['<script>alert(1)</script>', { kind: 'code' }],
    ['   ', { kind: 'invalid' }],
    ['a\u0000b', { kind: 'invalid' }],
    ['x'.repeat(513), { kind: 'invalid' }],
    ['https://x/cylinder/99999999999', { kind: 'invalid' }],
  ])('%j', (text, expected) => expect(classifyScan(text)).toMatchObject(expected));

  // fc.webUrl builds each URL from many parts: its 100 runs took over 5 s on a loaded machine.
  it('reads back the id of every installation label URL', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: false, withFragments: false }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        (base, id) => {
          const origin = new URL(base).origin;
          expect(classifyScan(`${origin}/installations/${id}`)).toEqual({ kind: 'installationUrl', id });
        },
      ),
    );
  });

  it('never throws and never yields an id outside PostgreSQL integers, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        const scan = classifyScan(text);
        if (scan.kind === 'installationUrl' || scan.kind === 'cylinderUrl')
          expect(scan.id > 0 && scan.id <= 2 ** 31 - 1).toBe(true);
      }),
    );
  });
});
