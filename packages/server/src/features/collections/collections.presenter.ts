import {
  type Action,
  type CollectionGroup,
  can,
  catalogueLimits,
  collectionGroupOf,
  type PermissionSubject,
  type Role,
  roleLabel,
} from '@specboard/domain';
import type {
  CatalogueAbilities,
  CataloguePermission,
  Collection,
  CollectionPhoto,
  Thumbnails,
  WorkspaceRole,
} from '../../graphql/resolvers.generated.ts';
import { type FileLinks, pictureLink, thumbnailUrls, toProfileImage } from '../files/index.ts';
import { abilityOf } from '../workspaces/index.ts';
import {
  effectiveCollectionRole,
  followIntoSubject,
  followingFactsOf,
} from './collection-access.ts';
import type {
  CollectionMemberRow,
  CollectionPhotoRow,
  CollectionView,
} from './collection-views.repository.ts';

/** The photos a card shows. */
export const picturesPerCard = 4;

export function toCollectionPhoto(row: CollectionPhotoRow, links: FileLinks): CollectionPhoto {
  return {
    id: row.id,
    collectionId: row.collection_id,
    key: row.file_key,
    filename: row.filename,
    type: row.content_type,
    size: row.size,
    url: links.url(row.file_key),
    thumbnails: thumbnailUrls(row.thumbnails, links) as Thumbnails | null,
    createdBy: row.created_by ?? '',
    createdDate: row.created_at.toISOString(),
  };
}

export function toCataloguePermission(
  row: CollectionMemberRow,
  links: FileLinks,
): CataloguePermission {
  return {
    type: row.role,
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

/** The viewer's subject on a collection of a list, read off its row. */
export function subjectOnCollection(
  inWorkspace: PermissionSubject,
  view: Pick<
    CollectionView,
    | 'role'
    | 'membership'
    | 'is_creator'
    | 'share_role'
    | 'home'
    | 'follower'
    | 'sharing_type'
    | 'locked_to_workspace'
  >,
  inCustomLibrary: boolean,
): PermissionSubject | undefined {
  const role = effectiveCollectionRole(view);
  return (
    role && {
      ...inWorkspace,
      viewer: { ...inWorkspace.viewer, role: role as Role },
      resource: { inCustomLibrary, ...followingFactsOf(view) },
    }
  );
}

function abilitiesOf(
  view: CollectionView,
  onCollection: PermissionSubject,
  inWorkspace: PermissionSubject,
) {
  const on = (action: Action) => abilityOf(onCollection, action);
  const addProducts = on('collection:editProducts');
  const abilities: CatalogueAbilities = {
    update: on('collection:update'),
    delete: on('collection:delete'),
    share: on('collection:share'),
    addProducts,
    // As importDocument asks: adding products, then import:csv.
    importProducts: addProducts.allowed ? on('import:csv') : addProducts,
    // A copy is a new collection of the viewer's, in the default library: their workspace role
    // and the free cap decide.
    copy: abilityOf({ ...inWorkspace, resource: { inCustomLibrary: false } }, 'collection:copy'),
    manageLibraries: on('collection:manageLibraries'),
    // Following is into the workspace the viewer reads it through (their current one), decided
    // as followCollection decides it.
    follow: abilityOf(
      followIntoSubject(inWorkspace, {
        ownWorkspace: view.home,
        lockedToWorkspace: view.locked_to_workspace,
        sharingType: view.sharing_type,
        restrictedLink: view.restricted_link,
      }),
      'collection:follow',
    ),
    unfollow: abilityOf(inWorkspace, 'collection:unfollow'),
    suggest: on('collection:suggest'),
  };
  return abilities;
}

/** What a collection needs besides its row: its people, first photos and the viewer's subjects. */
export type CollectionExtras = {
  inWorkspace: PermissionSubject;
  members: CollectionMemberRow[];
  photos: CollectionPhotoRow[];
  links: FileLinks;
  commentsUnread?: number;
};

/** The group a collection shows in: another workspace's is followed or suggested. */
function groupOf(view: CollectionView): CollectionGroup {
  if (!view.home && view.followed) return 'followed';
  // Suggested to someone who has it by nothing else (not of its workspace, no share of it).
  const ownAccess =
    view.home && (view.is_creator || view.share_role !== null || view.membership !== null);
  if (view.suggested && !ownAccess) return 'suggestion';
  return collectionGroupOf({
    isCreator: view.is_creator,
    published: view.publish !== 'private',
    sharedWithViewer: view.share_role !== null,
  });
}

export function toCollection(view: CollectionView, extras: CollectionExtras): Collection {
  const onCollection = subjectOnCollection(extras.inWorkspace, view, false) ?? {
    ...extras.inWorkspace,
    viewer: { ...extras.inWorkspace.viewer, role: undefined },
  };
  return {
    id: view.id,
    name: view.name,
    description: view.description,
    keywords: view.keywords ?? [],
    logo: toProfileImage(view.logo, extras.links),
    libraryId: view.library_id,
    workspaceId: view.workspace_id,
    creator: view.creator_id ?? '',
    author: view.author,
    location: view.location,
    members: extras.members.map((member) => toCataloguePermission(member, extras.links)),
    productsCount: view.products_count,
    productsLimit: catalogueLimits.productsPerCollection,
    type: view.sharing_type,
    publish: view.publish,
    follow: view.followed,
    suggested: view.suggested,
    isVerified: view.is_verified,
    pictures: extras.photos.map((photo) => toCollectionPhoto(photo, extras.links)),
    editable: can(onCollection, 'collection:editProducts').allowed,
    status: 'active',
    collectionGroup: groupOf(view),
    commentsUnread: extras.commentsUnread ?? 0,
    myRole: onCollection.viewer.role ?? null,
    abilities: abilitiesOf(view, onCollection, extras.inWorkspace),
    createdDate: view.created_at.toISOString(),
    lastModified: view.last_modified.toISOString(),
    lastAccessed: view.accessed_at?.toISOString() ?? null,
  };
}
