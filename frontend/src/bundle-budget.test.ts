// The initial JavaScript budget of the built app (frontend/dist): fails when a page's first load grows
// past the budget, or when the scanner (zxing) leaks into the initial load. The figures come from
// bench/frontend-size.mjs (as `npm run bench` prints them): per page, the entry's static graph, the default
// language's catalogue (nl) and, for the list and the dashboard, the lazily loaded page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { frontendSize, INITIAL_BUDGET_KB } from '../../bench/frontend-size.mjs';

/**
 * Ours, below the 350 kB: the list's first load was 331.5 kB before pages, catalogues and the create
 * dialog were split (320 after), 290.6 kB once react-admin's unused login page, English catalogue and
 * exporter and the i18n polyfills left it; 300 leaves room for small changes, not for a library's return.
 */
const PAGE_BUDGET_KB = 300;

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const built = existsSync(`${dist}/.vite/manifest.json`);

type Manifest = Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[] }>;

/** gzip kB of the entry's static graph plus the static graphs of the given source modules. */
function firstLoadKb(manifest: Manifest, sources: string[]): number {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) add(dep);
  };
  add(Object.keys(manifest).find((key) => manifest[key].isEntry)!);
  for (const src of sources) {
    const key = Object.keys(manifest).find((k) => manifest[k].src === src || k === src);
    if (!key) throw new Error(`${src} is not in the Vite manifest`);
    add(key);
  }
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(dist, file))).length;
  return Math.round(bytes / 102.4) / 10;
}

// npm test builds before the unit tests; without a build there is nothing to measure, and that must fail.
it('has a production build to measure (npm run build -w frontend)', () => {
  expect(built).toBe(true);
});

describe('bundle budget (frontend/dist)', () => {
  const size = built ? frontendSize(dist) : null;
  const manifest: Manifest = built ? JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) : {};

  it.each(['signIn', 'dashboard', 'cylinderList'] as const)(
    '%s: first load within the budget (350 kB) and our tighter guard (300 kB)',
    (page) => {
      const kb = size![page].gzipKb;
      expect(kb, `${page} first load is ${kb} kB gzip`).toBeLessThanOrEqual(INITIAL_BUDGET_KB);
      expect(kb, `${page} first load is ${kb} kB gzip`).toBeLessThanOrEqual(PAGE_BUDGET_KB);
    },
  );

  it("a page's figure counts its lazy page and the catalogue on top of the entry graph", () => {
    expect(size!.signIn.gzipKb).toBe(firstLoadKb(manifest, ['src/i18n/nl.ts']));
    expect(size!.cylinderList.gzipKb).toBe(
      firstLoadKb(manifest, ['src/i18n/nl.ts', 'src/cylinders/CylinderList.tsx']),
    );
    expect(size!.dashboard.gzipKb).toBeGreaterThan(size!.entryGraph.gzipKb);
  });

  it('only one language catalogue is in the entry graph', () => {
    const entryOnly = firstLoadKb(manifest, []);
    expect(firstLoadKb(manifest, ['src/i18n/nl.ts'])).toBeGreaterThan(entryOnly);
    expect(firstLoadKb(manifest, ['src/i18n/en.ts'])).toBeGreaterThan(entryOnly);
  });

  it('the scanner (zxing) chunk loads only when the scanner opens', () => {
    expect(size!.scanner.chunks.length).toBeGreaterThan(0);
    expect(size!.scanner.lazy).toBe(true);
  });

  it('index.html loads nothing outside the entry graph', () => {
    expect(size!.htmlScriptsNotInClosure).toEqual([]);
  });
});
