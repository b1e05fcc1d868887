import { randomUUID } from 'node:crypto';
import {
  AppError,
  catalogueLimits,
  collectionMessages,
  importMessages,
  isColumnLocked,
  messages,
  type ScheduleColumn,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  ImportDocument,
  MutationImportDocumentArgs,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { importJob } from './import-job-name.ts';
import { toImportDocument } from './import-presenter.ts';
import { loadImportTarget, loadOwnUpload } from './import-target.ts';
import { findImport, insertImport } from './imports.repository.ts';
import { isEmptyRow, readDocument } from './reading/document.ts';
import { withStoredSheet } from './reading/sheet-reader.ts';

const bad = (message: string) => new AppError('BAD_USER_INPUT', message);

/** The cap's refusal as adding rows to a collection words it (spec 001 §5). */
function productLimitMessage(room: number, adding: number) {
  const limit = catalogueLimits.productsPerCollection;
  return room === 0 || adding === 1
    ? collectionMessages.productLimit(limit)
    : collectionMessages.productRoomLeft(room, limit);
}

/**
 * The mapping checked against the target's columns: each source column at most once, each
 * target column from at most one source, no unknown or computed column.
 */
function checkMapping(
  mapping: MutationImportDocumentArgs['mapping'],
  all: readonly ScheduleColumn[],
  importable: readonly ScheduleColumn[],
) {
  const byId = new Map(importable.map((column) => [column.id, column]));
  const seen = new Set<number>();
  const filled = new Set<string>();
  const chosen: { index: number; column: ScheduleColumn }[] = [];
  for (const { index, columnId } of mapping) {
    if (!Number.isInteger(index) || index < 0) throw bad(importMessages.unknownSource(index));
    if (seen.has(index)) throw bad(importMessages.unknownSource(index));
    seen.add(index);
    if (!columnId) continue;
    const column = byId.get(columnId);
    if (!column) {
      const known = all.find((c) => c.id === columnId);
      throw bad(
        known ? importMessages.computedColumn(known.name) : importMessages.unknownColumn(columnId),
      );
    }
    if (filled.has(columnId)) throw bad(importMessages.twoSourcesOneColumn(column.name));
    filled.add(columnId);
    chosen.push({ index, column });
  }
  if (chosen.length === 0) throw bad(importMessages.nothingMapped);
  return chosen;
}

/** Counts data rows, stopping once past `enough` (a collection's room). */
async function countRows(
  context: GraphQLContext,
  key: string,
  sheet: string | null,
  enough: number,
) {
  return withStoredSheet(context.storage, key, sheet, async (opened) => {
    const document = await readDocument(opened);
    let count = 0;
    for await (const row of document.rows) {
      if (!isEmptyRow(row.cells)) count++;
      if (count > enough) break;
    }
    return { count, width: document.headers.length };
  });
}

/**
 * Starts an import: checks who asks (import:csv, the right to change the rows, column locks),
 * the mapping, and for a collection that every row fits its cap (refused whole otherwise);
 * records it and queues its durable job. Answers at once, PENDING.
 */
export async function startImport(
  context: GraphQLContext,
  args: MutationImportDocumentArgs,
): Promise<ImportDocument> {
  const viewer = requireViewer(context);
  const { access, schema, targetColumns } = await loadImportTarget(context, args);
  const upload = await loadOwnUpload(context, args.key);
  const all = [...schema.default_fields, ...schema.custom_fields];
  const mapping = checkMapping(args.mapping, all, targetColumns);
  // A column locked for the viewer's role is refused as an edit of it would be.
  for (const { column } of mapping) {
    if (
      isColumnLocked(access.schedule.columnRestrictions, column.id, access.onProject.viewer.role)
    ) {
      throw new AppError('FORBIDDEN', messages.fieldLocked, {
        reason: 'fieldLocked',
        col: column.id,
      });
    }
  }
  const sheetName = args.sheetName ?? null;
  if (access.schedule.collectionId) {
    const room = Math.max(0, catalogueLimits.productsPerCollection - access.schedule.rowsCount);
    const { count } = await countRows(context, args.key, sheetName, room);
    if (count > room) {
      throw new AppError('LIMIT_REACHED', productLimitMessage(room, count), {
        reason: 'productLimit',
        room,
        limit: catalogueLimits.productsPerCollection,
      });
    }
  }
  const id = randomUUID();
  await insertImport(context.database.executeSql, {
    id,
    workspace_id: args.workspaceId,
    project_id: access.schedule.projectId,
    collection_id: access.schedule.collectionId,
    schedule_id: access.schedule.id,
    user_id: viewer.userId,
    file_key: args.key,
    file_name: upload.filename,
    sheet_name: sheetName,
    params: { mapping },
  });
  await context.jobs.send(importJob, { importId: id });
  const stored = await findImport(context.database.executeSql, id);
  if (!stored) throw new AppError('NOT_FOUND', importMessages.notFound);
  return toImportDocument(stored);
}
