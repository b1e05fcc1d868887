import {
  type Action,
  AppError,
  can,
  type FeatureFlags,
  type PermissionSubject,
  type Role,
  type WorkspaceFacts,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Ability } from '../../graphql/resolvers.generated.ts';
import { listFlags, type WorkspaceView } from './workspaces.repository.ts';

/** What the permission engine reads off a workspace row, its counts and the viewer's role. */
export type SubjectRow = Pick<
  WorkspaceView,
  | 'kind'
  | 'plan'
  | 'status'
  | 'allow_pages'
  | 'unlimited_users'
  | 'free_licenses'
  | 'premium_licenses'
  | 'used_licenses'
  | 'guest_license_limit'
  | 'used_guest_licenses'
  | 'role'
  | 'in_premium_group'
>;

/** The engine's subject from a row read with the workspace's facts (project-access.repository.ts). */
export function subjectOfRow(row: SubjectRow & { subject_flags: FeatureFlags }): PermissionSubject {
  return subjectOf(row, row.subject_flags);
}

/** The facts the permission engine needs about a workspace, read off its row and counts. */
export function factsOf(view: SubjectRow & { active_projects?: number }): WorkspaceFacts {
  return {
    type:
      view.kind === 'personal'
        ? 'personal'
        : view.plan === 'premiumExpired'
          ? 'premium'
          : view.plan,
    status: view.status === 'archived' ? 'archived' : 'active',
    billingState:
      view.status === 'paidFailed'
        ? 'paidFailed'
        : view.plan === 'premiumExpired'
          ? 'premiumExpired'
          : 'ok',
    allowPages: view.allow_pages,
    unlimitedUsers: view.unlimited_users,
    freeLicenses: view.free_licenses,
    premiumLicenses: view.premium_licenses,
    usedLicenses: view.used_licenses,
    guestLicenseLimit: view.guest_license_limit,
    usedGuestLicenses: view.used_guest_licenses,
    // The hot paths' select list (project-access.repository.ts) leaves the count out: what they check
    // (edits) has no cap. Collections arrive with their feature.
    activeProjects: view.active_projects ?? 0,
    privateCollectionsInDefaultLibrary: 0,
  };
}

export async function loadFlags(context: GraphQLContext): Promise<FeatureFlags> {
  const rows = await listFlags(context.database.db);
  return Object.fromEntries(rows.map((row) => [row.name, row.enabled]));
}

export function subjectOf(
  view: SubjectRow & { active_projects?: number },
  flags: FeatureFlags,
): PermissionSubject {
  return {
    viewer: { role: view.role as Role, inPremiumGroup: view.in_premium_group ?? false },
    workspace: factsOf(view),
    flags,
  };
}

/** The engine's answer as the API carries it to the client. */
export function abilityOf(subject: PermissionSubject, action: Action): Ability {
  const decision = can(subject, action);
  return decision.allowed
    ? { allowed: true, reason: null, message: null }
    : { allowed: false, reason: decision.reason, message: decision.message };
}

const limitReasons = new Set(['projectCap', 'collectionCap']);

/** Refuses with the engine's message unless the action is allowed. */
export function authorize(subject: PermissionSubject, action: Action) {
  const decision = can(subject, action);
  if (decision.allowed) return;
  throw new AppError(
    limitReasons.has(decision.reason) ? 'LIMIT_REACHED' : 'FORBIDDEN',
    decision.message,
    {
      reason: decision.reason,
    },
  );
}
