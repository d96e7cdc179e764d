import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const TEMPLATE = new URL('../src/offline/service-worker.js', import.meta.url);
const PUBLIC = new URL('../public/', import.meta.url);

/** Files of public/ the worker keeps beside the built ones (the icons and the manifest). */
const PUBLIC_FILES = [
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
];

/**
 * Fonts worth keeping: woff2 (every browser with service workers reads it; the .woff copies are for
 * older ones) of the Latin subsets Dutch and English are written in. A character of another script seen
 * offline falls back to the system font.
 * @param {string} name
 */
export const keptFont = (name) =>
  !/\.woff2?$/.test(name) || (name.endsWith('.woff2') && /-latin(-ext)?-/.test(name));

/**
 * Writes dist/sw.js: src/offline/service-worker.js with the build's files to keep and a version that
 * changes with any of them (a new version makes the browser install the new worker and the app offer a
 * reload). The build manifest (.vite/) and source maps are not the app's files.
 * @returns {import('vite').Plugin}
 */
export function serviceWorker() {
  return {
    name: 'service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = Object.keys(bundle)
          .filter((name) => !name.startsWith('.vite/') && !name.endsWith('.map') && name !== 'sw.js')
          .filter(keptFont)
          .map((name) => `/${name}`);
        const precache = [...files, ...PUBLIC_FILES].sort();
        const hash = createHash('sha256');
        for (const name of precache) {
          hash.update(name);
          const item = bundle[name.slice(1)];
          hash.update(
            item
              ? item.type === 'chunk'
                ? item.code
                : item.source
              : readFileSync(new URL(name.slice(1), PUBLIC)),
          );
        }
        hash.update(readFileSync(TEMPLATE));
        const source = readFileSync(TEMPLATE, 'utf8')
          .replace('__SW_VERSION__', hash.digest('hex').slice(0, 16))
          .replace('__SW_PRECACHE__', JSON.stringify(precache, null, 2));
        this.emitFile({ type: 'asset', fileName: 'sw.js', source });
      },
    },
  };
}
