/** Mirrors packages/server/src/features/workspaces/workspaces.graphql (the fields the web app reads). */

export type WorkspaceKind = 'personal' | 'custom';

export type WorkspacePlan =
  | 'free'
  | 'premium'
  | 'starter'
  | 'self_serve'
  | 'managed'
  | 'admin'
  | 'premiumExpired';

export type WorkspaceStatus = 'active' | 'archived' | 'paidFailed';

export type WorkspaceMembershipKind = 'creator' | 'member' | 'guest';

export type WorkspaceRole =
  | 'guest'
  | 'follower'
  | 'viewer'
  | 'collaborator'
  | 'editor'
  | 'creator'
  | 'workspaceCreatorAdmin'
  | 'owner'
  | 'member';

/** An answer of the server's permission engine; the web shows `message` and never re-decides. */
export type Ability = { allowed: boolean; reason: string | null; message: string | null };

export type WorkspaceAbilities = {
  update: Ability;
  manageMembers: Ability;
  manageGuests: Ability;
  adminPanel: Ability;
  publish: Ability;
  payment: Ability;
  createProject: Ability;
};

export type ProfileImage = {
  key: string;
  url: string;
  thumbnails: { small: string | null; medium: string | null };
};

export type Workspace = {
  id: string;
  name: string;
  description: string | null;
  keywords: string[];
  logo: ProfileImage | null;
  type: WorkspaceKind;
  status: WorkspaceStatus;
  workspaceType: WorkspacePlan;
  workspaceMembership: WorkspaceMembershipKind | null;
  role: WorkspaceRole | null;
  roleLabel: string | null;
  usedLicenses: number;
  freeLicenses: number;
  premiumLicenses: number;
  usedGuestLicenses: number;
  guestLicenseLimit: number;
  unlimitedUsers: boolean;
  allowPages: boolean;
  /** Every project of the workspace, archived ones too. */
  projectCount: number;
  readOnlyMessage: string | null;
  viewerCan: WorkspaceAbilities;
};

export type WorkspaceMember = {
  userId: string;
  email: string;
  name: string | null;
  picture: ProfileImage | null;
  role: WorkspaceRole;
  roleLabel: string;
  membership: WorkspaceMembershipKind;
  /** 'pending' while invited (until they accept, or an account made for them first signs in). */
  status: string;
  invitedAt: string;
};

export type WorkspaceMemberList = { data: WorkspaceMember[]; nextToken: string | null };

/** 'invited' whether or not the address had an account: the answer does not tell. */
export type InviteStatus = 'invited' | 'alreadyInvited' | 'alreadyMember' | 'failed';

/** An invitation into a workspace, waiting for the viewer to accept or decline it. */
export type WorkspaceInvitation = {
  id: string;
  email: string;
  role: WorkspaceRole;
  roleLabel: string;
  workspaceId: string;
  workspaceName: string;
  invitedBy: { id: string; name: string | null; email: string } | null;
  invitedAt: string;
  /** Projects shared with them through the invitation, theirs at these roles once they accept. */
  projects: InvitedProject[];
};

export type InvitedProject = {
  projectId: string;
  projectName: string;
  role: string;
  roleLabel: string;
};

export type InviteOutcome = {
  email: string;
  status: InviteStatus | string;
  message: string | null;
};

export type InviteReport = {
  requestId: string;
  workspaceId: string;
  results: InviteOutcome[];
  usedLicenses: number;
  usedGuestLicenses: number;
};

export type WorkspaceInviteInput = { email: string; role: WorkspaceRole };
