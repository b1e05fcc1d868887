import { graphql } from '../../../test/graphql/index.ts';
import type { TestApp } from '../../../test/support/test-app.ts';
// biome-ignore lint/style/noRestrictedImports: test helpers shared by the catalogue's features.
import * as catalogue from '../catalogue-people/catalogue-people.test-support.ts';

const { joined, makePremium, newId } = catalogue;
export const { newEmail, signedUp } = catalogue;
export type Person = catalogue.Person;

export const collectionFields = graphql(`fragment CollectionFields on Collection {
  id name description keywords libraryId workspaceId creator author location productsCount
  productsLimit type publish status collectionGroup myRole editable commentsUnread
  createdDate lastModified lastAccessed
  members { type isPending userInfo { id email } }
  pictures { id key filename }
  abilities { update { allowed reason } delete { allowed reason message } share { allowed reason }
    addProducts { allowed } copy { allowed reason message } manageLibraries { allowed } }
}`);

export const createCollectionMutation =
  graphql(`mutation CollectionsCreateCollectionV3($w: ID!, $l: ID, $name: String!, $description: String, $keywords: [String!], $location: String) {
  createCollectionV3(workspaceId: $w, libraryId: $l, name: $name, description: $description, keywords: $keywords, location: $location) { ...CollectionFields } }`);

export const createCollectionPlainMutation =
  graphql(`mutation CollectionsCreateCollection($w: ID!, $l: ID, $name: String!) {
  createCollection(workspaceId: $w, libraryId: $l, name: $name) { id name libraryId } }`);

export const updateCollectionMutation =
  graphql(`mutation CollectionsUpdateCollection($w: ID!, $c: ID!, $name: String, $description: String, $keywords: [String!]) {
  updateCollection(workspaceId: $w, collectionId: $c, name: $name, description: $description, keywords: $keywords) { id name description keywords } }`);

export const deleteCollectionMutation =
  graphql(`mutation CollectionsDeleteCollection($w: ID!, $c: ID!) {
  deleteCollection(workspaceId: $w, collectionId: $c) }`);

export const copyCollectionMutation =
  graphql(`mutation CollectionsCopyCollection($w: ID!, $c: ID!, $l: ID) {
  copyCollection(workspaceId: $w, collectionId: $c, libraryId: $l) { id collection { ...CollectionFields } } }`);

export const collectionInfoQuery =
  graphql(`query CollectionsGetLibraryCollectionInfo($w: ID!, $c: ID!) {
  getLibraryCollectionInfo(workspaceId: $w, collectionId: $c) { ...CollectionFields } }`);

export const listMyCollectionsQuery =
  graphql(`query CollectionsListMyCollectionsV2($w: ID!, $l: ID, $groups: [CollectionGroup!], $sort: CollectionSort, $direction: SortDirection, $limit: Int, $next: String) {
  listMyCollectionsV2(workspaceId: $w, libraryId: $l, groups: $groups, sort: $sort, direction: $direction, limit: $limit, nextToken: $next) {
    group amount nextToken data { id name collectionGroup } } }`);

export const recentQuery = graphql(`query CollectionsRecent($w: ID!, $limit: Int) {
  listResentlyCollections(workspaceId: $w, limit: $limit) { id name }
  listRecentCollectionsV2(workspaceId: $w, limit: $limit) { amount nextToken data { id name lastAccessed } } }`);

export const permissionResultFields =
  graphql(`fragment CollectionPermissionResultFields on CataloguePermissionResult {
  id invited wrongEmails members { type isPending workspaceRole userInfo { id email } } }`);

export const membersQuery = graphql(`query CollectionsGetCollectionMembers($w: ID!, $c: ID!) {
  getCollectionMembers(workspaceId: $w, collectionId: $c) { type userInfo { id email } } }`);

export const shareCollectionMutation =
  graphql(`mutation CollectionsShareCollection($w: ID!, $c: ID!, $permissions: [CataloguePermissionInput!]!) {
  shareCollection(workspaceId: $w, collectionId: $c, permissions: $permissions) { ...CollectionPermissionResultFields } }`);

export const updateCollectionPermissionMutation =
  graphql(`mutation CollectionsUpdateCollectionPermission($w: ID!, $c: ID!, $permissions: [CataloguePermissionInput!]!) {
  updateCollectionPermission(workspaceId: $w, collectionId: $c, permissions: $permissions) { ...CollectionPermissionResultFields } }`);

export const deleteCollectionPermissionMutation =
  graphql(`mutation CollectionsDeleteCollectionPermission($w: ID!, $c: ID!, $userIds: [ID!]!) {
  deleteCollectionPermission(workspaceId: $w, collectionId: $c, userIds: $userIds) { ...CollectionPermissionResultFields } }`);

export const inviteUserToCollectionMutation =
  graphql(`mutation CollectionsInviteUserToCollection($w: ID!, $c: ID!, $invites: [CatalogueInviteInput!]!, $message: String) {
  inviteUserToCollection(workspaceId: $w, collectionId: $c, invites: $invites, emailMessage: $message) { ...CollectionPermissionResultFields } }`);

export const workspacesWithCollectionQuery =
  graphql(`query CollectionsListWorkspacesWithCollection($c: ID!) {
  listWorkspacesWithCollection(collectionId: $c) { id name } }`);

export const photosQuery = graphql(`query CollectionsListCollectionPhotos($w: ID!, $c: ID!) {
  listCollectionPhotos(workspaceId: $w, collectionId: $c) { id key filename type size url thumbnails { small } createdBy } }`);

export const photoInfoQuery =
  graphql(`query CollectionsGetCollectionPhotoInfo($w: ID!, $c: ID!, $p: ID!) {
  getCollectionPhotoInfo(workspaceId: $w, collectionId: $c, photoId: $p) { id key filename } }`);

export const declarePhotoMutation =
  graphql(`mutation CollectionsDeclareCollectionPhoto($w: ID!, $c: ID!, $key: String!) {
  declareCollectionPhoto(workspaceId: $w, collectionId: $c, key: $key) { id key filename type } }`);

export const deletePhotosMutation =
  graphql(`mutation CollectionsDeleteCollectionPhotos($w: ID!, $c: ID!, $ids: [ID!]!) {
  deleteCollectionPhotos(workspaceId: $w, collectionId: $c, photoIds: $ids) }`);

/**
 * The owner of a workspace (premium unless `free`) with people of it by role, made straight in
 * the database (the invitation flow is the workspaces feature's own test).
 */
export async function collectionsFixture(
  app: TestApp,
  name = 'collections',
  options: { free?: boolean } = {},
) {
  const owner = await signedUp(app, `${name}.owner`);
  const w = owner.ownWorkspaceId;
  const db = app.platform.database;
  if (!options.free) await makePremium(app, w, 2);
  return {
    app,
    owner,
    w,
    member(role: 'viewer' | 'editor' | 'creator' | 'guest', label: string = role) {
      return joined(app, w, role, `${name}.${label}`);
    },
    async create(collectionName: string, as = owner.client, libraryId?: string) {
      return (await as.ok(createCollectionMutation, { w, name: collectionName, l: libraryId }))
        .createCollectionV3;
    },
    /** A custom library made straight in the database. */
    async customLibrary(libraryName = 'Custom') {
      const id = newId('lib');
      await db.executeSql(
        `insert into libraries (id, workspace_id, name, kind, creator_id, last_modified)
         values ($1, $2, $3, 'custom', $4, now())`,
        [id, w, libraryName, owner.userId],
      );
      return id;
    },
  };
}
