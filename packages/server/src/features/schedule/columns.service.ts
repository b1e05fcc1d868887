import { randomUUID } from 'node:crypto';
import {
  AppError,
  type ColumnRestrictions,
  type ColumnType,
  columnTypes,
  customColumnNameMaxLength,
  customColumnsMax,
  defaultColumns,
  findColumn,
  messages,
  parseRoles,
  type Role,
  type ScheduleColumn,
  scheduleMessages,
  scheduleSchema,
} from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  ScheduleColumn as ApiColumn,
  ColumnRestriction as ApiRestriction,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { authorize } from '../workspaces/index.ts';
import {
  findDeletedColumn,
  lockCustomColumns,
  saveColumnRestrictions,
  saveCustomColumns,
  setColumnAside,
  takeColumnBack,
} from './columns.repository.ts';
import { toColumn, toRowJson } from './row-presenter.ts';
import {
  authorizeEdit,
  loadScheduleAccess,
  type ScheduleAccess,
  type ScheduleOwnerArgs,
} from './schedule-access.ts';
import { publishColumnsChanged, publishRows } from './schedule-events.ts';

type ProjectArgs = ScheduleOwnerArgs;

function cleanName(name: string, taken: readonly ScheduleColumn[], except?: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new AppError('BAD_USER_INPUT', messages.requiredValue);
  if (trimmed.length > customColumnNameMaxLength) {
    throw new AppError(
      'BAD_USER_INPUT',
      scheduleMessages.columnNameTooLong(customColumnNameMaxLength),
    );
  }
  const clash = [...defaultColumns, ...taken].find(
    (column) => column.id !== except && column.name.toLowerCase() === trimmed.toLowerCase(),
  );
  if (clash) throw new AppError('BAD_USER_INPUT', scheduleMessages.columnNameTaken(clash.name));
  return trimmed;
}

/**
 * Changes the live schedule's custom columns under the schedule's lock, so that two changes made
 * at once never lose one another, then tells every client to read the columns again.
 */
async function changeColumns<T>(
  context: GraphQLContext,
  access: ScheduleAccess,
  change: (
    columns: ScheduleColumn[],
    run: RawRunner,
  ) => Promise<{ columns: ScheduleColumn[]; result: T }>,
): Promise<T> {
  const scheduleId = access.schedule.id;
  const result = await context.database.rawTransaction(async (run) => {
    const changed = await change(await lockCustomColumns(run, scheduleId), run);
    await saveCustomColumns(run, scheduleId, changed.columns);
    return changed.result;
  });
  publishColumnsChanged(context, scheduleId);
  return result;
}

function refusePastLimit(columns: readonly ScheduleColumn[]) {
  if (columns.length >= customColumnsMax) {
    throw new AppError('LIMIT_REACHED', scheduleMessages.tooManyCustomColumns(customColumnsMax));
  }
}

/** Adds a custom column to the project's live schedule. */
export async function createProjectColumn(
  context: GraphQLContext,
  args: ProjectArgs & {
    name: string;
    type: string;
    arrayType?: string | null;
    maxLen?: number | null;
    multiline?: boolean | null;
    hint?: string | null;
  },
): Promise<ApiColumn> {
  const access = await loadScheduleAccess(context, args);
  authorizeEdit(access);
  refusePastLimit(access.schedule.customFields);
  if (!columnTypes.includes(args.type as ColumnType)) {
    throw new AppError('BAD_USER_INPUT', scheduleMessages.columnTypeNotOffered(columnTypes));
  }
  if (args.arrayType && args.arrayType !== 'string' && args.arrayType !== 'number') {
    throw new AppError('BAD_USER_INPUT', scheduleMessages.arrayTypeNotOffered);
  }
  if (
    args.maxLen !== null &&
    args.maxLen !== undefined &&
    (args.maxLen < 1 || args.maxLen > 10_000)
  ) {
    throw new AppError('BAD_USER_INPUT', scheduleMessages.maxLengthOutOfRange);
  }
  const column = await changeColumns(context, access, async (existing) => {
    refusePastLimit(existing);
    const column: ScheduleColumn = {
      id: `custom_${randomUUID().replaceAll('-', '').slice(0, 12)}`,
      name: cleanName(args.name, existing),
      type: args.type as ColumnType,
      arrayType: (args.arrayType as 'string' | 'number' | undefined) ?? null,
      maxLen: args.maxLen ?? null,
      multiline: args.multiline ?? false,
      hint: args.hint?.trim() || null,
    };
    return { columns: [...existing, column], result: column };
  });
  return toColumn(column);
}

function customColumn(columns: readonly ScheduleColumn[], col: string) {
  const column = columns.find((candidate) => candidate.id === col);
  if (column) return column;
  if (defaultColumns.some((candidate) => candidate.id === col)) {
    throw new AppError('BAD_USER_INPUT', scheduleMessages.onlyCustomColumnsChange);
  }
  throw new AppError('NOT_FOUND', scheduleMessages.noColumn(col));
}

export async function renameProjectColumn(
  context: GraphQLContext,
  args: ProjectArgs & { col: string; name: string },
): Promise<ApiColumn> {
  const access = await loadScheduleAccess(context, args);
  authorizeEdit(access);
  customColumn(access.schedule.customFields, args.col);
  const renamed = await changeColumns(context, access, async (columns) => {
    const renamed = {
      ...customColumn(columns, args.col),
      name: cleanName(args.name, columns, args.col),
    };
    return {
      columns: columns.map((column) => (column.id === args.col ? renamed : column)),
      result: renamed,
    };
  });
  return toColumn(renamed);
}

/**
 * Drops a custom column from the schedule and its cells from every row, keeping them aside
 * (definition, place, each cell's value and version) so that restoreProjectColumn can undo it.
 * Versions of the project keep their own copy of the column and its cells.
 */
export async function deleteProjectColumn(
  context: GraphQLContext,
  args: ProjectArgs & { col: string },
): Promise<boolean> {
  const viewer = requireViewer(context);
  const access = await loadScheduleAccess(context, args);
  authorizeEdit(access);
  customColumn(access.schedule.customFields, args.col);
  await changeColumns(context, access, async (columns, run) => {
    const column = customColumn(columns, args.col);
    await setColumnAside(run, access.schedule.id, column, columns.indexOf(column), viewer.userId);
    return { columns: columns.filter((other) => other !== column), result: true };
  });
  return true;
}

/**
 * Undoes a column's deletion: the column goes back where it stood among the custom columns, and
 * every cell it had goes back with its version into the rows that still exist. The rows given
 * their cells back are sent to every client.
 */
export async function restoreProjectColumn(
  context: GraphQLContext,
  args: ProjectArgs & { col: string },
): Promise<ApiColumn> {
  const access = await loadScheduleAccess(context, args);
  authorizeEdit(access);
  const scheduleId = access.schedule.id;
  const { column, rows } = await changeColumns(context, access, async (columns, run) => {
    const deleted = await findDeletedColumn(run, scheduleId, args.col);
    if (!deleted || columns.some((column) => column.id === args.col)) {
      throw new AppError('NOT_FOUND', scheduleMessages.noDeletedColumn(args.col));
    }
    const column = deleted.definition;
    const clash = [...defaultColumns, ...columns].find(
      (other) => other.name.toLowerCase() === column.name.trim().toLowerCase(),
    );
    if (clash) {
      throw new AppError(
        'BAD_USER_INPUT',
        scheduleMessages.restoreNameTaken(clash.name, column.name),
      );
    }
    refusePastLimit(columns);
    const rows = await takeColumnBack(run, scheduleId, column.id);
    const place = Math.min(deleted.place, columns.length);
    return {
      columns: [...columns.slice(0, place), column, ...columns.slice(place)],
      result: { column, rows },
    };
  });
  publishRows(context, scheduleId, rows.map(toRowJson), null);
  return toColumn(column);
}

/** Locks a column (product or custom) for the roles given; an empty list unlocks it. */
export async function restrictColumnEdit(
  context: GraphQLContext,
  args: ProjectArgs & { col: string; roles: string[] },
): Promise<ApiRestriction[]> {
  const access = await loadScheduleAccess(context, args);
  authorize(access.onProject, 'column:restrictEdit');
  const column = findColumn(scheduleSchema(access.schedule.customFields), args.col);
  if (!column) throw new AppError('NOT_FOUND', scheduleMessages.noColumn(args.col));
  const roles = parseRoles(args.roles);
  const restrictions: Record<string, readonly Role[]> = { ...access.schedule.columnRestrictions };
  if (roles.length > 0) restrictions[column.id] = roles;
  else delete restrictions[column.id];
  await saveColumnRestrictions(context.database, access.schedule.id, restrictions);
  publishColumnsChanged(context, access.schedule.id);
  return toRestrictions(restrictions);
}

export function toRestrictions(restrictions: ColumnRestrictions): ApiRestriction[] {
  return Object.entries(restrictions).map(([col, roles]) => ({ col, roles: [...roles] }));
}
