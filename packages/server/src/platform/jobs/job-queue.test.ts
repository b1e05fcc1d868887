import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestEnvironment,
  type TestEnvironment,
  testDatabase,
} from '../../../test/support/test-config.ts';
import { type DatabaseHandle, openDatabase } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { createLogger } from '../../logger.ts';
import { type JobQueue, startJobQueue } from './job-queue.ts';

const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openMigrated(environment: TestEnvironment): Promise<DatabaseHandle> {
  const database = await openDatabase(environment.config);
  await migrate(database);
  return database;
}

const startQueue = (database: DatabaseHandle) =>
  startJobQueue(database, { logger, pollingIntervalSeconds: 0.5 });

describe('a job that fails', () => {
  let environment: TestEnvironment;
  let database: DatabaseHandle;
  let queue: JobQueue;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    database = await openMigrated(environment);
    queue = await startQueue(database);
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
    await environment?.dispose();
  });

  it('is tried again after a delay that grows, and completes once its handler succeeds', async () => {
    const attempts: { attempt: number; at: number }[] = [];
    await queue.define<{ key: string }>(
      'flaky',
      async (_data, { attempt }) => {
        attempts.push({ attempt, at: Date.now() });
        if (attempt < 3) throw new Error(`attempt ${attempt} fails`);
      },
      { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true },
    );
    const id = await queue.send('flaky', { key: 'flaky-1' });

    await vi.waitFor(async () => expect(await queue.findJobState('flaky', id)).toBe('completed'), {
      timeout: 20_000,
      interval: 100,
    });
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    const [first, second, third] = attempts.map((a) => a.at) as [number, number, number];
    // With a 1 s delay doubled per retry, pg-boss waits 1-2 s, then 2-4 s (plus up to one
    // 0.5 s poll): the second wait can never be as short as the shortest first one.
    const firstWait = second - first;
    const secondWait = third - second;
    expect(firstWait).toBeGreaterThanOrEqual(950);
    expect(firstWait).toBeLessThan(4_000);
    expect(secondWait).toBeGreaterThanOrEqual(1_950);
    console.log(`[${testDatabase}] retry waits: ${firstWait} ms, then ${secondWait} ms`);
  });

  it('ends failed after its retry limit, and is not tried again', async () => {
    const attempts: number[] = [];
    await queue.define<{ key: string }>(
      'doomed',
      async (_data, { attempt }) => {
        attempts.push(attempt);
        throw new Error('always fails');
      },
      { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false },
    );
    const id = await queue.send('doomed', { key: 'doomed-1' });

    await vi.waitFor(async () => expect(await queue.findJobState('doomed', id)).toBe('failed'), {
      timeout: 20_000,
      interval: 100,
    });
    // Two polls later, still three attempts: the first try and two retries.
    await sleep(1_200);
    expect(attempts).toEqual([1, 2, 3]);
    expect(await queue.findJobState('doomed', id)).toBe('failed');
  });

  it('follows a retry policy changed since an earlier run defined its queue', async () => {
    // An earlier version of the server defined the queue with no retries.
    const earlier = await startQueue(database);
    await earlier.define('reworked', async () => {}, { retryLimit: 0 });
    await earlier.stop();

    const attempts: number[] = [];
    await queue.define<{ key: string }>(
      'reworked',
      async (_data, { attempt }) => {
        attempts.push(attempt);
        throw new Error('always fails');
      },
      { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false },
    );
    const id = await queue.send('reworked', { key: 'reworked-1' });
    await vi.waitFor(async () => expect(await queue.findJobState('reworked', id)).toBe('failed'), {
      timeout: 20_000,
      interval: 100,
    });
    expect(attempts).toEqual([1, 2]);
  });
});

describe('a job stored but not yet run when its process stopped', () => {
  let environment: TestEnvironment;
  const open: { database?: DatabaseHandle; queue?: JobQueue } = {};

  beforeAll(async () => {
    environment = await createTestEnvironment();
  });
  afterAll(async () => {
    await open.queue?.stop();
    await open.database?.close();
    await environment?.dispose();
  });

  it('runs once a new queue starts on the same database', async () => {
    // An earlier run of the server created the queue.
    open.database = await openMigrated(environment);
    open.queue = await startQueue(open.database);
    await open.queue.define('resume', async () => {});
    await open.queue.stop();

    // This run stores a job and stops before any worker of it ran the job.
    open.queue = await startQueue(open.database);
    const id = await open.queue.send('resume', { key: 'resume-1' });
    expect(await open.queue.findJobState('resume', id)).toBe('created');
    await open.queue.stop();
    open.queue = undefined;
    // On the embedded database this closes the data folder, as a stopped process would.
    await open.database.close();
    open.database = undefined;

    const ran: string[] = [];
    open.database = await openMigrated(environment);
    open.queue = await startQueue(open.database);
    await open.queue.define<{ key: string }>('resume', async ({ key }) => {
      ran.push(key);
    });
    await vi.waitFor(
      async () => expect(await open.queue!.findJobState('resume', id)).toBe('completed'),
      { timeout: 10_000, interval: 100 },
    );
    expect(ran).toEqual(['resume-1']);
  });
});

describe('two processes working one queue on PostgreSQL', () => {
  const jobs = 200;
  let environment: TestEnvironment | undefined;
  const databases: DatabaseHandle[] = [];
  const queues: JobQueue[] = [];

  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    for (const database of databases) await database.close();
    await environment?.dispose();
  });

  it.skipIf(testDatabase !== 'postgres')(
    `run each of ${jobs} jobs exactly once between them (PostgreSQL only: an embedded data folder opens in one process at a time)`,
    async () => {
      environment = await createTestEnvironment();
      // Two database handles and two queues: two server processes sharing one database.
      databases.push(await openMigrated(environment), await openDatabase(environment.config));
      queues.push(...(await Promise.all(databases.map((database) => startQueue(database)))));
      const runs = new Map<string, string[]>();
      await Promise.all(
        queues.map((queue, index) =>
          queue.define<{ key: string }>('shared', async ({ key }) => {
            runs.set(key, [...(runs.get(key) ?? []), `process-${index}`]);
            await sleep(2);
          }),
        ),
      );

      const startedAt = Date.now();
      const ids = await Promise.all(
        Array.from({ length: jobs }, (_, n) =>
          queues[n % 2]!.send('shared', { key: `job-${String(n).padStart(3, '0')}` }),
        ),
      );
      await vi.waitFor(() => expect(runs.size).toBe(jobs), { timeout: 30_000, interval: 50 });
      const elapsedMs = Date.now() - startedAt;
      // Give a duplicate run the time of two polls to show itself.
      await sleep(1_200);

      const runCounts = [...runs.values()].map((runners) => runners.length);
      expect(runCounts.filter((count) => count !== 1)).toEqual([]);
      const byProcess = [...runs.values()].flat();
      const shares = [0, 1].map((i) => byProcess.filter((p) => p === `process-${i}`).length);
      expect(shares[0]).toBeGreaterThan(0);
      expect(shares[1]).toBeGreaterThan(0);
      const states = await Promise.all(ids.map((id) => queues[0]!.findJobState('shared', id)));
      expect(new Set(states)).toEqual(new Set(['completed']));
      console.log(
        `[postgres] ${jobs} jobs in ${elapsedMs} ms (${Math.round((jobs * 1000) / elapsedMs)}/s), ` +
          `split ${shares[0]} / ${shares[1]} between the two processes`,
      );
    },
  );
});
