import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

// Files whose assertions are timings or throughput of whole server processes (restarts after
// a kill, writes under load): they run last, one at a time, after the other
// suites, which would otherwise share the machine with them (the ':timed' projects).
const timedAlone = ['test/restart-after-kill.test.ts', 'test/durability.test.ts'];

// Server suites always run on the embedded database; with DATABASE_URL (and REDIS_URL) set they
// run a second time against the PostgreSQL server (and Redis).
const serverSuite = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'packages/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: timedAlone,
    env,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['test/support/global-setup.ts'],
    // A worker imports the server once for all the files it runs, not once per file (about 2 s
    // of CPU each: 170 s of the 450 s the suite took on PGlite). Each file starts its own app on
    // its own copy of the database and stops it in afterAll; modules, though, are shared with
    // the files the worker ran before, so a test must not count on a module's state being fresh.
    isolate: false,
  },
});

const timedSuite = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'packages/server',
    include: timedAlone,
    env,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    globalSetup: ['test/support/global-setup.ts'],
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: a single worker on a 2-core machine, which
    // left a core idle while the suites ran one file at a time.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      serverSuite('server', { SPECBOARD_TEST_DATABASE: 'embedded' }),
      ...(process.env.DATABASE_URL
        ? [serverSuite('server:postgres', { SPECBOARD_TEST_DATABASE: 'postgres' })]
        : []),
      ...(fs.existsSync('packages/web/vitest.config.ts') ? ['packages/web/vitest.config.ts'] : []),
      timedSuite('server:timed', { SPECBOARD_TEST_DATABASE: 'embedded' }),
      ...(process.env.DATABASE_URL
        ? [timedSuite('server:postgres:timed', { SPECBOARD_TEST_DATABASE: 'postgres' })]
        : []),
    ],
  },
});
