import fs from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';
import { graphql } from '../../../test/graphql/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import type { ScheduleFixture } from '../../../test/support/schedule-fixture.ts';
import type { TestApp } from '../../../test/support/test-app.ts';

export const previewQuery =
  graphql(`query ImportsApiPreview($w: ID!, $key: String!, $p: ID, $c: ID, $sheet: String) {
  previewImportDocument(workspaceId: $w, key: $key, projectId: $p, collectionId: $c, sheetName: $sheet) {
    key fileName format sheetName delimiter headerRow rowsCount rows
    columns { index header samples columnId guessedBy }
    targetColumns { id name type }
  }
}`);

export const importMutation =
  graphql(`mutation ImportsApiImport($w: ID!, $key: String!, $p: ID, $c: ID, $sheet: String, $mapping: [ImportColumnMapping!]!) {
  importDocument(workspaceId: $w, key: $key, projectId: $p, collectionId: $c, sheetName: $sheet, mapping: $mapping) {
    importId status rowsRead productsUploaded errorsCount
  }
}`);

export const importQuery = graphql(`query ImportsApiGetImport($w: ID!, $id: ID!) {
  getImportDocument(workspaceId: $w, importId: $id) {
    importId status rowsRead rowsCount productsUploaded errorsCount firstError
    errors { row columnId value message }
  }
}`);

export const fixture = (name: string) =>
  fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** POST /files as a browser sends it; the answer's status and JSON. */
export async function postUpload(app: TestApp, client: ApiClient, bytes: Buffer, name: string) {
  const response = await fetch(`${app.url}/files`, {
    method: 'POST',
    headers: {
      'x-file-name': encodeURIComponent(name),
      authorization: `Bearer ${client.accessToken}`,
    },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, json: await response.json() };
}

/** Uploads bytes through POST /files as the client, answering the key. */
export async function upload(app: TestApp, client: ApiClient, bytes: Buffer, name: string) {
  const answer = await postUpload(app, client, bytes, name);
  if (answer.status !== 201) throw new Error(`upload refused: ${JSON.stringify(answer.json)}`);
  return answer.json.key as string;
}

export type Target = { w: string; p?: string; c?: string };

/** The preview's own guesses as the mapping, as the mapping step sends it unchanged. */
export async function previewAndMap(client: ApiClient, target: Target, key: string) {
  const preview = (await client.ok(previewQuery, { ...target, key })).previewImportDocument;
  const mapping = preview.columns.map((c) => ({ index: c.index, columnId: c.columnId ?? null }));
  return { preview, mapping };
}

/** Starts an import and waits, as the screen would, for its end. */
export async function importAndWait(
  client: ApiClient,
  target: Target,
  key: string,
  mapping: { index: number; columnId: string | null }[],
  sheet?: string,
) {
  const started = (await client.ok(importMutation, { ...target, key, mapping, sheet }))
    .importDocument;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const current = (await client.ok(importQuery, { w: target.w, id: started.importId }))
      .getImportDocument;
    if (current.status === 'FINISHED' || current.status === 'FAILED') return { started, current };
    if (Date.now() > deadline) throw new Error(`import still ${current.status}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The schedule's live rows' cells, in the grid's order, without computed cells. */
export async function storedCells(schedule: ScheduleFixture) {
  const rows = await schedule.allRows(100);
  return rows.map((row) => {
    const { totalCost, totalPower, efficacy, estimatedDelivery, ...given } = row.cells as Record<
      string,
      unknown
    >;
    return given;
  });
}

export async function countRows(
  app: TestApp,
  scheduleOwner: { projectId?: string; collectionId?: string },
) {
  const { rows } = await app.platform.database.executeSql(
    `select count(*)::int as n from schedule_rows r join schedules s on s.id = r.schedule_id
      where (s.project_id = $1 or s.collection_id = $2) and r.deleted_at is null`,
    [scheduleOwner.projectId ?? null, scheduleOwner.collectionId ?? null],
  );
  return (rows[0] as { n: number }).n;
}

type ZipEntry = { name: string; data: Buffer; declaredSize?: number };

/**
 * A ZIP written byte by byte (deflated entries), so that tests can make what no archiver would:
 * names that climb out of a folder, sizes the header lies about.
 */
export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts an upload check looks for in a workbook, then `extra`. */
export function workbookZip(extra: ZipEntry[]): Buffer {
  const types =
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(types) },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    ...extra,
  ]);
}
