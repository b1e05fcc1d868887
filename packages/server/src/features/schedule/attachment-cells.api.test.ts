import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { type ScheduleFixture, scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { postFile } from '../files/files.test-support.ts';

const updateCells =
  graphql(`mutation AttachmentCellsApiUpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!) {
  updateCells(projectId: $p, workspaceId: $w, cells: $cells) { rows }
}`);
const createRow = graphql(`mutation CreateEmptyRow($p: ID!, $w: ID!, $cells: JSON) {
  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells)
}`);

describe('attachment cells hold the uploaded file as recorded, thumbnails included', () => {
  let app: TestApp;
  let png: Buffer;

  beforeAll(async () => {
    app = await startTestApp();
    png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .png()
      .toBuffer();
  });
  afterAll(() => app.stop());

  async function upload(schedule: ScheduleFixture, token = schedule.client.accessToken) {
    const answer = await postFile(app.url, png, { name: 'Lamp A1.png', type: 'image/png', token });
    expect(answer.status).toBe(201);
    return answer.json().key as string;
  }

  /** The cell as every path must store it: the upload's record, with thumbnail keys. */
  const stored = (key: string) => ({
    key,
    filename: 'Lamp A1.png',
    type: 'image/png',
    size: png.length,
    thumbnails: {
      small: `${key}.small.png`,
      medium: `${key}.medium.png`,
      large: `${key}.large.png`,
      full: `${key}.full.png`,
    },
  });

  it('fills in name, type, size and thumbnail keys through updateCell, updateCells and createEmptyRow', async () => {
    const schedule = await scheduleFixture(app);
    const key = await upload(schedule);
    // What the client claims beside the key is not what is stored.
    const sent = [{ key, filename: 'renamed.exe', type: 'application/x-msdownload', size: 1 }];
    const row = await schedule.createRow({ typeDesignation: 'A1' });
    const edited = await schedule.edit(row.id, 'image', sent, '1.0');
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateCell.row.cells.image).toEqual([stored(key)]);

    // A file another member uploaded counts once the project's cells hold it (their own edit).
    const editor = await schedule.member('editor');
    const theirs = await upload(schedule, editor.client.accessToken);
    const early = await schedule.client.call(updateCells, {
      ...schedule.ids,
      cells: [
        { row: row.id, col: 'image', value: [{ key: theirs, filename: 'x' }], version: '1.1' },
      ],
    });
    expect(early.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const held = await schedule.createRow(
      { typeDesignation: 'A9', image: [{ key: theirs, filename: 'x' }] },
      editor.client,
    );
    await schedule.client.ok(
      graphql(
        `mutation DeleteRow($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r) }`,
      ),
      { ...schedule.ids, r: held.id },
    );
    const { updateCells: batch } = await schedule.client.ok(updateCells, {
      ...schedule.ids,
      cells: [
        {
          row: row.id,
          col: 'image',
          value: [
            { key: theirs, filename: 'x' },
            { key, filename: 'y' },
          ],
          version: '1.1',
        },
      ],
    });
    expect(batch.rows[0].cells.image).toEqual([stored(theirs), stored(key)]);

    const { createEmptyRow } = await schedule.client.ok(createRow, {
      ...schedule.ids,
      cells: { typeDesignation: 'A2', image: [{ key, filename: 'z' }] },
    });
    expect(createEmptyRow.cells.image).toEqual([stored(key)]);
    const rows = await schedule.allRows();
    expect(rows.map((candidate) => candidate.cells.image)).toEqual([
      [stored(theirs), stored(key)],
      [stored(key)],
    ]);
  });

  it('refuses a key no upload has, on every path, changing nothing', async () => {
    const schedule = await scheduleFixture(app);
    const key = await upload(schedule);
    const row = await schedule.createRow({ typeDesignation: 'B1' });
    const unknown = [{ key: 'f'.repeat(40), filename: 'ghost.png' }];
    const single = await schedule.edit(row.id, 'image', unknown, '1.0');
    expect(single.errors?.[0]).toMatchObject({
      message: 'Must be a list of uploaded files',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const batch = await schedule.client.call(updateCells, {
      ...schedule.ids,
      cells: [
        { row: row.id, col: 'model', value: 'Fine', version: '1.0' },
        { row: row.id, col: 'image', value: [{ key, filename: 'ok' }, ...unknown], version: '1.0' },
      ],
    });
    expect(batch.errors?.[0]).toMatchObject({
      message: 'Image: Must be a list of uploaded files',
      extensions: {
        code: 'BAD_USER_INPUT',
        cells: [{ rowId: row.id, col: 'image', message: 'Must be a list of uploaded files' }],
      },
    });
    const created = await schedule.client.call(createRow, {
      ...schedule.ids,
      cells: { typeDesignation: 'B2', image: unknown },
    });
    expect(created.errors?.[0]?.message).toBe('Must be a list of uploaded files');
    const rows = await schedule.allRows();
    expect(rows.map(({ cells, versions }) => ({ cells, versions }))).toEqual([
      { cells: row.cells, versions: {} },
    ]);
  });
});
