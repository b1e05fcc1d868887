import {
  can,
  effectiveProjectRole,
  type FeatureFlags,
  membershipOfRole,
  type ProjectPermissionType,
  type ResourceFacts,
  type Role,
  type WorkspaceFacts,
} from '@specboard/domain';
import type { GraphQLAnswer } from './api-client.ts';
import type { Caller } from './matrix-fixture.ts';
import type { ActionRule } from './root-field-rules.ts';
import type { TestApp } from './test-app.ts';

/** What the engine knows of the workspace and the project, read off the fixture's rows. */
export type EngineFacts = {
  workspace: WorkspaceFacts;
  flags: FeatureFlags;
  /** Each user's permission on the project, given through the share dialog. */
  projectRoles: Map<string, ProjectPermissionType>;
  project: ResourceFacts;
};

export async function readEngineFacts(
  app: TestApp,
  workspaceId: string,
  projectId: string,
): Promise<EngineFacts> {
  const db = app.platform.database.db;
  const row = await db
    .selectFrom('workspaces')
    .selectAll()
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  const members = await db
    .selectFrom('workspace_memberships')
    .select('membership')
    .where('workspace_id', '=', workspaceId)
    .execute();
  const flags = await db.selectFrom('feature_flags').select(['name', 'enabled']).execute();
  const active = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('workspace_id', '=', workspaceId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  const project = await db
    .selectFrom('projects')
    .select('status')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  const shares = await db
    .selectFrom('project_permissions')
    .select(['user_id', 'role'])
    .where('project_id', '=', projectId)
    .execute();
  if (row.kind !== 'custom' || row.status !== 'active' || row.plan === 'premiumExpired') {
    throw new Error('the matrix expects an active custom workspace in good standing');
  }
  return {
    workspace: {
      type: row.plan,
      status: 'active',
      billingState: 'ok',
      allowPages: row.allow_pages,
      unlimitedUsers: row.unlimited_users,
      freeLicenses: row.free_licenses,
      premiumLicenses: row.premium_licenses,
      usedLicenses: members.filter((m) => m.membership !== 'guest').length,
      guestLicenseLimit: row.guest_license_limit,
      usedGuestLicenses: members.filter((m) => m.membership === 'guest').length,
      activeProjects: Number(active.count),
      privateCollectionsInDefaultLibrary: 0,
    },
    flags: Object.fromEntries(flags.map((flag) => [flag.name, flag.enabled])),
    projectRoles: new Map(shares.map((share) => [share.user_id, share.role])),
    project: { archived: project.status === 'archived' },
  };
}

/**
 * The role the engine reads for the caller under a rule: their role in the workspace, or on the
 * project as `effectiveProjectRole` has it (a guest of the workspace only through a share, a
 * holder of the shared link as guest).
 */
export function roleUnder(rule: ActionRule, caller: Caller, facts: EngineFacts): Role | undefined {
  if (rule.on === 'workspace') return caller.workspaceRole;
  // The fixture's catalogue holds no shares: members at their workspace role, guests nothing.
  if (rule.on === 'catalogue') {
    return effectiveProjectRole({
      workspaceRole: caller.workspaceRole,
      workspaceMembership: caller.membership,
    });
  }
  return effectiveProjectRole({
    workspaceRole: caller.workspaceRole,
    workspaceMembership: caller.membership,
    projectRole: caller.userId ? facts.projectRoles.get(caller.userId) : undefined,
    holdsSharedLink: caller.holdsSharedLink,
  });
}

/** Whether the engine lets the caller through the rule's gate, from the fixture's facts. */
export function engineAllows(rule: ActionRule, caller: Caller, facts: EngineFacts): boolean {
  // A shared link opens the reads that say so, and nothing else.
  if (caller.holdsSharedLink && !caller.userId && !rule.sharedLink) return false;
  const role = roleUnder(rule, caller, facts);
  const membership = caller.membership ?? (role ? membershipOfRole(role) : undefined);
  return can(
    {
      viewer: { role, membership, inPremiumGroup: false },
      workspace: facts.workspace,
      flags: facts.flags,
      resource: rule.on === 'project' ? facts.project : {},
    },
    rule.action,
  ).allowed;
}

export const refusalCodes = new Set(['FORBIDDEN', 'NOT_FOUND', 'UNAUTHENTICATED']);
/** The engine's free caps refuse as LIMIT_REACHED, with the reason: a gate all the same. */
const capReasons = new Set(['projectCap', 'collectionCap']);

/** How a call came out: refused at a gate (with the code), or through it. */
export type Outcome = { passed: boolean; code: string | null; answer: string };

export function classify(answer: GraphQLAnswer, field: string, rule?: ActionRule): Outcome {
  const errors = answer.errors ?? [];
  const codes: string[] = errors.map((error) => error.extensions?.code ?? '?');
  const refusal =
    codes.find((code) => refusalCodes.has(code)) ??
    errors.find((error) => capReasons.has(error.extensions?.reason))?.extensions.reason;
  const text = JSON.stringify(answer.errors ?? answer.data).slice(0, 300);
  if (refusal) return { passed: false, code: refusal, answer: text };
  if (rule?.nullWhenRefused && !codes.length && answer.data?.[field] === null) {
    return { passed: false, code: 'null', answer: text };
  }
  return { passed: true, code: codes[0] ?? null, answer: text };
}

/**
 * An answer without `data` came before any resolver ran (a parse, validation or variable error),
 * and an internal error is a crash: either way the cell would say nothing of the gate.
 */
export function probeProblem(answer: GraphQLAnswer): string | undefined {
  const crash = answer.errors?.find((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR');
  if (crash || !('data' in answer)) return JSON.stringify(answer.errors);
  return undefined;
}
