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
    chunkSizeWarningLimit: 2000,
  },
});
