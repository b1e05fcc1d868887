/**
 * Durable background work (exports, imports, scraping, the assistant, mail) on pg-boss: jobs are
 * rows in PostgreSQL, claimed with `FOR UPDATE SKIP LOCKED`, so every server process sharing the
 * database shares the queue, no job runs twice at once, and a job survives a restart. On the
 * embedded database pg-boss talks to PGlite through the same `executeSql` as everything else.
 */
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/connection.ts';
import type { Logger } from '../../logger.ts';

export type JobRetryPolicy = {
  /** How many times a failed job is tried again (0: never). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Double the delay on each retry. */
  retryBackoff: boolean;
  /** A job running longer than this is failed (and retried). */
  expireInSeconds: number;
};

export type JobHandler<T> = (data: T, job: { id: string; attempt: number }) => Promise<void>;

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export type JobQueue = {
  /** Registers the handler of a kind of job and starts working it in this process. */
  define<T extends object>(
    name: string,
    handler: JobHandler<T>,
    policy?: Partial<JobRetryPolicy>,
  ): Promise<void>;
  /** Stores a job; it is committed before this resolves and will run even after a restart. */
  send<T extends object>(name: string, data: T): Promise<string>;
  findJobState(name: string, id: string): Promise<JobState | undefined>;
  stop(): Promise<void>;
};

const defaultPolicy: JobRetryPolicy = {
  retryLimit: 3,
  retryDelaySeconds: 2,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

export type JobQueueOptions = {
  pollingIntervalSeconds?: number;
  /** How often jobs past their expiry are failed (and so retried). */
  maintenanceIntervalSeconds?: number;
  logger: Logger;
};

/** Starts the queue on the given database, installing its tables on first use. */
export async function startJobQueue(
  database: DatabaseHandle,
  { pollingIntervalSeconds = 1, maintenanceIntervalSeconds = 120, logger }: JobQueueOptions,
): Promise<JobQueue> {
  // pg-boss's stop() can return while a worker's fetch is still on its way (the job it brings
  // then runs after the database has closed) and before a finished job is recorded (its worker
  // does not wait for that statement): such a job, done, would run again once it expires (a
  // mail sent twice). stop() waits for the statements and the handlers under way.
  const underWay = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    underWay.add(work);
    const settled = () => underWay.delete(work);
    work.then(settled, settled);
    return work;
  };
  const executeSql = (text: string, values?: unknown[]) => track(database.executeSql(text, values));
  const boss = await retryCreationRace(async () => {
    const candidate = new PgBoss({
      db: { executeSql },
      schema: 'pgboss',
      // Cron scheduling would add a clock monitor per process; no feature needs it yet.
      schedule: false,
      maintenanceIntervalSeconds,
    });
    candidate.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    // A failed start leaves the instance unusable (it stays "starting"): each try makes a new one.
    await candidate.start();
    return candidate;
  });
  // A worker polls on an interval; waking it after a send or a finished job keeps a burst moving.
  const workers = new Map<string, string>();
  const wake = (name: string) => {
    const workerId = workers.get(name);
    if (workerId) boss.notifyWorker(workerId);
  };

  return {
    async define(name, handler, policy = {}) {
      const { retryLimit, retryDelaySeconds, retryBackoff, expireInSeconds } = {
        ...defaultPolicy,
        ...policy,
      };
      const options = {
        retryLimit,
        retryDelay: retryDelaySeconds,
        retryBackoff,
        expireInSeconds,
      };
      // pg-boss keeps the policy a queue was created with: update an existing one, so that a
      // policy changed in code applies after a restart.
      await retryCreationRace(async () => {
        if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...options });
        else await boss.createQueue(name, { name, ...options });
      });
      const workerId = await boss.work<Parameters<typeof handler>[0]>(
        name,
        { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          try {
            await track(handler(job.data, { id: job.id, attempt: job.retryCount + 1 }));
          } finally {
            setImmediate(() => wake(name));
          }
        },
      );
      workers.set(name, workerId);
    },
    async send(name, data) {
      const id = await boss.send(name, data);
      if (!id) throw new Error(`The job queue refused a job for ${name}`);
      wake(name);
      return id;
    },
    async findJobState(name, id) {
      const job = await boss.getJobById(name, id, { includeArchive: true });
      return job?.state;
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      // A fetched job reaches its handler, and a finished one its statement, within the turn
      // of the event loop in which the previous step settled: look again after each turn.
      const giveUpAt = Date.now() + 10_000;
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        if (underWay.size === 0 || Date.now() > giveUpAt) break;
        await Promise.race([
          Promise.allSettled([...underWay]),
          new Promise((resolve) => setTimeout(resolve, giveUpAt - Date.now()).unref()),
        ]);
      }
    },
  };
}

// unique_violation, duplicate_schema, duplicate_table, duplicate_object, deadlock_detected
const creationRaceCodes = new Set(['23505', '42P06', '42P07', '42710', '40P01']);

/**
 * Server processes starting together on one PostgreSQL database race to install pg-boss's
 * tables and to create the same queue: PostgreSQL then fails all but one of them (a duplicate
 * schema or a deadlock). The loser tries again and finds the work done.
 */
async function retryCreationRace<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 5 || typeof code !== 'string' || !creationRaceCodes.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
