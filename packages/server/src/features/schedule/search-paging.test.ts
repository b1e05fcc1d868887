import type { ResultOf } from '@graphql-typed-document-node/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { type ScheduleFixture, scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { RowCursor } from './rows.repository.ts';
import { candidateCap, findMatchingRows, searchCandidatesStatement } from './search.repository.ts';

const search =
  graphql(`query SearchPagingSearchProjectCells($p: ID!, $w: ID!, $q: String!, $limit: Int, $scroll: String) {
  searchProjectCells(projectId: $p, workspaceId: $w, query: $q, limit: $limit, scrollID: $scroll) {
    scrollID data { rowId }
  }
}`);

// Few distinct words, so that queries match some rows and not others.
const words = ['ERC-1', 'erc-22', 'TR4', 'tr40', 'Halo', 'Lumen', ''];
const typeKeys = ['1', '1A', '2', '10', 'B'];

type GeneratedRow = { typeKey: string; position: number; model: string; note: string };
type Edit =
  | { kind: 'change'; index: number; model: string }
  | { kind: 'delete'; index: number }
  | { kind: 'insert'; typeKey: string; model: string };

const rowArbitrary = fc.record({
  typeKey: fc.constantFrom(...typeKeys),
  // Positions past 9 and 99 are where text order and number order part.
  position: fc.integer({ min: 1, max: 5_000 }),
  model: fc.constantFrom(...words),
  note: fc.constantFrom(...words),
});
const editArbitrary: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('change' as const),
    index: fc.nat(),
    model: fc.constantFrom(...words),
  }),
  fc.record({ kind: fc.constant('delete' as const), index: fc.nat() }),
  fc.record({
    kind: fc.constant('insert' as const),
    typeKey: fc.constantFrom(...typeKeys),
    model: fc.constantFrom(...words),
  }),
);

describe('paging through a search', () => {
  let app: TestApp;
  let schedule: ScheduleFixture;
  let scheduleId: string;
  let nextId = 0;

  beforeAll(async () => {
    app = await startTestApp();
    schedule = await scheduleFixture(app);
    await schedule.createRow(); // the live schedule comes with its first row
    const { rows } = await app.platform.database.executeSql(
      `select id from schedules where project_id = $1 and kind = 'live'`,
      [schedule.projectId],
    );
    scheduleId = (rows[0] as { id: string }).id;
  });
  afterAll(() => app.stop());

  const sql = (text: string, values: unknown[] = []) =>
    app.platform.database.executeSql(text, [scheduleId, ...values]);

  async function insertRow(row: Omit<GeneratedRow, 'position'> & { position?: number }) {
    const id = `row-${++nextId}`;
    await sql(
      `insert into schedule_rows (schedule_id, id, position, type_key, cells)
       values ($1, $2, coalesce($3::bigint, (select coalesce(max(position), 0) + 1
         from schedule_rows where schedule_id = $1)), $4, $5)`,
      [
        id,
        row.position ?? null,
        row.typeKey,
        JSON.stringify({ model: row.model, notes: row.note }),
      ],
    );
    return id;
  }

  async function matchingIds(query: string): Promise<string[]> {
    const { rows } = await sql(
      `select id from schedule_rows r where schedule_id = $1 and deleted_at is null
         and exists (select 1 from jsonb_each_text(r.cells) e where e.value ilike $2)
       order by type_key collate "C", position, id`,
      [`%${query}%`],
    );
    return (rows as { id: string }[]).map((row) => row.id);
  }

  async function applyEdit(edit: Edit, ids: string[]) {
    if (edit.kind === 'insert') {
      ids.push(await insertRow({ typeKey: edit.typeKey, model: edit.model, note: '' }));
      return;
    }
    const id = ids[edit.index % ids.length];
    if (edit.kind === 'delete') {
      await sql('update schedule_rows set deleted_at = now() where schedule_id = $1 and id = $2', [
        id,
      ]);
    } else {
      await sql(
        `update schedule_rows set cells = jsonb_set(cells, '{model}', to_jsonb($3::text))
          where schedule_id = $1 and id = $2`,
        [id, edit.model],
      );
    }
  }

  it('brings every matching row exactly once, in schedule order, with edits between pages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(rowArbitrary, { minLength: 1, maxLength: 60, selector: (r) => r.position }),
        fc.constantFrom('erc', 'TR4', 'halo', 'lumen', 'e'),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.array(editArbitrary, { maxLength: 3 }), { maxLength: 12 }),
        fc.constantFrom(1, 4, candidateCap),
        async (rows, query, pageLimit, editsBetweenPages, cap) => {
          await sql('delete from schedule_rows where schedule_id = $1');
          const ids: string[] = [];
          for (const row of rows) ids.push(await insertRow(row));
          // A row must come only if it matched at every moment of the paging: one that stops
          // matching while its page goes by may rightly be missed, even if it matches again later.
          let matchedThroughout = await matchingIds(query);

          const seen: string[] = [];
          let page = 0;
          const editBetweenPages = async () => {
            for (const edit of editsBetweenPages[page++] ?? []) await applyEdit(edit, ids);
            const matchingNow = new Set(await matchingIds(query));
            matchedThroughout = matchedThroughout.filter((id) => matchingNow.has(id));
          };
          if (cap === candidateCap) {
            // Through the API, with its cursor.
            let scroll: string | null = null;
            do {
              const answer: ResultOf<typeof search> = await schedule.client.ok(search, {
                ...schedule.ids,
                q: query,
                limit: pageLimit,
                scroll,
              });
              seen.push(...answer.searchProjectCells.data.map((r: { rowId: string }) => r.rowId));
              scroll = answer.searchProjectCells.scrollID;
              await editBetweenPages();
            } while (scroll);
          } else {
            // A cap the matches reach, so that pages also come from walking the schedule.
            let after: RowCursor | undefined;
            for (;;) {
              const found = await findMatchingRows(
                app.platform.database,
                scheduleId,
                query,
                after,
                pageLimit,
                cap,
              );
              seen.push(...found.map((row) => row.id));
              const last = found.at(-1);
              if (found.length < pageLimit || !last) break;
              after = [last.type_key, last.cursor_position, last.id];
              await editBetweenPages();
            }
          }

          // No row twice; every row that matched from first page to last, once.
          expect(new Set(seen).size).toBe(seen.length);
          for (const id of matchedThroughout) expect(seen).toContain(id);
          // In schedule order (edits here change cells, never a row's place).
          const order = (
            await sql(
              `select id from schedule_rows where schedule_id = $1
                order by type_key collate "C", position, id`,
            )
          ).rows.map((row) => (row as { id: string }).id);
          const ranks = seen.map((id) => order.indexOf(id));
          expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        },
      ),
      { numRuns: 60 },
    );
  }, 180_000);

  /** The plan of a SQL function's body, under the settings the function declares. */
  async function planInside(name: string, values: unknown[]) {
    const { rows } = await app.platform.database.executeSql(
      `select prosrc, proconfig, proargnames from pg_proc where proname = $1`,
      [name],
    );
    const fn = rows[0] as { prosrc: string; proconfig: string[]; proargnames: string[] };
    const body = fn.proargnames
      .slice(0, values.length)
      .reduce(
        (text, arg, index) => text.replace(new RegExp(`\\b${arg}\\b`, 'g'), `$${index + 1}`),
        fn.prosrc,
      );
    return app.platform.database.rawTransaction(async (run) => {
      for (const setting of fn.proconfig) {
        const [key, value] = setting.split('=');
        await run(`set local ${key} = ${value}`);
      }
      const { rows: plan } = await run(`explain ${body}`, values);
      return (plan as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it('finds few matches through the trigram index, and walks the schedule in order for many', async () => {
    await sql('delete from schedule_rows where schedule_id = $1');
    await sql(
      `insert into schedule_rows (schedule_id, id, position, type_key, cells)
       select $1, 'bulk-' || n, n, 'A' || (n % 40),
              jsonb_build_object('model', 'LX-' || n, 'manufacturer', 'Maker ' || (n % 7),
                                 'description', case when n % 1500 = 0 then 'ERC-' || n end)
         from generate_series(1, 15000) as n`,
    );
    await app.platform.database.executeSql('analyze schedule_rows');
    const plan = async (statement: string, values: unknown[]) => {
      const { rows } = await sql(`explain (analyze) ${statement}`, values);
      return (rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
    };
    // Inside each function, under its own settings, its query reads the index it is for.
    const inside = await planInside('schedule_rows_matching', [scheduleId, '%erc-%', candidateCap]);
    expect(inside).toContain('Bitmap Index Scan on schedule_rows_search');
    const viaIndex = await sql(
      `select count(*)::int as n from schedule_rows_matching($1, '%erc-%', $2)`,
      [candidateCap],
    );
    expect(viaIndex.rows).toEqual([{ n: 10 }]);
    const page = await plan(searchCandidatesStatement, ['%erc-%', null, null, null, 101, 2000]);
    expect(page).toContain('Function Scan on schedule_rows_matching');
    const walk = await planInside('schedule_rows_walk_matching', [
      scheduleId,
      '%maker 3%',
      null,
      null,
      null,
      101,
    ]);
    expect(walk).toContain('Index Scan using schedule_rows_order');
    const walked = await findMatchingRows(
      app.platform.database,
      scheduleId,
      'maker 3',
      undefined,
      101,
    );
    expect(walked).toHaveLength(101);
    const found = await schedule.client.ok(search, { ...schedule.ids, q: 'ERC-', limit: 100 });
    expect(found.searchProjectCells.data).toHaveLength(10);
  });
});
