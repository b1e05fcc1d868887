import {
  buildExportDocument,
  compareSchedules,
  type ExportDocument,
  exportContentTypes,
  exportMessages,
} from '@specboard/domain';
import type { Platform } from '../../graphql/context.ts';
import { readRowsToCompare, readRowsToExport } from '../schedule/index.ts';
import { delivererOf } from './export-deliveries.ts';
import { publishExportChanged } from './export-events.ts';
import { exportJob, exportRetryLimit } from './export-job-name.ts';
import type { ExportParams } from './export-params.ts';
import { exportStorageKey } from './export-presenter.ts';
import { rendererOf } from './export-renderers.ts';
import {
  failExport,
  finishExport,
  markExportDelivered,
  type StoredExport,
  startExportRun,
  updateExportProgress,
} from './exports.repository.ts';

async function documentOf(platform: Platform, params: ExportParams): Promise<ExportDocument> {
  const base = {
    project: params.project,
    workspace: params.workspace,
    view: params.view,
    columns: params.columns,
    filterTags: params.filterTags,
    columnFilters: params.columnFilters,
    columnIds: params.columnIds,
    versionName: params.versionName,
    generatedAt: new Date(),
  };
  if (params.comparison) {
    const [older, newer] = await Promise.all([
      readRowsToCompare(platform.database, params.comparison.olderScheduleId),
      readRowsToCompare(platform.database, params.comparison.newerScheduleId),
    ]);
    return buildExportDocument({ ...base, rows: [], comparison: compareSchedules(older, newer) });
  }
  const rows = await readRowsToExport(platform.database, params.scheduleId);
  return buildExportDocument({ ...base, rows });
}

async function readStored(platform: Platform, key: string): Promise<Buffer | undefined> {
  const object = await platform.storage.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Progress is written and announced at most every 5 points and 300 ms: enough for a bar to move,
 * without a statement per row.
 */
function progressReporter(platform: Platform, stored: StoredExport) {
  let last = 0;
  let lastAt = 0;
  let pending = Promise.resolve();
  return {
    report(fraction: number) {
      const progress = Math.min(95, Math.max(1, Math.round(fraction * 95)));
      const now = Date.now();
      if (progress - last < 5 || now - lastAt < 300) return;
      last = progress;
      lastAt = now;
      pending = pending
        .then(() => updateExportProgress(platform.database.db, stored.request_id, progress))
        .then(() => publishExportChanged(platform, { ...stored, progress }))
        .catch((error) => platform.logger.warn({ err: error }, 'export progress not recorded'));
    },
    settled: () => pending,
  };
}

async function runExport(platform: Platform, requestId: string, attempt: number) {
  const stored = await startExportRun(platform.database.db, requestId);
  // Finished already (a run that completed before its process died, retried): nothing to do.
  if (!stored) return;
  publishExportChanged(platform, stored);
  const { params } = stored;
  const progress = progressReporter(platform, stored);
  try {
    const document = await documentOf(platform, params);
    const render = await rendererOf(params.kind, params.format);
    const body = await render(document, {
      readFile: (key) => readStored(platform, key),
      onProgress: (fraction) => progress.report(fraction),
      template: params.template,
      keyColumn: params.keyColumn,
    });
    const storageKey = exportStorageKey(stored);
    const contentType = exportContentTypes[params.format];
    await platform.storage.put(storageKey, body, contentType);
    // Sent once: a run retried after the file reached its folder does not send it again.
    if (params.delivery && !stored.delivered_at) {
      const deliver = delivererOf(params.delivery.kind);
      if (!deliver) throw new Error(`No deliverer for ${params.delivery.kind}`);
      await deliver(platform, {
        userId: stored.user_id,
        delivery: params.delivery,
        fileName: stored.file_name,
        contentType,
        body,
      });
      await markExportDelivered(platform.database.db, requestId);
    }
    await progress.settled();
    const finished = await finishExport(platform.database.db, requestId, {
      storageKey,
      size: body.length,
    });
    if (finished) publishExportChanged(platform, finished);
  } catch (error) {
    await progress.settled();
    platform.logger.error({ err: error, requestId, attempt }, 'export failed');
    // Tried again by the queue while tries are left; the person hears of the last failure only.
    if (attempt <= exportRetryLimit) throw error;
    const message =
      error instanceof Error && 'code' in error && error.code === 'BAD_USER_INPUT'
        ? error.message
        : exportMessages.tryAgain;
    const failed = await failExport(platform.database.db, requestId, message);
    if (failed) publishExportChanged(platform, failed);
  }
}

/** Starts working export jobs in this process. */
export async function defineExportJob(platform: Platform) {
  await platform.jobs.define<{ requestId: string }>(
    exportJob,
    (data, job) => runExport(platform, data.requestId, job.attempt),
    {
      retryLimit: exportRetryLimit,
      retryDelaySeconds: 1,
      retryBackoff: true,
      expireInSeconds: platform.config.exports.jobTimeoutSeconds,
    },
  );
}
