import { AppError, importLimits, importMessages, type RowCells } from '@specboard/domain';
import type { Platform } from '../../graphql/context.ts';
import { importRows } from '../schedule/index.ts';
import { publishImportChanged } from './import-events.ts';
import { importJob, importRetryLimit } from './import-job-name.ts';
import { type CheckedRows, checkRows, rowCells } from './import-rows.ts';
import {
  endImport,
  type StoredImport,
  startImportRun,
  updateImportProgress,
} from './imports.repository.ts';
import { isEmptyRow, readDocument } from './reading/document.ts';
import { openStoredSheet, withStoredSheet } from './reading/sheet-reader.ts';

const batchSize = 500;

/** Progress is written and told at most every 300 ms: enough for a bar to move. */
function progressReporter(platform: Platform, importId: string) {
  let lastAt = 0;
  let pending = Promise.resolve();
  return {
    report(rowsRead: number) {
      const now = Date.now();
      if (now - lastAt < 300) return;
      lastAt = now;
      pending = pending
        .then(() =>
          updateImportProgress(platform.database.executeSql, importId, {
            rowsRead,
            rowsCount: null,
          }),
        )
        .then(() => publishImportChanged(platform, importId))
        .catch((error) => platform.logger.warn({ err: error }, 'import progress not recorded'));
    },
    settled: () => pending,
  };
}

/** The rows as the schedule stores them, in batches, read from the document once more. */
async function* batchesOf(platform: Platform, stored: StoredImport): AsyncGenerator<RowCells[]> {
  const sheet = await openStoredSheet(platform.storage, stored.file_key, stored.sheet_name);
  try {
    const document = await readDocument(sheet);
    let batch: RowCells[] = [];
    for await (const row of document.rows) {
      if (isEmptyRow(row.cells)) continue;
      batch.push(rowCells(stored.params.mapping, row.cells));
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  } finally {
    await sheet.close();
  }
}

async function fail(
  platform: Platform,
  importId: string,
  checked: Partial<CheckedRows>,
  message: string,
) {
  const ended = await endImport(platform.database.executeSql, importId, {
    status: 'failed',
    rowsRead: checked.rowsRead ?? 0,
    productsUploaded: 0,
    errors: checked.errors ?? [],
    errorsCount: checked.errorsCount ?? 0,
    firstError: message,
  });
  if (ended) publishImportChanged(platform, importId);
}

/**
 * Reads the whole document once to check every cell (progress told as it goes); with any error
 * the import fails and nothing is added. Else reads it again and adds every row in one
 * transaction, which also records the end: all or nothing, once.
 */
async function runImport(platform: Platform, importId: string, attempt: number) {
  const stored = await startImportRun(platform.database.executeSql, importId);
  if (!stored) return;
  publishImportChanged(platform, importId);
  const progress = progressReporter(platform, importId);
  let checked: Partial<CheckedRows> = {};
  try {
    const maxRows = importLimits.maxRows;
    checked = await withStoredSheet(platform.storage, stored.file_key, stored.sheet_name, (sheet) =>
      checkRows(sheet, stored.params.mapping, maxRows, (rowsRead) => progress.report(rowsRead)),
    );
    await progress.settled();
    const { rowsRead = 0, errors = [], errorsCount = 0 } = checked;
    if (errorsCount > 0) {
      await fail(platform, importId, checked, errors[0]?.message ?? importMessages.failed);
      return;
    }
    if (rowsRead === 0) {
      await fail(platform, importId, checked, importMessages.noRows);
      return;
    }
    const target = {
      workspaceId: stored.workspace_id,
      schedule: {
        id: stored.schedule_id,
        projectId: stored.project_id,
        collectionId: stored.collection_id,
      },
    };
    await importRows(
      platform,
      target,
      { userId: stored.user_id },
      rowsRead,
      () => batchesOf(platform, stored),
      async (run, added) => {
        await endImport(run, importId, {
          status: 'finished',
          rowsRead,
          productsUploaded: added,
          errors: [],
          errorsCount: 0,
          firstError: null,
        });
      },
    );
    publishImportChanged(platform, importId);
  } catch (error) {
    await progress.settled();
    // The document's own faults (and the cap) are told at once; others are tried again.
    if (error instanceof AppError) {
      await fail(platform, importId, checked, error.message);
      return;
    }
    platform.logger.error({ err: error, importId, attempt }, 'import failed');
    if (attempt <= importRetryLimit) throw error;
    await fail(platform, importId, checked, importMessages.failed);
  }
}

/** Starts working import jobs in this process. */
export async function defineImportJob(platform: Platform) {
  await platform.jobs.define<{ importId: string }>(
    importJob,
    (data, job) => runImport(platform, data.importId, job.attempt),
    {
      retryLimit: importRetryLimit,
      retryDelaySeconds: 1,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
    },
  );
}
