/**
 * `npm run bench`: the performance suite. Starts the whole server in-process on a fresh embedded
 * database (and on the PostgreSQL server at DATABASE_URL, with Redis at REDIS_URL, when set) and
 * measures what a user waits for. Prints one table.
 */
import { createApp } from '../src/app.ts';
import type { Feature } from '../src/graphql/feature.ts';
import { graphql } from '../test/graphql/index.ts';
import { documentText } from '../test/support/document-text.ts';
import { createTestEnvironment } from '../test/support/test-config.ts';
import { connectGraphQLWebSocket } from '../test/support/ws-client.ts';
import { benchCatalogueSearch } from './catalogue-search-bench.ts';
import { benchExports } from './export-bench.ts';
import { benchImports } from './import-bench.ts';
import { benchProcesses } from './process-bench.ts';
import { benchScaleOut } from './scale-out-bench.ts';
import { benchSchedule, signedInOwner } from './schedule-bench.ts';
import { benchSearch } from './search-bench.ts';
import { type BenchRow, percentile, printTable, timeMany } from './stats.ts';
import { benchSubscribers } from './subscribers-bench.ts';

declare module '../src/platform/pubsub/pubsub.ts' {
  interface Topics {
    'bench.ping': { sentAt: number };
  }
}

// A subscription of the bench's own, so that propagation is timed per event, not per pulse.
const benchFeature: Feature = {
  name: 'bench',
  typeDefs: 'type BenchPing { sentAt: Float! } type Subscription { benchPing: BenchPing! }',
  resolvers: {
    Subscription: {
      benchPing: {
        subscribe: (_p: unknown, _a: unknown, context: { pubsub: any }) =>
          context.pubsub.subscribe('bench.ping', 'bench'),
        resolve: (ping: unknown) => ping,
      },
    },
  } as never,
};

/** BENCH_ONLY=schedule,search (say) runs only those parts; all of them without it. */
function benchPart(part: string) {
  const only = process.env.BENCH_ONLY;
  return !only || only.split(',').includes(part);
}

async function benchDatabase(database: 'embedded' | 'postgres'): Promise<BenchRow[]> {
  const label = database === 'postgres' && process.env.REDIS_URL ? 'postgres+redis' : database;
  const environment = await createTestEnvironment({ LOG_LEVEL: 'error' }, { database });
  const app = await createApp(environment.config, { extraFeatures: [benchFeature] });
  const url = await app.listen();
  const rows: BenchRow[] = [];
  try {
    if (benchPart('general')) {
      const query = JSON.stringify({
        query: documentText(
          graphql(`query BenchGeneralSystemStatus { systemStatus { version database pubsub } }`),
        ),
      });
      const post = async () => {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: query,
        });
        await response.text();
      };
      await timeMany(200, 4, post); // warm-up
      for (const concurrency of [1, 16]) {
        const total = concurrency === 1 ? 1000 : 4000;
        const { durations, wallMs } = await timeMany(total, concurrency, post);
        rows.push({
          database: label,
          measure: `GraphQL query round trip, concurrency ${concurrency}`,
          p50: percentile(durations, 50),
          p95: percentile(durations, 95),
          extra: `${Math.round((total / wallMs) * 1000)} req/s`,
        });
      }

      const dbTimes = await timeMany(1000, 1, async () => {
        await app.platform.database.executeSql('select 1');
      });
      rows.push({
        database: label,
        measure: 'database round trip (select 1)',
        p50: percentile(dbTimes.durations, 50),
        p95: percentile(dbTimes.durations, 95),
        extra: '',
      });

      const { token } = await signedInOwner(app, url);
      rows.push(await benchPropagation(label, url, token, app.platform.pubsub));
      rows.push(await benchJobs(label, app.platform.jobs));
    }
    if (benchPart('schedule')) rows.push(...(await benchSchedule(label, app, url)));
    if (benchPart('search')) rows.push(...(await benchSearch(label, app, url)));
    if (benchPart('catalogue-search')) {
      rows.push(...(await benchCatalogueSearch(label, database)));
    }
    if (benchPart('subscribers')) rows.push(...(await benchSubscribers(label, app, url)));
    if (benchPart('exports')) rows.push(...(await benchExports(label, app, url)));
    if (benchPart('imports')) rows.push(...(await benchImports(label, app, url)));
  } finally {
    await app.close();
    await environment.dispose();
  }
  return rows;
}

async function benchPropagation(
  label: string,
  url: string,
  token: string,
  pubsub: any,
): Promise<BenchRow> {
  // Live connections need credentials (issue 17).
  const client = connectGraphQLWebSocket(url, { authorization: `Bearer ${token}` });
  const latencies: number[] = [];
  const total = 300;
  await new Promise<void>((resolve, reject) => {
    let ready = false;
    const unsubscribe = client.subscribe<{ benchPing: { sentAt: number } }>(
      { query: 'subscription { benchPing { sentAt } }' },
      {
        next: ({ data }) => {
          if (!ready || !data) return;
          latencies.push(performance.now() - data.benchPing.sentAt);
          if (latencies.length >= total) {
            unsubscribe();
            resolve();
          } else {
            setTimeout(
              () => pubsub.publish('bench.ping', 'bench', { sentAt: performance.now() }),
              2,
            );
          }
        },
        error: reject,
        complete: () => {},
      },
    );
    // Give the subscription a moment to register, then start the chain of pings.
    setTimeout(() => {
      ready = true;
      pubsub.publish('bench.ping', 'bench', { sentAt: performance.now() });
    }, 300);
  });
  await client.dispose();
  return {
    database: label,
    measure: `live event, publish to WebSocket client (${pubsub.kind})`,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    extra: `${total} events`,
  };
}

async function benchJobs(label: string, jobs: any): Promise<BenchRow> {
  const started = new Map<string, number>();
  const latencies: number[] = [];
  const total = 50;
  let done!: () => void;
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  await jobs.define('bench-job', async (data: { key: string }) => {
    latencies.push(performance.now() - (started.get(data.key) ?? performance.now()));
    if (latencies.length >= total) done();
  });
  for (let i = 0; i < total; i++) {
    started.set(String(i), performance.now());
    await jobs.send('bench-job', { key: String(i) });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await finished;
  return {
    database: label,
    measure: 'job, send to handler start',
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    extra: `${total} jobs`,
  };
}

// BENCH_DATABASE=postgres measures only the server database (for profiling one of them).
const rows = process.env.BENCH_DATABASE === 'postgres' ? [] : await benchDatabase('embedded');
if (process.env.DATABASE_URL) rows.push(...(await benchDatabase('postgres')));
// Two server processes of their own, on DATABASE_URL and REDIS_URL (nothing without both).
if (benchPart('scale-out')) rows.push(...(await benchScaleOut()));
// `npm start` itself, from outside: cold start and the idle process tree's memory.
if (benchPart('process')) rows.push(...(await benchProcesses()));
printTable(rows);
