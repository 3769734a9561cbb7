import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // zod without its `new Function` compiler, so the strict CSP holds (src/lib/zod-jitless.ts).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // No source maps: they would serve the whole source, comments included, to anyone who asks.
  build: { sourcemap: false, chunkSizeWarningLimit: 1200 },
});
