import {
  AppError,
  importMessages,
  isReadOnlyColumn,
  type ScheduleColumn,
  scheduleSchema,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { findFilesOfUser } from '../files/index.ts';
import { type AnyScheduleAccess, authorizeEdit, loadScheduleAccess } from '../schedule/index.ts';
import { authorize } from '../workspaces/index.ts';

export type ImportTargetArgs = {
  workspaceId: string;
  projectId?: string | null;
  collectionId?: string | null;
};

/**
 * The schedule an import fills and the columns it may fill, for a viewer who may import there:
 * import:csv on the project (or collection), and the right to change its rows (a collection's
 * product-edit right). Computed columns and files (attachments) cannot be imported.
 */
export async function loadImportTarget(context: GraphQLContext, args: ImportTargetArgs) {
  const access: AnyScheduleAccess = await loadScheduleAccess(context, {
    workspaceId: args.workspaceId,
    projectId: args.projectId ?? null,
    collectionId: args.collectionId ?? null,
  });
  authorize(access.onProject, 'import:csv');
  authorizeEdit(access);
  const schema = scheduleSchema(access.schedule.customFields);
  const all: ScheduleColumn[] = [...schema.default_fields, ...schema.custom_fields];
  const targetColumns = all.filter(
    (column) =>
      !isReadOnlyColumn(schema, column.id) &&
      column.type !== 'formula' &&
      column.type !== 'attachment',
  );
  return { access, schema, targetColumns };
}

/** The viewer's own upload with this key: a key learnt elsewhere reads nothing. */
export async function loadOwnUpload(context: GraphQLContext, key: string) {
  const viewer = requireViewer(context);
  const [file] = await findFilesOfUser(context, viewer.userId, [key]);
  if (!file) throw new AppError('NOT_FOUND', importMessages.fileNotFound);
  return file;
}
