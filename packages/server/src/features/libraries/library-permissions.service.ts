import {
  AppError,
  type ProjectPermissionType,
  projectRolesOfferedTo,
  type Role,
  sharingMessages,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  CatalogueInviteInput,
  CataloguePermissionInput,
  CataloguePermissionResult,
} from '../../graphql/resolvers.generated.ts';
import {
  applyInvites,
  type CataloguePerson,
  checkPeopleCount,
  findPeopleByIds,
  giveRoles,
  planInvites,
  readInvites,
  removeRoles,
  type ShareTarget,
} from '../catalogue-people/index.ts';
import { fileLinksOf } from '../files/index.ts';
import { authorize } from '../workspaces/index.ts';
import { toCataloguePermission } from './libraries.presenter.ts';
import { type LibraryAccess, loadLibraryAccess } from './library-access.ts';
import { sendLibraryInvitations } from './library-mail.ts';
import { findLibraryMembers, lockLibrary } from './library-permissions.repository.ts';

type Ids = { workspaceId: string; libraryId: string };

/**
 * The library as the shared people module sees it: its shares in library_permissions, its row
 * locked while they change.
 */
function shareTarget(access: LibraryAccess): ShareTarget {
  return {
    table: 'library_permissions',
    id: access.library.id,
    workspaceId: access.library.workspace_id,
    subject: access.onLibrary,
    lock: (trx) => lockLibrary(trx, access.library.id),
  };
}

async function resultOf(
  context: GraphQLContext,
  libraryId: string,
  extra: { invited?: string[]; wrongEmails?: string[] } = {},
): Promise<CataloguePermissionResult> {
  const links = fileLinksOf(context);
  const members = await findLibraryMembers(context.database.db, [libraryId]);
  return {
    id: libraryId,
    members: members.map((member) => toCataloguePermission(member, links)),
    invited: extra.invited ?? [],
    wrongEmails: extra.wrongEmails ?? [],
  };
}

/** A Design Partner (collaborator) is offered no editing role, as on projects. */
function checkOffered(person: CataloguePerson, role: ProjectPermissionType) {
  const workspaceRole = (person.workspace_role as Role | null) ?? undefined;
  if (!projectRolesOfferedTo({ workspaceRole }).includes(role)) {
    throw new AppError(
      'BAD_USER_INPUT',
      sharingMessages.roleNotOfferedToCollaborator(person.email, role),
    );
  }
}

/** The people named by id, each once, all of them known to the workspace or the library. */
async function namedPeople(
  context: GraphQLContext,
  target: ShareTarget,
  userIds: readonly string[],
) {
  if (new Set(userIds).size !== userIds.length) {
    const repeated = userIds.find((id, index) => userIds.indexOf(id) !== index)!;
    throw new AppError('BAD_USER_INPUT', sharingMessages.namedTwice(repeated));
  }
  const people = await findPeopleByIds(context.database.db, target, userIds);
  if (people.length !== userIds.length) {
    throw new AppError('NOT_FOUND', sharingMessages.userNotFound);
  }
  return new Map(people.map((person) => [person.id, person]));
}

async function setRoles(
  context: GraphQLContext,
  args: Ids & { permissions: CataloguePermissionInput[] },
  onlyExisting: boolean,
): Promise<CataloguePermissionResult> {
  const access = await loadLibraryAccess(context, args);
  authorize(access.onLibrary, 'library:share');
  checkPeopleCount(args.permissions.length);
  const target = shareTarget(access);
  const people = await namedPeople(
    context,
    target,
    args.permissions.map((permission) => permission.userId),
  );
  for (const { userId, type } of args.permissions) {
    const person = people.get(userId)!;
    if (onlyExisting && !person.share_role) {
      throw new AppError('NOT_FOUND', sharingMessages.userNotFound);
    }
    checkOffered(person, type);
  }
  await giveRoles(context.database.db, target, args.permissions, context.viewer!.userId);
  return resultOf(context, access.library.id);
}

/** Gives people of the workspace roles on the library (library:share). */
export function shareLibrary(
  context: GraphQLContext,
  args: Ids & { permissions: CataloguePermissionInput[] },
) {
  return setRoles(context, args, false);
}

/** Changes the roles of people who hold one on the library (library:share). */
export function updateLibraryPermission(
  context: GraphQLContext,
  args: Ids & { permissions: CataloguePermissionInput[] },
) {
  return setRoles(context, args, true);
}

/**
 * Removes people's roles on the library (library:share); anyone may remove their own, and so
 * leave the library.
 */
export async function deleteLibraryPermission(
  context: GraphQLContext,
  args: Ids & { userIds: string[] },
): Promise<CataloguePermissionResult> {
  const access = await loadLibraryAccess(context, args);
  const own = args.userIds.length > 0 && args.userIds.every((id) => id === context.viewer!.userId);
  if (!own) authorize(access.onLibrary, 'library:share');
  checkPeopleCount(args.userIds.length);
  const target = shareTarget(access);
  const people = await namedPeople(context, target, args.userIds);
  if ([...people.values()].some((person) => !person.share_role)) {
    throw new AppError('NOT_FOUND', sharingMessages.userNotFound);
  }
  await removeRoles(context.database.db, target, args.userIds);
  return resultOf(context, access.library.id);
}

/**
 * Gives the library to people by e-mail, as projects are shared (features/sharing): an address
 * without an account gets a pending one with a temporary password; someone outside the workspace
 * is invited into it as a guest (a guest licence, within the workspace's limit); then each is
 * given the role and mailed.
 */
export async function inviteUserToLibrary(
  context: GraphQLContext,
  args: Ids & { invites: CatalogueInviteInput[]; emailMessage?: string | null },
): Promise<CataloguePermissionResult> {
  const access = await loadLibraryAccess(context, args);
  authorize(access.onLibrary, 'library:share');
  const { invites, wrongEmails } = readInvites(access.onLibrary, args.invites);
  checkPeopleCount(invites.length);
  const target = shareTarget(access);
  const db = context.database.db;
  const planned = await planInvites(db, target, invites, checkOffered);
  await applyInvites(db, target, planned, context.viewer!.userId);
  await sendLibraryInvitations(context, access.library, planned, args.emailMessage ?? null);
  return resultOf(context, access.library.id, {
    invited: invites.map((invite) => invite.email),
    wrongEmails,
  });
}
