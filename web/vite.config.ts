import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './compile-hints';
import { firstScreenChunks } from './first-screen-chunks';
import { bnLanguage } from './src/lib/i18n/bn-language';
import { enLanguage } from './src/lib/i18n/en-language';

/** The installed app's manifest in a language: its name and description from the catalogue. */
const manifestIn = ({ installedApp }: { installedApp: typeof bnLanguage.installedApp }, lang: string) => ({
  name: installedApp.name,
  short_name: installedApp.shortName,
  description: installedApp.description,
  lang,
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone' as const,
  background_color: '#ffffff',
  theme_color: '#b45309',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
});

/**
 * The installed app's name in Bangla (issue 36): a second manifest, which the page links to while it shows
 * Bangla (src/lib/i18n/index.ts), so an app installed from a Bangla screen is called দস্তরখান.
 */
const banglaManifest = (): Plugin => ({
  name: 'bangla-manifest',
  apply: 'build',
  generateBundle() {
    const source = JSON.stringify(manifestIn(bnLanguage, 'bn'));
    this.emitFile({ type: 'asset', fileName: 'manifest-bn.webmanifest', source });
  },
});

export default defineConfig({
  plugins: [
    compileHints(),
    banglaManifest(),
    react(),
    tailwindcss(),
    // An installable app whose service worker precaches every built file, so a screen's chunk is there even
    // when the restaurant's Wi-Fi is not; /api is never cached or answered by it (ADR 0078).
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by the app once its first screen has settled (src/lib/service-worker.ts), not at load.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: manifestIn(enLanguage, 'en'),
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    // A brotli and a gzip copy of every text file, made once here at the highest levels, so the server sends
    // them as they are (server/src/plugins/web-app.ts) instead of compressing on each request.
    compression({
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  // zod without its `new Function` compiler, so the strict CSP holds (src/lib/zod-jitless.ts).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-classic.ts', import.meta.url)) },
      { find: /^zod\/mini$/, replacement: fileURLToPath(new URL('./src/lib/zod-mini.ts', import.meta.url)) },
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // No source maps: they would serve the whole source, comments included, to anyone who asks.
  build: {
    sourcemap: false,
    // Browsers preload modules themselves (Chromium 66, Safari 17, Firefox 115 on); an older one only fetches
    // a chunk's imports once it runs. The polyfill was 0.3 KB of every first visit.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [firstScreenChunks] } },
    },
  },
});
