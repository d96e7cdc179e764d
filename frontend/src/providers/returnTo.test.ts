import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currentPath, loginUrl, safeReturnPath } from './returnTo';

describe('safeReturnPath: only a path of this app is followed after signing in', () => {
  const cases: Array<[string | null | undefined, string]> = [
    ['/cylinder/43?action=charge', '/cylinder/43?action=charge'],
    [
      '/cylinders?filter=%7B%22status%22%3A%22ACTIVE%22%7D',
      '/cylinders?filter=%7B%22status%22%3A%22ACTIVE%22%7D',
    ],
    ['/admin/users', '/admin/users'],
    ['/qr-print#top', '/qr-print#top'],
    ['/', '/'],
    [null, '/'],
    [undefined, '/'],
    ['', '/'],
    ['//evil.example', '/'],
    ['//evil.example/cylinder/1', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['http:evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['cylinder/43', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/login', '/'],
    ['/login?next=/x', '/'],
    ['/.//evil.example', '/'],
    ['/a/..//evil.example', '/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ];
  it.each(cases)('%j -> %j', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it('refuses an over-long path', () => {
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBe('/');
  });

  it('never answers anything but a same-origin path, whatever the input (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `//${s}`),
        ),
        (raw) => {
          const out = safeReturnPath(raw);
          expect(out.startsWith('/')).toBe(true);
          expect(out.startsWith('//')).toBe(false);
          expect(out.includes('\\')).toBe(false);
          expect(new URL(out, 'https://app.example').origin).toBe('https://app.example');
        },
      ),
      { seed: 20261123, numRuns: 300 },
    );
  }, 60_000);
});

describe('loginUrl', () => {
  it('carries the page and the reason', () => {
    expect(loginUrl('/cylinder/43?action=charge')).toBe('/login?next=%2Fcylinder%2F43%3Faction%3Dcharge');
    expect(loginUrl('/', 'session-expired')).toBe('/login?reason=session-expired');
    expect(loginUrl('//evil.example')).toBe('/login');
  });
  it('round-trips any safe path through the query (property)', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const raw = `/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
        const expected = safeReturnPath(raw);
        const next = new URLSearchParams(loginUrl(raw).split('?')[1] ?? '').get('next');
        expect(safeReturnPath(next)).toBe(expected);
      }),
      { seed: 20261123, numRuns: 500 },
    );
  }, 60_000);
});

describe('currentPath: what sign-in returns to', () => {
  const at = (url: string) => {
    const u = new URL(url, 'http://localhost');
    return { pathname: u.pathname, search: u.search, hash: u.hash };
  };
  it.each([
    ['/cylinder/7?action=charge', '/cylinder/7?action=charge'],
    ['/installations/3#leak', '/installations/3#leak'],
    // Already on the sign-in page (another 401 sent the user there first): its ?next= stays.
    ['/login?next=%2Fcylinder%2F7%3Faction%3Dcharge&reason=session-expired', '/cylinder/7?action=charge'],
    ['/login?reason=session-expired', '/'],
    ['/login', '/'],
    ['/login?next=%2F%2Fevil.example', '/'],
    ['/login?next=%2Flogin%3Fnext%3D%2Fx', '/'],
  ])('%s -> %s', (url, expected) => {
    expect(currentPath(at(url))).toBe(expected);
  });

  it('a sign-in page built for any return path gives that path back', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const target = safeReturnPath(path);
        expect(currentPath(at(loginUrl(target, 'session-expired')))).toBe(target);
      }),
    );
  });
});
