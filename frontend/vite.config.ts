import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const domain = fileURLToPath(new URL('../backend/src/domain', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@domain': domain },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: bench/frontend-size.mjs and the bundle-budget test read the chunk graph from it.
    manifest: true,
    chunkSizeWarningLimit: 2000,
  },
});
