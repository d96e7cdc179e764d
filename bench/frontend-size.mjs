// The frontend's initial JavaScript per page as it is sent, from frontend/dist and the Vite manifest: the
// build writes a brotli (.br) and a gzip (.gz) copy beside each file and the server sends the one the
// browser accepts, so `sentKb` is the brotli copies' bytes (every current browser accepts br) and `gzipKb`
// what a gzip-only client receives. A page's first load = the entry chunk + its static imports (boot.ts,
// what index.html loads), plus what the entry starts for that page: on the sign-in page its own script
// (login/signIn.ts, no app, no full catalogue); on an app page the app (main.tsx and its static imports),
// the default language's catalogue (nl, loaded before the first paint) and, for a lazily loaded page,
// that page's chunk and its static imports. The scanner chunk (zxing) is what opening the camera adds. Run directly: `node bench/frontend-size.mjs` (prints JSON).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const INITIAL_BUDGET_KB = 350;

/** What each page loads beyond the entry's static graph before its first paint, by source module. */
const CATALOGUE = 'src/i18n/nl.ts';
const APP = 'src/main.tsx';
export const PAGES = {
  signIn: ['src/login/signIn.ts'],
  dashboard: [APP, CATALOGUE, 'src/dashboard/DashboardPage.tsx'],
  cylinderList: [APP, CATALOGUE, 'src/cylinders/CylinderList.tsx'],
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
  /** Without its compressed copy a file is sent as it is: that is what counts then. */
  const bytesOf = (path, fallback) => (existsSync(path) ? statSync(path).size : fallback);
  const size = (file) => {
    if (!sizes.has(file)) {
      const path = join(dist, file);
      const raw = statSync(path).size;
      sizes.set(file, { raw, br: bytesOf(`${path}.br`, raw), gzip: bytesOf(`${path}.gz`, raw) });
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
  // Cross-check with index.html: the module script and every modulepreload must be in the closure, or in
  // the default catalogue's (announced by index.html, and counted in every page's figure below).
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const htmlFiles = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const catalogueKey = Object.keys(manifest).find((k) => manifest[k].src === CATALOGUE || k === CATALOGUE);
  const announced = closure(catalogueKey, new Set(initial));
  const missingFromClosure = htmlFiles.filter((file) => !announced.has(file));

  const kb = (bytes) => Math.round(bytes / 102.4) / 10;
  const sum = (files) => {
    let raw = 0;
    let br = 0;
    let gzip = 0;
    for (const file of files) {
      raw += size(file).raw;
      br += size(file).br;
      gzip += size(file).gzip;
    }
    return { files: files.size ?? files.length, rawKb: kb(raw), sentKb: kb(br), gzipKb: kb(gzip) };
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
    notPrecompressed: [...initial].filter((file) => !precompressed(join(dist, file))),
    entryGraph: sum(initial),
    ...Object.fromEntries(Object.entries(PAGES).map(([name, source]) => [name, page(source)])),
    scanner: {
      ...sum(scannerFiles),
      chunks: scannerFiles,
      lazy: scannerFiles.length > 0 && scannerFiles.every((file) => !initial.has(file)),
    },
  };
  result.largestInitialChunks = [...initial]
    .map((file) => ({ file, sentKb: kb(size(file).br) }))
    .sort((a, b) => b.sentKb - a.sentKb)
    .slice(0, 5);
  return result;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(fileURLToPath(new URL('../frontend/dist', import.meta.url)));
  console.log(JSON.stringify(frontendSize(dist), null, 2));
}

/**
 * Whether the build left a brotli and a gzip copy beside `path`, or a copy is missing because compressing
 * would not shrink it (a chunk of a few dozen bytes: the build keeps only copies that are smaller).
 */
function precompressed(path) {
  const raw = readFileSync(path);
  return (
    (existsSync(`${path}.br`) || brotliCompressSync(raw).length >= raw.length) &&
    (existsSync(`${path}.gz`) || gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }).length >= raw.length)
  );
}
