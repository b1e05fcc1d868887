import {
  AppError,
  defaultProjectPermissionType,
  isGuestLimitReached,
  licenceLimitMessage,
  type PermissionSubject,
  type ProjectPermissionType,
  pendingUserRoleMessage,
  projectRolesOfferedTo,
  type Role,
  sharingMessages,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import {
  createInvitedAccount,
  hashTemporaryPassword,
  newTemporaryPassword,
} from '../identity/index.ts';
import {
  insertInvitation,
  lockWorkspace,
  withdrawIdleGuestInvitations,
} from '../workspaces/index.ts';
import {
  deleteProjectInvitations,
  upsertProjectInvitation,
} from './project-invitations.repository.ts';
import {
  countGuests,
  countPermissions,
  deletePermissions,
  findPeopleByEmails,
  findPeopleByIds,
  lockProject,
  type Person,
  upsertPermission,
} from './sharing.repository.ts';

/**
 * One person's change in a batch: a role to hold on the project, or none (removed). Someone
 * outside the workspace is given the role through an invitation they accept (see
 * throughInvitation), never at once.
 */
export type PlannedChange = {
  email: string;
  role: ProjectPermissionType | null;
  /** Their account, when they have one; a new one is made with this temporary password. */
  person?: Person;
  newAccount?: { temporaryPassword: string; hash: string };
  /** Filled in when applied. */
  userId?: string;
};

export type BatchRequest = {
  workspaceId: string;
  projectId: string;
  /** New roles and role changes, for people named by id. */
  byId: { userId: string; type: ProjectPermissionType }[];
  removals: { userId: string }[];
  /** Invites by address (already read from the typed entries). */
  byEmail: { email: string; type?: ProjectPermissionType | null }[];
};

const maxChangesAtOnce = 50;

const userNotFound = () => new AppError('NOT_FOUND', sharingMessages.userNotFound);

/** Their role on the project: given, or waiting in their invitation into the workspace. */
const roleOf = (person: Person | undefined) => person?.project_role ?? person?.invited_role ?? null;

/** Not signed in yet, or invited into the workspace and not a member yet. */
const isPending = (person: Person) => person.is_pending || person.invitation_id !== null;

/**
 * Whether the change gives the project to someone outside the workspace (an address without an
 * account, an account that is not a member, or one invited and not accepted yet): the role waits
 * in their invitation into the workspace until they accept it.
 */
export const throughInvitation = (change: PlannedChange) =>
  change.role !== null && !change.person?.membership;

/** Whether the change needs a new invitation into the workspace, as a guest (a guest licence). */
const needsGuestInvitation = (change: PlannedChange) =>
  throughInvitation(change) && !change.person?.invitation_id;

/**
 * The changes a batch asks for, checked against the people as they stand: unknown ids refused,
 * nothing that changes nothing, a pending person's role kept, no editing role for a Design
 * Partner. Addresses without an account get a temporary password (hashed here, outside any
 * transaction, because hashing is slow; hashed for every new invitation, so that an address with
 * an account takes as long as one without).
 */
export async function planChanges(
  context: GraphQLContext,
  request: BatchRequest,
): Promise<PlannedChange[]> {
  const count = request.byId.length + request.removals.length + request.byEmail.length;
  if (count === 0) throw new AppError('BAD_USER_INPUT', sharingMessages.choosePeople);
  if (count > maxChangesAtOnce) {
    throw new AppError('BAD_USER_INPUT', sharingMessages.tooManyChanges(maxChangesAtOnce));
  }
  const where = { workspaceId: request.workspaceId, projectId: request.projectId };
  const db = context.database.db;
  const ids = [...request.byId, ...request.removals].map((entry) => entry.userId);
  const byId = new Map((await findPeopleByIds(db, { ...where, ids })).map((p) => [p.id, p]));
  const emails = request.byEmail.map((entry) => entry.email);
  const byEmail = new Map(
    (await findPeopleByEmails(db, { ...where, emails })).map((p) => [p.email.toLowerCase(), p]),
  );
  const known = (id: string) => byId.get(id) ?? throwError(userNotFound());
  const asked: PlannedChange[] = [
    ...request.byId.map(({ userId, type }) => ({ ...ofPerson(known(userId)), role: type })),
    ...request.removals.map(({ userId }) => ({ ...ofPerson(known(userId)), role: null })),
    ...request.byEmail.map(({ email, type }) => {
      const person = byEmail.get(email);
      const role = type ?? defaultProjectPermissionType;
      return person ? { ...ofPerson(person), role } : { email, role };
    }),
  ];
  const seen = new Set<string>();
  const planned: PlannedChange[] = [];
  for (const change of asked) {
    const key = change.person?.id ?? change.email;
    if (seen.has(key)) {
      throw new AppError('BAD_USER_INPUT', sharingMessages.namedTwice(change.email));
    }
    seen.add(key);
    checkChange(change);
    if (change.role === roleOf(change.person)) continue;
    if (needsGuestInvitation(change)) {
      const temporaryPassword = newTemporaryPassword();
      const hash = await hashTemporaryPassword(temporaryPassword);
      if (!change.person) change.newAccount = { temporaryPassword, hash };
    }
    planned.push(change);
  }
  return planned;
}

function ofPerson(person: Person) {
  return { email: person.email, person };
}

function throwError(error: Error): never {
  throw error;
}

function checkChange({ email, role, person }: PlannedChange) {
  if (role === null || !person) return;
  const current = roleOf(person);
  if (isPending(person) && current && current !== role) {
    throw new AppError('BAD_USER_INPUT', pendingUserRoleMessage(email));
  }
  const workspaceRole = (person.workspace_role as Role | null) ?? undefined;
  if (!projectRolesOfferedTo({ workspaceRole }).includes(role)) {
    throw new AppError('BAD_USER_INPUT', sharingMessages.roleNotOfferedToCollaborator(email, role));
  }
}

/**
 * Applies the changes in one transaction, all or nothing: the guest licence limit checked with
 * the workspace held (an invitation holds a licence), then the project's permissions for members,
 * and for anyone else an account if they have none and a guest invitation if they have none,
 * carrying the project's role; a guest invitation left carrying no project is withdrawn. A batch
 * that would leave the project without a creator is refused.
 */
export async function applyChanges(
  context: GraphQLContext,
  onProject: PermissionSubject,
  request: { workspaceId: string; projectId: string },
  changes: PlannedChange[],
) {
  const inviterId = context.viewer!.userId;
  await context.database.db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, request.workspaceId);
    await lockProject(trx, request.projectId);
    const newGuests = changes.filter(needsGuestInvitation).length;
    if (newGuests > 0) {
      const facts = {
        ...onProject.workspace,
        usedGuestLicenses: await countGuests(trx, request.workspaceId),
      };
      if (
        isGuestLimitReached({ ...facts, usedGuestLicenses: facts.usedGuestLicenses + newGuests })
      ) {
        const used = facts.usedGuestLicenses;
        const limit = facts.guestLicenseLimit;
        throw new AppError('LIMIT_REACHED', licenceLimitMessage(used, limit), {
          reason: 'guestLimit',
          used,
          limit,
        });
      }
    }
    const creatorsBefore = await countPermissions(trx, request.projectId, 'creator');
    for (const change of changes) {
      if (change.role === null) {
        change.userId = change.person!.id;
        await deletePermissions(trx, request.projectId, [change.userId]);
        await deleteProjectInvitations(trx, request.projectId, [change.userId]);
        continue;
      }
      change.userId =
        change.person?.id ??
        (await createInvitedAccount(trx, change.email, change.newAccount!.hash)).id;
      if (!throughInvitation(change)) {
        await upsertPermission(trx, {
          projectId: request.projectId,
          userId: change.userId,
          role: change.role,
          invitedBy: inviterId,
        });
        continue;
      }
      if (needsGuestInvitation(change)) {
        await insertInvitation(trx, {
          workspaceId: request.workspaceId,
          userId: change.userId,
          role: 'guest',
          membership: 'guest',
          acceptOnSignIn: change.newAccount !== undefined,
          invitedBy: inviterId,
        });
      }
      await upsertProjectInvitation(trx, {
        workspaceId: request.workspaceId,
        projectId: request.projectId,
        userId: change.userId,
        role: change.role,
        invitedBy: inviterId,
      });
    }
    const uninvited = changes.filter(
      (change) => change.role === null && change.person?.invitation_id,
    );
    await withdrawIdleGuestInvitations(
      trx,
      request.workspaceId,
      uninvited.map((change) => change.userId!),
    );
    const creatorsAfter = await countPermissions(trx, request.projectId, 'creator');
    if (creatorsBefore > 0 && creatorsAfter === 0) {
      throw new AppError('BAD_USER_INPUT', sharingMessages.cannotRemoveLastCreator);
    }
  });
}
