/** Ranked roles: a check "at or above X" admits X and every role ranked above it. */
export type Role =
  | 'guest'
  | 'follower'
  | 'viewer'
  | 'collaborator'
  | 'editor'
  | 'creator'
  | 'workspaceCreatorAdmin'
  | 'owner'
  | 'member';

/** Memberships of a workspace, as the spec names them. */
export type WorkspaceMembership = 'creator' | 'member' | 'guest';

export type WorkspaceType =
  | 'personal'
  | 'free'
  | 'premium'
  | 'starter'
  | 'self_serve'
  | 'managed'
  | 'admin';

export type WorkspaceStatus = 'active' | 'archived';

/** Billing state: read-only after a failed payment or an expired premium. */
export type WorkspaceBillingState = 'ok' | 'premiumExpired' | 'paidFailed';

export type WorkspaceFacts = {
  type: WorkspaceType;
  status: WorkspaceStatus;
  billingState: WorkspaceBillingState;
  allowPages: boolean;
  unlimitedUsers: boolean;
  /** Licences: free workspaces count against free licences, others against premium ones. */
  freeLicenses: number;
  premiumLicenses: number;
  usedLicenses: number;
  guestLicenseLimit: number;
  usedGuestLicenses: number;
  activeProjects: number;
  privateCollectionsInDefaultLibrary: number;
};

export type ViewerFacts = {
  /** The viewer's role in the workspace (or resource); undefined for a stranger. */
  role: Role | undefined;
  /** Member of the Premium group (a paid personal subscription). */
  inPremiumGroup: boolean;
  /**
   * How they belong to the workspace, when the role is a project's: a guest given editor on one
   * project is still a guest of the workspace. Read off the role when absent.
   */
  membership?: WorkspaceMembership;
  /**
   * Present when the viewer reads the project only through its shared link (no role of their
   * own there, so their role is the link's guest): what that link allows beyond reading.
   */
  sharedLink?: SharedLinkGrant;
};

/** What a project's shared link allows its readers beyond reading. */
export type SharedLinkGrant = { allowsExport: boolean };

export type FeatureFlags = Partial<Record<string, boolean>>;

export type ResourceFacts = {
  archived?: boolean;
  lockedToSourceLibrary?: boolean;
  /** The collection is created in a custom library: the free collection cap counts only the default one. */
  inCustomLibrary?: boolean;
  /** The collection is locked to its workspace: not followed into others, nor suggested. */
  lockedToWorkspace?: boolean;
  /** The collection's sharing type is private: not newly followed nor suggested. */
  privateSharing?: boolean;
  /** Following into the collection's own workspace. */
  ownWorkspace?: boolean;
  /** Read only through a shared link restricted to some fields (spec 001 §6). */
  restrictedLink?: boolean;
};

/** Everything `can` needs to decide; gathered by the server, or held by the web client. */
export type PermissionSubject = {
  viewer: ViewerFacts;
  workspace: WorkspaceFacts;
  flags: FeatureFlags;
  resource?: ResourceFacts;
};
