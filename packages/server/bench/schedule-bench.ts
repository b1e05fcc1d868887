/**
 * The schedule's budgets (issue 6): cell edits (one at a time and a batch of 1,000), row pages
 * and live propagation on a 5,000-row schedule, over the real HTTP and WebSocket endpoints.
 * Clients run in worker threads.
 */
import { Worker } from 'node:worker_threads';
import type { App } from '../src/app.ts';
import { graphql } from '../test/graphql/index.ts';
import { documentText } from '../test/support/document-text.ts';
import { premiumProject } from '../test/support/premium-project.ts';
import { seedSchedule } from '../test/support/seed.ts';
import { connectGraphQLWebSocket } from '../test/support/ws-client.ts';
import { benchBareUpdate } from './floor-bench.ts';
import { type BenchRow, percentile } from './stats.ts';

const scheduleRows = 5000;
/** The columns of the pasted block: text, and the numbers that move computed cells and totals. */
const batchColumns = [
  'manufacturer',
  'model',
  'productCode',
  'productType',
  'mounting',
  'environment',
  'location',
  'voltage',
  'quantity',
  'budgetPrice',
];

type Row = { id: string; versions: Record<string, string> };
type ClientResult = { durations: number[]; accepted: number; wallMs: number; rows: Row[] };

export async function signedInOwner(app: App, url: string) {
  const { email, password, workspaceId, projectId } = await premiumProject(
    app.platform.database,
    'Bench',
  );
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: documentText(
        graphql(
          `mutation ScheduleBenchSignIn($e: String!, $p: String!) { signIn(email: $e, password: $p) { session { accessToken } } }`,
        ),
      ),
      variables: { e: email, p: password },
    }),
  });
  const token: string = ((await response.json()) as any).data.signIn.session.accessToken;
  return { token, workspaceId, projectId };
}

/**
 * fetch, tried once more when a kept-alive socket turns out closed: the server drops sockets idle
 * for 5 s, and seeding leaves those of the earlier parts idle that long (undici may pick one as
 * it closes, ECONNRESET). Only for reads, which may safely be sent twice.
 */
async function fetchReusingSockets(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}

/** Runs jobs on client threads, one per job, and gathers their results. */
export async function onClients(jobs: object[]): Promise<ClientResult[]> {
  return Promise.all(
    jobs.map(
      (job) =>
        new Promise<ClientResult>((resolve, reject) => {
          const worker = new Worker(new URL('./http-client.worker.mjs', import.meta.url));
          worker.once(
            'message',
            (message: { ok: boolean; result: ClientResult; error: string }) => {
              void worker.terminate();
              if (message.ok) resolve(message.result);
              else reject(new Error(message.error));
            },
          );
          worker.once('error', reject);
          worker.postMessage(job);
        }),
    ),
  );
}

const rowsQuery = documentText(
  graphql(`query ScheduleBenchRows($p: ID!, $w: ID!, $l: Int, $n: String) {
  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l, nextToken: $n) { data nextToken }
}`),
);

// The floor under every figure: a query that touches no table.
const floorQuery = documentText(graphql(`query ScheduleBenchFloor { systemStatus { version } }`));

function split<T>(items: T[], parts: number): T[][] {
  return Array.from({ length: parts }, (_, part) =>
    items.filter((_, index) => index % parts === part),
  );
}

export async function benchSchedule(label: string, app: App, url: string): Promise<BenchRow[]> {
  const results: BenchRow[] = [];
  const owner = await signedInOwner(app, url);
  const ids = { p: owner.projectId, w: owner.workspaceId };
  const base = { url, token: owner.token, ids };
  const seedStart = performance.now();
  await seedSchedule(app, owner.projectId, scheduleRows);
  const seedMs = performance.now() - seedStart;
  // Fresh rows have no planner statistics yet; a running database would have gathered them.
  await app.platform.database.executeSql('analyze');
  let rows: Row[] = [];
  let next: string | null = null;
  do {
    const response = await fetchReusingSockets(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ query: rowsQuery, variables: { ...ids, l: 2000, n: next } }),
    });
    const page: { data: Row[]; nextToken: string | null } = ((await response.json()) as any).data
      .getStructuredScheduleRows;
    rows.push(...page.data);
    next = page.nextToken;
  } while (next);
  // A first issue of the schedule, before the edits below; compared with one taken after them.
  const firstVersion = (await postAs(base, createVersion, { ...ids, t: 'Bench A' }))
    .createProjectVersion.id as string;
  const distinct = new Set(rows.map((row) => row.id)).size;
  if (rows.length !== scheduleRows || distinct !== scheduleRows) {
    throw new Error(`read ${rows.length} rows, ${distinct} distinct, of ${scheduleRows}`);
  }

  const editJob = (part: Row[], extra: object) => ({
    ...base,
    kind: 'edits',
    rows: part,
    ...extra,
  });
  rows = (await onClients([editJob(rows, { total: 500, concurrency: 4 })]))[0]!.rows;

  for (const concurrency of [1, 16]) {
    const total = concurrency === 1 ? 2000 : 8000;
    const [result] = await onClients([editJob(rows, { total, concurrency })]);
    rows = result!.rows;
    results.push({
      database: label,
      measure: `updateCell round trip, concurrency ${concurrency}`,
      p50: percentile(result!.durations, 50),
      p95: percentile(result!.durations, 95),
      extra: `${Math.round((result!.accepted / result!.wallMs) * 1000)} accepted edits/s`,
    });
  }

  const { rows: schedule } = await app.platform.database.executeSql(
    `select id from schedules where project_id = $1 and kind = 'live'`,
    [owner.projectId],
  );
  results.push(
    ...(await benchBareUpdate(
      label,
      app,
      (schedule[0] as { id: string }).id,
      rows.map((row) => row.id),
    )),
  );

  // A pasted block of 100 rows × 10 columns as one updateCells call (budget: 300 ms).
  const batchJob = (total: number) => ({
    ...base,
    kind: 'batches',
    rows,
    total,
    rowsPerBatch: 100,
    columns: batchColumns,
  });
  rows = (await onClients([batchJob(5)]))[0]!.rows; // warm-up
  const [batched] = await onClients([batchJob(40)]);
  rows = batched!.rows;
  const cellsPerBatch = 100 * batchColumns.length;
  results.push({
    database: label,
    measure: `updateCells round trip, ${cellsPerBatch.toLocaleString('en')} cells (100 rows × ${batchColumns.length} columns)`,
    p50: percentile(batched!.durations, 50),
    p95: percentile(batched!.durations, 95),
    extra: `target 300 ms; ${Math.round((cellsPerBatch * 1000) / percentile(batched!.durations, 50))} cells/s`,
  });

  // The floor under every figure here: a query that touches no table, through the same client.
  const [floor] = await onClients([
    { ...base, kind: 'queries', total: 2000, body: { query: floorQuery } },
  ]);
  results.push({
    database: label,
    measure: 'floor: systemStatus through the same client',
    p50: percentile(floor!.durations, 50),
    p95: percentile(floor!.durations, 95),
    extra: '',
  });

  for (const limit of [25, 1000]) {
    const [result] = await onClients([
      {
        ...base,
        kind: 'queries',
        total: limit === 25 ? 1000 : 200,
        body: { query: rowsQuery, variables: { ...ids, l: limit } },
      },
    ]);
    results.push({
      database: label,
      measure: `getStructuredScheduleRows, first ${limit} rows`,
      p50: percentile(result!.durations, 50),
      p95: percentile(result!.durations, 95),
      extra: `of ${scheduleRows}`,
    });
  }

  const propagated = await benchPropagation(
    label,
    url,
    owner,
    editJob(rows.slice(0, 500), { total: 500, concurrency: 1, stamp: true, pauseMs: 2 }),
  );
  results.push(propagated.row);
  rows = [...propagated.rows, ...rows.slice(500)];

  const editors = 50;
  const threads = 2;
  const sustained = await onClients(
    split(rows, threads).map((part) =>
      editJob(part, { durationMs: 5000, concurrency: editors / threads }),
    ),
  );
  const accepted = sustained.reduce((sum, result) => sum + result.accepted, 0);
  const wallMs = Math.max(...sustained.map((result) => result.wallMs));
  const all = sustained.flatMap((result) => result.durations);
  results.push({
    database: label,
    measure: `sustained edits, ${editors} concurrent editors`,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    extra: `${Math.round((accepted / wallMs) * 1000)} accepted edits/s`,
  });
  results.push(await benchCompare(label, base, ids, firstVersion));
  results.push({
    database: label,
    measure: `seed ${scheduleRows} rows (one transaction)`,
    p50: Number.NaN,
    p95: Number.NaN,
    extra: `${Math.round(seedMs)} ms`,
  });
  return results;
}

async function benchPropagation(
  label: string,
  url: string,
  owner: { token: string; projectId: string; workspaceId: string },
  job: object,
): Promise<{ row: BenchRow; rows: Row[] }> {
  const watcher = connectGraphQLWebSocket(url, { authorization: `Bearer ${owner.token}` });
  const latencies: number[] = [];
  watcher.subscribe<{ onPutScheduleRow: { row: { cells: { model?: string } } } }>(
    {
      query: documentText(
        graphql(
          `subscription ScheduleBenchOnPutScheduleRow($p: ID!, $w: ID!) { onPutScheduleRow(projectId: $p, workspaceId: $w) { row } }`,
        ),
      ),
      variables: { p: owner.projectId, w: owner.workspaceId },
    },
    {
      next: ({ data }) => {
        const model = data?.onPutScheduleRow.row.cells.model;
        if (!model?.startsWith('P')) return;
        latencies.push(performance.timeOrigin + performance.now() - Number(model.slice(1)));
      },
      error: () => {},
      complete: () => {},
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const [result] = await onClients([job]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  await watcher.dispose();
  return {
    rows: result!.rows,
    row: {
      database: label,
      measure: 'edit to another subscriber (send to receipt)',
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      extra: `${latencies.length} edits`,
    },
  };
}

async function postAs(base: { url: string; token: string }, query: string, variables: object) {
  const response = await fetch(`${base.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${base.token}` },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as any).data;
}

const createVersion = documentText(
  graphql(`mutation ScheduleBenchCreateVersion($p: ID!, $w: ID!, $t: String!) {
  createProjectVersion(projectId: $p, workspaceId: $w, title: $t) { id rowsCount }
}`),
);

/** Two versions of the 5,000-row schedule, thousands of edits apart, compared (budget: 300 ms). */
async function benchCompare(
  label: string,
  base: { url: string; token: string },
  ids: { p: string; w: string },
  firstVersionId: string,
): Promise<BenchRow> {
  const second = (await postAs(base, createVersion, { ...ids, t: 'Bench B' })).createProjectVersion;
  const [result] = await onClients([
    {
      ...base,
      ids,
      kind: 'queries',
      total: 20,
      body: {
        query: documentText(
          graphql(`query ScheduleBenchCompare($p: ID!, $w: ID!, $a: ID!, $b: ID) {
          compareProjectVersions(projectId: $p, workspaceId: $w, primaryVersionId: $a, secondaryVersionId: $b) {
            counts { added removed modified unchanged } totals { costDelta }
          }
        }`),
        ),
        variables: { ...ids, a: firstVersionId, b: second.id },
      },
    },
  ]);
  return {
    database: label,
    measure: `compare two versions of ${second.rowsCount} rows`,
    p50: percentile(result!.durations, 50),
    p95: percentile(result!.durations, 95),
    extra: 'target 300 ms',
  };
}
