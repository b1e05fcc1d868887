import {
  AppError,
  effectiveProjectRole,
  libraryMessages,
  type PermissionSubject,
  type Role,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { authorize, subjectOfRow } from '../workspaces/index.ts';
import {
  type CatalogueStandingRow,
  findCatalogueStanding,
  findLibraryView,
  type LibraryView,
} from './libraries.repository.ts';

export const libraryNotFound = () => new AppError('NOT_FOUND', libraryMessages.notFound);

/**
 * The role someone has on a library, as on a project (effectiveProjectRole): a member (not a
 * guest) holds their workspace role, raised by a share; its creator holds creator; a guest only
 * their share. Undefined for anyone else.
 */
export function effectiveLibraryRole(
  view: Pick<LibraryView, 'role' | 'membership' | 'is_creator' | 'share_role'>,
): Role | undefined {
  return effectiveProjectRole({
    workspaceRole: (view.role as Role | null) ?? undefined,
    workspaceMembership: view.membership ?? undefined,
    projectRole: view.is_creator ? 'creator' : (view.share_role ?? undefined),
  });
}

/** The viewer's subject in the workspace: their workspace role (creating libraries, lists). */
function workspaceSubjectOf(row: CatalogueStandingRow): PermissionSubject {
  const base = subjectOfRow(row);
  return {
    ...base,
    viewer: {
      ...base.viewer,
      role: (row.role as Role | null) ?? undefined,
      membership: row.membership ?? undefined,
    },
  };
}

/**
 * The viewer's subject in a workspace for libraries. Someone with neither a membership nor a
 * share of one of its libraries is answered 'Library not found.', as for every library call.
 */
export async function loadLibraryWorkspace(
  context: GraphQLContext,
  workspaceId: string,
): Promise<PermissionSubject> {
  const viewer = requireViewer(context);
  const row = await findCatalogueStanding(context.database.executePrepared, {
    workspaceId,
    userId: viewer.userId,
  });
  if (!row || (!row.membership && !row.holds_library_shares)) throw libraryNotFound();
  return workspaceSubjectOf(row);
}

/** The viewer's subject on a library of a list, from its row and their workspace subject. */
export function subjectOnLibrary(
  inWorkspace: PermissionSubject,
  view: LibraryView,
): PermissionSubject {
  return { ...inWorkspace, viewer: { ...inWorkspace.viewer, role: effectiveLibraryRole(view) } };
}

export type LibraryAccess = {
  library: LibraryView;
  /** The engine's subject on the library: the viewer's effective role there. */
  onLibrary: PermissionSubject;
  inWorkspace: PermissionSubject;
};

/**
 * The library and the viewer's subjects on it, library:read checked. A library they cannot open,
 * in their workspace or another, is 'Library not found.'.
 */
export async function loadLibraryAccess(
  context: GraphQLContext,
  args: { workspaceId: string; libraryId: string },
): Promise<LibraryAccess> {
  const inWorkspace = await loadLibraryWorkspace(context, args.workspaceId);
  const library = await findLibraryView(context.database.executePrepared, {
    workspaceId: args.workspaceId,
    userId: context.viewer!.userId,
    libraryId: args.libraryId,
  });
  if (!library) throw libraryNotFound();
  const onLibrary = subjectOnLibrary(inWorkspace, library);
  if (!onLibrary.viewer.role) throw libraryNotFound();
  authorize(onLibrary, 'library:read');
  return { library, onLibrary, inWorkspace };
}
