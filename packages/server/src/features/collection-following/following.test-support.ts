import type { ApiClient } from '../../../test/support/api-client.ts';
import type { TestApp } from '../../../test/support/test-app.ts';
// biome-ignore lint/style/noRestrictedImports: test helpers shared by the catalogue's features.
import * as collections from '../collections/collections.test-support.ts';
// biome-ignore lint/style/noRestrictedImports: the engine's calls on a collection's products.
import { collectionCalls } from '../schedule/collection.test-support.ts';

/** The calls of following, suggesting and sharing, as the web sends them. */
export const followingCalls = {
  info: `query FollowingCollectionInfo($w: ID!, $c: ID!, $token: String) {
    getLibraryCollectionInfo(workspaceId: $w, collectionId: $c, accessToken: $token) {
      id name myRole editable follow suggested type collectionGroup } }`,
  groups: `query FollowingGroups($w: ID!, $groups: [CollectionGroup!]) {
    listMyCollectionsV2(workspaceId: $w, groups: $groups) { group amount data { id name collectionGroup follow suggested } } }`,
  products: `query FollowingProducts($w: ID!, $c: ID!) {
    listStructuredCollectionRows(workspaceId: $w, collectionId: $c) { data } }`,
  follow: `mutation FollowingFollow($w: ID!, $c: ID!, $token: String) {
    followCollection(workspaceId: $w, collectionId: $c, accessToken: $token) { id myRole follow collectionGroup } }`,
  followV2: `mutation FollowingFollowV2($w: ID!, $c: ID!, $token: String) {
    followCollectionV2(workspaceId: $w, collectionId: $c, accessToken: $token) { id } }`,
  unfollow: `mutation FollowingUnfollow($w: ID!, $c: ID!) { unfollowCollection(workspaceId: $w, collectionId: $c) }`,
  unfollowV2: `mutation FollowingUnfollowV2($w: ID!, $c: ID!) { unfollowCollectionV2(workspaceId: $w, collectionId: $c) }`,
  followed: `query FollowingFollowed($w: ID!) {
    listFollowedCollections(workspaceId: $w) { amount data { id name } }
    listFollowedCollectionsV2(workspaceId: $w) { amount data { id } }
    listFollowedCollectionsLastAccessed(workspaceId: $w) { id } }`,
  isFollowed: `query FollowingIsFollowed($w: ID!, $c: ID!) { isCollectionFollowed(workspaceId: $w, collectionId: $c) }`,
  suggest: `mutation FollowingSuggest($w: ID!, $c: ID!, $email: String!, $message: String, $force: Boolean) {
    suggestCollection(workspaceId: $w, collectionId: $c, email: $email, emailMessage: $message, force: $force) {
      email suggested errorType message } }`,
  suggestions: `query FollowingSuggestions { listMyCollectionSuggestions { nextToken data {
    id collectionId collectionName collection { id myRole collectionGroup } suggestedBy emailMessage status becamePrivate message } } }`,
  ignore: `mutation FollowingIgnore($id: ID!) { ignoreSuggestion(suggestionId: $id) }`,
  copy: `mutation FollowingCopy($w: ID!, $c: ID!, $suggested: Boolean, $token: String) {
    copyCollection(workspaceId: $w, collectionId: $c, suggested: $suggested, accessToken: $token) { id collection { name productsCount } } }`,
  options: `query FollowingOptions($w: ID!, $c: ID!) {
    getCollectionSharingOptions(workspaceId: $w, collectionId: $c) { collectionId type lockedToWorkspace sharedLink { url accessToken } } }`,
  link: `query FollowingLink($w: ID!, $c: ID!) {
    getCollectionSharedLink(workspaceId: $w, collectionId: $c) { url accessToken mode fieldsToShow generatedAt } }`,
  updateOptions: `mutation FollowingUpdateOptions($w: ID!, $c: ID!, $type: CollectionSharingType, $locked: Boolean) {
    updateCollectionSharingOptions(workspaceId: $w, collectionId: $c, type: $type, lockedToWorkspace: $locked) {
      type lockedToWorkspace sharedLink { accessToken } } }`,
  switchType: `mutation FollowingSwitch($w: ID!, $c: ID!, $type: CollectionSharingType!, $enabled: Boolean!) {
    switchTypeSharing(workspaceId: $w, collectionId: $c, type: $type, enabled: $enabled) { type sharedLink { accessToken } } }`,
  updateLink: `mutation FollowingUpdateLink($w: ID!, $c: ID!, $mode: String, $fields: [String!]) {
    updateCollectionSharedLink(workspaceId: $w, collectionId: $c, mode: $mode, fieldsToShow: $fields) {
      url accessToken mode fieldsToShow } }`,
  resetLink: `mutation FollowingResetLink($w: ID!, $c: ID!) {
    resetCollectionSharedLink(workspaceId: $w, collectionId: $c) { accessToken } }`,
  productMode: `query FollowingProductMode($w: ID!, $c: ID!, $p: ID) {
    getProductMode(workspaceId: $w, collectionId: $c, productId: $p) { mode reason } }`,
  tradeShow: `mutation FollowingTradeShow($w: ID!, $c: ID!, $email: String!, $ids: [ID!], $message: String) {
    tradeShowSendEmail(workspaceId: $w, collectionId: $c, email: $email, productIds: $ids, message: $message) }`,
};

/** The first error's message and code of a call, or undefined when it answered. */
export async function refusal(
  client: ApiClient,
  query: string,
  variables: Record<string, unknown>,
) {
  const answer = await client.call(query, variables);
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
