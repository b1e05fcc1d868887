import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { graphql } from './graphql/index.ts';
import {
  ApiClient,
  signInMutation,
  signUpMutation,
  verifyEmailMutation,
} from './support/api-client.ts';
import { createRowMutation, rowsQuery } from './support/schedule-fixture.ts';
import { type StartedService, spawnStart } from './support/spawn-server.ts';
import { createTestEnvironment, type TestEnvironment } from './support/test-config.ts';

const kills = 5;
/**
 * The promise is the typical restart (the median of the five); any single one may take a little
 * longer on a busy machine (one of 5 took 3.02 s on a loaded CI-like run), never 5 s.
 */
const restartLimitMs = 3_000;
const slowestRestartMs = 5_000;

const running = new Set<StartedService>();
let environment: TestEnvironment | undefined;

afterAll(async () => {
  await Promise.all([...running].map((service) => service.kill('SIGKILL')));
  await environment?.dispose();
});

/** Milliseconds from the launch until /graphql answers a query that reads the database. */
async function startAndWait(env: Record<string, string>, url: string) {
  const launchedAt = Date.now();
  const service = spawnStart(env);
  running.add(service);
  service.exited.then(() => running.delete(service));
  let exitedEarly = false;
  service.exited.then(() => {
    exitedEarly = true;
  });
  for (;;) {
    if (exitedEarly) throw new Error(`the server stopped while starting:\n${service.output()}`);
    if (Date.now() - launchedAt > 60_000) throw new Error(`no answer:\n${service.output()}`);
    const answer = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ systemStatus { database } }' }),
    }).catch(() => undefined);
    if (answer?.ok) {
      const body = (await answer.json()) as { data?: { systemStatus?: { database?: string } } };
      expect(body.data?.systemStatus?.database).toBe('EMBEDDED');
      return { service, ms: Date.now() - launchedAt };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The six-digit code mailed to `email`, read from the development outbox page. */
async function codeFromOutbox(url: string, email: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const page = await (await fetch(`${url}/dev/outbox`)).text();
    const article = page.split('<article>').find((part) => part.includes(email));
    const code = article?.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${email} in the outbox`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// The embedded database only: a PostgreSQL server does not restart with the app.
describe.runIf(process.env.SPECBOARD_TEST_DATABASE !== 'postgres')(
  'a server killed again and again (embedded database)',
  () => {
    it(`answers within ${restartLimitMs / 1000} s (median) after each of ${kills} SIGKILLs and keeps every acknowledged write`, async () => {
      // A data folder never opened: the first start creates and migrates the database.
      environment = await createTestEnvironment({}, { empty: true });
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const env = {
        ...environment.env,
        PORT: String(port),
        // The child would inherit the PostgreSQL project's settings: this is the embedded server.
        DATABASE_URL: '',
        REDIS_URL: '',
        MAIL_OUTBOX_PAGE: 'on',
      };
      let { service } = await startAndWait(env, url);

      const client = new ApiClient(url);
      const email = `restart.${Date.now()}@example.com`;
      const password = 'correct horse 9';
      await client.ok(signUpMutation, { email, password, name: 'Restart Tester' });
      await client.ok(verifyEmailMutation, { email, code: await codeFromOutbox(url, email) });
      client.accessToken = (await client.ok(signInMutation, { email, password })).signIn.session!
        .accessToken as string;
      const workspaceId: string = (
        await client.ok(
          graphql(`query RestartAfterKillListMyWorkspaces { listMyWorkspaces { id } }`),
        )
      ).listMyWorkspaces[0]!.id;
      const projectId: string = (
        await client.ok(
          graphql(
            `mutation RestartAfterKillDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: "Harbour Hotel", address: { formatted_address: "Halifax, Canada" }, area: 1000, areaUnit: feet) { id } }`,
          ),
          { w: workspaceId },
        )
      ).deprecatedCreateProjectV2.id;
      const ids = { p: projectId, w: workspaceId };

      const acknowledged: string[] = [];
      const restarts: number[] = [];
      for (let kill = 1; kill <= kills; kill++) {
        for (let n = 0; n < 5; n++) {
          acknowledged.push((await client.ok(createRowMutation, ids)).createEmptyRow.id);
        }
        // More writes in flight when the kill lands; nothing was promised for these.
        const inFlight = Array.from({ length: 4 }, () =>
          client.call(createRowMutation, ids).catch(() => undefined),
        );
        // Launcher and server die together, as when a machine's service manager kills them.
        await service.kill('SIGKILL');
        await Promise.all(inFlight);

        const restart = await startAndWait(env, url);
        service = restart.service;
        restarts.push(restart.ms);

        const stored = new Set<string>();
        let next: string | null = null;
        do {
          const page: { data: { id: string }[]; nextToken: string | null } = (
            await client.ok(rowsQuery, { ...ids, limit: 100, next })
          ).getStructuredScheduleRows;
          for (const row of page.data) stored.add(row.id);
          next = page.nextToken;
        } while (next);
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      }
      console.log(`restarts after SIGKILL (ms): ${restarts.join(', ')}`);
      const median = [...restarts].sort((a, b) => a - b)[Math.floor(restarts.length / 2)]!;
      expect(median).toBeLessThan(restartLimitMs);
      for (const ms of restarts) expect(ms).toBeLessThan(slowestRestartMs);
      await service.kill('SIGTERM');
    }, 120_000);
  },
);
