import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { graphql } from './graphql/index.ts';
import { ApiClient } from './support/api-client.ts';
import { scheduleFixture } from './support/schedule-fixture.ts';
import { seedSchedule } from './support/seed.ts';
import { type ServerProcess, spawnServer } from './support/spawn-server.ts';
import type { TestApp } from './support/test-app.ts';
import {
  createTestEnvironment,
  type TestEnvironment,
  testDatabase,
} from './support/test-config.ts';

const exportPdf = graphql(`mutation ExportAfterKillExport($w: ID!, $p: ID!) {
  fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: "pdf") { requestId file { fileId } }
}`);
const getExport = graphql(`query ExportAfterKillGet($r: ID!) {
  getExportFile(requestId: $r) { status progress url errorMessage }
}`);

const rows = 1500;
const servers = new Set<ServerProcess>();
let environment: TestEnvironment | undefined;

afterAll(async () => {
  await Promise.all([...servers].map((server) => server.kill('SIGKILL')));
  await environment?.dispose();
});

async function spawn(env: Record<string, string>) {
  const server = await spawnServer(env);
  servers.add(server);
  server.exited.then(() => servers.delete(server));
  return server;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe(`an export whose server is killed mid-way (${testDatabase} database)`, () => {
  it('is run again after a restart, and its requester gets one file', async () => {
    environment = await createTestEnvironment({
      // Past this a running export is taken for dead; the queue looks every second.
      EXPORT_JOB_TIMEOUT_SECONDS: '10',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '1',
      // No Redis: these servers' pulses would reach other tests' subscribers on the shared one.
      REDIS_URL: '',
    });
    // The child would inherit the PostgreSQL project's settings otherwise.
    if (testDatabase !== 'postgres') environment.env.DATABASE_URL = '';
    // A schedule long enough that writing its PDF takes a while, made in this process first.
    const seeding = await createApp(environment.config, { jobPollingIntervalSeconds: 0.5 });
    const seedingUrl = await seeding.listen();
    const schedule = await scheduleFixture(
      { ...seeding, url: seedingUrl } as unknown as TestApp,
      'kill',
    );
    await seedSchedule(seeding, schedule.projectId, rows);
    await seeding.close();

    let server = await spawn(environment.env);
    const client = new ApiClient(server.url);
    client.accessToken = schedule.client.accessToken;
    const { requestId, file } = (await client.ok(exportPdf, schedule.ids)).fileExporterInvoke;
    await waitFor(
      async () => (await client.ok(getExport, { r: requestId })).getExportFile,
      (state) => state.status === 'RUNNING' && state.progress > 0,
      'the export to be under way',
    );
    await server.kill('SIGKILL');

    server = await spawn(environment.env);
    const restarted = new ApiClient(server.url);
    restarted.accessToken = schedule.client.accessToken;
    const ready = await waitFor(
      async () => (await restarted.ok(getExport, { r: requestId })).getExportFile,
      (state) => state.status === 'READY' || state.status === 'FAILED',
      'the export to finish after the restart',
    );
    expect(ready.status).toBe('READY');
    const response = await fetch(new URL(ready.url!, server.url));
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pdfPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'export-kill-')), 'file.pdf');
    fs.writeFileSync(pdfPath, pdf);
    const text = execFileSync('pdftotext', ['-layout', '-f', '1', '-l', '1', pdfPath, '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain('Page 1 of');
    await server.kill('SIGTERM');

    const after = await createApp(environment.config, { jobPollingIntervalSeconds: 0.5 });
    try {
      const stored = await after.platform.database.db
        .selectFrom('export_files')
        .select(['status', 'attempts', 'storage_key'])
        .where('request_id', '=', requestId)
        .execute();
      // Run again at least once (a slow machine may see a run outlive its time and be run a
      // third time beside it): still one record, ready, and one file.
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        status: 'ready',
        storage_key: `export-${file.fileId}.pdf`,
      });
      expect(stored[0]!.attempts).toBeGreaterThanOrEqual(2);
      // Local storage keeps a key in a folder named by its first two letters.
      const filesDir = path.join(environment.env.DATA_DIR!, 'files', 'ex');
      const exportFiles = fs.readdirSync(filesDir).filter((name) => name.startsWith('export-'));
      expect(exportFiles).toEqual([`export-${file.fileId}.pdf`]);
    } finally {
      await after.close();
    }
  }, 240_000);
});
