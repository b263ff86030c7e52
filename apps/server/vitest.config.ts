import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source', 'module', 'node', 'import', 'default'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'import', 'default'] } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Argon2 hashing dominates route tests; two workers fit this machine's two cores.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
