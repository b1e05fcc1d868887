import { roleLabel, sharingMessages } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  Ability,
  PermissionResourceType,
  ResourcePermission,
  ResourceRoles,
  WorkspaceRole,
} from '../../graphql/resolvers.generated.ts';
import { abilityOf } from '../workspaces/index.ts';
import { loadCollectionAccess } from './collection-access.ts';

type Args = { workspaceId: string; resourceType: PermissionResourceType; resourceId: string };

const notApplicable: Ability = {
  allowed: false,
  reason: 'notApplicable',
  message: sharingMessages.projectsOnly,
};

/** The viewer's standing on a collection, for the sharing feature's getResourcePermission. */
export async function getCollectionResourcePermission(
  context: GraphQLContext,
  args: Args,
): Promise<ResourcePermission> {
  const { subject } = await loadCollectionAccess(context, {
    workspaceId: args.workspaceId,
    collectionId: args.resourceId,
  });
  const role = subject.viewer.role!;
  return {
    resourceType: args.resourceType,
    resourceId: args.resourceId,
    type: role,
    typeLabel: roleLabel(role),
    allowed: true,
    reason: null,
    message: null,
    viaSharedLink: false,
    managePermissions: abilityOf(subject, 'collection:share'),
    requestInvite: notApplicable,
    sharedLink: notApplicable,
  };
}

/** Each source of the viewer's role on a collection, for getMyRolesInResource. */
export async function getMyRolesInCollection(
  context: GraphQLContext,
  args: Args,
): Promise<ResourceRoles> {
  const access = await loadCollectionAccess(context, {
    workspaceId: args.workspaceId,
    collectionId: args.resourceId,
  });
  return {
    resourceType: args.resourceType,
    resourceId: args.resourceId,
    workspaceRole: (access.inWorkspace.viewer.role as WorkspaceRole | undefined) ?? null,
    workspaceMembership: access.inWorkspace.viewer.membership ?? null,
    resourceRole: access.resourceRole,
    role: access.subject.viewer.role ?? null,
  };
}
