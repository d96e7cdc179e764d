// react-admin's default list exporter imports jsonexport (about 2.5 kB gzip) into the list page, though this app
// never exports through it (its CSV downloads come from the API). vite.config.ts hands react-admin this
// stand-in, which loads the real jsonexport on its first call; react-admin calls it with a callback, so the
// CSV arrives the same way.
export default function jsonExport(...args: unknown[]): Promise<unknown> {
  return import('jsonexport/dist/index.js').then((m) => m.default(...args));
}
