import type {
  FeatureFlags,
  PermissionSubject,
  ResourceFacts,
  Role,
  SharedLinkGrant,
  WorkspaceFacts,
} from './types.ts';

/** A paid workspace with room to spare, in good standing: the baseline the tests vary. */
export function workspaceFacts(overrides: Partial<WorkspaceFacts> = {}): WorkspaceFacts {
  return {
    type: 'premium',
    status: 'active',
    billingState: 'ok',
    allowPages: true,
    unlimitedUsers: false,
    freeLicenses: 3,
    premiumLicenses: 6,
    usedLicenses: 2,
    guestLicenseLimit: 5,
    usedGuestLicenses: 0,
    activeProjects: 0,
    privateCollectionsInDefaultLibrary: 0,
    ...overrides,
  };
}

export type SubjectSetup = {
  workspace?: Partial<WorkspaceFacts>;
  flags?: FeatureFlags;
  resource?: ResourceFacts;
  inPremiumGroup?: boolean;
  /** The viewer reads only through the project's shared link, which grants this. */
  sharedLink?: SharedLinkGrant;
};

/** A subject holding `role`, outside the Premium group unless the setup says otherwise. */
export function subjectOf(role: Role | undefined, setup: SubjectSetup = {}): PermissionSubject {
  return {
    viewer: {
      role,
      inPremiumGroup: setup.inPremiumGroup ?? false,
      ...(setup.sharedLink && { sharedLink: setup.sharedLink }),
    },
    workspace: workspaceFacts(setup.workspace),
    flags: setup.flags ?? {},
    resource: setup.resource ?? {},
  };
}
