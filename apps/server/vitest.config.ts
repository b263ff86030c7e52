import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// "source" makes @vazife/contract resolve to its TypeScript sources: no build needed to test.
// Not "module": Node never uses it, and packages that ship a bundler-only build under it (the AWS
// SDK's dist-es, with extensionless imports) must load as the server loads them.
const conditions = ['source', ...defaultServerConditions.filter((c) => c !== 'module')];

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
