/** Mirrors packages/server/src/features/sharing/sharing.graphql (the fields the web app reads). */
import type { ProjectPermissionType } from '@specboard/domain';
import type { Ability, WorkspaceRole } from '../workspaces/workspaces.types.ts';

export type { ProjectPermissionType };

export type PermissionUserInfo = {
  id: string;
  email: string;
  name: string | null;
  picture: string | null;
};

/** Someone given a role on a project through the share dialog. */
export type ProjectPermission = {
  type: ProjectPermissionType;
  typeLabel: string;
  userInfo: PermissionUserInfo;
  /** Invited by e-mail and not signed in yet: their role cannot be changed. */
  isPending: boolean;
  /** Paid status: no confirmation before an editing role. */
  isPaid: boolean;
  workspaceRole: WorkspaceRole | null;
};

/** A person of the workspace found by searchUsersV4. */
export type UserSearchResult = {
  id: string;
  email: string;
  name: string | null;
  picture: string | null;
  workspaceRole: WorkspaceRole | null;
  /** Their permission on the project searched for, if any. */
  projectPermission: ProjectPermissionType | null;
  isPending: boolean;
};

export type UserSearchPage = { data: UserSearchResult[]; nextToken: string | null };

export type ManagePermissionResult = {
  projectId: string;
  permissions: ProjectPermission[];
  invited: string[];
  wrongEmails: string[];
};

export type InviteSuggestion = {
  projectId: string;
  usersToInvite: string[];
  type: ProjectPermissionType;
  wrongEmails: string[];
};

export type PermissionChange = {
  resourceType: 'project' | 'collection' | 'workspace';
  resourceId: string;
  workspaceId: string;
  userId: string;
  /** The new role, or null when the person was removed. */
  type: string | null;
  sharedLinkChanged: boolean;
};

/** The project's link for reading without signing in, while it is on. */
export type ProjectSharedLink = {
  id: string;
  isShared: boolean;
  sharedLink: { url: string } | null;
};

/** What the share button and dialog need of a project (the project page's query has it). */
export type ShareableProject = ProjectSharedLink & {
  title: string;
  workspaceId: string;
  viewerCan: { managePermissions: Ability; requestInvite: Ability; sharedLink: Ability };
};

/** Someone chosen in the people field: a person of the workspace, or an address typed in. */
export type Invitee = { kind: 'user'; user: UserSearchResult } | { kind: 'email'; email: string };

/** What the share dialog opens with, from ?action=invite&email=…&type=… */
export type InvitePrefill = { invitees: Invitee[]; type: ProjectPermissionType };
