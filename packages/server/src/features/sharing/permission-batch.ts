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
  roleLabel,
  sharingMessages,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import {
  createInvitedAccount,
  hashTemporaryPassword,
  newTemporaryPassword,
} from '../identity/index.ts';
import { lockWorkspace, upsertMembership } from '../workspaces/index.ts';
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

/** One person's change in a batch: a role to hold on the project, or none (removed). */
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

const userNotFound = () => new AppError('NOT_FOUND', 'User not found.');

/**
 * The changes a batch asks for, checked against the people as they stand: unknown ids refused,
 * nothing that changes nothing, a pending person's role kept, no editing role for a Design
 * Partner. Addresses without an account get a temporary password (hashed here, outside any
 * transaction, because hashing is slow).
 */
export async function planChanges(
  context: GraphQLContext,
  request: BatchRequest,
): Promise<PlannedChange[]> {
  const count = request.byId.length + request.removals.length + request.byEmail.length;
  if (count === 0) throw new AppError('BAD_USER_INPUT', 'Please choose at least one person.');
  if (count > maxChangesAtOnce) {
    throw new AppError('BAD_USER_INPUT', `Change at most ${maxChangesAtOnce} people at once.`);
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
      throw new AppError('BAD_USER_INPUT', `${change.email} is named more than once.`);
    }
    seen.add(key);
    checkChange(change);
    if (change.role === (change.person?.project_role ?? null)) continue;
    if (!change.person) {
      const temporaryPassword = newTemporaryPassword();
      change.newAccount = {
        temporaryPassword,
        hash: await hashTemporaryPassword(temporaryPassword),
      };
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
  if (person.is_pending && person.project_role && person.project_role !== role) {
    throw new AppError('BAD_USER_INPUT', pendingUserRoleMessage(email));
  }
  const workspaceRole = (person.workspace_role as Role | null) ?? undefined;
  if (!projectRolesOfferedTo({ workspaceRole }).includes(role)) {
    throw new AppError(
      'BAD_USER_INPUT',
      `${email} is a ${roleLabel('collaborator')}: the ${roleLabel(role)} role is not offered to them.`,
    );
  }
}

/** Whether the change brings someone new into the workspace, as a guest. */
export const joinsAsGuest = (change: PlannedChange) =>
  change.role !== null && !change.person?.membership;

/**
 * Applies the changes in one transaction, all or nothing: the guest licence limit checked with
 * the workspace held, accounts and guest memberships made for people new to it, then the
 * project's permissions; a batch that would leave the project without a creator is refused.
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
    const newGuests = changes.filter(joinsAsGuest).length;
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
        continue;
      }
      change.userId =
        change.person?.id ??
        (await createInvitedAccount(trx, change.email, change.newAccount!.hash)).id;
      if (joinsAsGuest(change)) {
        await upsertMembership(trx, {
          workspaceId: request.workspaceId,
          userId: change.userId,
          role: 'guest',
          membership: 'guest',
          status: change.newAccount || change.person?.is_pending ? 'pending' : 'active',
          invitedBy: inviterId,
        });
      }
      await upsertPermission(trx, {
        projectId: request.projectId,
        userId: change.userId,
        role: change.role,
        invitedBy: inviterId,
      });
    }
    const creatorsAfter = await countPermissions(trx, request.projectId, 'creator');
    if (creatorsBefore > 0 && creatorsAfter === 0) {
      throw new AppError('BAD_USER_INPUT', sharingMessages.cannotRemoveLastCreator);
    }
  });
}
