// The initial JavaScript budget of the built app (frontend/dist): fails when a page's first load grows
// past 350 kB gzip, or when the scanner (zxing) leaks into the initial load. Skipped without a build;
// `npm test` builds first. Sizes come from bench/frontend-size.mjs (the same figures as `npm run bench`).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { frontendSize, INITIAL_BUDGET_KB } from '../../bench/frontend-size.mjs';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const built = existsSync(`${dist}/.vite/manifest.json`);

describe.skipIf(!built)('bundle budget (frontend/dist)', () => {
  const size = built ? frontendSize(dist) : null;

  it.each(['signIn', 'dashboard', 'cylinderList'] as const)(
    '%s: initial JavaScript within the budget',
    (page) => {
      const kb = size![page].gzipKb;
      expect(kb, `${page} initial JS is ${kb} kB gzip`).toBeLessThanOrEqual(INITIAL_BUDGET_KB);
    },
  );

  it('the scanner (zxing) chunk loads only when the scanner opens', () => {
    expect(size!.scanner.chunks.length).toBeGreaterThan(0);
    expect(size!.scanner.lazy).toBe(true);
  });

  it('index.html loads nothing outside the entry graph', () => {
    expect(size!.htmlScriptsNotInClosure).toEqual([]);
  });
});
