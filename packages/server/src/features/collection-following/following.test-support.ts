import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../../../test/graphql/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import type { TestApp } from '../../../test/support/test-app.ts';
// biome-ignore lint/style/noRestrictedImports: test helpers shared by the catalogue's features.
import * as collections from '../collections/collections.test-support.ts';
// biome-ignore lint/style/noRestrictedImports: the engine's calls on a collection's products.
import { collectionCalls } from '../schedule/collection.test-support.ts';

/** The calls of following, suggesting and sharing, as the web sends them. */
export const followingCalls = {
  info: graphql(`query FollowingCollectionInfo($w: ID!, $c: ID!, $token: String) {
    getLibraryCollectionInfo(workspaceId: $w, collectionId: $c, accessToken: $token) {
      id name myRole editable follow suggested type collectionGroup } }`),
  abilities: graphql(`query FollowingAbilities($w: ID!, $c: ID!, $token: String) {
    getLibraryCollectionInfo(workspaceId: $w, collectionId: $c, accessToken: $token) { id abilities {
      follow { allowed reason message } unfollow { allowed reason message } suggest { allowed reason message } } } }`),
  groupAbilities: graphql(`query FollowingGroupAbilities($w: ID!, $groups: [CollectionGroup!]) {
    listMyCollectionsV2(workspaceId: $w, groups: $groups) { group data { id abilities {
      follow { allowed message } unfollow { allowed message } suggest { allowed message } } } } }`),
  groups: graphql(`query FollowingGroups($w: ID!, $groups: [CollectionGroup!]) {
    listMyCollectionsV2(workspaceId: $w, groups: $groups) { group amount data { id name collectionGroup follow suggested } } }`),
  products: graphql(`query FollowingProducts($w: ID!, $c: ID!) {
    listStructuredCollectionRows(workspaceId: $w, collectionId: $c) { data } }`),
  follow: graphql(`mutation FollowingFollow($w: ID!, $c: ID!, $token: String) {
    followCollection(workspaceId: $w, collectionId: $c, accessToken: $token) { id myRole follow collectionGroup } }`),
  followV2: graphql(`mutation FollowingFollowV2($w: ID!, $c: ID!, $token: String) {
    followCollectionV2(workspaceId: $w, collectionId: $c, accessToken: $token) { id } }`),
  unfollow: graphql(
    `mutation FollowingUnfollow($w: ID!, $c: ID!) { unfollowCollection(workspaceId: $w, collectionId: $c) }`,
  ),
  unfollowV2: graphql(
    `mutation FollowingUnfollowV2($w: ID!, $c: ID!) { unfollowCollectionV2(workspaceId: $w, collectionId: $c) }`,
  ),
  followed: graphql(`query FollowingFollowed($w: ID!) {
    listFollowedCollections(workspaceId: $w) { amount data { id name } }
    listFollowedCollectionsV2(workspaceId: $w) { amount data { id } }
    listFollowedCollectionsLastAccessed(workspaceId: $w) { id } }`),
  changes: graphql(`subscription FollowingOnCollectionChanged($w: ID!) {
    onCollectionChanged(workspaceId: $w) { collectionId status collection { name myRole collectionGroup } } }`),
  rename: graphql(`mutation FollowingRename($w: ID!, $c: ID!, $name: String!) {
    updateCollection(workspaceId: $w, collectionId: $c, name: $name) { id } }`),
  workspaces: graphql(`query FollowingWorkspacesWithCollection($c: ID!) {
    listWorkspacesWithCollection(collectionId: $c) { id } }`),
  isFollowed: graphql(
    `query FollowingIsFollowed($w: ID!, $c: ID!) { isCollectionFollowed(workspaceId: $w, collectionId: $c) }`,
  ),
  suggest:
    graphql(`mutation FollowingSuggest($w: ID!, $c: ID!, $email: String!, $message: String, $force: Boolean) {
    suggestCollection(workspaceId: $w, collectionId: $c, email: $email, emailMessage: $message, force: $force) {
      email suggested errorType message } }`),
  suggestions: graphql(`query FollowingSuggestions { listMyCollectionSuggestions { nextToken data {
    id collectionId collectionName collection { id myRole collectionGroup } suggestedBy emailMessage status becamePrivate message } } }`),
  ignore: graphql(`mutation FollowingIgnore($id: ID!) { ignoreSuggestion(suggestionId: $id) }`),
  copy: graphql(`mutation FollowingCopy($w: ID!, $c: ID!, $suggested: Boolean, $token: String) {
    copyCollection(workspaceId: $w, collectionId: $c, suggested: $suggested, accessToken: $token) { id collection { name productsCount } } }`),
  options: graphql(`query FollowingOptions($w: ID!, $c: ID!) {
    getCollectionSharingOptions(workspaceId: $w, collectionId: $c) { collectionId type lockedToWorkspace sharedLink { url accessToken } } }`),
  link: graphql(`query FollowingLink($w: ID!, $c: ID!) {
    getCollectionSharedLink(workspaceId: $w, collectionId: $c) { url accessToken mode fieldsToShow generatedAt } }`),
  updateOptions:
    graphql(`mutation FollowingUpdateOptions($w: ID!, $c: ID!, $type: CollectionSharingType, $locked: Boolean) {
    updateCollectionSharingOptions(workspaceId: $w, collectionId: $c, type: $type, lockedToWorkspace: $locked) {
      type lockedToWorkspace sharedLink { accessToken } } }`),
  switchType:
    graphql(`mutation FollowingSwitch($w: ID!, $c: ID!, $type: CollectionSharingType!, $enabled: Boolean!) {
    switchTypeSharing(workspaceId: $w, collectionId: $c, type: $type, enabled: $enabled) { type sharedLink { accessToken } } }`),
  updateLink:
    graphql(`mutation FollowingUpdateLink($w: ID!, $c: ID!, $mode: String, $fields: [String!]) {
    updateCollectionSharedLink(workspaceId: $w, collectionId: $c, mode: $mode, fieldsToShow: $fields) {
      url accessToken mode fieldsToShow } }`),
  resetLink: graphql(`mutation FollowingResetLink($w: ID!, $c: ID!) {
    resetCollectionSharedLink(workspaceId: $w, collectionId: $c) { accessToken } }`),
  productMode: graphql(`query FollowingProductMode($w: ID!, $c: ID!, $p: ID) {
    getProductMode(workspaceId: $w, collectionId: $c, productId: $p) { mode reason } }`),
  tradeShow:
    graphql(`mutation FollowingTradeShow($w: ID!, $c: ID!, $email: String!, $ids: [ID!], $message: String) {
    tradeShowSendEmail(workspaceId: $w, collectionId: $c, email: $email, productIds: $ids, message: $message) }`),
};

/** Any of the calls above. */
// biome-ignore lint/suspicious/noExplicitAny: a call of any result and variables.
export type AnyDocument = TypedDocumentNode<any, any>;
type Document = TypedDocumentNode<unknown, Record<string, unknown>>;

/** The first error's message and code of a call, or undefined when it answered. */
export async function refusal(
  client: ApiClient,
  query: AnyDocument | string,
  variables: Record<string, unknown>,
) {
  const answer =
    typeof query === 'string'
      ? await client.call(query, variables)
      : await client.call(query as Document, variables);
  const error = answer.errors?.[0];
  return error && { message: error.message, code: error.extensions?.code as string | undefined };
}

/**
 * Workspace A (premium) whose owner keeps a collection with one product, and workspace B of
 * another person (its owner follows into it) with a viewer member: the follower side.
 */
export async function followingFixture(app: TestApp, name: string) {
  const a = await collections.collectionsFixture(app, `${name}.a`);
  const collection = await a.create('Track lights');
  const ids = { w: a.w, c: collection.id };
  const product = (
    await a.owner.client.ok(collectionCalls.create, {
      ...ids,
      cells: { manufacturer: 'Lumo', model: 'T-100', productUrl: 'https://lumo.example/t100' },
    })
  ).createEmptyRow as { id: string };
  const b = await collections.collectionsFixture(app, `${name}.b`);
  const bViewer: collections.Person = await b.member('viewer');
  const stranger = await collections.signedUp(app, `${name}.stranger`);
  return { app, a, b, bViewer, stranger, collection, ids, productId: product.id };
}
