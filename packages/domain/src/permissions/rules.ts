import type { Action } from './actions.ts';
import { followIntoWorkspaceMinimumRole } from './roles.ts';
import type { Role, WorkspaceType } from './types.ts';

/** Feature flags the rules read. A flag that is absent counts as off. */
export const permissionFlags = {
  corePackageUpdates: 'corePackageUpdates',
  collaboratorExport: 'collaboratorExport',
} as const;

/**
 * Paid workspace types: a member (not a guest) of one is premium without the Premium group.
 * Every type but personal and free is sold as a plan, so all of them count.
 */
export const premiumWorkspaceTypes: ReadonlySet<WorkspaceType> = new Set([
  'premium',
  'starter',
  'self_serve',
  'managed',
  'admin',
]);

/**
 * Types that include the core package. Starter is left out: it is the entry plan, the one the
 * core-package flag exists to separate from the full package.
 */
export const corePackageWorkspaceTypes: ReadonlySet<WorkspaceType> = new Set([
  'premium',
  'self_serve',
  'managed',
  'admin',
]);

export type PermissionRule = {
  /** The lowest role admitted. */
  minimumRole: Role;
  /** A lower minimum that holds while a flag is on, or in one workspace type. */
  lowerMinimum?: { role: Role; whenFlag?: string; whenWorkspaceType?: WorkspaceType };
  /** Changes something: refused in Read-Only mode and in an archived workspace. */
  write: boolean;
  /** Changes the project itself: refused while the project is archived. */
  changesProject?: boolean;
  /** Needs a premium viewer (see `isPremium`). */
  premium?: boolean;
  /** Refused in free workspaces, even to a viewer in the Premium group. */
  notOnFree?: boolean;
  /** Needs a core-package workspace type while the corePackageUpdates flag is on. */
  corePackage?: boolean;
  /** Needs a workspace that allows pages. */
  needsPages?: boolean;
  /** Refused in a personal workspace, whatever the role, with this reason. */
  inPersonalWorkspace?: 'personalWorkspacePhasedOut' | 'adminPanelPersonal';
  /** Bounded by a free cap on free and non-premium personal workspaces. */
  cap?: 'activeProjects' | 'privateCollections';
  /** Refused while the project is locked to a source library. */
  refusedWhenLocked?: boolean;
  /**
   * A reader of the shared link alone is admitted, whatever the minimum role, when the link
   * allows exports, and refused with sharedLinkNoExport when it does not.
   */
  sharedLinkExport?: boolean;
  /** Refused to a follower (who reads, never edits) with followedProduct, whatever else. */
  refusedToFollowers?: boolean;
  /** Refused while the collection is locked to its workspace, with this reason. */
  refusedWhenLockedToWorkspace?: 'lockedToWorkspaceFollow' | 'lockedToWorkspaceSuggest';
  /** Refused while the collection's sharing type is private. */
  refusedWhenPrivate?: boolean;
  /** Refused into the collection's own workspace (following). */
  refusedInOwnWorkspace?: boolean;
  /** Refused to someone reading it only through a link restricted to some fields. */
  refusedThroughRestrictedLink?: boolean;
};

const exportRoles = {
  minimumRole: 'editor',
  lowerMinimum: { role: 'collaborator', whenFlag: permissionFlags.collaboratorExport },
  sharedLinkExport: true,
} as const;

const editorPremium = { minimumRole: 'editor', premium: true, write: true } as const;

/** The role matrix: what each action needs. `can` reads only this table and the subject. */
export const permissionRules: Record<Action, PermissionRule> = {
  'workspace:read': { minimumRole: 'guest', write: false },
  'workspace:update': { minimumRole: 'workspaceCreatorAdmin', write: true },
  'workspace:publish': { minimumRole: 'workspaceCreatorAdmin', write: true, needsPages: true },
  // Opening the console only reads; what is done inside it is checked per action. The spec's
  // "owner" is the workspace's creator membership, which Creator(Admin) shares (membershipOfRole).
  'workspace:adminPanel': {
    minimumRole: 'workspaceCreatorAdmin',
    lowerMinimum: { role: 'viewer', whenWorkspaceType: 'admin' },
    write: false,
    inPersonalWorkspace: 'adminPanelPersonal',
  },
  'workspace:manageMembers': { minimumRole: 'workspaceCreatorAdmin', write: true },
  'workspace:manageGuests': { minimumRole: 'workspaceCreatorAdmin', write: true },
  // Paying is how a Read-Only workspace gets out of it, so it is never refused as a write.
  'workspace:payment': { minimumRole: 'workspaceCreatorAdmin', write: false },
  'workspace:createPage': { minimumRole: 'creator', write: true, needsPages: true },
  // Archiving and restoring stay open in both blocked states, so the owner can leave either.
  'workspace:archive': { minimumRole: 'owner', write: false },

  'project:read': { minimumRole: 'guest', write: false },
  // Commenting on an archived project is discussion, not an update of the project.
  'project:comment': { minimumRole: 'viewer', write: true },
  // Exports only read the data, so they stay open in Read-Only mode.
  'project:export': { ...exportRoles, write: false },
  'project:edit': { minimumRole: 'editor', write: true, changesProject: true },
  'project:editSetup': { minimumRole: 'creator', write: true, changesProject: true },
  'project:delete': { minimumRole: 'creator', write: true },
  'project:managePermissions': { minimumRole: 'creator', write: true },
  'project:requestInvite': { minimumRole: 'viewer', write: true },
  // Not premium-gated: the spec caps free workspaces at 5 active projects, so a free workspace
  // (and its members outside the Premium group) creates up to the cap, and upgrades past it.
  'project:create': {
    minimumRole: 'editor',
    write: true,
    inPersonalWorkspace: 'personalWorkspacePhasedOut',
    cap: 'activeProjects',
  },
  'project:copy': {
    minimumRole: 'editor',
    write: true,
    inPersonalWorkspace: 'personalWorkspacePhasedOut',
    cap: 'activeProjects',
  },
  'project:changeSourceLibrary': {
    minimumRole: 'creator',
    write: true,
    changesProject: true,
    refusedWhenLocked: true,
  },

  'view:createCustom': { ...editorPremium },
  // Hiding, sorting or filtering a shared view changes it for everyone who opens it.
  'view:update': { minimumRole: 'editor', write: true, changesProject: true },
  'view:managePermissions': { minimumRole: 'creator', write: true },
  'column:restrictEdit': { minimumRole: 'creator', write: true, changesProject: true },
  'project:tags': { ...editorPremium, changesProject: true },
  'project:sharedLink': { ...editorPremium },
  'version:create': { ...editorPremium, notOnFree: true, changesProject: true },
  'version:compare': { ...editorPremium, notOnFree: true, write: false },
  'collection:compare': { ...editorPremium, write: false },
  'product:saveAsNew': { ...editorPremium },
  'column:reorder': { minimumRole: 'creator', write: true, changesProject: true },
  'column:resize': { minimumRole: 'creator', write: true, changesProject: true },

  'export:revit': { ...exportRoles, write: false, corePackage: true },
  'assistant:chat': { minimumRole: 'viewer', write: true, corePackage: true },
  'assistant:invite': {
    minimumRole: 'creator',
    write: true,
    corePackage: true,
    changesProject: true,
  },
  'product:addCustom': {
    minimumRole: 'editor',
    write: true,
    corePackage: true,
    changesProject: true,
  },
  'import:csv': { minimumRole: 'editor', write: true, corePackage: true, changesProject: true },
  'collection:create': { minimumRole: 'editor', write: true, cap: 'privateCollections' },
  // The catalogue (spec 001 §6): viewers look and comment, editors change data (adding products
  // is the library role check), creators change the setup, share and delete.
  'collection:read': { minimumRole: 'guest', write: false },
  'collection:update': { minimumRole: 'editor', write: true },
  // A follower reads the products and never edits them (spec 001 §6).
  'collection:editProducts': { minimumRole: 'editor', write: true, refusedToFollowers: true },
  'collection:delete': { minimumRole: 'creator', write: true },
  'collection:share': { minimumRole: 'creator', write: true },
  // A copy is a new collection of the viewer's own, so the free cap bounds it as creating does.
  'collection:copy': { minimumRole: 'editor', write: true, cap: 'privateCollections' },
  'collection:manageLibraries': { minimumRole: 'editor', write: true },
  // Following and unfollowing are asked of the viewer's role in the workspace followed into: those
  // who may add to it (followIntoWorkspaceMinimumRole). Never into the collection's own workspace,
  // nor while it is locked there or private.
  'collection:follow': {
    minimumRole: followIntoWorkspaceMinimumRole,
    write: true,
    refusedInOwnWorkspace: true,
    refusedThroughRestrictedLink: true,
    refusedWhenLockedToWorkspace: 'lockedToWorkspaceFollow',
    refusedWhenPrivate: true,
  },
  'collection:unfollow': { minimumRole: followIntoWorkspaceMinimumRole, write: true },
  // Anyone who reads it as more than a follower may suggest it, unless it is locked or private.
  'collection:suggest': {
    minimumRole: 'viewer',
    write: true,
    refusedWhenLockedToWorkspace: 'lockedToWorkspaceSuggest',
    refusedWhenPrivate: true,
  },
  // Who may follow it, suggest it and read it by its link is its creators' choice.
  'collection:sharingOptions': { minimumRole: 'creator', write: true },
  'collection:sharedLink': { minimumRole: 'creator', write: true },
  // Sends its products to a visitor, as a manufacturer's agent does at a trade show.
  'collection:tradeShowMail': { minimumRole: 'editor', write: true },
  'library:read': { minimumRole: 'guest', write: false },
  'library:create': { minimumRole: 'creator', write: true },
  'library:update': { minimumRole: 'creator', write: true },
  'library:delete': { minimumRole: 'creator', write: true },
  'library:share': { minimumRole: 'creator', write: true },
};
