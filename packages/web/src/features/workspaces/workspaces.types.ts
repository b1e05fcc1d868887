/** The workspaces API as the web reads it: aliases of the types generated from its documents. */
import type {
  AbilityFieldsFragment,
  InviteReportFieldsFragment,
  ListMyWorkspaceInvitationsQuery,
  WorkspaceFieldsFragment,
  WorkspaceImageFieldsFragment,
  WorkspaceMemberFieldsFragment,
} from '../../graphql/graphql.ts';

export type {
  WorkspaceInviteInput,
  WorkspaceKind,
  WorkspaceMembershipKind,
  WorkspacePlan,
  WorkspaceRole,
  WorkspaceStatus,
} from '../../graphql/graphql.ts';

/** An answer of the server's permission engine; the web shows `message` and never re-decides. */
export type Ability = AbilityFieldsFragment;

export type WorkspaceAbilities = Workspace['viewerCan'];

export type ProfileImage = WorkspaceImageFieldsFragment;

export type Workspace = WorkspaceFieldsFragment;

export type WorkspaceMember = WorkspaceMemberFieldsFragment;

/** An invitation into a workspace, waiting for the viewer to accept or decline it. */
export type WorkspaceInvitation =
  ListMyWorkspaceInvitationsQuery['listMyWorkspaceInvitations'][number];

export type InvitedProject = WorkspaceInvitation['projects'][number];

export type InviteReport = InviteReportFieldsFragment;

export type InviteOutcome = InviteReport['results'][number];
