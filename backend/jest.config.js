/** API tests run against a real PostgreSQL: test/global-setup.mjs provides one (embedded unless DATABASE_URL). */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
    // @fastify/static (Swagger UI assets) requires this ESM-only package; Node 20 loads it natively, jest needs it compiled.
    'node_modules/content-disposition/.+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true }, diagnostics: false },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 30000,
  maxWorkers: 2,
};
