/**
 * Many people watching one schedule (issue 18): 50 WebSocket subscribers, each to the schedule's
 * rows and to its dashboard, while one person edits quantities one at a time. Each edit is timed
 * from its request leaving to its arrival at every subscriber. The subscribers and the editor run
 * in a thread of their own (this file, started again as a worker), as browsers would not share
 * the server's event loop.
 */
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { App } from '../src/app.ts';
import { graphql } from '../test/graphql/index.ts';
import { documentText } from '../test/support/document-text.ts';
import { postJson } from '../test/support/post-json.ts';
import { type BenchRow, percentile } from './stats.ts';

const subscriberCount = 50;
const scheduleRows = 200;
const edits = 300;

type Job = {
  url: string;
  token: string;
  ids: { p: string; w: string };
  rows: { id: string; version: string }[];
  subscribers: number;
  edits: number;
};

type Result = {
  /** Send to receipt, one per edit and subscriber. */
  latencies: number[];
  dashboardUpdates: number;
  errors: string[];
};

export async function benchSubscribers(label: string, app: App, url: string): Promise<BenchRow[]> {
  const { signedInOwner } = await import('./schedule-bench.ts');
  const { seedSchedule } = await import('../test/support/seed.ts');
  const owner = await signedInOwner(app, url);
  await seedSchedule(app, owner.projectId, scheduleRows);
  const rows = await readRows(url, owner.token, owner.projectId, owner.workspaceId);
  const job: Job = {
    url,
    token: owner.token,
    ids: { p: owner.projectId, w: owner.workspaceId },
    rows,
    subscribers: subscriberCount,
    edits,
  };
  const result = await inWorker(job);
  if (result.errors.length > 0) throw new Error(`subscribers heard errors: ${result.errors[0]}`);
  return [
    {
      database: label,
      measure: `edit seen by another subscriber, ${subscriberCount} subscribers`,
      p50: percentile(result.latencies, 50),
      p95: percentile(result.latencies, 95),
      extra: `target p95 15 ms; ${edits} edits × ${subscriberCount}, ${result.dashboardUpdates} dashboard updates`,
    },
  ];
}

/** Every row of the schedule, with the version of its quantity that an edit must present. */
async function readRows(url: string, token: string, p: string, w: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: documentText(
        graphql(
          `query SubscribersBenchRows($p: ID!, $w: ID!, $l: Int) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l) { data } }`,
        ),
      ),
      variables: { p, w, l: scheduleRows },
    }),
  });
  const page: { data: { id: string; versions: Record<string, string> }[] } = (
    (await response.json()) as any
  ).data.getStructuredScheduleRows;
  return page.data.map((row) => ({ id: row.id, version: row.versions.quantity ?? '1.0' }));
}

/** Runs the job in a worker thread that loads this file through tsx. */
function inWorker(job: Job): Promise<Result> {
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(import.meta.url)}); });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { eval: true, workerData: job });
    worker.once('message', (message: { ok: boolean; result: Result; error: string }) => {
      void worker.terminate();
      if (message.ok) resolve(message.result);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });
}

const now = () => performance.timeOrigin + performance.now();

const updateCell =
  graphql(`mutation SubscribersBenchUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: JSON, $ver: CellVersion!) {
  updateCell(projectId: $p, workspaceId: $w, row: $r, col: "quantity", value: $v, version: $ver, session: "bench-editor") { version }
}`);

/** The worker: opens the subscribers, then edits one row at a time and waits for every echo. */
async function watchAndEdit(job: Job): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true });
  const errors: string[] = [];
  const latencies: number[] = [];
  let dashboardUpdates = 0;
  // The edit in flight: its row, when it left, and the subscribers still to hear it.
  let inFlight: { rowId: string; sentAt: number; waiting: Set<number>; done: () => void } | null =
    null;
  const heardOnce = new Set<number>();
  const dashboardsHeard = new Set<number>();

  const clients = Array.from({ length: job.subscribers }, (_, index) => {
    const client = createClient({
      url: `${job.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${job.token}` },
    });
    const sink = (onData: (data: any) => void) => ({
      next: (result: { data?: any; errors?: readonly unknown[] }) => {
        if (result.errors) errors.push(JSON.stringify(result.errors));
        else onData(result.data);
      },
      error: (error: unknown) => errors.push(String(error)),
      complete: () => {},
    });
    client.subscribe(
      {
        query: documentText(
          graphql(
            `subscription SubscribersBenchOnPutScheduleRow($p: ID!, $w: ID!) { onPutScheduleRow(projectId: $p, workspaceId: $w) { row } }`,
          ),
        ),
        variables: job.ids,
      },
      sink((data) => {
        const receivedAt = now();
        heardOnce.add(index);
        const edit = inFlight;
        if (!edit || data.onPutScheduleRow.row.id !== edit.rowId || !edit.waiting.has(index))
          return;
        edit.waiting.delete(index);
        latencies.push(receivedAt - edit.sentAt);
        if (edit.waiting.size === 0) edit.done();
      }),
    );
    client.subscribe(
      {
        query: documentText(
          graphql(
            `subscription SubscribersBenchOnProjectAggregation($p: ID!, $w: ID!) { onProjectAggregation(projectId: $p, workspaceId: $w) { totalCost totalPower typeSumValues { type totalCost } } }`,
          ),
        ),
        variables: job.ids,
      },
      sink(() => {
        dashboardsHeard.add(index);
        dashboardUpdates += 1;
      }),
    );
    return client;
  });

  let step = 0;
  const editNext = async (timed: boolean) => {
    const row = job.rows[step % job.rows.length]!;
    step += 1;
    const heard = new Promise<void>((resolve) => {
      inFlight = {
        rowId: row.id,
        sentAt: now(),
        waiting: new Set(timed ? clients.keys() : []),
        done: resolve,
      };
    });
    const answer = await postJson(
      job.url,
      job.token,
      updateCell,
      { ...job.ids, r: row.id, v: step % 40, ver: row.version },
      agent,
    );
    row.version = answer.data.updateCell.version;
    if (timed) await heard;
    inFlight = null;
  };

  // Warm-up: edits until every subscriber has heard a row and a dashboard, so all are in place.
  const deadline = Date.now() + 30_000;
  while (heardOnce.size < job.subscribers || dashboardsHeard.size < job.subscribers) {
    if (Date.now() > deadline) throw new Error(`only ${heardOnce.size} subscribers in place`);
    await editNext(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  latencies.length = 0;
  dashboardUpdates = 0;
  for (let index = 0; index < job.edits; index++) await editNext(true);
  await Promise.all(clients.map((client) => client.dispose()));
  agent.destroy();
  return { latencies, dashboardUpdates, errors };
}

if (!isMainThread && (workerData as Job | undefined)?.subscribers) {
  watchAndEdit(workerData as Job).then(
    (result) => parentPort?.postMessage({ ok: true, result }),
    (error: unknown) => parentPort?.postMessage({ ok: false, error: String(error) }),
  );
}
