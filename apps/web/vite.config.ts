import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress';

// The contract is consumed from its TypeScript source ("source" export condition): no build step.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The server build (`--ssr`) is the sign-in screen's prerender (scripts/prerender-login.ts):
  // run once by Node at build time, so neither compressed nor split, and without public/.
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  publicDir: isSsrBuild ? false : 'public',
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  preview: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Read by scripts/first-load-budget.ts, which keeps the sign-in page's JavaScript in bounds.
    manifest: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            advancedChunks: {
              groups: [
                // What every screen runs, in one file instead of a dozen small ones: on a phone's
                // network each extra request on the first screen costs a round trip.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|@mantine[\\/](hooks|core[\\/]esm[\\/]core))[\\/]/,
                },
              ],
            },
          },
        },
  },
}));
