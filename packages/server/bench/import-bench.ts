/**
 * Imports (issue 25), from the person's side: the time from asking (importDocument) until the
 * import has FINISHED, for 2,000 and 20,000 rows of CSV and of XLSX, through the durable job that
 * streams the file twice (checking, then adding in one transaction); with the server's peak
 * memory (RSS and heap) over what it was before. The peak must not grow with the file.
 */
import ExcelJS from 'exceljs';
import type { App } from '../src/app.ts';
import { graphql } from '../test/graphql/index.ts';
import { post } from './bench-post.ts';
import { signedInOwner } from './schedule-bench.ts';
import type { BenchRow } from './stats.ts';

const importMutation =
  graphql(`mutation ImportBenchImport($w: ID!, $p: ID!, $key: String!, $mapping: [ImportColumnMapping!]!) {
  importDocument(workspaceId: $w, projectId: $p, key: $key, mapping: $mapping) { importId }
}`);
const importQuery = graphql(`query ImportBenchGet($w: ID!, $id: ID!) {
  getImportDocument(workspaceId: $w, importId: $id) { status firstError productsUploaded }
}`);

type Owner = Awaited<ReturnType<typeof signedInOwner>>;

const headers = ['Type', 'Manufacturer', 'Model', 'Qty', 'Unit Price', 'Watts', 'Description'];
const mapping = [
  'typeDesignation',
  'manufacturer',
  'model',
  'quantity',
  'budgetPrice',
  'wattage',
  'description',
].map((columnId, index) => ({ index, columnId }));

function rowOf(i: number): (string | number)[] {
  return [
    `T${i % 60}`,
    'Lumenworks',
    `Slot ${i}`,
    (i % 12) + 1,
    (i % 900) + 0.5,
    12.5,
    `Linear slot, ${i % 7} ft`,
  ];
}

async function documentOf(format: 'csv' | 'xlsx', rows: number): Promise<Buffer> {
  if (format === 'csv') {
    const lines = [headers.join(',')];
    for (let i = 0; i < rows; i++)
      lines.push(
        rowOf(i)
          .map((v) => (typeof v === 'string' && v.includes(',') ? `"${v}"` : v))
          .join(','),
      );
    return Buffer.from(lines.join('\r\n'));
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow(headers);
  for (let i = 0; i < rows; i++) sheet.addRow(rowOf(i));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function uploadAs(url: string, owner: Owner, bytes: Buffer, name: string): Promise<string> {
  const response = await fetch(`${url}/files`, {
    method: 'POST',
    headers: { 'x-file-name': name, authorization: `Bearer ${owner.token}` },
    body: new Uint8Array(bytes),
  });
  const body = (await response.json()) as { key?: string; message?: string };
  if (!body.key) throw new Error(`upload refused: ${JSON.stringify(body)}`);
  return body.key;
}

const mib = (bytes: number) => bytes / 1024 / 1024;

/** Request to FINISHED, sampling the process's memory every 10 ms meanwhile. */
async function importOnce(url: string, owner: Owner, key: string) {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const started = performance.now();
  try {
    const { importDocument } = await post(url, owner.token, importMutation, {
      w: owner.workspaceId,
      p: owner.projectId,
      key,
      mapping,
    });
    for (;;) {
      const { getImportDocument: current } = await post(url, owner.token, importQuery, {
        w: owner.workspaceId,
        id: importDocument.importId,
      });
      if (current.status === 'FINISHED') break;
      if (current.status === 'FAILED') throw new Error(current.firstError);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return {
      ms: performance.now() - started,
      rssMiB: mib(peakRss - before.rss),
      heapMiB: mib(peakHeap - before.heapUsed),
      peakRssMiB: mib(peakRss),
    };
  } finally {
    clearInterval(sampler);
  }
}

export async function benchImports(label: string, app: App, url: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const format of ['csv', 'xlsx'] as const) {
    for (const count of [2_000, 20_000]) {
      const owner = await signedInOwner(app, url);
      const bytes = await documentOf(format, count);
      const key = await uploadAs(url, owner, bytes, `bench.${format}`);
      const run = await importOnce(url, owner, key);
      rows.push({
        database: label,
        measure: `Import ${count.toLocaleString('en-US')}-row ${format.toUpperCase()} (${mib(bytes.length).toFixed(1)} MiB), ask to FINISHED`,
        p50: run.ms,
        p95: run.ms,
        extra: `peak RSS +${run.rssMiB.toFixed(0)} MiB (${run.peakRssMiB.toFixed(0)} MiB), heap +${run.heapMiB.toFixed(0)} MiB`,
      });
      console.log(rows.at(-1));
    }
  }
  return rows;
}
