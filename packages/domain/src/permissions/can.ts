import { type Action, allActions } from './actions.ts';
import { freeActiveProjectCap, freePrivateCollectionCap } from './licences.ts';
import { type DenialReason, denialMessage } from './reasons.ts';
import { isRoleAtLeast, membershipOfRole } from './roles.ts';
import {
  corePackageWorkspaceTypes,
  type PermissionRule,
  permissionFlags,
  permissionRules,
  premiumWorkspaceTypes,
} from './rules.ts';
import type { PermissionSubject, Role, ViewerFacts, WorkspaceFacts } from './types.ts';

export type Decision =
  | { allowed: true }
  | { allowed: false; reason: DenialReason; message: string };

const allowed: Decision = { allowed: true };

/** Whether the subject may do the action, and if not, why, in words the user can act on. */
export function can(subject: PermissionSubject, action: Action): Decision {
  const reason = findDenialReason(subject, action);
  if (reason === undefined) return allowed;
  return { allowed: false, reason, message: denialMessage(reason, action) };
}

/** One decision per action: the `viewerCan` a resource carries to the client. */
export function decideAll<A extends Action>(
  subject: PermissionSubject,
  actions: readonly A[] = allActions as readonly A[],
): Record<A, Decision> {
  return Object.fromEntries(actions.map((action) => [action, can(subject, action)])) as Record<
    A,
    Decision
  >;
}

/**
 * Premium status (spec): personal and free workspaces need the Premium group; in any other (paid)
 * workspace a member who is not a guest is premium too.
 */
export function isPremium(viewer: ViewerFacts, workspace: WorkspaceFacts): boolean {
  if (viewer.inPremiumGroup) return true;
  return (
    premiumWorkspaceTypes.has(workspace.type) &&
    viewer.role !== undefined &&
    (viewer.membership ?? membershipOfRole(viewer.role)) !== 'guest'
  );
}

/** A failed payment or an expired premium puts the workspace in Read-Only mode. */
export function isReadOnly(workspace: WorkspaceFacts): boolean {
  return workspace.billingState === 'premiumExpired' || workspace.billingState === 'paidFailed';
}

/** Whether the workspace type includes the core package (see `corePackageWorkspaceTypes`). */
export function isCorePackage(workspace: WorkspaceFacts): boolean {
  return corePackageWorkspaceTypes.has(workspace.type);
}

/** Actions refused in Read-Only mode and in an archived workspace. */
export const writeActions: ReadonlySet<Action> = new Set(
  allActions.filter((action) => permissionRules[action].write),
);

/**
 * The first check the subject fails, or undefined. The order picks the most useful message:
 * 1. no role at all: nothing else applies to a stranger;
 * 2. archived workspace, then 3. Read-Only mode: states of the whole workspace that refuse every
 *    write whatever the role, and that the user must hear about before anything else;
 * 4. personal workspace, then 5. workspace plan gates (core package, free, pages): the feature is
 *    missing from this workspace for everyone, so the tooltip is the same for all its members;
 * 6. premium and role together: when both fail the combined "role or paid subscription" message,
 *    since either may be the fix; premium alone says upgrade, role alone says ask the owner. A
 *    reader of the shared link alone has no role to raise: for an export the link decides, and
 *    its refusal names the link;
 * 7. free caps, after the role: "create more, upgrade" is only worth saying to someone who may
 *    create at all;
 * 8. the state of the project, last: it concerns only those who could otherwise act on it.
 */
function findDenialReason(subject: PermissionSubject, action: Action): DenialReason | undefined {
  const { viewer, workspace, flags, resource = {} } = subject;
  const rule = permissionRules[action];
  if (viewer.role === undefined) return 'noRole';

  if (rule.write && workspace.status === 'archived') return 'workspaceArchived';
  if (rule.write && workspace.billingState === 'paidFailed') return 'readOnlyPaymentFailed';
  if (rule.write && workspace.billingState === 'premiumExpired') return 'readOnlyPremiumExpired';

  if (rule.inPersonalWorkspace && workspace.type === 'personal') return rule.inPersonalWorkspace;
  if (rule.corePackage && flags[permissionFlags.corePackageUpdates] && !isCorePackage(workspace)) {
    return 'upgradeWorkspace';
  }
  if (rule.notOnFree && workspace.type === 'free') return 'upgradeWorkspace';
  if (rule.needsPages && !workspace.allowPages) return 'pagesNotAllowed';

  if (rule.refusedToFollowers && viewer.role === 'follower') return 'followedProduct';

  const linkExport = rule.sharedLinkExport === true && viewer.sharedLink !== undefined;
  if (linkExport && !viewer.sharedLink?.allowsExport) return 'sharedLinkNoExport';
  const roleAdmitted = linkExport || isRoleAtLeast(viewer.role, minimumRoleFor(rule, subject));
  if (rule.premium && !isPremium(viewer, workspace)) {
    return roleAdmitted ? 'upgrade' : 'noRoleOrUnpaid';
  }
  if (!roleAdmitted) return 'noRole';

  const capReason = findCapReason(rule, subject);
  if (capReason) return capReason;

  if (rule.changesProject && resource.archived) return 'archived';
  if (rule.refusedWhenLocked && resource.lockedToSourceLibrary) return 'lockedToSourceLibrary';
  if (rule.refusedInOwnWorkspace && resource.ownWorkspace) return 'followOwnWorkspace';
  if (rule.refusedWhenLockedToWorkspace && resource.lockedToWorkspace) {
    return rule.refusedWhenLockedToWorkspace;
  }
  if (rule.refusedWhenPrivate && resource.privateSharing) return 'privateCollection';
  if (rule.refusedThroughRestrictedLink && resource.restrictedLink) return 'restrictedLinkFollow';
  return undefined;
}

function minimumRoleFor(rule: PermissionRule, { workspace, flags }: PermissionSubject): Role {
  const lower = rule.lowerMinimum;
  if (!lower) return rule.minimumRole;
  const flagOn = lower.whenFlag === undefined || flags[lower.whenFlag] === true;
  const typeMatches =
    lower.whenWorkspaceType === undefined || lower.whenWorkspaceType === workspace.type;
  return flagOn && typeMatches ? lower.role : rule.minimumRole;
}

function findCapReason(rule: PermissionRule, subject: PermissionSubject): DenialReason | undefined {
  const { workspace, resource = {} } = subject;
  if (!rule.cap || !isCapped(subject)) return undefined;
  if (rule.cap === 'activeProjects') {
    return workspace.activeProjects >= freeActiveProjectCap ? 'projectCap' : undefined;
  }
  if (resource.inCustomLibrary) return undefined;
  const collections = workspace.privateCollectionsInDefaultLibrary;
  return collections >= freePrivateCollectionCap ? 'collectionCap' : undefined;
}

/** The free caps bind free workspaces, and personal ones whose viewer is not premium. */
function isCapped({ viewer, workspace }: PermissionSubject): boolean {
  if (workspace.type === 'free') return true;
  return workspace.type === 'personal' && !isPremium(viewer, workspace);
}
