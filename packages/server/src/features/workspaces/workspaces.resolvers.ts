import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import * as invitations from './invitations.service.ts';
import * as invite from './invite.service.ts';
import * as members from './members.service.ts';
import * as workspaces from './workspaces.service.ts';

export const workspacesResolvers: Resolvers = {
  Query: {
    getWorkspace: (_, { workspaceId }, context) => workspaces.getWorkspace(context, workspaceId),
    getWorkspaceBranding: (_, { workspaceId }, context) =>
      workspaces.getWorkspaceBranding(context, workspaceId),
    getWorkspacesList: (_, args, context) => workspaces.getWorkspacesList(context, args),
    listMyWorkspaces: (_, __, context) => workspaces.listMyWorkspaces(context),
    listWorkspacesForFollowing: (_, args, context) =>
      workspaces.listWorkspacesForFollowing(context, args),
    getWorkspacesListForFollowing: (_, args, context) =>
      workspaces.listWorkspacesForFollowing(context, args),
    listUsersInWorkspace: (_, args, context) => members.listUsersInWorkspace(context, args),
    isUserNeedPremium: (_, { workspaceId }, context) =>
      workspaces.isUserNeedPremium(context, workspaceId),
    ListFeatureFlags: (_, { name }, context) => workspaces.listFeatureFlags(context, name),
    listMyWorkspaceInvitations: (_, __, context) => invitations.listMyWorkspaceInvitations(context),
  },
  Mutation: {
    createWorkspaceV2: (_, args, context) => workspaces.createWorkspaceV2(context, args),
    updateWorkspaceInfo: (_, args, context) => workspaces.updateWorkspaceInfo(context, args),
    updateWorkspace: (_, args, context) => workspaces.updateWorkspaceInfo(context, args),
    inviteToWorkspace: (_, args, context) => invite.inviteToWorkspace(context, args),
    updateWorkspaceMembership: (_, args, context) =>
      members.updateWorkspaceMembership(context, args),
    deleteWorkspaceMembership: (_, args, context) =>
      members.deleteWorkspaceMembership(context, args),
    acceptWorkspaceInvitation: (_, { invitationId }, context) =>
      invitations.acceptWorkspaceInvitation(context, invitationId),
    declineWorkspaceInvitation: (_, { invitationId }, context) =>
      invitations.declineWorkspaceInvitation(context, invitationId),
  },
  Subscription: {
    inviteToWorkspaceReport: {
      subscribe: (_, { workspaceId }, context) =>
        invite.subscribeToInviteReports(context, workspaceId),
      resolve: (report: unknown) => report as never,
    },
  },
};
