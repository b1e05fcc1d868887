import { afterAll, describe, expect, it } from 'vitest';
import { graphql } from './graphql/index.ts';
import { type ServerProcess, spawnServer } from './support/spawn-server.ts';
import { postGraphQL } from './support/test-app.ts';
import {
  createTestEnvironment,
  type TestEnvironment,
  testDatabase,
} from './support/test-config.ts';

const fixture = 'test/fixtures/durability-server.ts';
const writers = 16;
const recordProbe = 'mutation Record($key: String!) { recordProbe(key: $key) }';

type Ack = 'committed' | 'early';

type Round = {
  killedAfterMs: number;
  acknowledged: string[];
  /** Requests that failed or were cut off by the kill: their outcome is unknown to the client. */
  unanswered: number;
  missing: string[];
  restartMs: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const running = new Set<ServerProcess>();
const environments: TestEnvironment[] = [];

afterAll(async () => {
  await Promise.all([...running].map((server) => server.kill('SIGKILL')));
  await Promise.all(environments.map((environment) => environment.dispose()));
});

// The child inherits this process's environment: blank what the test environment does not set,
// so an embedded run never reaches the PostgreSQL server or Redis of the postgres project.
function fixtureEnv(environment: TestEnvironment, ack: Ack): Record<string, string> {
  return {
    ...environment.env,
    DATABASE_URL: environment.env.DATABASE_URL ?? '',
    REDIS_URL: '',
    PROBE_ACK: ack,
  };
}

async function start(environment: TestEnvironment, ack: Ack): Promise<ServerProcess> {
  const server = await spawnServer(fixtureEnv(environment, ack), fixture);
  running.add(server);
  server.exited.then(() => running.delete(server));
  return server;
}

/** Each writer posts sequential unique keys until its request fails; returns the acknowledged. */
async function writeUntilKilled(server: ServerProcess, prefix: string, killAfterMs: number) {
  const acknowledged: string[] = [];
  let unanswered = 0;
  const deadline = Date.now() + killAfterMs + 10_000;
  const writer = async (w: number) => {
    for (let n = 0; Date.now() < deadline; n++) {
      const key = `${prefix}-w${String(w).padStart(2, '0')}-${String(n).padStart(6, '0')}`;
      try {
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: recordProbe, variables: { key } }),
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await response.json()) as { data?: { recordProbe?: boolean } };
        if (body.data?.recordProbe === true) {
          acknowledged.push(key);
          continue;
        }
      } catch {
        // The server is gone (reset or refused): this key's outcome is unknown.
      }
      unanswered++;
      return;
    }
  };
  const load = Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  await sleep(killAfterMs);
  await server.kill('SIGKILL');
  await load;
  return { acknowledged, unanswered };
}

async function storedKeys(server: ServerProcess): Promise<Set<string>> {
  const { status, body } = await postGraphQL(server.url, '{ probeKeys }');
  expect(status).toBe(200);
  return new Set(body.data.probeKeys as string[]);
}

/** Runs `rounds` rounds of load, SIGKILL at a random moment, restart, and check. */
async function killRounds(ack: Ack, rounds: number): Promise<Round[]> {
  const environment = await createTestEnvironment();
  environments.push(environment);
  let server = await start(environment, ack);
  const { body } = await postGraphQL(
    server.url,
    graphql(`query DurabilitySystemStatus { systemStatus { database } }`),
  );
  expect(body.data!.systemStatus.database).toBe(
    testDatabase === 'postgres' ? 'POSTGRES' : 'EMBEDDED',
  );
  const results: Round[] = [];
  const everAcknowledged: string[] = [];
  for (let round = 1; round <= rounds; round++) {
    const killedAfterMs = 300 + Math.floor(Math.random() * 1200);
    const { acknowledged, unanswered } = await writeUntilKilled(
      server,
      `${ack}-r${round}`,
      killedAfterMs,
    );
    everAcknowledged.push(...acknowledged);
    // The killed process left its lock (embedded) behind: a restart must take it over at once.
    const restartedAt = Date.now();
    server = await start(environment, ack);
    const restartMs = Date.now() - restartedAt;
    const stored = await storedKeys(server);
    const missing = acknowledged.filter((key) => !stored.has(key));
    // Writes acknowledged in earlier rounds survive later crashes too.
    expect(everAcknowledged.filter((key) => !stored.has(key)).length).toBe(missing.length);
    results.push({ killedAfterMs, acknowledged, unanswered, missing, restartMs });
    console.log(
      `[${testDatabase}, ack ${ack}] round ${round}: killed after ${killedAfterMs} ms, ` +
        `${acknowledged.length} acknowledged, ${missing.length} missing, ` +
        `${unanswered} unanswered, restarted in ${restartMs} ms`,
    );
  }
  await server.kill('SIGTERM');
  return results;
}

describe(`writes survive a SIGKILL of the server (${testDatabase} database)`, () => {
  it('finds every acknowledged write after three kills at random moments under load', async () => {
    const rounds = await killRounds('committed', 3);
    const acknowledged = rounds.reduce((sum, round) => sum + round.acknowledged.length, 0);
    // Enough writes were in flight for the kills to land mid-write.
    expect(acknowledged).toBeGreaterThanOrEqual(200);
    for (const round of rounds) {
      expect(round.acknowledged.length).toBeGreaterThan(0);
      expect(round.missing).toEqual([]);
    }
  }, 90_000);

  it('catches a server that acknowledges before committing: some acknowledged writes are lost', async () => {
    const [round] = await killRounds('early', 1);
    expect(round!.acknowledged.length).toBeGreaterThan(0);
    expect(round!.missing.length).toBeGreaterThan(0);
  }, 60_000);
});
