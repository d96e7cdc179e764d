declare module 'jsonexport/dist/index.js' {
  /** jsonexport(data, [options], callback(err, csv)); see its README. */
  const jsonExport: (...args: unknown[]) => unknown;
  export default jsonExport;
}
