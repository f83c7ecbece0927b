import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { baseMap } from './vite-base-map.ts';
import { precompress } from './vite-precompress.ts';

export default defineConfig({
  plugins: [react(), baseMap(), precompress()],
  server: { proxy: { '/api': 'http://localhost:8080', '/geodata': 'http://localhost:8080' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
