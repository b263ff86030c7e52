import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // One jsdom and one import of React, Mantine and the app per worker instead of per file: that
    // start-up was most of the run. setup.ts resets what tests share (DOM, storage, notifications).
    isolate: false,
    // The slowest test takes under 2 s here; the margin is for a machine busy with other work,
    // where the 5 s default failed tests that were only waiting for a core.
    testTimeout: 15_000,
  },
});
