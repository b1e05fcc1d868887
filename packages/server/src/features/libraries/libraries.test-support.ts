import { graphql } from '../../../test/graphql/index.ts';
import type { TestApp } from '../../../test/support/test-app.ts';
// biome-ignore lint/style/noRestrictedImports: test helpers shared by the catalogue's features.
import * as catalogue from '../catalogue-people/catalogue-people.test-support.ts';

const { joined, makePremium, newId } = catalogue;
export const { newEmail, signedUp } = catalogue;
export type Person = catalogue.Person;

export const libraryFields = graphql(`fragment LibraryFields on Library {
  id workspaceId name description keywords kind docType status collectionCount creator myRole
  createdAt lastModified
  members { type isPending userInfo { id email } }
  abilities { update { allowed reason } delete { allowed reason message } share { allowed reason }
    addProducts { allowed } copy { allowed } manageLibraries { allowed } }
}`);

export const listLibrariesQuery =
  graphql(`query LibrariesListLibraries($w: ID!, $sort: LibrarySort, $direction: SortDirection, $limit: Int, $next: String) {
  listLibraries(workspaceId: $w, sort: $sort, direction: $direction, limit: $limit, nextToken: $next) {
    data { id name kind } amount nextToken } }`);

export const listMyLibrariesQuery =
  graphql(`query LibrariesListMyLibraries($w: ID!, $limit: Int, $next: String) {
  listMyLibraries(workspaceId: $w, limit: $limit, nextToken: $next) { data { id name } amount nextToken } }`);

export const getLibraryQuery = graphql(`query LibrariesGetLibrary($w: ID!, $l: ID!) {
  getLibrary(workspaceId: $w, libraryId: $l) { ...LibraryFields } }`);

export const libraryInfoQuery = graphql(`query LibrariesGetLibraryInfo($w: ID!, $l: ID!) {
  getLibraryInfo_v2(workspaceId: $w, libraryId: $l) { id name collectionCount } }`);

export const librariesWithCollectionQuery =
  graphql(`query LibrariesListLibrariesWithCollection($w: ID!, $c: ID!) {
  listLibrariesWithCollection(workspaceId: $w, collectionId: $c) { id name kind } }`);

export const createLibraryMutation =
  graphql(`mutation LibrariesCreateLibrary($w: ID!, $name: String!, $description: String, $keywords: [String!]) {
  createLibrary(workspaceId: $w, name: $name, description: $description, keywords: $keywords) { ...LibraryFields } }`);

export const createLibraryV2Mutation =
  graphql(`mutation LibrariesCreateLibraryV2($w: ID!, $name: String!, $description: String, $keywords: [String!]) {
  createLibraryV2(workspaceId: $w, name: $name, description: $description, keywords: $keywords) { id name description keywords } }`);

export const updateLibraryMutation =
  graphql(`mutation LibrariesUpdateLibrary($w: ID!, $l: ID!, $name: String, $description: String, $keywords: [String!]) {
  updateLibrary(workspaceId: $w, libraryId: $l, name: $name, description: $description, keywords: $keywords) { id name description keywords lastModified } }`);

export const deleteLibraryMutation = graphql(`mutation LibrariesDeleteLibrary($w: ID!, $l: ID!) {
  deleteLibrary(workspaceId: $w, libraryId: $l) }`);

export const libraryPermissionResultFields =
  graphql(`fragment LibraryPermissionResultFields on CataloguePermissionResult {
  id invited wrongEmails members { type isPending workspaceRole userInfo { id email } } }`);

export const shareLibraryMutation =
  graphql(`mutation LibrariesShareLibrary($w: ID!, $l: ID!, $permissions: [CataloguePermissionInput!]!) {
  shareLibrary(workspaceId: $w, libraryId: $l, permissions: $permissions) { ...LibraryPermissionResultFields } }`);

export const updateLibraryPermissionMutation =
  graphql(`mutation LibrariesUpdateLibraryPermission($w: ID!, $l: ID!, $permissions: [CataloguePermissionInput!]!) {
  updateLibraryPermission(workspaceId: $w, libraryId: $l, permissions: $permissions) { ...LibraryPermissionResultFields } }`);

export const inviteUserToLibraryMutation =
  graphql(`mutation LibrariesInviteUserToLibrary($w: ID!, $l: ID!, $invites: [CatalogueInviteInput!]!, $message: String) {
  inviteUserToLibrary(workspaceId: $w, libraryId: $l, invites: $invites, emailMessage: $message) { ...LibraryPermissionResultFields } }`);

export const deleteLibraryPermissionMutation =
  graphql(`mutation LibrariesDeleteLibraryPermission($w: ID!, $l: ID!, $userIds: [ID!]!) {
  deleteLibraryPermission(workspaceId: $w, libraryId: $l, userIds: $userIds) { ...LibraryPermissionResultFields } }`);

export const sectionSettingsQuery =
  graphql(`query LibrariesGetWorkspaceSectionSettings($w: ID!, $l: ID) {
  getWorkspaceSectionSettings(workspaceId: $w, libraryId: $l) { collectionsSectionsOrder collapsed } }`);

export const changeSectionStateMutation =
  graphql(`mutation LibrariesChangeSectionState($w: ID!, $l: ID, $section: String!, $expanded: Boolean!) {
  changeSectionState(workspaceId: $w, resourceType: "collections", libraryId: $l, sectionId: $section, expanded: $expanded) { collectionsSectionsOrder collapsed } }`);

export const reorderSectionsMutation =
  graphql(`mutation LibrariesReorderSections($w: ID!, $l: ID, $order: [String!]!) {
  reorderSections(workspaceId: $w, libraryId: $l, collectionsSectionsOrder: $order) { collectionsSectionsOrder collapsed } }`);

/**
 * The owner of a premium workspace (creator) with people of it by role: members made straight in
 * the database (the invitation flow is the workspaces feature's own test).
 */
export async function librariesFixture(app: TestApp, name = 'libraries') {
  const owner = await signedUp(app, `${name}.owner`);
  const w = owner.ownWorkspaceId;
  const db = app.platform.database;
  await makePremium(app, w, 5);
  return {
    app,
    owner,
    w,
    /** Someone who joins the workspace with this role (membership member, or guest). */
    member(role: 'viewer' | 'editor' | 'creator' | 'collaborator' | 'guest', label: string = role) {
      return joined(app, w, role, `${name}.${label}`);
    },
    async create(libraryName: string, as = owner.client) {
      return (await as.ok(createLibraryMutation, { w, name: libraryName })).createLibrary;
    },
    async defaultLibraryId() {
      const list = await owner.client.ok(listLibrariesQuery, { w });
      return list.listLibraries.data.find((library) => library.kind === 'default')!.id;
    },
    /** A collection made straight in the database (the collections feature tests its own calls). */
    async collection(libraryId: string, collectionName = 'Lamps') {
      const id = newId('col');
      await db.executeSql(
        `insert into collections (id, workspace_id, library_id, name, creator_id, last_modified)
         values ($1, $2, $3, $4, $5, now())`,
        [id, w, libraryId, collectionName, owner.userId],
      );
      return id;
    },
  };
}

export type LibrariesFixture = Awaited<ReturnType<typeof librariesFixture>>;
