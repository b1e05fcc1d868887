import { type Action, libraryMessages, type PermissionSubject, roleLabel } from '@specboard/domain';
import type {
  Ability,
  CatalogueAbilities,
  CataloguePermission,
  CatalogueRole,
  Library,
  WorkspaceRole,
} from '../../graphql/resolvers.generated.ts';
import { type FileLinks, pictureLink, toProfileImage } from '../files/index.ts';
import { abilityOf } from '../workspaces/index.ts';
import type { LibraryView } from './libraries.repository.ts';
import type { LibraryMemberRow } from './library-permissions.repository.ts';

export function toCataloguePermission(
  row: LibraryMemberRow,
  links: FileLinks,
): CataloguePermission {
  return {
    // The table holds viewer, editor or creator only (its check).
    type: row.role as CatalogueRole,
    typeLabel: roleLabel(row.role),
    userInfo: {
      id: row.user_id,
      email: row.email,
      name: row.name,
      picture: pictureLink(row.picture, links),
    },
    isPending: row.is_pending,
    workspaceRole: (row.workspace_role as WorkspaceRole | null) ?? null,
    createdDate: row.created_at.toISOString(),
  };
}

const refused = (reason: string, message: string): Ability => ({
  allowed: false,
  reason,
  message,
});

/** What the viewer may do with the library, from the engine; the default library stays. */
export function libraryAbilities(onLibrary: PermissionSubject, view: LibraryView) {
  const on = (action: Action) => abilityOf(onLibrary, action);
  const isDefault = view.kind === 'default';
  const abilities: CatalogueAbilities = {
    update: on('library:update'),
    delete: isDefault
      ? refused('defaultLibrary', libraryMessages.defaultNotDeletable)
      : on('library:delete'),
    share: on('library:share'),
    // Creating a collection in it: the free cap counts only the default library's.
    addProducts: abilityOf(
      { ...onLibrary, resource: { inCustomLibrary: !isDefault } },
      'collection:create',
    ),
    copy: refused('notACollection', libraryMessages.notCopyable),
    manageLibraries: on('library:update'),
    // Following, suggesting and importing are a collection's.
    importProducts: null,
    follow: null,
    unfollow: null,
    suggest: null,
  };
  return abilities;
}

export function toLibrary(
  view: LibraryView,
  extras: { onLibrary: PermissionSubject; members: LibraryMemberRow[]; links: FileLinks },
): Library {
  return {
    id: view.id,
    workspaceId: view.workspace_id,
    name: view.name,
    description: view.description,
    keywords: view.keywords ?? [],
    logo: toProfileImage(view.logo, extras.links),
    kind: view.kind,
    docType: 'library',
    status: 'active',
    collectionCount: view.collection_count,
    creator: view.creator_id ?? '',
    createdAt: new Date(view.created_at).toISOString(),
    lastModified: new Date(view.last_modified).toISOString(),
    members: extras.members.map((member) => toCataloguePermission(member, extras.links)),
    myRole: extras.onLibrary.viewer.role ?? null,
    abilities: libraryAbilities(extras.onLibrary, view),
  };
}
