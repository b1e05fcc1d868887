import { exportMessages } from '@specboard/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { openLiveSocket } from '../../../test/support/live-socket.ts';
import { type ScheduleFixture, scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const exportFile = graphql(`mutation ExportsApiExport(
  $w: ID!, $p: ID!, $format: String, $type: String, $view: ID, $version: ID, $a: ID, $b: ID,
  $columns: [String!], $tags: [String!], $template: String, $filters: [CustomColumnFilterInput!]
) {
  fileExporterInvoke(
    workspaceId: $w, projectId: $p, fileFormat: $format, exportType: $type, viewId: $view,
    versionId: $version, primaryVersionId: $a, secondaryVersionId: $b, columns: $columns,
    filterTags: $tags, templateName: $template, customColumnFilters: $filters
  ) {
    requestId
    file { requestId fileId status progress downloadFileName fileFormat exportType expiresAt }
  }
}`);

const getExport = graphql(`query ExportsApiGetExport($r: ID, $f: ID) {
  getExportFile(requestId: $r, fileId: $f) {
    requestId fileId status progress error errorMessage url previewUrl downloadFileName
    downloadPdfName pdfName bucketName username createdAt expiresAt
  }
}`);

const listExports = graphql(`query ExportsApiListExports($w: ID!, $p: ID!) {
  listExportFiles(workspaceId: $w, projectId: $p) { requestId status }
}`);

const saveView = graphql(`mutation ExportsApiSaveView($w: ID!, $p: ID!, $n: String!, $s: JSON) {
  saveCustomView(workspaceId: $w, projectId: $p, name: $n, settings: $s) { id }
}`);

const hideRows = graphql(`mutation ExportsApiHideRows($w: ID!, $p: ID!, $rows: [ID!]!) {
  setRowsVisibility(workspaceId: $w, projectId: $p, rowIds: $rows, visible: false)
}`);

const createVersion = graphql(`mutation ExportsApiCreateVersion($w: ID!, $p: ID!, $t: String!) {
  createProjectVersion(workspaceId: $w, projectId: $p, title: $t) { id }
}`);

type Ready = { url: string; downloadFileName: string; previewUrl: string | null };

/** Waits for the export to finish, as the person's screen would, and answers its file. */
async function readyExport(client: ApiClient, requestId: string): Promise<Ready> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const file = (await client.ok(getExport, { r: requestId })).getExportFile;
    if (file.status === 'READY') return file as Ready;
    if (file.status === 'FAILED') throw new Error(`export failed: ${file.errorMessage}`);
    if (Date.now() > deadline) throw new Error(`export still ${file.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function download(app: TestApp, url: string) {
  const response = await fetch(new URL(url, app.url));
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => cellText(value)));
  });
  return rows;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'result' in value) return String(value.result);
  if (typeof value === 'object' && 'richText' in value) {
    return (value.richText as { text: string }[]).map((part) => part.text).join('');
  }
  return String(value);
}

describe('exports', () => {
  let app: TestApp;
  let schedule: ScheduleFixture;
  let viewId: string;

  beforeAll(async () => {
    app = await startTestApp();
    schedule = await scheduleFixture(app, 'exports');
    await schedule.createRow({
      typeDesignation: 'B1',
      manufacturer: 'Lumenworks',
      model: 'Slot 4',
      quantity: 4,
      budgetPrice: '125.50',
      tag: 'Lobby',
    });
    await schedule.createRow({
      typeDesignation: 'A1',
      manufacturer: '=HYPERLINK("http://evil.example")',
      model: 'Downlight',
      quantity: 10,
      budgetPrice: '80',
      tag: 'Lobby',
    });
    const hidden = await schedule.createRow({
      typeDesignation: 'A2',
      model: 'Hidden one',
      tag: 'Lobby',
    });
    await schedule.createRow({ typeDesignation: 'C1', model: 'Back of house', tag: 'Service' });
    await schedule.client.ok(hideRows, { ...schedule.ids, rows: [hidden.id] });
    viewId = (
      await schedule.client.ok(saveView, {
        ...schedule.ids,
        n: 'Client issue',
        s: {
          visibleColumns: ['typeDesignation', 'manufacturer', 'model', 'quantity', 'totalCost'],
          sortingData: { sortBy: 'totalCost', sortOrder: 'desc' },
          filterTag: ['Lobby'],
        },
      })
    ).saveCustomView.id;
  });
  afterAll(() => app.stop());

  it('writes what the view shows as a spreadsheet: its columns, sort and tags, hidden rows left out', async () => {
    const started = (
      await schedule.client.ok(exportFile, { ...schedule.ids, format: 'xlsx', view: viewId })
    ).fileExporterInvoke;
    expect(started.file).toMatchObject({
      status: 'PENDING',
      fileFormat: 'xlsx',
      exportType: 'schedule',
    });
    expect(started.file.downloadFileName).toBe('Harbour Hotel - Client issue.xlsx');
    const ready = await readyExport(schedule.client, started.requestId);
    const { response, body } = await download(app, ready.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const rows = await sheetOf(body);
    const header = rows.findIndex((row) => row[0] === 'Type / Designation');
    expect(rows[header]).toEqual([
      'Type / Designation',
      'Manufacturer',
      'Model',
      'Quantity',
      'Total Cost',
    ]);
    const data = rows.slice(header + 1, header + 3);
    // Sorted by total cost, highest first; the hidden row and the Service row are left out.
    expect(data.map((row) => row[0])).toEqual(['A1', 'B1']);
    expect(data[0]?.[1]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(rows.flat()).not.toContain('Hidden one');
    expect(rows.flat()).not.toContain('Back of house');
  });

  it('announces the export by subscription: where it stands first, then ready with its link', async () => {
    const socket = openLiveSocket(app.url, {
      authorization: `Bearer ${schedule.client.accessToken}`,
    });
    try {
      await socket.connected;
      const { requestId } = (
        await schedule.client.ok(exportFile, { ...schedule.ids, format: 'pdf' })
      ).fileExporterInvoke;
      socket.watch(
        graphql(
          `subscription ExportsApiNotify($r: ID!) { notifyExportFiles(requestId: $r) { requestId status url previewUrl } }`,
        ),
        { r: requestId },
      );
      const deadline = Date.now() + 30_000;
      const statuses = () => socket.results.map((result) => result.data?.notifyExportFiles?.status);
      while (!statuses().includes('READY') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(statuses().at(-1)).toBe('READY');
      const ready = socket.results.at(-1)!.data.notifyExportFiles;
      expect(ready.previewUrl).toBe(ready.url);
      const { response, body } = await download(app, ready.url);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain('inline');
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await socket.dispose();
    }
  });

  it('exports a comparison of a version with the live schedule', async () => {
    const version = (await schedule.client.ok(createVersion, { ...schedule.ids, t: 'Tender' }))
      .createProjectVersion;
    await schedule.createRow({
      typeDesignation: 'D1',
      model: 'Added after tender',
      quantity: 1,
      budgetPrice: '10',
    });
    const { requestId } = (
      await schedule.client.ok(exportFile, {
        ...schedule.ids,
        format: 'xlsx',
        type: 'comparison',
        a: version.id,
      })
    ).fileExporterInvoke;
    const ready = await readyExport(schedule.client, requestId);
    expect(ready.downloadFileName).toMatch(
      /^Harbour Hotel - .+ - Tender compared with the current schedule - Comparison\.xlsx$/,
    );
    const rows = await sheetOf((await download(app, ready.url)).body);
    const added = rows.find((row) => row.includes('Added after tender'));
    expect(added).toBeDefined();
    expect(added).toContain('Added');
  });

  it('refuses what cannot be exported, in words, and records nothing', async () => {
    const before = (await schedule.client.ok(listExports, schedule.ids)).listExportFiles.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ format: 'pptx' }, exportMessages.unknownFormat('pptx')],
      [{ type: 'revit', format: 'pdf' }, exportMessages.formatNotForKind('revit', 'pdf', ['tsv'])],
      [{ format: 'pdf', columns: ['model', 'nope'] }, exportMessages.unknownColumns(['nope'])],
      [
        { format: 'pdf', template: 'A0' },
        exportMessages.unknownTemplate('A0', ['letter', 'a4', 'tabloid']),
      ],
      [{ type: 'comparison', format: 'xlsx' }, exportMessages.comparisonNeedsVersions],
    ];
    for (const [variables, message] of cases) {
      const answer = await schedule.client.call(exportFile, { ...schedule.ids, ...variables });
      expect(answer.errors?.[0]?.message).toBe(message);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await schedule.client.ok(listExports, schedule.ids)).listExportFiles).toHaveLength(
      before,
    );
  });

  it("keeps each person's exports to themself, and lets a viewer export only as the engine says", async () => {
    const { requestId } = (await schedule.client.ok(exportFile, { ...schedule.ids, format: 'csv' }))
      .fileExporterInvoke;
    const viewer = await schedule.member('viewer');
    const theirs = await viewer.client.call(getExport, { r: requestId });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await viewer.client.ok(listExports, schedule.ids)).listExportFiles).toEqual([]);
    const refused = await viewer.client.call(exportFile, { ...schedule.ids, format: 'csv' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('stops offering a file after 20 minutes: gone from the list, its link answers 404', async () => {
    const { requestId } = (await schedule.client.ok(exportFile, { ...schedule.ids, format: 'csv' }))
      .fileExporterInvoke;
    const ready = await readyExport(schedule.client, requestId);
    expect((await download(app, ready.url)).response.status).toBe(200);
    const listed = (await schedule.client.ok(listExports, schedule.ids)).listExportFiles;
    expect(listed.map((file) => file.requestId)).toContain(requestId);
    await app.platform.database.executeSql(
      `update export_files set expires_at = now() - interval '1 second' where request_id = $1`,
      [requestId],
    );
    const after = (await schedule.client.ok(listExports, schedule.ids)).listExportFiles;
    expect(after.map((file) => file.requestId)).not.toContain(requestId);
    expect((await download(app, ready.url)).response.status).toBe(404);
  });

  it('offers the file by its id, as /getFile?fileId= asks for it', async () => {
    const { file } = (await schedule.client.ok(exportFile, { ...schedule.ids, format: 'docx' }))
      .fileExporterInvoke;
    const ready = await readyExport(schedule.client, file.requestId);
    const byId = (await schedule.client.ok(getExport, { f: file.fileId })).getExportFile;
    expect(byId.url).toBe(ready.url);
    const { body } = await download(app, ready.url);
    expect(body.subarray(0, 2).toString()).toBe('PK');
  });
});
