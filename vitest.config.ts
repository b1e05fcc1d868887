import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

// Server suites always run on the embedded database; with DATABASE_URL (and REDIS_URL) set they
// run a second time against the PostgreSQL server (and Redis).
const serverSuite = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'packages/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['test/support/global-setup.ts'],
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      serverSuite('server', { SPECBOARD_TEST_DATABASE: 'embedded' }),
      ...(process.env.DATABASE_URL
        ? [serverSuite('server:postgres', { SPECBOARD_TEST_DATABASE: 'postgres' })]
        : []),
      ...(fs.existsSync('packages/web/vitest.config.ts') ? ['packages/web/vitest.config.ts'] : []),
    ],
  },
});
