import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { createConfirmedAccount } from '../src/features/identity/index.ts';
import { graphql } from './graphql/index.ts';
import { signInMutation } from './support/api-client.ts';
import { type ServerProcess, spawnServer } from './support/spawn-server.ts';
import { postGraphQL } from './support/test-app.ts';
import {
  createTestEnvironment,
  type TestEnvironment,
  testDatabase,
} from './support/test-config.ts';
import { connectGraphQLWebSocket } from './support/ws-client.ts';

const redisUrl = process.env.REDIS_URL;
const runnable = testDatabase === 'postgres' && Boolean(redisUrl);
const pulseQuery = 'subscription { systemPulse { at serverId } }';
const windowMs = 2_000;
// A process pulsing every 200 ms is heard ~10 times in a window; anything heard fewer than 3
// times (say, another suite's server on the same Redis, pulsing every 5 s) is not one of ours.
const frequent = (counts: Map<string, number>) =>
  [...counts].filter(([, count]) => count >= 3).map(([id]) => id);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type PulseListener = { counts: Map<string, number>; errors: unknown[]; stop: () => void };

/** Subscribes to systemPulse over a real WebSocket and counts pulses by serverId. */
function listenToPulses(url: string, token: string): PulseListener {
  // A socket must present credentials: the two processes share the database, so a token either
  // signed is valid on both.
  const client = connectGraphQLWebSocket(url, { authorization: `Bearer ${token}` });
  const listener: PulseListener = {
    counts: new Map(),
    errors: [],
    stop: () => {
      unsubscribe();
      void client.dispose();
    },
  };
  const unsubscribe = client.subscribe<{ systemPulse: { at: string; serverId: string } }>(
    { query: pulseQuery },
    {
      next: (result) => {
        if (result.errors) listener.errors.push(result.errors);
        const id = result.data?.systemPulse.serverId;
        if (id) listener.counts.set(id, (listener.counts.get(id) ?? 0) + 1);
      },
      error: (error) => listener.errors.push(error),
      complete: () => {},
    },
  );
  return listener;
}

const servers = new Set<ServerProcess>();
const listeners = new Set<PulseListener>();
const environments: TestEnvironment[] = [];

afterEach(async () => {
  for (const listener of listeners) listener.stop();
  listeners.clear();
  await Promise.all([...servers].map((server) => server.kill('SIGKILL')));
  await Promise.all(environments.splice(0).map((environment) => environment.dispose()));
});

/** Two server processes started together on one fresh PostgreSQL database. */
async function startTwoProcesses(withRedis: boolean): Promise<[ServerProcess, ServerProcess]> {
  // The children inherit this process's REDIS_URL: set it, or blank it, explicitly.
  const redis = withRedis ? redisUrl! : '';
  const environment = await createTestEnvironment({ PULSE_INTERVAL_MS: '200', REDIS_URL: redis });
  environments.push(environment);
  const started = await Promise.allSettled([
    spawnServer(environment.env),
    spawnServer(environment.env),
  ]);
  for (const result of started) if (result.status === 'fulfilled') servers.add(result.value);
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  return started.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value) as [
    ServerProcess,
    ServerProcess,
  ];
}

/** A confirmed account written to the shared database, signed in through `server`. */
async function signedInToken(environment: TestEnvironment, server: ServerProcess) {
  const [email, password] = [`pulse.${Date.now()}@example.com`, 'correct horse 9'];
  const database = await openDatabase(environment.config);
  try {
    const profile = { name: 'Pulse', company: '', location: '', projectTeamRole: '' };
    await createConfirmedAccount(database.db, { email, password, ...profile });
  } finally {
    await database.close();
  }
  const { body } = await postGraphQL(server.url, signInMutation, { email, password });
  return body.data!.signIn.session!.accessToken as string;
}

function listen(server: ServerProcess, token: string) {
  const listener = listenToPulses(server.url, token);
  listeners.add(listener);
  return listener;
}

async function systemStatus(server: ServerProcess) {
  const { body } = await postGraphQL(
    server.url,
    graphql(`query TwoProcessRedisSystemStatus { systemStatus { database pubsub } }`),
  );
  return body.data?.systemStatus as { database: string; pubsub: string };
}

describe.skipIf(!runnable)(
  'two server processes on one PostgreSQL database (needs the server:postgres project and REDIS_URL)',
  () => {
    it("deliver each other's live events through Redis: B's subscriber hears A's pulses until A stops", async () => {
      const [a, b] = await startTwoProcesses(true);
      expect(await systemStatus(a)).toEqual({ database: 'POSTGRES', pubsub: 'REDIS' });
      expect(await systemStatus(b)).toEqual({ database: 'POSTGRES', pubsub: 'REDIS' });

      const token = await signedInToken(environments.at(-1)!, a);
      const onA = listen(a, token);
      const onB = listen(b, token);
      await sleep(windowMs);
      const heardOnB = frequent(onB.counts);
      expect(heardOnB).toHaveLength(2);
      // A's subscriber hears the same two processes.
      expect(frequent(onA.counts).sort()).toEqual([...heardOnB].sort());

      // Which of the two is A? The one whose pulses stop when A stops.
      onA.stop();
      await a.kill('SIGTERM');
      await sleep(100);
      onB.counts.clear();
      await sleep(windowMs);
      const stillHeard = frequent(onB.counts);
      expect(stillHeard).toHaveLength(1);
      const idOfA = heardOnB.find((id) => !onB.counts.has(id));
      expect(idOfA).toBeDefined();
      expect(stillHeard).not.toContain(idOfA);
      expect(onB.errors).toEqual([]);
    });

    it("keep live events in each process without Redis: B's subscriber hears only B", async () => {
      const [a, b] = await startTwoProcesses(false);
      expect(await systemStatus(a)).toEqual({ database: 'POSTGRES', pubsub: 'IN_PROCESS' });
      expect(await systemStatus(b)).toEqual({ database: 'POSTGRES', pubsub: 'IN_PROCESS' });

      const token = await signedInToken(environments.at(-1)!, a);
      const onA = listen(a, token);
      const onB = listen(b, token);
      await sleep(windowMs);
      // In process, nothing from elsewhere can reach a subscriber: every pulse counts.
      const heardOnA = [...onA.counts.keys()];
      const heardOnB = [...onB.counts.keys()];
      expect(heardOnB).toHaveLength(1);
      expect(heardOnA).toHaveLength(1);
      expect(heardOnB[0]).not.toBe(heardOnA[0]);
      expect(onB.counts.get(heardOnB[0]!)).toBeGreaterThanOrEqual(3);
    });
  },
);
