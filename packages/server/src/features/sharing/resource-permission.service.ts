import {
  AppError,
  can,
  type Role,
  roleLabel,
  sharingMessages,
  workspaceMessages,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  Ability,
  PermissionResourceType,
  ResourcePermission,
  ResourceRoles,
  WorkspaceRole,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { getCollectionResourcePermission, getMyRolesInCollection } from '../collections/index.ts';
import { abilityOf, loadProjectSubjects, loadWorkspace } from '../workspaces/index.ts';
import { findPeopleByIds } from './sharing.repository.ts';

type Args = { workspaceId: string; resourceType: PermissionResourceType; resourceId: string };

const notApplicable: Ability = {
  allowed: false,
  reason: 'notApplicable',
  message: sharingMessages.projectsOnly,
};

async function loadWorkspaceResource(context: GraphQLContext, args: Args) {
  if (args.resourceId !== args.workspaceId) {
    throw new AppError('NOT_FOUND', workspaceMessages.notFound);
  }
  return loadWorkspace(context, args.workspaceId);
}

/**
 * The viewer's standing on a project (their role, whether through the shared link the request
 * presents) or on a workspace, with the engine's answers for sharing it. A resource they cannot
 * open is not found.
 */
export async function getResourcePermission(
  context: GraphQLContext,
  args: Args,
): Promise<ResourcePermission> {
  requireViewer(context);
  if (args.resourceType === 'collection') return getCollectionResourcePermission(context, args);
  const ids = { resourceType: args.resourceType, resourceId: args.resourceId };
  if (args.resourceType === 'workspace') {
    const { subject } = await loadWorkspaceResource(context, args);
    const read = can(subject, 'workspace:read');
    return {
      ...ids,
      type: subject.viewer.role ?? null,
      typeLabel: subject.viewer.role ? roleLabel(subject.viewer.role) : null,
      allowed: read.allowed,
      reason: read.allowed ? null : read.reason,
      message: read.allowed ? null : read.message,
      viaSharedLink: false,
      managePermissions: abilityOf(subject, 'workspace:manageMembers'),
      requestInvite: notApplicable,
      sharedLink: notApplicable,
    };
  }
  const { onProject, viaSharedLink } = await loadProjectSubjects(context, {
    workspaceId: args.workspaceId,
    projectId: args.resourceId,
    sharedLink: context.sharedLink,
  });
  const role = onProject.viewer.role as Role;
  return {
    ...ids,
    type: role,
    typeLabel: roleLabel(role),
    allowed: true,
    reason: null,
    message: null,
    viaSharedLink,
    managePermissions: abilityOf(onProject, 'project:managePermissions'),
    requestInvite: abilityOf(onProject, 'project:requestInvite'),
    sharedLink: abilityOf(onProject, 'project:sharedLink'),
  };
}

/** Each source of the viewer's role on a project (workspace role, share) or on a workspace. */
export async function getMyRolesInResource(
  context: GraphQLContext,
  args: Args,
): Promise<ResourceRoles> {
  const viewer = requireViewer(context);
  if (args.resourceType === 'collection') return getMyRolesInCollection(context, args);
  const ids = { resourceType: args.resourceType, resourceId: args.resourceId };
  if (args.resourceType === 'workspace') {
    const { view } = await loadWorkspaceResource(context, args);
    return {
      ...ids,
      workspaceRole: view.role as WorkspaceRole,
      workspaceMembership: view.membership,
      resourceRole: null,
      role: view.role,
    };
  }
  const { onProject } = await loadProjectSubjects(context, {
    workspaceId: args.workspaceId,
    projectId: args.resourceId,
  });
  const [person] = await findPeopleByIds(context.database.db, {
    workspaceId: args.workspaceId,
    projectId: args.resourceId,
    ids: [viewer.userId],
  });
  return {
    ...ids,
    workspaceRole: (person?.workspace_role as WorkspaceRole | null) ?? null,
    workspaceMembership: person?.membership ?? null,
    resourceRole: person?.project_role ?? null,
    role: onProject.viewer.role ?? null,
  };
}
