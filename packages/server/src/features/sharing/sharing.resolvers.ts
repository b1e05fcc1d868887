import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { suggestCollaborator } from './invite-requests.service.ts';
import { searchProjectMembers, searchUsersV4 } from './people.service.ts';
import { subscribeToPermissionChanges } from './permission-events.ts';
import {
  getProjectPermissions,
  inviteUserToProject,
  managePermission,
} from './permissions.service.ts';
import { getMyRolesInResource, getResourcePermission } from './resource-permission.service.ts';
import { projectSharedLink, sharedLinkOf } from './shared-link.service.ts';

export const sharingResolvers: Resolvers = {
  Query: {
    getResourcePermission: (_, args, context) => getResourcePermission(context, args),
    getMyRolesInResource: (_, args, context) => getMyRolesInResource(context, args),
    getProjectPermissions: (_, args, context) => getProjectPermissions(context, args),
    searchUsersV4: (_, args, context) => searchUsersV4(context, args),
    searchProjectMembers: (_, args, context) => searchProjectMembers(context, args),
  },
  Mutation: {
    managePermission: (_, args, context) => managePermission(context, args),
    inviteUserToProject: (_, args, context) => inviteUserToProject(context, args),
    suggestCollaborator: (_, args, context) => suggestCollaborator(context, args),
    // The spec's spelling, kept for clients written against it.
    suggestColloborator: (_, args, context) => suggestCollaborator(context, args),
    projectSharedLink: (_, args, context) => projectSharedLink(context, args),
  },
  Subscription: {
    onPermissionChanged: {
      subscribe: (_, args, context) => subscribeToPermissionChanges(context, args),
      resolve: (change: unknown) => change as never,
    },
  },
  Project: {
    sharedLink: (project, _, context) => sharedLinkOf(context, project),
  },
};
