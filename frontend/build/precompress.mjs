import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; fonts (woff2) and images are compressed formats already. */
export const PRECOMPRESSED_EXTENSIONS = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml|ico)$/;

/** @param {string} dir @returns {Promise<string[]>} */
async function filesUnder(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // dist/.vite holds the build manifest for our own size checks, not something the app serves.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') out.push(...(await filesUnder(path)));
    } else if (PRECOMPRESSED_EXTENSIONS.test(entry.name)) out.push(path);
  }
  return out;
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside every text asset of the
 * build, so the server sends the smaller copy the browser accepts without compressing anything per request
 * (@fastify/static `preCompressed`). A copy that would not be smaller than the file itself is not written,
 * and the server then sends the file as it is.
 */
export async function precompressDir(dir) {
  const files = await filesUnder(dir);
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const result = { file: relative(dir, file), raw: raw.length, br: undefined, gz: undefined };
      if (br.length < raw.length) {
        await writeFile(`${file}.br`, br);
        result.br = br.length;
      }
      if (gz.length < raw.length) {
        await writeFile(`${file}.gz`, gz);
        result.gz = gz.length;
      }
      return result;
    }),
  );
}

/** Vite plugin: precompress the output folder once the bundle is written (production builds only). */
/** @returns {import('vite').Plugin} */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!(await stat(outDir).catch(() => null))) return;
      const done = await precompressDir(outDir);
      const raw = done.reduce((sum, f) => sum + f.raw, 0);
      const br = done.reduce((sum, f) => sum + (f.br ?? f.raw), 0);
      this.info(
        `precompressed ${done.length} files: ${Math.round(raw / 1024)} kB -> ${Math.round(br / 1024)} kB brotli`,
      );
    },
  };
}
