/**
 * Exports (issue 20), from the person's side: the time from asking (fileExporterInvoke) until
 * the export is ready to download, through the durable job, the renderer and storage. Goals: a
 * 1,000-row schedule to XLSX under 1 s and to PDF under 3 s; 10,000 rows to XLSX under 5 s,
 * with the server's memory growth while it writes (reported).
 */
import type { App } from '../src/app.ts';
import { graphql } from '../test/graphql/index.ts';
import { seedSchedule } from '../test/support/seed.ts';
import { post } from './bench-post.ts';
import { signedInOwner } from './schedule-bench.ts';
import { type BenchRow, percentile } from './stats.ts';

const exportMutation = graphql(`mutation ExportBenchExport($w: ID!, $p: ID!, $f: String!) {
  fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: $f) { requestId }
}`);
const exportQuery = graphql(`query ExportBenchGet($r: ID!) {
  getExportFile(requestId: $r) { status errorMessage }
}`);

type Owner = Awaited<ReturnType<typeof signedInOwner>>;

/** Milliseconds from the request to the export being ready, looking every 5 ms. */
async function exportOnce(url: string, owner: Owner, format: string): Promise<number> {
  const started = performance.now();
  const { fileExporterInvoke } = await post(url, owner.token, exportMutation, {
    w: owner.workspaceId,
    p: owner.projectId,
    f: format,
  });
  for (;;) {
    const { getExportFile } = await post(url, owner.token, exportQuery, {
      r: fileExporterInvoke.requestId,
    });
    if (getExportFile.status === 'READY') return performance.now() - started;
    if (getExportFile.status === 'FAILED') throw new Error(getExportFile.errorMessage);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The highest resident memory seen while `work` runs, over what it was before, in MiB. */
async function memoryGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMiB: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const result = await work();
    return { result, growthMiB: (peak - before) / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
}

export async function benchExports(label: string, app: App, url: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const cases = [
    { rowsCount: 1_000, format: 'xlsx', runs: 7, goal: 'goal < 1,000 ms' },
    { rowsCount: 1_000, format: 'pdf', runs: 5, goal: 'goal < 3,000 ms' },
    { rowsCount: 1_000, format: 'docx', runs: 3, goal: '' },
    { rowsCount: 1_000, format: 'csv', runs: 5, goal: '' },
    { rowsCount: 10_000, format: 'xlsx', runs: 3, goal: 'goal < 5,000 ms' },
  ];
  const owners = new Map<number, Owner>();
  for (const { rowsCount, format, runs, goal } of cases) {
    let owner = owners.get(rowsCount);
    if (!owner) {
      owner = await signedInOwner(app, url);
      await seedSchedule(app, owner.projectId, rowsCount, { seed: rowsCount });
      owners.set(rowsCount, owner);
      await exportOnce(url, owner, 'csv'); // warm-up: the first job loads the renderers
    }
    const durations: number[] = [];
    let growth = 0;
    for (let run = 0; run < runs; run++) {
      global.gc?.();
      const { result, growthMiB } = await memoryGrowth(() => exportOnce(url, owner, format));
      durations.push(result);
      growth = Math.max(growth, growthMiB);
    }
    rows.push({
      database: label,
      measure: `export ${rowsCount.toLocaleString('en')} rows to ${format.toUpperCase()}, asked to ready`,
      p50: percentile(durations, 50),
      p95: percentile(durations, 95),
      extra: `${runs} runs, memory +${Math.round(growth)} MiB peak${goal ? `; ${goal}` : ''}`,
    });
  }
  return rows;
}
