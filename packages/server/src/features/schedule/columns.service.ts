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
  parseRoles,
  type Role,
  type ScheduleColumn,
  scheduleSchema,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  ScheduleColumn as ApiColumn,
  ColumnRestriction as ApiRestriction,
} from '../../graphql/resolvers.generated.ts';
import { authorize } from '../workspaces/index.ts';
import { toColumn } from './row-presenter.ts';
import { authorizeEdit, loadScheduleAccess } from './schedule-access.ts';

type ProjectArgs = { projectId: string; workspaceId: string };

function cleanName(name: string, taken: readonly ScheduleColumn[], except?: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new AppError('BAD_USER_INPUT', 'Please enter required value');
  if (trimmed.length > customColumnNameMaxLength) {
    throw new AppError(
      'BAD_USER_INPUT',
      `A column name must be at most ${customColumnNameMaxLength} characters long.`,
    );
  }
  const clash = [...defaultColumns, ...taken].find(
    (column) => column.id !== except && column.name.toLowerCase() === trimmed.toLowerCase(),
  );
  if (clash) throw new AppError('BAD_USER_INPUT', `There is already a column named ${clash.name}.`);
  return trimmed;
}

async function saveColumns(context: GraphQLContext, scheduleId: string, columns: ScheduleColumn[]) {
  await context.database.executeSql(
    'update schedules set custom_fields = $2::jsonb where id = $1',
    [scheduleId, JSON.stringify(columns)],
  );
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
  const existing = access.schedule.customFields;
  if (existing.length >= customColumnsMax) {
    throw new AppError(
      'LIMIT_REACHED',
      `A schedule can have at most ${customColumnsMax} custom columns.`,
    );
  }
  if (!columnTypes.includes(args.type as ColumnType)) {
    throw new AppError(
      'BAD_USER_INPUT',
      `The column type must be one of ${columnTypes.join(', ')}.`,
    );
  }
  if (args.arrayType && args.arrayType !== 'string' && args.arrayType !== 'number') {
    throw new AppError('BAD_USER_INPUT', 'The array type must be string or number.');
  }
  if (
    args.maxLen !== null &&
    args.maxLen !== undefined &&
    (args.maxLen < 1 || args.maxLen > 10_000)
  ) {
    throw new AppError('BAD_USER_INPUT', 'The maximum length must be from 1 to 10000.');
  }
  const column: ScheduleColumn = {
    id: `custom_${randomUUID().replaceAll('-', '').slice(0, 12)}`,
    name: cleanName(args.name, existing),
    type: args.type as ColumnType,
    arrayType: (args.arrayType as 'string' | 'number' | undefined) ?? null,
    maxLen: args.maxLen ?? null,
    multiline: args.multiline ?? false,
    hint: args.hint?.trim() || null,
  };
  await saveColumns(context, access.schedule.id, [...existing, column]);
  return toColumn(column);
}

function customColumn(columns: readonly ScheduleColumn[], col: string) {
  const column = columns.find((candidate) => candidate.id === col);
  if (column) return column;
  if (defaultColumns.some((candidate) => candidate.id === col)) {
    throw new AppError('BAD_USER_INPUT', 'Only custom columns can be renamed or deleted.');
  }
  throw new AppError('NOT_FOUND', `There is no column ${col}.`);
}

export async function renameProjectColumn(
  context: GraphQLContext,
  args: ProjectArgs & { col: string; name: string },
): Promise<ApiColumn> {
  const access = await loadScheduleAccess(context, args);
  authorizeEdit(access);
  const columns = access.schedule.customFields;
  const renamed = {
    ...customColumn(columns, args.col),
    name: cleanName(args.name, columns, args.col),
  };
  await saveColumns(
    context,
    access.schedule.id,
    columns.map((column) => (column.id === args.col ? renamed : column)),
  );
  return toColumn(renamed);
}

/** Drops a custom column; its cells go with it from every row. */
export async function deleteProjectColumn(
  context: GraphQLContext,
  args: ProjectArgs & { col: string },
): Promise<boolean> {
  const access = await loadScheduleAccess(context, args);
  authorizeEdit(access);
  const columns = access.schedule.customFields;
  customColumn(columns, args.col);
  await context.database.rawTransaction(async (run) => {
    await run('update schedules set custom_fields = $2::jsonb where id = $1', [
      access.schedule.id,
      JSON.stringify(columns.filter((column) => column.id !== args.col)),
    ]);
    await run(
      `update schedule_rows set cells = cells - $2::text, versions = versions - $2::text
        where schedule_id = $1 and cells ? $2::text`,
      [access.schedule.id, args.col],
    );
  });
  return true;
}

/** Locks a column (product or custom) for the roles given; an empty list unlocks it. */
export async function restrictColumnEdit(
  context: GraphQLContext,
  args: ProjectArgs & { col: string; roles: string[] },
): Promise<ApiRestriction[]> {
  const access = await loadScheduleAccess(context, args);
  authorize(access.onProject, 'column:restrictEdit');
  const column = findColumn(scheduleSchema(access.schedule.customFields), args.col);
  if (!column) throw new AppError('NOT_FOUND', `There is no column ${args.col}.`);
  const roles = parseRoles(args.roles);
  const restrictions: Record<string, readonly Role[]> = { ...access.schedule.columnRestrictions };
  if (roles.length > 0) restrictions[column.id] = roles;
  else delete restrictions[column.id];
  await context.database.executeSql(
    'update schedules set column_restrictions = $2::jsonb where id = $1',
    [access.schedule.id, JSON.stringify(restrictions)],
  );
  return toRestrictions(restrictions);
}

export function toRestrictions(restrictions: ColumnRestrictions): ApiRestriction[] {
  return Object.entries(restrictions).map(([col, roles]) => ({ col, roles: [...roles] }));
}
