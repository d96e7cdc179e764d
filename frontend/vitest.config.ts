import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@domain': fileURLToPath(new URL('../backend/src/domain', import.meta.url)) },
  },
  test: {
    // ../scripts: the root lint's own rule tests (scripts/lint-rules.test.mjs).
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '../scripts/**/*.test.mjs'],
    environment: 'node',
  },
});
