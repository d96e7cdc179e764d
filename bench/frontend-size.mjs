// The frontend's initial JavaScript (gzip) per page, from frontend/dist and the Vite manifest. A page's
// first load = the entry chunk + its static imports (what index.html loads and modulepreloads), the
// default language's catalogue (nl, loaded before the first paint) and, for a lazily loaded page, that
// page's chunk and its static imports. The scanner chunk (zxing) is what opening the camera adds.
// Run directly: `node bench/frontend-size.mjs` (prints JSON).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const INITIAL_BUDGET_KB = 350;

/** What each page loads beyond the entry's static graph before its first paint, by source module. */
const CATALOGUE = 'src/i18n/nl.ts';
export const PAGES = {
  signIn: [CATALOGUE],
  dashboard: [CATALOGUE, 'src/dashboard/DashboardPage.tsx'],
  cylinderList: [CATALOGUE, 'src/cylinders/CylinderList.tsx'],
};
const SCANNER = 'src/scanner/CameraView.tsx';

export function frontendSize(dist) {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(
      `${manifestFile} is missing: build the frontend (build.manifest is on in vite.config.ts)`,
    );
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const sizes = new Map();
  const size = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(join(dist, file));
      sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
    }
    return sizes.get(file);
  };
  /** A chunk and its static imports, recursively. */
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = closure(entryKey);
  // Cross-check with index.html: the module script and every modulepreload must be in the closure.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const htmlFiles = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const missingFromClosure = htmlFiles.filter((file) => !initial.has(file));

  const sum = (files) => {
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      raw += size(file).raw;
      gzip += size(file).gzip;
    }
    return {
      files: files.size ?? files.length,
      rawKb: Math.round(raw / 102.4) / 10,
      gzipKb: Math.round(gzip / 102.4) / 10,
    };
  };
  const page = (sources) => {
    const files = new Set(initial);
    for (const source of sources) {
      const key = Object.keys(manifest).find((k) => manifest[k].src === source || k === source);
      if (!key) throw new Error(`${source} is not in the Vite manifest`);
      closure(key, files);
    }
    return sum(files);
  };
  const scannerKey = Object.keys(manifest).find((k) => manifest[k].src === SCANNER || k === SCANNER);
  const scannerFiles = scannerKey ? [...closure(scannerKey)].filter((file) => !initial.has(file)) : [];
  const result = {
    budgetKb: INITIAL_BUDGET_KB,
    entry: manifest[entryKey].file,
    htmlScriptsNotInClosure: missingFromClosure,
    entryGraph: sum(initial),
    ...Object.fromEntries(Object.entries(PAGES).map(([name, source]) => [name, page(source)])),
    scanner: {
      ...sum(scannerFiles),
      chunks: scannerFiles,
      lazy: scannerFiles.length > 0 && scannerFiles.every((file) => !initial.has(file)),
    },
  };
  result.largestInitialChunks = [...initial]
    .map((file) => ({ file, gzipKb: Math.round(size(file).gzip / 102.4) / 10 }))
    .sort((a, b) => b.gzipKb - a.gzipKb)
    .slice(0, 5);
  return result;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(fileURLToPath(new URL('../frontend/dist', import.meta.url)));
  console.log(JSON.stringify(frontendSize(dist), null, 2));
}
