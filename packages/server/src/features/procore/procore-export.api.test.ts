import { procoreMessages } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { type FakeProcore, startFakeProcore } from '../../../test/support/fake-procore.ts';
import { scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exportJob } from '../exports/export-job-name.ts';
import { accountsQuery, connectAccount } from './procore.test-support.ts';
import { deliverToProcore } from './procore-delivery.ts';

const exportMutation =
  graphql(`mutation ProcoreExportSchedule($w: ID!, $p: ID!, $format: String, $a: ID!, $c: ID!, $pp: ID!, $f: ID) {
  exportScheduleToProcore(workspaceId: $w, projectId: $p, fileFormat: $format, accountId: $a, companyId: $c, procoreProjectId: $pp, folderId: $f) { requestId file { status downloadFileName } }
}`);
const exportFileQuery = graphql(
  `query ProcoreExportFile($r: ID!) { getExportFile(requestId: $r) { status errorMessage downloadFileName } }`,
);
const lastUsedQuery = graphql(`query ProcoreLastUsed { listProcoreLastUsedFolders {
  accountId companyId companyName projectId projectName folderId folderName folderNameWithPath usedAt
} }`);

describe('exporting a schedule to Procore', () => {
  let fake: FakeProcore;
  let app: TestApp;

  beforeAll(async () => {
    fake = await startFakeProcore();
    app = await startTestApp(fake.env);
  });
  afterAll(async () => {
    await app.stop();
    await fake.close();
  });

  async function connected() {
    const schedule = await scheduleFixture(app, 'procore');
    await connectAccount(schedule.client);
    const a = (await schedule.client.ok(accountsQuery)).ListProcoreAccounts[0]!.id;
    return { schedule, a };
  }

  async function exportAttempts(requestId: string) {
    const row = await app.platform.database.db
      .selectFrom('export_files')
      .select('attempts')
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    return row.attempts;
  }

  async function waitForExport(
    client: Awaited<ReturnType<typeof connected>>['schedule']['client'],
    r: string,
  ) {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const file = (await client.ok(exportFileQuery, { r })).getExportFile;
      if (file.status === 'READY' || file.status === 'FAILED') return file;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`export ${r} did not finish in 30 s`);
  }

  it('sends the file once, even when the export job runs again after sending it', async () => {
    const { schedule, a } = await connected();
    const { requestId } = (
      await schedule.client.ok(exportMutation, {
        ...schedule.ids,
        format: 'csv',
        a,
        c: '11',
        pp: '2101',
        f: '9110',
      })
    ).exportScheduleToProcore;
    const first = await waitForExport(schedule.client, requestId);
    const sent = () => fake.uploads.filter((u) => u.name === first.downloadFileName).length;
    expect(sent()).toBe(1);
    // As when the process died after sending and before recording the file: run it again.
    await app.platform.database.executeSql(
      `update export_files set status = 'running' where request_id = $1`,
      [requestId],
    );
    await app.platform.jobs.send(exportJob, { requestId });
    const deadline = Date.now() + 30_000;
    while ((await exportAttempts(requestId)) < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await waitForExport(schedule.client, requestId)).status).toBe('READY');
    expect(sent()).toBe(1);
  });

  it('sends the XLSX to the chosen folder and remembers the folder', async () => {
    const { schedule, a } = await connected();
    await schedule.createRow({ typeDesignation: 'A1', model: 'Aurora', quantity: 3 });
    const uploadsBefore = fake.uploads.length;
    const started = (
      await schedule.client.ok(exportMutation, {
        ...schedule.ids,
        w: schedule.workspaceId,
        format: 'xlsx',
        a,
        c: '11',
        pp: '2101',
        f: '9110',
      })
    ).exportScheduleToProcore;
    const finished = await waitForExport(schedule.client, started.requestId);
    expect(finished).toMatchObject({ status: 'READY', errorMessage: null });

    const upload = fake.uploads
      .slice(uploadsBefore)
      .find((u) => u.name === finished.downloadFileName);
    expect(upload).toMatchObject({ projectId: '2101', parentId: '9110', companyHeader: '11' });
    expect(upload!.name).toMatch(/\.xlsx$/);
    expect(upload!.body.subarray(0, 2).toString('latin1')).toBe('PK');

    const lastUsed = (await schedule.client.ok(lastUsedQuery)).listProcoreLastUsedFolders;
    expect(lastUsed).toEqual([
      {
        accountId: a,
        companyId: '11',
        companyName: 'Harbour Construction',
        projectId: '2101',
        projectName: 'Harbour Hotel',
        folderId: '9110',
        folderName: 'Lighting',
        folderNameWithPath: 'Schedules/Lighting',
        usedAt: expect.any(String),
      },
    ]);
  });

  it('refuses at once a folder Procore does not have, and an account of someone else', async () => {
    const { schedule, a } = await connected();
    const other = await connected();
    const base = { ...schedule.ids, w: schedule.workspaceId, format: 'xlsx', c: '11', pp: '2101' };
    const missing = await schedule.client.call(exportMutation, { ...base, a, f: '404404' });
    expect(missing.errors?.[0]).toMatchObject({
      message: procoreMessages.notFoundThere,
      extensions: { code: 'NOT_FOUND' },
    });
    const theirs = await schedule.client.call(exportMutation, { ...base, a: other.a, f: null });
    expect(theirs.errors?.[0]).toMatchObject({
      message: procoreMessages.accountNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it("uploads through the deliverer with the requester's own account only", async () => {
    const { schedule, a } = await connected();
    const userId = (
      await app.platform.database.db
        .selectFrom('procore_accounts')
        .select('user_id')
        .where('id', '=', a)
        .executeTakeFirstOrThrow()
    ).user_id;
    const job = {
      delivery: {
        kind: 'procore' as const,
        accountId: a,
        companyId: '12',
        projectId: '2201',
        folderId: null,
      },
      fileName: 'Grain Store schedule.csv',
      contentType: 'text/csv',
      body: Buffer.from('\uFEFFType,Model\r\nA1,Aurora\r\n'),
    };
    await deliverToProcore(app.platform, { ...job, userId });
    expect(fake.uploads.at(-1)).toMatchObject({
      projectId: '2201',
      parentId: null,
      name: 'Grain Store schedule.csv',
    });
    expect(fake.uploads.at(-1)!.body.equals(job.body)).toBe(true);
    const lastUsed = (await schedule.client.ok(lastUsedQuery)).listProcoreLastUsedFolders;
    expect(lastUsed[0]).toMatchObject({ projectName: 'Grain Store', folderId: null });

    const stranger = await connected();
    const uploads = fake.uploads.length;
    const strangerId = (
      await app.platform.database.db
        .selectFrom('procore_accounts')
        .select('user_id')
        .where('id', '=', stranger.a)
        .executeTakeFirstOrThrow()
    ).user_id;
    await expect(deliverToProcore(app.platform, { ...job, userId: strangerId })).rejects.toThrow(
      procoreMessages.accountNotFound,
    );
    expect(fake.uploads.length).toBe(uploads);
  });
});
