import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// "source" makes @vazife/contract resolve to its TypeScript sources: no build needed to test.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: [] } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
