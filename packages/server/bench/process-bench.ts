/**
 * The server as `npm start` runs it, timed and weighed from outside: how long a start on a data
 * folder that already holds the migrated database takes until /graphql answers a query that reads
 * the database, and how much memory the whole process tree holds once the server is idle.
 */
import fs from 'node:fs';
import { graphql } from '../test/graphql/index.ts';
import { documentText } from '../test/support/document-text.ts';
import { spawnStart } from '../test/support/spawn-server.ts';
import { createTestEnvironment } from '../test/support/test-config.ts';
import type { BenchRow } from './stats.ts';

const starts = 3;
/** How long a started server is left alone before its memory is read. */
const idleMs = 5_000;
const statusQuery = JSON.stringify({
  query: documentText(graphql(`query ProcessBenchSystemStatus { systemStatus { database } }`)),
});

type Start = { answeredMs: number; processes: ProcessMemory[] };
type ProcessMemory = { pid: number; command: string; rssKiB: number; anonKiB: number };

/** On the embedded database (unless BENCH_DATABASE=postgres) and on DATABASE_URL when set. */
export async function benchProcesses(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  if (process.env.BENCH_DATABASE !== 'postgres') rows.push(...(await benchProcess('embedded')));
  if (process.env.DATABASE_URL) rows.push(...(await benchProcess('postgres')));
  return rows;
}

/** Starts and stops the server `starts` times on one database, after a first start that migrates it. */
async function benchProcess(database: 'embedded' | 'postgres'): Promise<BenchRow[]> {
  const label = database === 'postgres' && process.env.REDIS_URL ? 'postgres+redis' : database;
  const environment = await createTestEnvironment({ LOG_LEVEL: 'warn' }, { database });
  // The bench's own DATABASE_URL and REDIS_URL must not reach the embedded server.
  const env = { DATABASE_URL: '', REDIS_URL: '', ...environment.env };
  try {
    await startOnce(env, 0); // creates and migrates the database (and compiles the server if needed)
    const runs: Start[] = [];
    for (let i = 0; i < starts; i++) runs.push(await startOnce(env, idleMs));
    const answered = runs.map((run) => run.answeredMs).sort((a, b) => a - b);
    const totals = runs.map(totalKiB).sort((a, b) => a - b);
    const median = runs.find((run) => totalKiB(run) === totals[(starts - 1) >> 1])!;
    return [
      {
        database: label,
        measure: 'cold start on an existing data folder (launch to first answer)',
        p50: answered[(starts - 1) >> 1]!,
        p95: Number.NaN,
        extra: `${starts} starts: ${answered.map((ms) => ms.toFixed(0)).join(', ')} ms (goal 1,500)`,
      },
      {
        database: label,
        measure: `idle memory of the server (whole process tree, ${idleMs / 1000} s after start)`,
        p50: Number.NaN,
        p95: Number.NaN,
        extra: `${mib(totals[(starts - 1) >> 1]!)} MiB RSS, median of ${starts} (goal 200): ${median.processes
          .map((p) => `${p.command} ${mib(p.rssKiB)} (anonymous ${mib(p.anonKiB)})`)
          .join(' + ')}`,
      },
    ];
  } finally {
    await environment.dispose();
  }
}

async function startOnce(env: Record<string, string>, idleAfterMs: number): Promise<Start> {
  const launchedAt = performance.now();
  const service = spawnStart(env);
  let exited = false;
  service.exited.then(() => {
    exited = true;
  });
  try {
    let url: string | undefined;
    for (;;) {
      if (exited) throw new Error(`the server stopped while starting:\n${service.output()}`);
      if (performance.now() - launchedAt > 120_000) {
        throw new Error(`no answer within 2 minutes:\n${service.output()}`);
      }
      url ??= service.output().match(/running at (http:\/\/\S+)/)?.[1];
      if (url && (await answers(url))) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answeredMs = performance.now() - launchedAt;
    await new Promise((resolve) => setTimeout(resolve, idleAfterMs));
    return { answeredMs, processes: processTree(service.child.pid!).map(memoryOf) };
  } finally {
    await service.kill('SIGTERM');
  }
}

async function answers(url: string): Promise<boolean> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: statusQuery,
  }).catch(() => undefined);
  if (!response?.ok) return false;
  const body = (await response.json()) as { data?: { systemStatus?: { database?: string } } };
  return Boolean(body.data?.systemStatus?.database);
}

/** The process and all its descendants, read from /proc (Linux). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name, in parentheses, may hold spaces: the parent's id follows the last ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while being listed.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

function memoryOf(pid: number): ProcessMemory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  const script = command.find((part) => /\.(m?js|ts)$/.test(part));
  return {
    pid,
    command: script ? script.split('/').slice(-2).join('/') : (command[0] ?? String(pid)),
    rssKiB: kib('VmRSS'),
    anonKiB: kib('RssAnon'),
  };
}

const totalKiB = (run: Start) => run.processes.reduce((sum, p) => sum + p.rssKiB, 0);
const mib = (kib: number) => (kib / 1024).toFixed(0);
