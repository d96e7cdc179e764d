'use strict';

// node-polyglot (react-admin's i18n) requires the `object.entries` polyfill, which pulls about 5 kB gzip of
// es-shims helpers (get-intrinsic, call-bind...) into the first load; every browser the app supports has
// Object.entries, which the polyfill itself hands out there. vite.config.ts points `object.entries` here.
module.exports = function entries(value) {
  return Object.entries(value);
};
