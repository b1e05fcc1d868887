import type { Selectable } from 'kysely';
import type { RawRunner } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';

import type { ImportError } from './import-params.ts';

export type { ImportError, ImportParams } from './import-params.ts';

/** An import as its row stands (the Database type holds the table's columns). */
export type StoredImport = Selectable<Database['import_documents']>;

/** The database's executeSql, or a transaction's runner. */
type Sql = RawRunner;

const one = (result: { rows: unknown[] }) => result.rows[0] as StoredImport | undefined;

export async function insertImport(
  run: Sql,
  values: Pick<
    StoredImport,
    | 'id'
    | 'workspace_id'
    | 'project_id'
    | 'collection_id'
    | 'schedule_id'
    | 'user_id'
    | 'file_key'
    | 'file_name'
    | 'sheet_name'
    | 'params'
  >,
): Promise<StoredImport> {
  const stored = one(
    await run(
      `insert into import_documents (id, workspace_id, project_id, collection_id, schedule_id,
          user_id, file_key, file_name, sheet_name, params)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb) returning *`,
      [
        values.id,
        values.workspace_id,
        values.project_id,
        values.collection_id,
        values.schedule_id,
        values.user_id,
        values.file_key,
        values.file_name,
        values.sheet_name,
        JSON.stringify(values.params),
      ],
    ),
  );
  return stored as StoredImport;
}

export async function findImport(run: Sql, id: string): Promise<StoredImport | undefined> {
  return one(await run('select * from import_documents where id = $1', [id]));
}

/** Moves a waiting (or interrupted) import to running; undefined once it has ended. */
export async function startImportRun(run: Sql, id: string): Promise<StoredImport | undefined> {
  return one(
    await run(
      `update import_documents set status = 'running', rows_read = 0
        where id = $1 and status in ('pending', 'running') returning *`,
      [id],
    ),
  );
}

export async function updateImportProgress(
  run: Sql,
  id: string,
  progress: { rowsRead: number; rowsCount: number | null },
): Promise<StoredImport | undefined> {
  return one(
    await run(
      `update import_documents set rows_read = $2, rows_count = coalesce($3, rows_count)
        where id = $1 and status = 'running' returning *`,
      [id, progress.rowsRead, progress.rowsCount],
    ),
  );
}

export async function endImport(
  run: Sql,
  id: string,
  outcome: {
    status: 'finished' | 'failed';
    rowsRead: number;
    productsUploaded: number;
    errors: ImportError[];
    errorsCount: number;
    firstError: string | null;
  },
): Promise<StoredImport | undefined> {
  return one(
    await run(
      `update import_documents set status = $2, rows_read = $3, rows_count = $3,
          products_uploaded = $4, errors = $5::jsonb, errors_count = $6, first_error = $7,
          finished_at = now()
        where id = $1 and status in ('pending', 'running') returning *`,
      [
        id,
        outcome.status,
        outcome.rowsRead,
        outcome.productsUploaded,
        JSON.stringify(outcome.errors),
        outcome.errorsCount,
        outcome.firstError,
      ],
    ),
  );
}
