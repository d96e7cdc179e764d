import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * An import boundary: the module specifiers that `files` may not import, as regular expressions. Static
 * imports and re-exports are checked by no-restricted-imports, dynamic import() by no-restricted-syntax
 * (esquery's regex literals cannot hold a slash, hence the \x2F). Boundaries must not overlap: for a file
 * two of them match, the later one's lists replace the earlier one's.
 */
function boundary({ files, ignores = [], restricted, extraSyntax = [] }) {
  return {
    files,
    ignores,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: restricted.map(({ regex, message }) => ({ regex, message })) },
      ],
      'no-restricted-syntax': [
        'error',
        ...restricted.map(({ regex, message }) => ({
          selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
          message,
        })),
        ...extraSyntax,
      ],
    },
  };
}

/** Leaving the folder: domain/ is flat, so any parent segment leaves it. */
const leavesDomain = {
  regex: '(^|/)\\.\\.(/|$)',
  message: 'domain/ is shared with the web app: it imports only files inside domain/.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.nx/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'frontend/e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    files: ['**/*.cjs', 'backend/jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The service worker's source, written out as dist/sw.js by frontend/build/service-worker.mjs.
    files: ['frontend/src/offline/service-worker.js'],
    languageOptions: { globals: { ...globals.serviceworker, __SW_PRECACHE__: 'readonly' } },
  },
  {
    // Playwright fixtures declare their dependencies with an object pattern, empty when there are none.
    files: ['frontend/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // A promise nobody awaits loses its errors and its ordering: type-aware, so every TypeScript file that
    // belongs to a tsconfig (backend/tsconfig.json: src, test; frontend/tsconfig.json: src, e2e, configs).
    files: ['backend/{src,test}/**/*.ts', 'frontend/{src,e2e}/**/*.{ts,tsx}', 'frontend/*.config.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // Pure rules import nothing: no framework, no database, no Node built-in (the web app bundles them too).
  boundary({
    files: ['backend/src/domain/**/*.ts'],
    ignores: ['backend/src/domain/**/*.spec.ts'],
    restricted: [
      {
        regex: '^(?!\\./)',
        message: 'domain/ holds pure rules shared with the web app: it imports only files inside domain/.',
      },
      leavesDomain,
    ],
    extraSyntax: [{ selector: 'ImportExpression', message: 'domain/ loads nothing at run time.' }],
  }),
  // The domain's specs may use test libraries, but still nothing else of the backend.
  boundary({ files: ['backend/src/domain/**/*.spec.ts'], restricted: [leavesDomain] }),
  // Controllers speak HTTP and call services; SQL stays behind the services in the repositories.
  boundary({
    files: ['backend/src/**/*.controller.ts'],
    restricted: [
      {
        regex: '\\.repository(\\.[cm]?[jt]s)?$',
        message: 'A controller calls its service, never a repository.',
      },
    ],
  }),
  // database/ is plumbing (connection, migrations, executor, change feed): features build on it, never the
  // other way round. Of the rest of the backend it reads only the configuration.
  boundary({
    files: ['backend/src/database/**/*.ts'],
    restricted: [
      {
        regex: '^\\.\\./(?!config/)',
        message:
          'database/ is plumbing: it imports no feature folder (composition lives in src/ root and seed/).',
      },
    ],
  }),
  // The web app shares the backend's pure rules only, through the @domain alias (backend/src/domain).
  boundary({
    files: ['frontend/src/**/*.{ts,tsx}'],
    restricted: [
      {
        regex: '(^|/)backend(/|$)',
        message: 'The web app imports from the backend only through @domain (backend/src/domain).',
      },
      {
        regex: '^@domain/(.*/)?\\.\\.(/|$)',
        message: 'The web app imports from the backend only through @domain (backend/src/domain).',
      },
    ],
  }),
);
