import {
  type Action,
  AppError,
  findColumn,
  scheduleMessages,
  scheduleSchema,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type { CellChanges, Schedule, ScheduleCommand } from '../../graphql/resolvers.generated.ts';
import { abilityOf } from '../workspaces/index.ts';
import { type HistoryRow, selectCellHistory, selectDropdownValues } from './cells.repository.ts';
import { toRestrictions } from './columns.service.ts';
import { rowIdOf, toColumn } from './row-presenter.ts';
import { loadScheduleAccess, type ScheduleArgs } from './schedule-access.ts';

type ProjectArgs = ScheduleArgs;

export async function getProjectSchedule(
  context: GraphQLContext,
  args: ProjectArgs,
): Promise<Schedule> {
  const access = await loadScheduleAccess(context, args, { allowSharedLink: true });
  const schema = scheduleSchema(access.schedule.customFields);
  const plain = {
    default_fields: schema.default_fields.map(toColumn),
    read_only_fields: [...schema.read_only_fields],
    custom_fields: schema.custom_fields.map(toColumn),
  };
  return {
    id: access.schedule.id,
    projectId: access.schedule.projectId,
    collectionId: access.schedule.collectionId,
    schema: plain,
    ...plain,
    rowsCount: access.schedule.rowsCount,
    columnRestrictions: toRestrictions(access.schedule.columnRestrictions),
  };
}

const dropdownValuesMax = 500;

/** The distinct values a text column holds, for its dropdown, most used first. */
export async function getDropdownValues(
  context: GraphQLContext,
  args: ProjectArgs & { col: string },
): Promise<string[]> {
  const access = await loadScheduleAccess(context, args);
  const column = findColumn(scheduleSchema(access.schedule.customFields), args.col);
  if (!column) throw new AppError('BAD_USER_INPUT', scheduleMessages.noColumn(args.col));
  return selectDropdownValues(context.database, access.schedule.id, column.id, dropdownValuesMax);
}

const notReferable = new Set(['attachment', 'relation', 'formula']);

export async function getAvailableReferenceFields(context: GraphQLContext, args: ProjectArgs) {
  const access = await loadScheduleAccess(context, args);
  const schema = scheduleSchema(access.schedule.customFields);
  return [...schema.default_fields, ...schema.custom_fields]
    .filter(
      (column) => !notReferable.has(column.type) && !schema.read_only_fields.includes(column.id),
    )
    .map(toColumn);
}

/** The grid's commands and the engine's action deciding each. */
const commands: [name: string, action: Action][] = [
  ['createRow', 'project:edit'],
  ['duplicateRow', 'project:edit'],
  ['deleteRow', 'project:edit'],
  ['restoreRows', 'project:edit'],
  ['hideRows', 'project:edit'],
  ['editCell', 'project:edit'],
  ['pasteCells', 'project:edit'],
  ['createColumn', 'project:edit'],
  ['reorderColumns', 'column:reorder'],
  ['resizeColumns', 'column:resize'],
  ['createView', 'view:createCustom'],
  ['restrictColumns', 'column:restrictEdit'],
  ['createVersion', 'version:create'],
  ['compareVersions', 'version:compare'],
  ['comment', 'project:comment'],
  ['export', 'project:export'],
  ['exportRevit', 'export:revit'],
  ['saveAsNewProduct', 'product:saveAsNew'],
  ['importDocument', 'import:csv'],
  ['compareWithLibrary', 'collection:compare'],
];

const writes = new Set([
  'createRow',
  'duplicateRow',
  'deleteRow',
  'restoreRows',
  'hideRows',
  'editCell',
  'pasteCells',
  'createColumn',
  'importDocument',
]);

export async function getScheduleCommands(
  context: GraphQLContext,
  args: ProjectArgs,
): Promise<ScheduleCommand[]> {
  const access = await loadScheduleAccess(context, args);
  return commands.map(([name, action]) => {
    if (access.schedule.kind !== 'live' && writes.has(name)) {
      return {
        name,
        allowed: false,
        reason: 'version',
        message: scheduleMessages.versionReadOnly,
      };
    }
    // A collection's products are edited with collection:editProducts, as its rows and cells.
    const asked = action === 'project:edit' ? access.actions.edit : action;
    // An import adds rows: refused as adding one is, before import:csv is asked.
    const edit =
      name === 'importDocument' ? abilityOf(access.onProject, access.actions.edit) : null;
    const { allowed, reason, message } =
      edit && !edit.allowed ? edit : abilityOf(access.onProject, asked);
    return { name, allowed, reason, message };
  });
}

const historyPageMax = 200;

export async function getCellHistory(
  context: GraphQLContext,
  args: ProjectArgs & {
    rowId: string;
    col: string;
    limit?: number | null;
    nextToken?: string | null;
  },
): Promise<CellChanges> {
  const access = await loadScheduleAccess(context, args);
  const limit = pageSize(args.limit, 50, historyPageMax);
  const before = decodeCursor(args.nextToken, 1)?.[0];
  const rows = await selectCellHistory(context.database, {
    scheduleId: access.schedule.id,
    rowId: rowIdOf(args.rowId),
    col: args.col,
    before: before ?? null,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  return {
    data: page.map((row) => ({
      rowId: row.row_id,
      col: row.col,
      oldValue: row.old_value,
      newValue: row.new_value,
      version: row.version,
      userId: row.user_id,
      userName: row.user_name,
      session: row.session,
      changedAt: row.changed_at,
    })),
    nextToken:
      rows.length > limit && page.length > 0
        ? encodeCursor([(page.at(-1) as HistoryRow).id])
        : null,
  };
}
