import {
  type Action,
  AppError,
  applyViewSettings,
  canSeeView,
  defaultColumns,
  defaultViewSettings,
  mergeColumnSizes,
  messages,
  parseRoles,
  readViewSettings,
  rowHeights,
  type ViewSettings,
  viewMessages,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { View } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  loadScheduleAccess,
  type AnyScheduleAccess as ScheduleAccess,
  type ScheduleOwnerArgs,
} from '../schedule/index.ts';
import { abilityOf, authorize, listWorkspaceMembers } from '../workspaces/index.ts';
import {
  deleteViewRow,
  findView,
  insertCustomView,
  listViews,
  readViewParams,
  type StoredView,
  updateView,
  type ViewChanges,
  type ViewOwner,
  writeViewParams,
} from './views.repository.ts';

type ProjectArgs = ScheduleOwnerArgs;

/** Whose views the access names: the collection's products', or the project's schedule's. */
export function viewOwnerOf(access: ScheduleAccess): ViewOwner {
  const { collectionId, projectId } = access.schedule;
  return collectionId ? { collectionId } : { projectId: projectId as string };
}
type ViewArgs = ProjectArgs & { viewId: string };

const viewNameMaxLength = 80;
const viewNotFound = () => new AppError('NOT_FOUND', viewMessages.notFound);

function columnsOf(access: ScheduleAccess) {
  return [...defaultColumns, ...access.schedule.customFields];
}

function visibleTo(access: ScheduleAccess, userId: string | undefined, view: StoredView): boolean {
  return canSeeView(
    { users: view.granted_users, roles: view.granted_roles },
    { userId, role: access.onProject.viewer.role },
    view.created_by,
  );
}

function toView(access: ScheduleAccess, view: StoredView): View {
  const settings = readViewSettings(view.settings, view.builtin_key);
  const custom = new Set(access.schedule.customFields.map((column) => column.id));
  const subject = access.onProject;
  const isCustom = view.type === 'custom';
  const sortingIndex = settings.sortingData
    ? settings.visibleColumns.indexOf(settings.sortingData.sortBy)
    : -1;
  return {
    id: view.id,
    projectId: view.project_id,
    collectionId: view.collection_id,
    name: view.name,
    type: view.type,
    builtInKey: view.builtin_key,
    role: subject.viewer.role ?? null,
    createdBy: view.created_by,
    ...settings,
    // Custom columns removed since the view was saved are left out.
    customColumnOrder: settings.customColumnOrder.filter((id) => custom.has(id)),
    sortingField: settings.sortingData?.sortBy ?? null,
    sortingIndex: sortingIndex >= 0 ? sortingIndex : null,
    rowHeightPx: rowHeights[settings.rowHeight],
    dropdowns: settings.dropdowns.filter((dropdown) => !custom.has(dropdown.name)),
    custom_dropdowns: settings.dropdowns.filter((dropdown) => custom.has(dropdown.name)),
    grants: { users: view.granted_users, roles: view.granted_roles },
    viewerCan: {
      update: abilityOf(subject, isCustom ? 'view:createCustom' : 'view:update'),
      reorderColumns: abilityOf(subject, 'column:reorder'),
      resizeColumns: abilityOf(subject, 'column:resize'),
      renameOrDelete: isCustom
        ? abilityOf(subject, 'view:createCustom')
        : {
            allowed: false,
            reason: 'builtIn',
            message: viewMessages.builtInViewFixed,
          },
      managePermissions: abilityOf(subject, 'view:managePermissions'),
    },
  };
}

/** The view, if the viewer may see it; one they may not see is as if it did not exist. */
async function loadView(context: GraphQLContext, args: ViewArgs) {
  const viewer = requireViewer(context);
  const access = await loadScheduleAccess(context, args);
  const view = await findView(context.database, viewOwnerOf(access), args.viewId);
  if (!view || !visibleTo(access, viewer.userId, view)) throw viewNotFound();
  return { access, view, viewer };
}

function cleanViewName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new AppError('BAD_USER_INPUT', messages.requiredValue);
  if (trimmed.length > viewNameMaxLength) {
    throw new AppError('BAD_USER_INPUT', viewMessages.nameTooLong(viewNameMaxLength));
  }
  return trimmed;
}

function objectArgument(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AppError('BAD_USER_INPUT', viewMessages.settingsNotAnObject);
  }
  return value as Record<string, unknown>;
}

/** Changes a view, after asking the engine: shared views and custom views have their own rules. */
async function change(
  context: GraphQLContext,
  args: ViewArgs,
  action: Action | ((view: StoredView) => Action),
  changes: (
    view: StoredView,
    settings: ViewSettings,
    access: ScheduleAccess,
  ) => ViewChanges | Promise<ViewChanges>,
): Promise<View> {
  // Input is checked only once the viewer is known to be allowed: nothing is told to outsiders.
  const { access, view } = await loadView(context, args);
  authorize(access.onProject, typeof action === 'function' ? action(view) : action);
  const settings = readViewSettings(view.settings, view.builtin_key);
  const updated = await updateView(
    context.database,
    view.id,
    await changes(view, settings, access),
  );
  return toView(access, updated);
}

const settingsAction = (view: StoredView): Action =>
  view.type === 'custom' ? 'view:createCustom' : 'view:update';

// Reading views is open to shared-link readers too, who see what everyone on the project sees.
export async function getScheduleViews(context: GraphQLContext, args: ProjectArgs) {
  const access = await loadScheduleAccess(context, args, { allowSharedLink: true });
  const views = await listViews(context.database, viewOwnerOf(access));
  return views
    .filter((view) => visibleTo(access, context.viewer?.userId, view))
    .map((view) => toView(access, view));
}

export async function getScheduleView(context: GraphQLContext, args: ViewArgs) {
  const access = await loadScheduleAccess(context, args, { allowSharedLink: true });
  const views = await listViews(context.database, viewOwnerOf(access));
  const view = views.find((candidate) => candidate.id === args.viewId);
  if (!view || !visibleTo(access, context.viewer?.userId, view)) throw viewNotFound();
  return toView(access, view);
}

/** "Create New View": a custom view, everything shown, in CAD, unless settings say otherwise. */
export async function saveCustomView(
  context: GraphQLContext,
  args: ProjectArgs & { name: string; settings?: unknown },
) {
  const viewer = requireViewer(context);
  const access = await loadScheduleAccess(context, args);
  authorize(access.onProject, 'view:createCustom');
  const settings = applyViewSettings(
    defaultViewSettings(null, access.schedule.customFields),
    objectArgument(args.settings),
    columnsOf(access),
  );
  const view = await insertCustomView(context.database, {
    owner: viewOwnerOf(access),
    name: cleanViewName(args.name),
    createdBy: viewer.userId,
    settings,
  });
  return toView(access, view);
}

export function renameView(context: GraphQLContext, args: ViewArgs & { name: string }) {
  return change(context, args, customOnly('view:createCustom'), () => ({
    name: cleanViewName(args.name),
  }));
}

export async function deleteView(context: GraphQLContext, args: ViewArgs) {
  const { access, view } = await loadView(context, args);
  authorize(access.onProject, customOnly('view:createCustom')(view));
  await deleteViewRow(context.database, view.id);
  return true;
}

/** Back to how the view started: a built-in one as shipped, a custom one with everything shown. */
export function resetView(context: GraphQLContext, args: ViewArgs) {
  return change(context, args, settingsAction, (view, _settings, access) => ({
    settings: defaultViewSettings(view.builtin_key, access.schedule.customFields),
  }));
}

export function updateViewSettings(
  context: GraphQLContext,
  args: ViewArgs & { settings: unknown },
) {
  return change(context, args, settingsAction, (_view, settings, access) => {
    const patch = objectArgument(args.settings);
    for (const field of ['columnOrder', 'customColumnOrder', 'columnsSize']) {
      if (field in patch) {
        const call = field === 'columnsSize' ? 'updateViewColumnsSize' : 'updateViewColumnOrder';
        throw new AppError('BAD_USER_INPUT', viewMessages.changeWith(field, call));
      }
    }
    return { settings: applyViewSettings(settings, patch, columnsOf(access)) };
  });
}

export function updateViewColumnOrder(
  context: GraphQLContext,
  args: ViewArgs & { columnOrder?: string[] | null; customColumnOrder?: string[] | null },
) {
  const patch: Record<string, unknown> = {};
  if (args.columnOrder) patch.columnOrder = args.columnOrder;
  if (args.customColumnOrder) patch.customColumnOrder = args.customColumnOrder;
  return change(context, args, 'column:reorder', (_view, settings, access) => ({
    settings: applyViewSettings(settings, patch, columnsOf(access)),
  }));
}

export function updateViewColumnsSize(
  context: GraphQLContext,
  args: ViewArgs & { columnsSize: { id: string; size: number }[] },
) {
  return change(context, args, 'column:resize', (_view, settings, access) => ({
    settings: {
      ...settings,
      columnsSize: mergeColumnSizes(settings.columnsSize, args.columnsSize, columnsOf(access)),
    },
  }));
}

async function workspaceMemberIds(context: GraphQLContext, workspaceId: string, ids: string[]) {
  const members = await listWorkspaceMembers(context.database.db, workspaceId);
  const known = new Set(members.map((member) => member.user_id));
  const strangers = ids.filter((id) => !known.has(id));
  if (strangers.length > 0) {
    throw new AppError('BAD_USER_INPUT', viewMessages.notWorkspaceMembers(strangers));
  }
  return [...new Set(ids)];
}

export async function grantViewPermissionByUsers(
  context: GraphQLContext,
  args: ViewArgs & { userIds: string[] },
) {
  return change(context, args, 'view:managePermissions', async (view) => {
    const users = await workspaceMemberIds(context, args.workspaceId, args.userIds);
    return { grantedUsers: [...new Set([...view.granted_users, ...users])] };
  });
}

export function deleteViewPermissionByUsers(
  context: GraphQLContext,
  args: ViewArgs & { userIds: string[] },
) {
  return change(context, args, 'view:managePermissions', (view) => ({
    grantedUsers: view.granted_users.filter((id) => !args.userIds.includes(id)),
  }));
}

export function grantViewPermissionByRoles(
  context: GraphQLContext,
  args: ViewArgs & { roles: string[] },
) {
  return change(context, args, 'view:managePermissions', (view) => ({
    grantedRoles: [...new Set([...view.granted_roles, ...parseRoles(args.roles)])],
  }));
}

export function deleteViewPermissionByRoles(
  context: GraphQLContext,
  args: ViewArgs & { roles: string[] },
) {
  return change(context, args, 'view:managePermissions', (view) => {
    const roles = parseRoles(args.roles);
    return { grantedRoles: view.granted_roles.filter((role) => !roles.includes(role)) };
  });
}

/** The viewer's own parameters for a view (what they last chose there). */
export async function getViewParams(context: GraphQLContext, args: ViewArgs) {
  const { view, viewer } = await loadView(context, args);
  return readViewParams(context.database, view.id, viewer.userId);
}

const viewParamsMaxBytes = 16_384;

export async function setViewParams(context: GraphQLContext, args: ViewArgs & { params: unknown }) {
  const { view, viewer } = await loadView(context, args);
  const params = objectArgument(args.params);
  if (JSON.stringify(params).length > viewParamsMaxBytes) {
    throw new AppError('BAD_USER_INPUT', viewMessages.paramsTooLarge(viewParamsMaxBytes));
  }
  await writeViewParams(context.database, view.id, viewer.userId, params);
  return params;
}

export async function deleteViewParams(context: GraphQLContext, args: ViewArgs) {
  const { view, viewer } = await loadView(context, args);
  await writeViewParams(context.database, view.id, viewer.userId, null);
  return true;
}

function customOnly(action: Action) {
  return (view: StoredView): Action => {
    if (view.type !== 'custom') {
      throw new AppError('BAD_USER_INPUT', viewMessages.builtInViewFixed);
    }
    return action;
  };
}
