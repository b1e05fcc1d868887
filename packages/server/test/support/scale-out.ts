import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type DatabaseHandle, openDatabase } from '../../src/db/connection.ts';
import { seedLiveSchedule } from '../../src/seed/seed-schedule.ts';
import { graphql } from '../graphql/index.ts';
import { signInMutation } from './api-client.ts';
import { documentText } from './document-text.ts';
import { postJson } from './post-json.ts';
import { premiumProject } from './premium-project.ts';
import { type ServerProcess, spawnServer } from './spawn-server.ts';
import { createTestEnvironment } from './test-config.ts';

/**
 * Two server processes on one PostgreSQL database and one Redis (issue 18), many editors spread
 * over both, and subscribers to each schedule on both: the scale-out test and its bench.
 */
export type ScaleOutPlan = {
  /** Projects, each with its live schedule; editors are dealt to them in turn. */
  schedules: number;
  /** Concurrent editors, every other one on the second server. */
  editors: number;
  /** Rows each editor owns: no two editors touch one row, so every edit is accepted. */
  rowsPerEditor: number;
  /** Subscribers to each schedule's changes on each server. */
  subscribersPerServer: number;
};

type OwnedRow = { id: string; version: string };

/** One subscriber: what it heard of each edit (`rowId|model` → times), and when. */
export type Subscriber = {
  server: number;
  heard: Map<string, number>;
  /** When (ms since the time origin) each edit was first heard. */
  heardAt: Map<string, number>;
  errors: string[];
  client: Client;
};

export type ScheduleUnderLoad = {
  projectId: string;
  workspaceId: string;
  token: string;
  rows: OwnedRow[];
  /** A row no editor owns, edited once through each server to flush the events before it. */
  fence: OwnedRow;
  subscribers: Subscriber[];
};

export type ScaleOut = {
  servers: ServerProcess[];
  schedules: ScheduleUnderLoad[];
  stop: () => Promise<void>;
};

/** An edit the server accepted: its row, the value it set and the version it was given. */
export type AcceptedEdit = { rowId: string; model: string; version: string; sentAt: number };

export type EditorsResult = {
  /** Request durations of accepted edits, in ms. */
  durations: number[];
  accepted: AcceptedEdit[][];
  failures: string[];
  wallMs: number;
};

const updateCell =
  graphql(`mutation ScaleOutUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: JSON, $ver: CellVersion!, $s: String) {
  updateCell(projectId: $p, workspaceId: $w, row: $r, col: "model", value: $v, version: $ver, session: $s) { version }
}`);

const floorQuery = graphql(`query ScaleOutSystemStatus { systemStatus { version } }`);

const rowsQuery =
  graphql(`query ScaleOutGetStructuredScheduleRows($p: ID!, $w: ID!, $l: Int, $n: String) {
  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l, nextToken: $n) { data nextToken }
}`);

const changesSubscription = graphql(`subscription ScaleOutOnScheduleRowsChanged($p: ID!, $w: ID!) {
  onScheduleRowsChanged(projectId: $p, workspaceId: $w) { kind row rows }
}`);

const now = () => performance.now();

/**
 * Starts two servers on a fresh database with Redis, seeds a schedule per project with the rows
 * the editors will own, and opens the subscribers, resolving once every one is in place.
 */
export async function startScaleOut(plan: ScaleOutPlan, redisUrl: string): Promise<ScaleOut> {
  const environment = await createTestEnvironment(
    { REDIS_URL: redisUrl },
    { database: 'postgres' },
  );
  const servers: ServerProcess[] = [];
  const schedules: ScheduleUnderLoad[] = [];
  const stop = async () => {
    for (const schedule of schedules) {
      await Promise.all(schedule.subscribers.map((subscriber) => subscriber.client.dispose()));
    }
    await Promise.all(servers.map((server) => server.kill('SIGTERM')));
    await environment.dispose();
  };
  try {
    const started = await Promise.allSettled([
      spawnServer(environment.env),
      spawnServer(environment.env),
    ]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    const rowsPerSchedule = Math.ceil(plan.editors / plan.schedules) * plan.rowsPerEditor + 1;
    const database = await openDatabase(environment.config);
    try {
      for (let index = 0; index < plan.schedules; index++) {
        schedules.push(await seedOwnedSchedule(database, servers[0]!, rowsPerSchedule));
      }
    } finally {
      await database.close();
    }
    for (const schedule of schedules) {
      for (const [serverIndex, server] of servers.entries()) {
        for (let count = 0; count < plan.subscribersPerServer; count++) {
          schedule.subscribers.push(subscribe(server.url, serverIndex, schedule));
        }
      }
    }
    await Promise.all(
      schedules.flatMap((schedule) =>
        schedule.subscribers.map((subscriber) => (subscriber as Listening).inPlace),
      ),
    );
    return { servers, schedules, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** An owner, a premium workspace, a project with `rows` rows: written straight to the database. */
async function seedOwnedSchedule(
  database: DatabaseHandle,
  server: ServerProcess,
  rows: number,
): Promise<ScheduleUnderLoad> {
  const { email, password, workspaceId, projectId } = await premiumProject(database, 'Scale');
  await database.rawTransaction((run) => seedLiveSchedule(run, projectId, { rows }));
  const signedIn = await postJson(server.url, undefined, signInMutation, { email, password });
  const token: string = signedIn.data.signIn.session!.accessToken;
  const all = await readRows(server.url, token, { projectId, workspaceId });
  const owned = all.map((row) => ({ id: row.id, version: row.versions.model ?? '1.0' }));
  const fence = owned.pop()!;
  return { projectId, workspaceId, token, rows: owned, fence, subscribers: [] };
}

type Listening = Subscriber & { inPlace: Promise<void> };

/** A subscriber to the schedule's changes on one server; in place once `subscribed` arrives. */
function subscribe(url: string, server: number, schedule: ScheduleUnderLoad): Listening {
  const client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: false,
    // Refusals reach the subscription's error handler below; not the console as well.
    onNonLazyError: () => {},
    connectionParams: { authorization: `Bearer ${schedule.token}` },
  });
  let ready: () => void = () => {};
  let failed: (error: Error) => void = () => {};
  const inPlace = new Promise<void>((resolve, reject) => {
    ready = resolve;
    failed = reject;
  });
  const subscriber: Listening = {
    server,
    heard: new Map(),
    heardAt: new Map(),
    errors: [],
    client,
    inPlace,
  };
  type Change = { kind: string; row?: RowJson; rows?: RowJson[] };
  client.subscribe<{ onScheduleRowsChanged: Change }>(
    {
      query: documentText(changesSubscription),
      variables: { p: schedule.projectId, w: schedule.workspaceId },
    },
    {
      next: ({ data, errors }) => {
        const at = now();
        if (errors) subscriber.errors.push(JSON.stringify(errors));
        const change = data?.onScheduleRowsChanged;
        if (change?.kind === 'subscribed') ready();
        if (change?.kind !== 'put') return;
        for (const row of change.rows ?? [change.row!]) {
          const key = `${row.id}|${row.cells.model}`;
          subscriber.heard.set(key, (subscriber.heard.get(key) ?? 0) + 1);
          if (!subscriber.heardAt.has(key)) subscriber.heardAt.set(key, at);
        }
      },
      error: (error) => {
        subscriber.errors.push(String((error as Error).message ?? JSON.stringify(error)));
        failed(new Error(`a subscriber was refused: ${subscriber.errors.at(-1)}`));
      },
      complete: () => {},
    },
  );
  return subscriber;
}

type RowJson = { id: string; cells: Record<string, unknown>; versions: Record<string, string> };

/** Every row of the schedule, as the server reads it now. */
export async function readRows(
  url: string,
  token: string,
  schedule: { projectId: string; workspaceId: string },
): Promise<RowJson[]> {
  const rows: RowJson[] = [];
  let next: string | null = null;
  do {
    const answer: { data: ResultOf<typeof rowsQuery> } = await postJson(url, token, rowsQuery, {
      p: schedule.projectId,
      w: schedule.workspaceId,
      l: 2000,
      n: next,
    });
    rows.push(...answer.data.getStructuredScheduleRows.data);
    next = answer.data.getStructuredScheduleRows.nextToken;
  } while (next);
  return rows;
}

/**
 * Runs the editors: editor `e` works on schedule `e mod schedules` through server `e mod 2`, on
 * its own rows in turn, setting the model to a value no other edit sets. Each edit waits for the
 * answer to the previous one (a person at a keyboard), `pauseMs` after it.
 */
export async function runEditors(
  scaleOut: ScaleOut,
  plan: ScaleOutPlan,
  work: {
    editsPerEditor?: number;
    durationMs?: number;
    pauseMs?: number;
    /** The floor under the figures: the same clients at the same pace, asking what touches no table. */
    floor?: boolean;
  },
): Promise<EditorsResult> {
  const agents = scaleOut.servers.map(() => new http.Agent({ keepAlive: true }));
  const accepted: AcceptedEdit[][] = scaleOut.schedules.map(() => []);
  const durations: number[] = [];
  const failures: string[] = [];
  // Values unique across runs too, so that a subscriber's hearing of each edit can be counted.
  const run = randomUUID().slice(0, 8);
  const started = now();
  const more = (done: number) =>
    work.durationMs ? now() - started < work.durationMs : done < (work.editsPerEditor ?? 0);
  const editor = async (index: number) => {
    const scheduleIndex = index % plan.schedules;
    const schedule = scaleOut.schedules[scheduleIndex]!;
    const serverIndex = index % scaleOut.servers.length;
    const server = scaleOut.servers[serverIndex]!;
    const slot = Math.floor(index / plan.schedules);
    const own = schedule.rows.slice(slot * plan.rowsPerEditor, (slot + 1) * plan.rowsPerEditor);
    // A stagger, so that editors do not all press Enter in the same millisecond.
    if (work.pauseMs) await sleep(Math.random() * work.pauseMs);
    for (let done = 0; more(done); done++) {
      const row = own[done % own.length]!;
      const model = `${run}-e${index}-${done}`;
      const sentAt = now();
      try {
        if (work.floor) {
          await postJson(server.url, schedule.token, floorQuery, {}, agents[serverIndex]);
          durations.push(now() - sentAt);
          if (work.pauseMs) await sleep(work.pauseMs);
          continue;
        }
        const answer = await postJson(
          server.url,
          schedule.token,
          updateCell,
          {
            p: schedule.projectId,
            w: schedule.workspaceId,
            r: row.id,
            v: model,
            ver: row.version,
            s: `editor-${index}`,
          },
          agents[serverIndex],
        );
        durations.push(now() - sentAt);
        row.version = answer.data.updateCell.version;
        accepted[scheduleIndex]!.push({ rowId: row.id, model, version: row.version, sentAt });
      } catch (error) {
        failures.push(`editor ${index} on server ${serverIndex}: ${(error as Error).message}`);
        return;
      }
      if (work.pauseMs) await sleep(work.pauseMs);
    }
  };
  await Promise.all(Array.from({ length: plan.editors }, (_, index) => editor(index)));
  const wallMs = now() - started;
  for (const agent of agents) agent.destroy();
  return { durations, accepted, failures, wallMs };
}

/** How each subscriber's hearing compares with the accepted edits of its schedule. */
export type DeliveryReport = {
  expected: number;
  missing: number;
  duplicated: number;
  unexpected: number;
  /** First heard minus sent, in ms, for every edit and subscriber. */
  latencies: number[];
  examples: string[];
};

/**
 * Edits each schedule's fence row once through each server, after every other edit was
 * answered, and waits until every subscriber has heard both fences: events from one server reach
 * a subscriber in the order that server published them, so by then every earlier one has come
 * (or never will). Then counts, for every subscriber, each accepted edit of its schedule.
 */
export async function checkDelivery(
  scaleOut: ScaleOut,
  accepted: AcceptedEdit[][],
  timeoutMs = 20_000,
): Promise<DeliveryReport> {
  const fences = await Promise.all(
    scaleOut.schedules.map(async (schedule) => {
      const keys: string[] = [];
      for (const [serverIndex, server] of scaleOut.servers.entries()) {
        const model = `fence-${serverIndex}`;
        const answer = await postJson(server.url, schedule.token, updateCell, {
          p: schedule.projectId,
          w: schedule.workspaceId,
          r: schedule.fence.id,
          v: model,
          ver: schedule.fence.version,
        });
        schedule.fence.version = answer.data.updateCell.version;
        keys.push(`${schedule.fence.id}|${model}`);
      }
      return keys;
    }),
  );
  const deadline = Date.now() + timeoutMs;
  const fencesHeard = () =>
    scaleOut.schedules.every((schedule, index) =>
      schedule.subscribers.every((subscriber) =>
        fences[index]!.every((key) => subscriber.heard.has(key)),
      ),
    );
  while (!fencesHeard() && Date.now() < deadline) await sleep(20);

  const report: DeliveryReport = {
    expected: 0,
    missing: 0,
    duplicated: 0,
    unexpected: 0,
    latencies: [],
    examples: [],
  };
  const note = (text: string) => {
    if (report.examples.length < 5) report.examples.push(text);
  };
  for (const [index, schedule] of scaleOut.schedules.entries()) {
    const edits = new Map(accepted[index]!.map((edit) => [`${edit.rowId}|${edit.model}`, edit]));
    for (const key of fences[index]!)
      edits.set(key, { rowId: '', model: '', version: '', sentAt: 0 });
    for (const subscriber of schedule.subscribers) {
      for (const error of subscriber.errors)
        note(`subscriber on server ${subscriber.server}: ${error}`);
      for (const [key, edit] of edits) {
        report.expected += 1;
        const times = subscriber.heard.get(key) ?? 0;
        if (times === 0) {
          report.missing += 1;
          note(`server ${subscriber.server} subscriber never heard ${key}`);
        } else if (times > 1) {
          report.duplicated += 1;
          note(`server ${subscriber.server} subscriber heard ${key} ${times} times`);
        }
        const at = subscriber.heardAt.get(key);
        if (at !== undefined && edit.sentAt > 0) report.latencies.push(at - edit.sentAt);
      }
      for (const key of subscriber.heard.keys()) {
        // Only model edits are made: any other put heard was no accepted edit.
        if (!edits.has(key)) {
          report.unexpected += 1;
          note(`server ${subscriber.server} subscriber heard ${key}, which was never accepted`);
        }
      }
    }
  }
  return report;
}

/** Rows whose stored model or version is not that of the last edit accepted on them. */
export async function findLostEdits(scaleOut: ScaleOut, accepted: AcceptedEdit[][]) {
  const lost: string[] = [];
  for (const [index, schedule] of scaleOut.schedules.entries()) {
    const server = scaleOut.servers[index % scaleOut.servers.length]!;
    const stored = new Map(
      (await readRows(server.url, schedule.token, schedule)).map((row) => [row.id, row]),
    );
    const last = new Map<string, AcceptedEdit>();
    for (const edit of accepted[index]!) last.set(edit.rowId, edit);
    for (const [rowId, edit] of last) {
      const row = stored.get(rowId);
      if (row?.cells.model !== edit.model || row.versions.model !== edit.version) {
        lost.push(
          `${rowId}: stored ${row?.cells.model}@${row?.versions.model}, accepted ${edit.model}@${edit.version}`,
        );
      }
    }
  }
  return lost;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
