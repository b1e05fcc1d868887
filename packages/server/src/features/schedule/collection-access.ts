import { randomUUID } from 'node:crypto';
import { AppError, scheduleMessages } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { loadCollectionAccess } from '../collections/index.ts';
import {
  collectionActions,
  type ScheduleAccess,
  type ScheduleAccessArgs,
} from './schedule-access.ts';
import {
  type CollectionScheduleLookup,
  findCollectionSchedule,
  insertLiveCollectionSchedule,
} from './schedules.repository.ts';

/**
 * A collection's products (the rows of its live schedule, made on first use) and what the viewer
 * may do there: the collections feature reads their standing (collection:read checked there), a
 * second query reads the schedule and the row about to change. Reading asks collection:read,
 * editing rows and cells collection:editProducts.
 */
export async function loadCollectionScheduleAccess(
  context: GraphQLContext,
  args: ScheduleAccessArgs & { collectionId: string },
): Promise<ScheduleAccess> {
  const { collection, subject } = await loadCollectionAccess(context, {
    workspaceId: args.workspaceId,
    collectionId: args.collectionId,
  });
  const lookup = {
    collectionId: collection.id,
    scheduleId: args.scheduleId ?? null,
    rowId: args.rowId ?? null,
  };
  let found: CollectionScheduleLookup | undefined = await findCollectionSchedule(
    context.database.executePrepared,
    lookup,
  );
  if (!found) {
    if (args.scheduleId) throw new AppError('NOT_FOUND', scheduleMessages.scheduleNotFound);
    await insertLiveCollectionSchedule(context.database.executeSql, randomUUID(), collection.id);
    found = await findCollectionSchedule(context.database.executePrepared, lookup);
    if (!found) throw new AppError('NOT_FOUND', scheduleMessages.scheduleNotFound);
  }
  return {
    workspaceId: collection.workspaceId,
    row: found.row_cells ? { cells: found.row_cells, versions: found.row_versions ?? {} } : null,
    onProject: subject,
    actions: collectionActions,
    schedule: {
      id: found.id,
      projectId: null,
      collectionId: collection.id,
      kind: found.kind,
      customFields: found.custom_fields ?? [],
      columnRestrictions: found.column_restrictions ?? {},
      rowsCount: Number(found.rows_count),
    },
  };
}
