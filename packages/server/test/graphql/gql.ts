/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query CatalogueBenchSearchProducts($w: ID!, $q: String!, $m: SearchMatch, $s: String) {\n  searchProductsV3(workspaceId: $w, query: $q, match: $m, scrollID: $s) {\n    total capped scrollID terms\n    understood { kind text label }\n    data { id collectionId collectionName workspaceId name cells cct cri lengthMm thumbnail relevance }\n  }\n}": typeof types.CatalogueBenchSearchProductsDocument,
    "query CatalogueBenchSearchCollections($w: ID!, $q: String!, $m: SearchMatch) {\n  searchCollectionsV3(workspaceId: $w, query: $q, match: $m) {\n    total capped scrollID terms\n    data { id name description workspaceId productsCount }\n  }\n}": typeof types.CatalogueBenchSearchCollectionsDocument,
    "query CatalogueBenchFloor { systemStatus { version } }": typeof types.CatalogueBenchFloorDocument,
    "mutation CatalogueBenchSignIn($e: String!, $p: String!) {\n  signIn(email: $e, password: $p) { session { accessToken } }\n}": typeof types.CatalogueBenchSignInDocument,
    "mutation CatalogueBenchCreateCollection($w: ID!, $n: String!, $d: String, $k: [String!]) {\n  createCollectionV3(workspaceId: $w, name: $n, description: $d, keywords: $k) { id }\n}": typeof types.CatalogueBenchCreateCollectionDocument,
    "mutation ExportBenchExport($w: ID!, $p: ID!, $f: String!) {\n  fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: $f) { requestId }\n}": typeof types.ExportBenchExportDocument,
    "query ExportBenchGet($r: ID!) {\n  getExportFile(requestId: $r) { status errorMessage }\n}": typeof types.ExportBenchGetDocument,
    "mutation ImportBenchImport($w: ID!, $p: ID!, $key: String!, $mapping: [ImportColumnMapping!]!) {\n  importDocument(workspaceId: $w, projectId: $p, key: $key, mapping: $mapping) { importId }\n}": typeof types.ImportBenchImportDocument,
    "query ImportBenchGet($w: ID!, $id: ID!) {\n  getImportDocument(workspaceId: $w, importId: $id) { status firstError productsUploaded }\n}": typeof types.ImportBenchGetDocument,
    "query ProcessBenchSystemStatus { systemStatus { database } }": typeof types.ProcessBenchSystemStatusDocument,
    "query BenchGeneralSystemStatus { systemStatus { version database pubsub } }": typeof types.BenchGeneralSystemStatusDocument,
    "mutation ScheduleBenchSignIn($e: String!, $p: String!) { signIn(email: $e, password: $p) { session { accessToken } } }": typeof types.ScheduleBenchSignInDocument,
    "query ScheduleBenchRows($p: ID!, $w: ID!, $l: Int, $n: String) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l, nextToken: $n) { data nextToken }\n}": typeof types.ScheduleBenchRowsDocument,
    "query ScheduleBenchFloor { systemStatus { version } }": typeof types.ScheduleBenchFloorDocument,
    "subscription ScheduleBenchOnPutScheduleRow($p: ID!, $w: ID!) { onPutScheduleRow(projectId: $p, workspaceId: $w) { row } }": typeof types.ScheduleBenchOnPutScheduleRowDocument,
    "mutation ScheduleBenchCreateVersion($p: ID!, $w: ID!, $t: String!) {\n  createProjectVersion(projectId: $p, workspaceId: $w, title: $t) { id rowsCount }\n}": typeof types.ScheduleBenchCreateVersionDocument,
    "query ScheduleBenchCompare($p: ID!, $w: ID!, $a: ID!, $b: ID) {\n          compareProjectVersions(projectId: $p, workspaceId: $w, primaryVersionId: $a, secondaryVersionId: $b) {\n            counts { added removed modified unchanged } totals { costDelta }\n          }\n        }": typeof types.ScheduleBenchCompareDocument,
    "query SearchBenchFirstPage($p: ID!, $w: ID!, $q: String!) {\n  searchProjectCells(projectId: $p, workspaceId: $w, query: $q, limit: 100) {\n    scrollID data { rowId }\n  }\n}": typeof types.SearchBenchFirstPageDocument,
    "query SubscribersBenchRows($p: ID!, $w: ID!, $l: Int) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l) { data } }": typeof types.SubscribersBenchRowsDocument,
    "mutation SubscribersBenchUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: JSON, $ver: CellVersion!) {\n  updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"quantity\", value: $v, version: $ver, session: \"bench-editor\") { version }\n}": typeof types.SubscribersBenchUpdateCellDocument,
    "subscription SubscribersBenchOnPutScheduleRow($p: ID!, $w: ID!) { onPutScheduleRow(projectId: $p, workspaceId: $w) { row } }": typeof types.SubscribersBenchOnPutScheduleRowDocument,
    "subscription SubscribersBenchOnProjectAggregation($p: ID!, $w: ID!) { onProjectAggregation(projectId: $p, workspaceId: $w) { totalCost totalPower typeSumValues { type totalCost } } }": typeof types.SubscribersBenchOnProjectAggregationDocument,
    "query AdminCommandsListFeatureFlags { ListFeatureFlags { name enabled value { type integer } } }": typeof types.AdminCommandsListFeatureFlagsDocument,
    "query AdminCommandsListMyWorkspaces { listMyWorkspaces { id } }": typeof types.AdminCommandsListMyWorkspacesDocument,
    "query AdminCommandsGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { status freeLicenses guestLicenseLimit readOnlyMessage } }": typeof types.AdminCommandsGetWorkspaceDocument,
    "query DemoSeedListMyWorkspaces { listMyWorkspaces { id name workspaceType } }": typeof types.DemoSeedListMyWorkspacesDocument,
    "query DemoSeedGetSortedUserProjectsV2($w: ID!) { getSortedUserProjectsV2(workspaceId: $w, orderBy: projectName) { data { title } } }": typeof types.DemoSeedGetSortedUserProjectsV2Document,
    "query ConnectionSystemStatus { systemStatus { database } }": typeof types.ConnectionSystemStatusDocument,
    "query BillingAccessNeedPremium($w: ID!) { isUserNeedPremium(workspaceId: $w) }": typeof types.BillingAccessNeedPremiumDocument,
    "mutation BillingAccessSecond { createWorkspaceV2(name: \"Second\") { id } }": typeof types.BillingAccessSecondDocument,
    "mutation BillingUpdateWorkspaceInfo($w: ID!, $d: String) { updateWorkspaceInfo(workspaceId: $w, description: $d) { id } }": typeof types.BillingUpdateWorkspaceInfoDocument,
    "mutation BillingCreateWorkspace($name: String!) { createWorkspaceV2(name: $name) { id } }": typeof types.BillingCreateWorkspaceDocument,
    "query BillingWorkspace($w: ID!) {\n  getWorkspace(workspaceId: $w) { id workspaceType status premiumLicenses guestLicenseLimit readOnlyMessage paymentRequired type }\n}": typeof types.BillingWorkspaceDocument,
    "query BillingWorkspaceBilling($w: ID!) {\n  getWorkspaceBilling(workspaceId: $w) {\n    provider trialState trialDays usedLicenses includedGuestSeats\n    subscription { id status seats type priceId priceAmount subEnd amountDue }\n    paymentMethod { brand last4 expMonth expYear }\n    paymentManagers { name email }\n    canPay { allowed message }\n    testCards { number behaviour }\n  }\n}": typeof types.BillingWorkspaceBillingDocument,
    "mutation BillingCreateTestPaymentMethod($n: String!, $e: String!, $c: String!) { createTestPaymentMethod(number: $n, expiry: $e, cvc: $c) }": typeof types.BillingCreateTestPaymentMethodDocument,
    "mutation BillingSaveCard($w: ID!, $p: ID!) { saveAndAttachPaymentMethodId(workspaceId: $w, paymentMethodId: $p) { id brand last4 expMonth expYear } }": typeof types.BillingSaveCardDocument,
    "mutation BillingStartTrial($w: ID!, $plan: String) { startWorkspaceTrial(workspaceId: $w, plan: $plan) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }": typeof types.BillingStartTrialDocument,
    "mutation BillingSubscribe($w: ID!, $p: ID!, $q: Int!, $g: Int) { stripeCreateSubscribe(workspaceId: $w, priceId: $p, quantity: $q, guestQuantity: $g) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }": typeof types.BillingSubscribeDocument,
    "mutation BillingChangePlan($w: ID!, $p: ID, $q: Int, $g: Int) { changeSubscriptionPlan(workspaceId: $w, priceId: $p, quantity: $q, guestQuantity: $g) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }": typeof types.BillingChangePlanDocument,
    "mutation BillingConfirm($w: ID!, $c: ID!, $a: Boolean!) { confirmPayment(workspaceId: $w, confirmationId: $c, approve: $a) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }": typeof types.BillingConfirmDocument,
    "mutation BillingPayOpenInvoice($w: ID!) { payOpenInvoice(workspaceId: $w) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }": typeof types.BillingPayOpenInvoiceDocument,
    "mutation BillingCancel($w: ID!) { cancelSubscription(workspaceId: $w) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }": typeof types.BillingCancelDocument,
    "mutation BillingRunTestRenewal($w: ID!) { runTestRenewal(workspaceId: $w) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }": typeof types.BillingRunTestRenewalDocument,
    "query BillingInvoices($w: ID!, $l: Int, $t: String) {\n  getUserInvoices(workspaceId: $w, limit: $l, nextToken: $t) {\n    data { inId number status amountDue amountPaid currency keyToPdf data { description } }\n    nextToken\n  }\n}": typeof types.BillingInvoicesDocument,
    "query BillingSubscriptions($w: ID) { getUserSubscriptions(workspaceId: $w) { workspaceId type status seats priceAmount priceCurrency } }": typeof types.BillingSubscriptionsDocument,
    "query BillingPrices($l: String, $c: String, $f: PriceFilter) { getListPrice(workspaceLicense: $l, currency: $c, filter: $f) { id currency unit_amount metadata { plan licence } recurring { interval } } }": typeof types.BillingPricesDocument,
    "subscription BillingPaymentEvents($w: ID!) { paymentEvents(workspaceId: $w) { workspaceId type message workspaceType workspaceStatus premiumLicenses } }": typeof types.BillingPaymentEventsDocument,
    "query CataloguePeopleGetUserProfile { getUserProfile { id } }": typeof types.CataloguePeopleGetUserProfileDocument,
    "query CataloguePeopleListMyWorkspaces { listMyWorkspaces { id } }": typeof types.CataloguePeopleListMyWorkspacesDocument,
    "query FollowingCollectionInfo($w: ID!, $c: ID!, $token: String) {\n    getLibraryCollectionInfo(workspaceId: $w, collectionId: $c, accessToken: $token) {\n      id name myRole editable follow suggested type collectionGroup } }": typeof types.FollowingCollectionInfoDocument,
    "query FollowingAbilities($w: ID!, $c: ID!, $token: String) {\n    getLibraryCollectionInfo(workspaceId: $w, collectionId: $c, accessToken: $token) { id abilities {\n      follow { allowed reason message } unfollow { allowed reason message } suggest { allowed reason message } } } }": typeof types.FollowingAbilitiesDocument,
    "query FollowingGroupAbilities($w: ID!, $groups: [CollectionGroup!]) {\n    listMyCollectionsV2(workspaceId: $w, groups: $groups) { group data { id abilities {\n      follow { allowed message } unfollow { allowed message } suggest { allowed message } } } } }": typeof types.FollowingGroupAbilitiesDocument,
    "query FollowingGroups($w: ID!, $groups: [CollectionGroup!]) {\n    listMyCollectionsV2(workspaceId: $w, groups: $groups) { group amount data { id name collectionGroup follow suggested } } }": typeof types.FollowingGroupsDocument,
    "query FollowingProducts($w: ID!, $c: ID!) {\n    listStructuredCollectionRows(workspaceId: $w, collectionId: $c) { data } }": typeof types.FollowingProductsDocument,
    "mutation FollowingFollow($w: ID!, $c: ID!, $token: String) {\n    followCollection(workspaceId: $w, collectionId: $c, accessToken: $token) { id myRole follow collectionGroup } }": typeof types.FollowingFollowDocument,
    "mutation FollowingFollowV2($w: ID!, $c: ID!, $token: String) {\n    followCollectionV2(workspaceId: $w, collectionId: $c, accessToken: $token) { id } }": typeof types.FollowingFollowV2Document,
    "mutation FollowingUnfollow($w: ID!, $c: ID!) { unfollowCollection(workspaceId: $w, collectionId: $c) }": typeof types.FollowingUnfollowDocument,
    "mutation FollowingUnfollowV2($w: ID!, $c: ID!) { unfollowCollectionV2(workspaceId: $w, collectionId: $c) }": typeof types.FollowingUnfollowV2Document,
    "query FollowingFollowed($w: ID!) {\n    listFollowedCollections(workspaceId: $w) { amount data { id name } }\n    listFollowedCollectionsV2(workspaceId: $w) { amount data { id } }\n    listFollowedCollectionsLastAccessed(workspaceId: $w) { id } }": typeof types.FollowingFollowedDocument,
    "subscription FollowingOnCollectionChanged($w: ID!) {\n    onCollectionChanged(workspaceId: $w) { collectionId status collection { name myRole collectionGroup } } }": typeof types.FollowingOnCollectionChangedDocument,
    "mutation FollowingRename($w: ID!, $c: ID!, $name: String!) {\n    updateCollection(workspaceId: $w, collectionId: $c, name: $name) { id } }": typeof types.FollowingRenameDocument,
    "query FollowingWorkspacesWithCollection($c: ID!) {\n    listWorkspacesWithCollection(collectionId: $c) { id } }": typeof types.FollowingWorkspacesWithCollectionDocument,
    "query FollowingIsFollowed($w: ID!, $c: ID!) { isCollectionFollowed(workspaceId: $w, collectionId: $c) }": typeof types.FollowingIsFollowedDocument,
    "mutation FollowingSuggest($w: ID!, $c: ID!, $email: String!, $message: String, $force: Boolean) {\n    suggestCollection(workspaceId: $w, collectionId: $c, email: $email, emailMessage: $message, force: $force) {\n      email suggested errorType message } }": typeof types.FollowingSuggestDocument,
    "query FollowingSuggestions { listMyCollectionSuggestions { nextToken data {\n    id collectionId collectionName collection { id myRole collectionGroup } suggestedBy emailMessage status becamePrivate message } } }": typeof types.FollowingSuggestionsDocument,
    "mutation FollowingIgnore($id: ID!) { ignoreSuggestion(suggestionId: $id) }": typeof types.FollowingIgnoreDocument,
    "mutation FollowingCopy($w: ID!, $c: ID!, $suggested: Boolean, $token: String) {\n    copyCollection(workspaceId: $w, collectionId: $c, suggested: $suggested, accessToken: $token) { id collection { name productsCount } } }": typeof types.FollowingCopyDocument,
    "query FollowingOptions($w: ID!, $c: ID!) {\n    getCollectionSharingOptions(workspaceId: $w, collectionId: $c) { collectionId type lockedToWorkspace sharedLink { url accessToken } } }": typeof types.FollowingOptionsDocument,
    "query FollowingLink($w: ID!, $c: ID!) {\n    getCollectionSharedLink(workspaceId: $w, collectionId: $c) { url accessToken mode fieldsToShow generatedAt } }": typeof types.FollowingLinkDocument,
    "mutation FollowingUpdateOptions($w: ID!, $c: ID!, $type: CollectionSharingType, $locked: Boolean) {\n    updateCollectionSharingOptions(workspaceId: $w, collectionId: $c, type: $type, lockedToWorkspace: $locked) {\n      type lockedToWorkspace sharedLink { accessToken } } }": typeof types.FollowingUpdateOptionsDocument,
    "mutation FollowingSwitch($w: ID!, $c: ID!, $type: CollectionSharingType!, $enabled: Boolean!) {\n    switchTypeSharing(workspaceId: $w, collectionId: $c, type: $type, enabled: $enabled) { type sharedLink { accessToken } } }": typeof types.FollowingSwitchDocument,
    "mutation FollowingUpdateLink($w: ID!, $c: ID!, $mode: String, $fields: [String!]) {\n    updateCollectionSharedLink(workspaceId: $w, collectionId: $c, mode: $mode, fieldsToShow: $fields) {\n      url accessToken mode fieldsToShow } }": typeof types.FollowingUpdateLinkDocument,
    "mutation FollowingResetLink($w: ID!, $c: ID!) {\n    resetCollectionSharedLink(workspaceId: $w, collectionId: $c) { accessToken } }": typeof types.FollowingResetLinkDocument,
    "query FollowingProductMode($w: ID!, $c: ID!, $p: ID) {\n    getProductMode(workspaceId: $w, collectionId: $c, productId: $p) { mode reason } }": typeof types.FollowingProductModeDocument,
    "mutation FollowingTradeShow($w: ID!, $c: ID!, $email: String!, $ids: [ID!], $message: String) {\n    tradeShowSendEmail(workspaceId: $w, collectionId: $c, email: $email, productIds: $ids, message: $message) }": typeof types.FollowingTradeShowDocument,
    "subscription CollectionsOnCollectionChanged($w: ID!, $c: ID) {\n  onCollectionChanged(workspaceId: $w, collectionId: $c) {\n    collectionId status productsCount collection { name myRole } } }": typeof types.CollectionsOnCollectionChangedDocument,
    "mutation CollectionsCreateComment($w: ID!, $c: ID!, $message: String!) {\n  createComment(input: { workspaceId: $w, resourceType: collection, resourceId: $c, message: $message }) { id message } }": typeof types.CollectionsCreateCommentDocument,
    "query CollectionsListComments($w: ID!, $c: ID!) {\n  listComments(workspaceId: $w, resourceType: collection, resourceId: $c) { items { message } } }": typeof types.CollectionsListCommentsDocument,
    "query CollectionsGetMyRolesInResource($w: ID!, $c: ID!) {\n  getMyRolesInResource(workspaceId: $w, resourceType: collection, resourceId: $c) {\n    workspaceRole resourceRole role }\n  getResourcePermission(workspaceId: $w, resourceType: collection, resourceId: $c) {\n    type allowed managePermissions { allowed } } }": typeof types.CollectionsGetMyRolesInResourceDocument,
    "mutation CollectionsAddProduct($c: ID, $w: ID!, $cells: JSON) { createEmptyRow(collectionId: $c, workspaceId: $w, cells: $cells) }": typeof types.CollectionsAddProductDocument,
    "query CollectionsProducts($c: ID, $w: ID!) {\n  getStructuredScheduleRows(collectionId: $c, workspaceId: $w) { data } }": typeof types.CollectionsProductsDocument,
    "fragment CollectionFields on Collection {\n  id name description keywords libraryId workspaceId creator author location productsCount\n  productsLimit type publish status collectionGroup myRole editable commentsUnread\n  createdDate lastModified lastAccessed\n  members { type isPending userInfo { id email } }\n  pictures { id key filename }\n  abilities { update { allowed reason } delete { allowed reason message } share { allowed reason }\n    addProducts { allowed } copy { allowed reason message } manageLibraries { allowed } }\n}": typeof types.CollectionFieldsFragmentDoc,
    "mutation CollectionsCreateCollectionV3($w: ID!, $l: ID, $name: String!, $description: String, $keywords: [String!], $location: String) {\n  createCollectionV3(workspaceId: $w, libraryId: $l, name: $name, description: $description, keywords: $keywords, location: $location) { ...CollectionFields } }": typeof types.CollectionsCreateCollectionV3Document,
    "mutation CollectionsCreateCollection($w: ID!, $l: ID, $name: String!) {\n  createCollection(workspaceId: $w, libraryId: $l, name: $name) { id name libraryId } }": typeof types.CollectionsCreateCollectionDocument,
    "mutation CollectionsUpdateCollection($w: ID!, $c: ID!, $name: String, $description: String, $keywords: [String!]) {\n  updateCollection(workspaceId: $w, collectionId: $c, name: $name, description: $description, keywords: $keywords) { id name description keywords } }": typeof types.CollectionsUpdateCollectionDocument,
    "mutation CollectionsDeleteCollection($w: ID!, $c: ID!) {\n  deleteCollection(workspaceId: $w, collectionId: $c) }": typeof types.CollectionsDeleteCollectionDocument,
    "mutation CollectionsCopyCollection($w: ID!, $c: ID!, $l: ID) {\n  copyCollection(workspaceId: $w, collectionId: $c, libraryId: $l) { id collection { ...CollectionFields } } }": typeof types.CollectionsCopyCollectionDocument,
    "query CollectionsGetLibraryCollectionInfo($w: ID!, $c: ID!) {\n  getLibraryCollectionInfo(workspaceId: $w, collectionId: $c) { ...CollectionFields } }": typeof types.CollectionsGetLibraryCollectionInfoDocument,
    "query CollectionsListMyCollectionsV2($w: ID!, $l: ID, $groups: [CollectionGroup!], $sort: CollectionSort, $direction: SortDirection, $limit: Int, $next: String) {\n  listMyCollectionsV2(workspaceId: $w, libraryId: $l, groups: $groups, sort: $sort, direction: $direction, limit: $limit, nextToken: $next) {\n    group amount nextToken data { id name collectionGroup } } }": typeof types.CollectionsListMyCollectionsV2Document,
    "query CollectionsRecent($w: ID!, $limit: Int) {\n  listResentlyCollections(workspaceId: $w, limit: $limit) { id name }\n  listRecentCollectionsV2(workspaceId: $w, limit: $limit) { amount nextToken data { id name lastAccessed } } }": typeof types.CollectionsRecentDocument,
    "fragment CollectionPermissionResultFields on CataloguePermissionResult {\n  id invited wrongEmails members { type isPending workspaceRole userInfo { id email } } }": typeof types.CollectionPermissionResultFieldsFragmentDoc,
    "query CollectionsGetCollectionMembers($w: ID!, $c: ID!) {\n  getCollectionMembers(workspaceId: $w, collectionId: $c) { type userInfo { id email } } }": typeof types.CollectionsGetCollectionMembersDocument,
    "mutation CollectionsShareCollection($w: ID!, $c: ID!, $permissions: [CataloguePermissionInput!]!) {\n  shareCollection(workspaceId: $w, collectionId: $c, permissions: $permissions) { ...CollectionPermissionResultFields } }": typeof types.CollectionsShareCollectionDocument,
    "mutation CollectionsUpdateCollectionPermission($w: ID!, $c: ID!, $permissions: [CataloguePermissionInput!]!) {\n  updateCollectionPermission(workspaceId: $w, collectionId: $c, permissions: $permissions) { ...CollectionPermissionResultFields } }": typeof types.CollectionsUpdateCollectionPermissionDocument,
    "mutation CollectionsDeleteCollectionPermission($w: ID!, $c: ID!, $userIds: [ID!]!) {\n  deleteCollectionPermission(workspaceId: $w, collectionId: $c, userIds: $userIds) { ...CollectionPermissionResultFields } }": typeof types.CollectionsDeleteCollectionPermissionDocument,
    "mutation CollectionsInviteUserToCollection($w: ID!, $c: ID!, $invites: [CatalogueInviteInput!]!, $message: String) {\n  inviteUserToCollection(workspaceId: $w, collectionId: $c, invites: $invites, emailMessage: $message) { ...CollectionPermissionResultFields } }": typeof types.CollectionsInviteUserToCollectionDocument,
    "query CollectionsListWorkspacesWithCollection($c: ID!) {\n  listWorkspacesWithCollection(collectionId: $c) { id name } }": typeof types.CollectionsListWorkspacesWithCollectionDocument,
    "query CollectionsListCollectionPhotos($w: ID!, $c: ID!) {\n  listCollectionPhotos(workspaceId: $w, collectionId: $c) { id key filename type size url thumbnails { small } createdBy } }": typeof types.CollectionsListCollectionPhotosDocument,
    "query CollectionsGetCollectionPhotoInfo($w: ID!, $c: ID!, $p: ID!) {\n  getCollectionPhotoInfo(workspaceId: $w, collectionId: $c, photoId: $p) { id key filename } }": typeof types.CollectionsGetCollectionPhotoInfoDocument,
    "mutation CollectionsDeclareCollectionPhoto($w: ID!, $c: ID!, $key: String!) {\n  declareCollectionPhoto(workspaceId: $w, collectionId: $c, key: $key) { id key filename type } }": typeof types.CollectionsDeclareCollectionPhotoDocument,
    "mutation CollectionsDeleteCollectionPhotos($w: ID!, $c: ID!, $ids: [ID!]!) {\n  deleteCollectionPhotos(workspaceId: $w, collectionId: $c, photoIds: $ids) }": typeof types.CollectionsDeleteCollectionPhotosDocument,
    "mutation AttachToComment($w: ID!, $id: ID!, $keys: [String!]!) {\n  attachToComment(workspaceId: $w, commentId: $id, attachments: $keys) { commentType attachments { key filename } } }": typeof types.AttachToCommentDocument,
    "query GetAttachmentInfo($w: ID!, $key: String!) {\n  getAttachmentInfo(workspaceId: $w, key: $key) { key filename size type url thumbnails previewKind } }": typeof types.GetAttachmentInfoDocument,
    "mutation DeclareUserAttachement($w: ID!, $p: ID!, $key: String!) {\n  declareUserAttachement(workspaceId: $w, resourceType: project, resourceId: $p, key: $key) { key previewKind } }": typeof types.DeclareUserAttachementDocument,
    "mutation ReadAllResourceComments($w: ID!, $p: ID!, $row: ID) {\n  readAllResourceComments(workspaceId: $w, resourceType: project, resourceId: $p, rowId: $row) { commentsUnread hideResolvedComments } }": typeof types.ReadAllResourceCommentsDocument,
    "mutation CommentStateApiSetSlant($w: ID!, $p: ID!, $row: ID!) {\n  setSlant(workspaceId: $w, projectId: $p, rowId: $row) { id commentsAmount commentsUnread unreadMessageIDs } }": typeof types.CommentStateApiSetSlantDocument,
    "mutation SetUserSlant($w: ID!, $p: ID!, $row: ID!, $ids: [ID!]!, $read: Boolean!) {\n  setUserSlant(workspaceId: $w, projectId: $p, rowId: $row, commentIds: $ids, read: $read) { commentsAmount commentsUnread unreadMessageIDs } }": typeof types.SetUserSlantDocument,
    "query ListSlants($w: ID!, $p: ID!, $next: String) {\n  listSlants(workspaceId: $w, projectId: $p, nextToken: $next) { items { rowId commentsAmount commentsUnread } nextToken } }": typeof types.ListSlantsDocument,
    "query GetCommentCellPointers($w: ID!, $p: ID!, $row: ID) {\n  getCommentCellPointers(workspaceId: $w, projectId: $p, rowId: $row) { rowId cellPointer commentsAmount commentsUnread } }": typeof types.GetCommentCellPointersDocument,
    "mutation ToggleResolvedComments($w: ID!, $ids: [ID!]!, $resolved: Boolean!) {\n  toggleResolvedComments(workspaceId: $w, commentIds: $ids, resolved: $resolved) { id resolved resolvedBy { id } } }": typeof types.ToggleResolvedCommentsDocument,
    "mutation ToggleResolvedResourceComments($w: ID!, $p: ID!, $hide: Boolean!) {\n  toggleResolvedResourceComments(workspaceId: $w, resourceType: project, resourceId: $p, hideResolved: $hide) { commentsUnread hideResolvedComments } }": typeof types.ToggleResolvedResourceCommentsDocument,
    "subscription CommentsLiveOnCommentChanged($w: ID!, $p: ID!) { onCommentChanged(workspaceId: $w, resourceType: project, resourceId: $p) { id message status read creator { id } } }": typeof types.CommentsLiveOnCommentChangedDocument,
    "subscription OnSlantChanged($workspaceId: ID!, $projectId: ID!) { onSlantChanged(workspaceId: $workspaceId, projectId: $projectId) { id rowId commentsAmount commentsUnread unreadMessageIDs } }": typeof types.OnSlantChangedDocument,
    "subscription OnUnreadCommentsChanged($w: ID!, $p: ID!) { onUnreadCommentsChanged(workspaceId: $w, resourceType: project, resourceId: $p) { commentsUnread hideResolvedComments } }": typeof types.OnUnreadCommentsChangedDocument,
    "mutation SetSlant($w: ID!, $p: ID!, $r: ID!) { setSlant(workspaceId: $w, projectId: $p, rowId: $r) { id } }": typeof types.SetSlantDocument,
    "subscription CommentsLiveOnCommentPrivacy($w: ID!, $p: ID!) { onCommentChanged(workspaceId: $w, resourceType: project, resourceId: $p) { id status privacy } }": typeof types.CommentsLiveOnCommentPrivacyDocument,
    "subscription CommentsLiveOnSlantCount($w: ID!, $p: ID!) { onSlantChanged(workspaceId: $w, projectId: $p) { commentsAmount } }": typeof types.CommentsLiveOnSlantCountDocument,
    "subscription OnNotification { onNotification { kind excerpt commentId actor { id } } }": typeof types.OnNotificationDocument,
    "subscription OnCommentChanged($workspaceId: ID!, $resourceId: ID!) { onCommentChanged(workspaceId: $workspaceId, resourceType: project, resourceId: $resourceId) { id } }": typeof types.OnCommentChangedDocument,
    "fragment CommentFields on Comment {\n  id commentId resourceType resourceId tableId tableType type rowId\n  cellPointer message commentType privacy status resolved read createdDate dateModified\n  mentioned { id name email } attachments { key filename size type url thumbnails }\n  resolvedBy { id } creator { id name email }\n  viewerCan { edit { allowed message } delete { allowed message } resolve { allowed } }\n}": typeof types.CommentFieldsFragmentDoc,
    "mutation CommentsCreateComment($input: CreateCommentInput!) {\n  createComment(input: $input) { ...CommentFields } }": typeof types.CommentsCreateCommentDocument,
    "mutation CommentsEditComment($input: EditCommentInput!) {\n  editComment(input: $input) { ...CommentFields } }": typeof types.CommentsEditCommentDocument,
    "mutation CommentsDeleteComment($w: ID!, $id: ID!) {\n  deleteComment(workspaceId: $w, commentId: $id) { id status } }": typeof types.CommentsDeleteCommentDocument,
    "query CommentsGetComment($w: ID!, $id: ID!) {\n  getComment(workspaceId: $w, commentId: $id) { ...CommentFields } }": typeof types.CommentsGetCommentDocument,
    "query CommentsListComments($w: ID!, $p: ID!, $row: ID, $cell: String, $type: CommentKind, $limit: Int, $next: String, $all: Boolean) {\n  listComments(workspaceId: $w, resourceType: project, resourceId: $p, rowId: $row, cellPointer: $cell, type: $type, limit: $limit, nextToken: $next, includeResolved: $all) {\n    items { id message status resolved read privacy } nextToken } }": typeof types.CommentsListCommentsDocument,
    "query CommentsGetSlants($w: ID!, $p: ID!, $rows: [ID!]!) {\n  getSlants(workspaceId: $w, projectId: $p, rowIds: $rows) { id rowId commentsAmount commentsUnread unreadMessageIDs } }": typeof types.CommentsGetSlantsDocument,
    "query CommentsGetResourceCommentsState($w: ID!, $p: ID!) {\n  getResourceCommentsState(workspaceId: $w, resourceType: project, resourceId: $p) { commentsUnread hideResolvedComments } }": typeof types.CommentsGetResourceCommentsStateDocument,
    "query GetUserProfile { getUserProfile { id } }": typeof types.GetUserProfileDocument,
    "query SearchCommentMentions($w: ID!, $p: ID!, $s: String!) {\n  searchCommentMentions(workspaceId: $w, resourceType: project, resourceId: $p, search: $s) { id name email } }": typeof types.SearchCommentMentionsDocument,
    "query GetRowFollowers($w: ID!, $p: ID!, $row: ID!) {\n  getRowFollowers(workspaceId: $w, projectId: $p, rowId: $row) { userId email } }": typeof types.GetRowFollowersDocument,
    "mutation AddRowFollower($w: ID!, $p: ID!, $row: ID!, $u: ID!) {\n  addRowFollower(workspaceId: $w, projectId: $p, rowId: $row, userId: $u) { userId } }": typeof types.AddRowFollowerDocument,
    "mutation DeleteRowFollower($w: ID!, $p: ID!, $row: ID!, $u: ID!) {\n  deleteRowFollower(workspaceId: $w, projectId: $p, rowId: $row, userId: $u) { userId } }": typeof types.DeleteRowFollowerDocument,
    "query MyNotifications($next: String, $limit: Int) {\n  myNotifications(nextToken: $next, limit: $limit) {\n    items { id kind read actor { id } workspaceId resourceType resourceId resourceName rowId cellPointer commentId excerpt }\n    nextToken unreadCount } }": typeof types.MyNotificationsDocument,
    "mutation MarkNotificationsRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }": typeof types.MarkNotificationsReadDocument,
    "mutation ExportsApiExport(\n  $w: ID!, $p: ID!, $format: String, $type: String, $view: ID, $version: ID, $a: ID, $b: ID,\n  $columns: [String!], $tags: [String!], $template: String, $filters: [CustomColumnFilterInput!]\n) {\n  fileExporterInvoke(\n    workspaceId: $w, projectId: $p, fileFormat: $format, exportType: $type, viewId: $view,\n    versionId: $version, primaryVersionId: $a, secondaryVersionId: $b, columns: $columns,\n    filterTags: $tags, templateName: $template, customColumnFilters: $filters\n  ) {\n    requestId\n    file { requestId fileId status progress downloadFileName fileFormat exportType expiresAt }\n  }\n}": typeof types.ExportsApiExportDocument,
    "query ExportsApiGetExport($r: ID, $f: ID) {\n  getExportFile(requestId: $r, fileId: $f) {\n    requestId fileId status progress error errorMessage url previewUrl downloadFileName\n    downloadPdfName pdfName bucketName username createdAt expiresAt\n  }\n}": typeof types.ExportsApiGetExportDocument,
    "query ExportsApiListExports($w: ID!, $p: ID!) {\n  listExportFiles(workspaceId: $w, projectId: $p) { requestId status }\n}": typeof types.ExportsApiListExportsDocument,
    "mutation ExportsApiSaveView($w: ID!, $p: ID!, $n: String!, $s: JSON) {\n  saveCustomView(workspaceId: $w, projectId: $p, name: $n, settings: $s) { id }\n}": typeof types.ExportsApiSaveViewDocument,
    "mutation ExportsApiHideRows($w: ID!, $p: ID!, $rows: [ID!]!) {\n  setRowsVisibility(workspaceId: $w, projectId: $p, rowIds: $rows, visible: false)\n}": typeof types.ExportsApiHideRowsDocument,
    "mutation ExportsApiCreateVersion($w: ID!, $p: ID!, $t: String!) {\n  createProjectVersion(workspaceId: $w, projectId: $p, title: $t) { id }\n}": typeof types.ExportsApiCreateVersionDocument,
    "subscription ExportsApiNotify($r: ID!) { notifyExportFiles(requestId: $r) { requestId status url previewUrl } }": typeof types.ExportsApiNotifyDocument,
    "query GetFileLinks($w: ID!, $p: ID!, $keys: [String!]!) {\n  getFileLinks(workspaceId: $w, projectId: $p, keys: $keys) {\n    key url expiresAt thumbnails { small medium large full } } }": typeof types.GetFileLinksDocument,
    "mutation DeleteWorkspaceMembership($w: ID!, $u: ID!) {\n  deleteWorkspaceMembership(workspaceId: $w, userId: $u) }": typeof types.DeleteWorkspaceMembershipDocument,
    "mutation CreateEmptyRow($p: ID!, $w: ID!, $cells: JSON) { createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells) }": typeof types.CreateEmptyRowDocument,
    "mutation FileLinksApiUpdateUserProfile($key: String) { updateUserProfile(input: { picture: $key }) { id } }": typeof types.FileLinksApiUpdateUserProfileDocument,
    "query FileLinksApiListUsersInWorkspace($w: ID!) { listUsersInWorkspace(workspaceId: $w) { data { email picture { url thumbnails { small } } } } }": typeof types.FileLinksApiListUsersInWorkspaceDocument,
    "query Search($query: String!, $limit: Int) {\n  searchAddress(query: $query, limit: $limit) {\n    formatted_address\n    geometry { location { lat lng } }\n    address_components { long_name short_name types }\n  }\n}": typeof types.SearchDocument,
    "mutation CompleteNewPassword($t: String!, $p: String!) {\n  completeNewPassword(challengeToken: $t, newPassword: $p) { accessToken user { email } }\n}": typeof types.CompleteNewPasswordDocument,
    "mutation AccountClaimsApiInviteToWorkspace($w: ID!, $m: [WorkspaceInviteInput!]!) {\n  inviteToWorkspace(workspaceId: $w, members: $m) { results { email status } }\n}": typeof types.AccountClaimsApiInviteToWorkspaceDocument,
    "query ListMyWorkspaces { listMyWorkspaces { id name } }": typeof types.ListMyWorkspacesDocument,
    "query IdentityApiGetUserProfile { getUserProfile { email profileComplete } }": typeof types.IdentityApiGetUserProfileDocument,
    "mutation SignOut { signOut }": typeof types.SignOutDocument,
    "mutation ChangePassword { changePassword(currentPassword: \"nope12345\", newPassword: \"newer-pass-1\") { accessToken } }": typeof types.ChangePasswordDocument,
    "mutation IdentityApiChangePassword($currentPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: \"newer-pass-1\") { accessToken } }": typeof types.IdentityApiChangePasswordDocument,
    "mutation IdentityApiCompleteNewPassword($t: String!) { completeNewPassword(challengeToken: $t, newPassword: \"my-own-pass-2\") { accessToken user { email } } }": typeof types.IdentityApiCompleteNewPasswordDocument,
    "mutation UpdateUserProfile($input: UpdateUserProfileInput!) {\n  updateUserProfile(input: $input) {\n    name company location projectTeamRole profileComplete\n    picture { key url thumbnails { small full } }\n  }\n}": typeof types.UpdateUserProfileDocument,
    "query GetUserCountryCode { getUserCountryCode }": typeof types.GetUserCountryCodeDocument,
    "query GetUserProfileByEmail($e: String!) { getUserProfileByEmail(email: $e) { name company } }": typeof types.GetUserProfileByEmailDocument,
    "query ProfileApiListMyWorkspaces { listMyWorkspaces { id } }": typeof types.ProfileApiListMyWorkspacesDocument,
    "mutation ProfileApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e }]) { usedLicenses } }": typeof types.ProfileApiInviteToWorkspaceDocument,
    "subscription SystemPulse { systemPulse { at serverId } }": typeof types.SystemPulseDocument,
    "mutation SessionEndRename { updateUserProfile(input: { name: \"Renamed\" }) { name } }": typeof types.SessionEndRenameDocument,
    "mutation SessionEndApiSignOut { signOut }": typeof types.SessionEndApiSignOutDocument,
    "mutation SessionEndApiChangePassword($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { accessToken } }": typeof types.SessionEndApiChangePasswordDocument,
    "mutation ResetPassword($e: String!) { resetPassword(email: $e) { email } }": typeof types.ResetPasswordDocument,
    "mutation SessionEndApiConfirmResetPassword($e: String!, $c: String!, $n: String!) { confirmResetPassword(email: $e, code: $c, newPassword: $n) }": typeof types.SessionEndApiConfirmResetPasswordDocument,
    "mutation ConfirmResetPassword($e: String!, $c: String!) {\n    confirmResetPassword(email: $e, code: $c, newPassword: \"brand-new-pass-1\")\n  }": typeof types.ConfirmResetPasswordDocument,
    "subscription ImportsApiWatch($w: ID!, $id: ID!) {\n  subscribeImportDocument(workspaceId: $w, importId: $id) { importId status rowsRead productsUploaded }\n}": typeof types.ImportsApiWatchDocument,
    "query ImportsApiTemplate($w: ID!, $p: ID, $c: ID, $format: String) {\n  getTemplateUrl(workspaceId: $w, projectId: $p, collectionId: $c, format: $format)\n}": typeof types.ImportsApiTemplateDocument,
    "query ImportsApiPreview($w: ID!, $key: String!, $p: ID, $c: ID, $sheet: String) {\n  previewImportDocument(workspaceId: $w, key: $key, projectId: $p, collectionId: $c, sheetName: $sheet) {\n    key fileName format sheetName delimiter headerRow rowsCount rows\n    columns { index header samples columnId guessedBy }\n    targetColumns { id name type }\n  }\n}": typeof types.ImportsApiPreviewDocument,
    "mutation ImportsApiImport($w: ID!, $key: String!, $p: ID, $c: ID, $sheet: String, $mapping: [ImportColumnMapping!]!) {\n  importDocument(workspaceId: $w, key: $key, projectId: $p, collectionId: $c, sheetName: $sheet, mapping: $mapping) {\n    importId status rowsRead productsUploaded errorsCount\n  }\n}": typeof types.ImportsApiImportDocument,
    "query ImportsApiGetImport($w: ID!, $id: ID!) {\n  getImportDocument(workspaceId: $w, importId: $id) {\n    importId status rowsRead rowsCount productsUploaded errorsCount firstError\n    errors { row columnId value message }\n  }\n}": typeof types.ImportsApiGetImportDocument,
    "fragment LibraryFields on Library {\n  id workspaceId name description keywords kind docType status collectionCount creator myRole\n  createdAt lastModified\n  members { type isPending userInfo { id email } }\n  abilities { update { allowed reason } delete { allowed reason message } share { allowed reason }\n    addProducts { allowed } copy { allowed } manageLibraries { allowed } }\n}": typeof types.LibraryFieldsFragmentDoc,
    "query LibrariesListLibraries($w: ID!, $sort: LibrarySort, $direction: SortDirection, $limit: Int, $next: String) {\n  listLibraries(workspaceId: $w, sort: $sort, direction: $direction, limit: $limit, nextToken: $next) {\n    data { id name kind } amount nextToken } }": typeof types.LibrariesListLibrariesDocument,
    "query LibrariesListMyLibraries($w: ID!, $limit: Int, $next: String) {\n  listMyLibraries(workspaceId: $w, limit: $limit, nextToken: $next) { data { id name } amount nextToken } }": typeof types.LibrariesListMyLibrariesDocument,
    "query LibrariesGetLibrary($w: ID!, $l: ID!) {\n  getLibrary(workspaceId: $w, libraryId: $l) { ...LibraryFields } }": typeof types.LibrariesGetLibraryDocument,
    "query LibrariesGetLibraryInfo($w: ID!, $l: ID!) {\n  getLibraryInfo_v2(workspaceId: $w, libraryId: $l) { id name collectionCount } }": typeof types.LibrariesGetLibraryInfoDocument,
    "query LibrariesListLibrariesWithCollection($w: ID!, $c: ID!) {\n  listLibrariesWithCollection(workspaceId: $w, collectionId: $c) { id name kind } }": typeof types.LibrariesListLibrariesWithCollectionDocument,
    "mutation LibrariesCreateLibrary($w: ID!, $name: String!, $description: String, $keywords: [String!]) {\n  createLibrary(workspaceId: $w, name: $name, description: $description, keywords: $keywords) { ...LibraryFields } }": typeof types.LibrariesCreateLibraryDocument,
    "mutation LibrariesCreateLibraryV2($w: ID!, $name: String!, $description: String, $keywords: [String!]) {\n  createLibraryV2(workspaceId: $w, name: $name, description: $description, keywords: $keywords) { id name description keywords } }": typeof types.LibrariesCreateLibraryV2Document,
    "mutation LibrariesUpdateLibrary($w: ID!, $l: ID!, $name: String, $description: String, $keywords: [String!]) {\n  updateLibrary(workspaceId: $w, libraryId: $l, name: $name, description: $description, keywords: $keywords) { id name description keywords lastModified } }": typeof types.LibrariesUpdateLibraryDocument,
    "mutation LibrariesDeleteLibrary($w: ID!, $l: ID!) {\n  deleteLibrary(workspaceId: $w, libraryId: $l) }": typeof types.LibrariesDeleteLibraryDocument,
    "fragment LibraryPermissionResultFields on CataloguePermissionResult {\n  id invited wrongEmails members { type isPending workspaceRole userInfo { id email } } }": typeof types.LibraryPermissionResultFieldsFragmentDoc,
    "mutation LibrariesShareLibrary($w: ID!, $l: ID!, $permissions: [CataloguePermissionInput!]!) {\n  shareLibrary(workspaceId: $w, libraryId: $l, permissions: $permissions) { ...LibraryPermissionResultFields } }": typeof types.LibrariesShareLibraryDocument,
    "mutation LibrariesUpdateLibraryPermission($w: ID!, $l: ID!, $permissions: [CataloguePermissionInput!]!) {\n  updateLibraryPermission(workspaceId: $w, libraryId: $l, permissions: $permissions) { ...LibraryPermissionResultFields } }": typeof types.LibrariesUpdateLibraryPermissionDocument,
    "mutation LibrariesInviteUserToLibrary($w: ID!, $l: ID!, $invites: [CatalogueInviteInput!]!, $message: String) {\n  inviteUserToLibrary(workspaceId: $w, libraryId: $l, invites: $invites, emailMessage: $message) { ...LibraryPermissionResultFields } }": typeof types.LibrariesInviteUserToLibraryDocument,
    "mutation LibrariesDeleteLibraryPermission($w: ID!, $l: ID!, $userIds: [ID!]!) {\n  deleteLibraryPermission(workspaceId: $w, libraryId: $l, userIds: $userIds) { ...LibraryPermissionResultFields } }": typeof types.LibrariesDeleteLibraryPermissionDocument,
    "query LibrariesGetWorkspaceSectionSettings($w: ID!, $l: ID) {\n  getWorkspaceSectionSettings(workspaceId: $w, libraryId: $l) { collectionsSectionsOrder collapsed } }": typeof types.LibrariesGetWorkspaceSectionSettingsDocument,
    "mutation LibrariesChangeSectionState($w: ID!, $l: ID, $section: String!, $expanded: Boolean!) {\n  changeSectionState(workspaceId: $w, resourceType: \"collections\", libraryId: $l, sectionId: $section, expanded: $expanded) { collectionsSectionsOrder collapsed } }": typeof types.LibrariesChangeSectionStateDocument,
    "mutation LibrariesReorderSections($w: ID!, $l: ID, $order: [String!]!) {\n  reorderSections(workspaceId: $w, libraryId: $l, collectionsSectionsOrder: $order) { collectionsSectionsOrder collapsed } }": typeof types.LibrariesReorderSectionsDocument,
    "mutation LibrariesAddCollectionToLibrary($w: ID!, $c: ID!, $l: ID!) {\n  addCollectionToLibrary(workspaceId: $w, collectionId: $c, libraryId: $l) { id name libraryId } }": typeof types.LibrariesAddCollectionToLibraryDocument,
    "mutation LibrariesRemoveCollectionFromLibrary($w: ID!, $c: ID!, $l: ID!) {\n  removeCollectionFromLibrary(workspaceId: $w, collectionId: $c, libraryId: $l) { id name libraryId } }": typeof types.LibrariesRemoveCollectionFromLibraryDocument,
    "query LibrariesListCustomLibraryCollections($w: ID!, $l: ID!, $sort: CollectionSort, $direction: SortDirection, $limit: Int, $next: String) {\n  listCustomLibraryCollections(workspaceId: $w, libraryId: $l, sort: $sort, direction: $direction, limit: $limit, nextToken: $next) {\n    data { id name libraryId } amount nextToken } }": typeof types.LibrariesListCustomLibraryCollectionsDocument,
    "mutation LibraryPermissionsCreateProject($w: ID!) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Shared hotel\",\n    address: { formatted_address: \"Toronto, Ontario, Canada\" }) { id } }": typeof types.LibraryPermissionsCreateProjectDocument,
    "mutation LibraryPermissionsManagePermission($w: ID!, $p: ID!,\n  $invite: [ProjectInviteInput!], $remove: [ProjectPermissionRemoval!]) {\n  managePermission(workspaceId: $w, projectId: $p, inviteUserToProject: $invite,\n    deletePermission: $remove) { projectId } }": typeof types.LibraryPermissionsManagePermissionDocument,
    "mutation ProcoreExportSchedule($w: ID!, $p: ID!, $format: String, $a: ID!, $c: ID!, $pp: ID!, $f: ID) {\n  exportScheduleToProcore(workspaceId: $w, projectId: $p, fileFormat: $format, accountId: $a, companyId: $c, procoreProjectId: $pp, folderId: $f) { requestId file { status downloadFileName } }\n}": typeof types.ProcoreExportScheduleDocument,
    "query ProcoreExportFile($r: ID!) { getExportFile(requestId: $r) { status errorMessage downloadFileName } }": typeof types.ProcoreExportFileDocument,
    "query ProcoreLastUsed { listProcoreLastUsedFolders {\n  accountId companyId companyName projectId projectName folderId folderName folderNameWithPath usedAt\n} }": typeof types.ProcoreLastUsedDocument,
    "query ProcoreCompanies($a: ID!) { listProcoreCompanies(accountId: $a) { id name } }": typeof types.ProcoreCompaniesDocument,
    "query ProcoreProjects($a: ID!, $c: ID!) { listProcoreProjects(accountId: $a, companyId: $c) { id name projectNumber } }": typeof types.ProcoreProjectsDocument,
    "query ProcoreFolders($a: ID!, $c: ID!, $p: ID!, $f: ID) { listProcoreFolders(accountId: $a, companyId: $c, projectId: $p, folderId: $f) { id name name_with_path has_children_folders private read_only folders { id name } } }": typeof types.ProcoreFoldersDocument,
    "mutation ProcoreDisconnect($a: ID!) { disconnectProcoreAccount(accountId: $a) }": typeof types.ProcoreDisconnectDocument,
    "query ProcoreSystemStatus { systemStatus { procoreEnabled } }": typeof types.ProcoreSystemStatusDocument,
    "query ProcoreViewerId { getUserProfile { id } }": typeof types.ProcoreViewerIdDocument,
    "query ProcoreAuthUrlAgain { getProcoreAuthUrl }": typeof types.ProcoreAuthUrlAgainDocument,
    "query ProcoreAuthUrlUnconfigured { getProcoreAuthUrl }": typeof types.ProcoreAuthUrlUnconfiguredDocument,
    "query ProcoreAuthUrl { getProcoreAuthUrl }": typeof types.ProcoreAuthUrlDocument,
    "query ProcoreAccounts { ListProcoreAccounts { id login name } }": typeof types.ProcoreAccountsDocument,
    "mutation ProcoreConnect($code: String, $state: String!, $error: String) {\n  connectProcoreAccount(code: $code, state: $state, error: $error) { id login name }\n}": typeof types.ProcoreConnectDocument,
    "query ProductCommands($p: ID!, $w: ID!) { getScheduleCommands(projectId: $p, workspaceId: $w) { name allowed reason message } }": typeof types.ProductCommandsDocument,
    "mutation RefsDuplicate($p: ID!, $w: ID!, $row: ID!) { duplicateRow(projectId: $p, workspaceId: $w, rowId: $row) }": typeof types.RefsDuplicateDocument,
    "mutation RefsNewCollection($w: ID!, $name: String!) { createCollection(workspaceId: $w, name: $name) { id } }": typeof types.RefsNewCollectionDocument,
    "mutation RefsEditOffice($p: ID!, $w: ID!, $row: ID!, $value: JSON, $version: CellVersion!) {\n  updateCell(projectId: $p, workspaceId: $w, row: $row, col: \"model\", value: $value, version: $version) { row } }": typeof types.RefsEditOfficeDocument,
    "query RefsHotelRows($p: ID!, $w: ID!) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }": typeof types.RefsHotelRowsDocument,
    "mutation RefsAdd($w: ID!, $p: ID!, $c: ID!, $ids: [ID!]!, $near: ID, $place: RowPlace) {\n    createProjectProducts(workspaceId: $w, projectId: $p, collectionId: $c, productIds: $ids, nearRowId: $near, place: $place) }": typeof types.RefsAddDocument,
    "query RefsDiff($w: ID!, $p: ID, $row: ID!) {\n    getRowDiffProduct(workspaceId: $w, projectId: $p, rowId: $row) {\n      rowId collectionId productId collectionName updateAvailable edited removed\n      fields { field name rowValue productValue referenceValue } product } }": typeof types.RefsDiffDocument,
    "query RefsDiffInCollection($w: ID!, $c: ID!, $row: ID!) {\n    getRowDiffProduct(workspaceId: $w, collectionId: $c, rowId: $row) {\n      rowId collectionId productId collectionName updateAvailable edited removed\n      fields { field name rowValue productValue referenceValue } product } }": typeof types.RefsDiffInCollectionDocument,
    "query RefsCompare($w: ID!, $p: ID) {\n    compareScheduleWithReferences(workspaceId: $w, projectId: $p) {\n      rowId productId updateAvailable edited removed fields { field rowValue productValue referenceValue } } }": typeof types.RefsCompareDocument,
    "mutation RefsUpdate($w: ID!, $p: ID, $row: ID!) { updateProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }": typeof types.RefsUpdateDocument,
    "mutation RefsKeep($w: ID!, $p: ID, $row: ID!) { keepProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }": typeof types.RefsKeepDocument,
    "mutation RefsRevert($w: ID!, $p: ID, $row: ID!) { revertProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }": typeof types.RefsRevertDocument,
    "mutation RefsSaveAsNew($w: ID!, $p: ID!, $row: ID!, $c: ID!) {\n    saveRowAsNewProduct(workspaceId: $w, projectId: $p, rowId: $row, collectionId: $c) }": typeof types.RefsSaveAsNewDocument,
    "query RefsRecent($w: ID!, $limit: Int) {\n    listRecentProducts(workspaceId: $w, limit: $limit) { productId collectionId collectionName name usedAt } }": typeof types.RefsRecentDocument,
    "query RefsProduct($w: ID!, $c: ID!, $id: ID!) { getCollectionProduct(workspaceId: $w, collectionId: $c, productId: $id) }": typeof types.RefsProductDocument,
    "query RefsFollowers($w: ID!, $c: ID!, $id: ID!) {\n    listProductFollowers(workspaceId: $w, collectionId: $c, productId: $id) { projectId collectionId name rowsCount } }": typeof types.RefsFollowersDocument,
    "query RefsPicker($w: ID!, $p: ID!) {\n    listCollectionsForProduct(workspaceId: $w, projectId: $p) {\n      projectSourceLibraryCollections { id name } userCollections { id } sourceLibraryId } }": typeof types.RefsPickerDocument,
    "mutation RefsFollowProduct($w: ID!, $c: ID!, $id: ID!, $target: ID!) {\n    followProduct(workspaceId: $w, collectionId: $c, productId: $id, targetCollectionId: $target) }": typeof types.RefsFollowProductDocument,
    "subscription RefsRowsChanged($p: ID, $w: ID!) {\n    onScheduleRowsChanged(projectId: $p, workspaceId: $w) { kind row rows } }": typeof types.RefsRowsChangedDocument,
    "subscription RefsProductUpdated($p: ID, $w: ID!) {\n    onProductUpdated(projectId: $p, workspaceId: $w) { collectionId productId scheduleId rowIds } }": typeof types.RefsProductUpdatedDocument,
    "mutation RefsCreateProject($w: ID!, $name: String!) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: $name, address: { formatted_address: \"Oslo, Norway\" }, area: 500, areaUnit: feet) { id } }": typeof types.RefsCreateProjectDocument,
    "mutation UpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!) {\n  updateCells(projectId: $p, workspaceId: $w, cells: $cells) { cells { rowId col version } }\n}": typeof types.UpdateCellsDocument,
    "subscription OnProjectAggregation($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { totalCost typeSumValues { type rows totalCost } } }": typeof types.OnProjectAggregationDocument,
    "mutation DeleteWorkspaceMembership($w: ID!, $u: ID!) { deleteWorkspaceMembership(workspaceId: $w, userId: $u) }": typeof types.DeleteWorkspaceMembershipDocument,
    "query AggregationApiListMyWorkspaces { listMyWorkspaces { id } }": typeof types.AggregationApiListMyWorkspacesDocument,
    "mutation AggregationApiDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Gallery\", address: { formatted_address: \"Lyon, France\" }, baseBudget: 90000, area: 1200, areaUnit: meter, powerDensity: 8.5) { id } }": typeof types.AggregationApiDeprecatedCreateProjectV2Document,
    "query AggregationApiDashboard($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) {\n        id baseBudget totalCost totalPower area areaUnit powerDensity targetPowerDensity typeSumValues { type } notes\n      } }": typeof types.AggregationApiDashboardDocument,
    "query AggregationApiGetProjectAggregation($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) { id } }": typeof types.AggregationApiGetProjectAggregationDocument,
    "subscription AggregationApiOnProjectAggregation($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { baseBudget notes } }": typeof types.AggregationApiOnProjectAggregationDocument,
    "mutation UpdateProjectAggregation($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: 120000) { baseBudget } }": typeof types.UpdateProjectAggregationDocument,
    "mutation UpdateProjectAggregationNotes($p: ID!, $w: ID!, $a: ID!) { updateProjectAggregationNotes(projectId: $p, workspaceId: $w, aggregationId: $a, notes: \"Budget held after value engineering.\") { notes } }": typeof types.UpdateProjectAggregationNotesDocument,
    "mutation AggregationApiUpdateProjectAggregation($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: -5) { baseBudget } }": typeof types.AggregationApiUpdateProjectAggregationDocument,
    "mutation AggregationApiUpdateProjectAggregation2($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: 185000.50) { baseBudget } }": typeof types.AggregationApiUpdateProjectAggregation2Document,
    "mutation AggregationApiUpdateProjectAggregation3($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: 10.505) { baseBudget } }": typeof types.AggregationApiUpdateProjectAggregation3Document,
    "query AggregationApiGetProjectById($p: ID!, $w: ID!) { getProjectById(id: $p, workspaceId: $w) { baseBudget } }": typeof types.AggregationApiGetProjectByIdDocument,
    "mutation CreateProjectColumn($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: \"Finish\", type: \"string\") { id } }": typeof types.CreateProjectColumnDocument,
    "mutation ProjectCopyApiCopyProject($p: ID!, $w: ID!) { copyProject(id: $p, workspaceId: $w) { id rowsCount } }": typeof types.ProjectCopyApiCopyProjectDocument,
    "query GetStructuredScheduleRowsGetProjectSchedule($p: ID!, $w: ID!) {\n          getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data }\n          getProjectSchedule(projectId: $p, workspaceId: $w) { custom_fields { name } }\n          getProjectAggregation(projectId: $p, workspaceId: $w) { totalCost }\n        }": typeof types.GetStructuredScheduleRowsGetProjectScheduleDocument,
    "mutation UpdateCell($p: ID!, $w: ID!, $r: ID!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"quantity\", value: 5, version: \"1.0\") { version } }": typeof types.UpdateCellDocument,
    "mutation ProjectDetailsApiUpdateProject($id: ID!, $w: ID!, $name: String, $number: String, $phase: String,\n    $address: AddressInput, $location: String, $area: Float, $unit: AreaUnit, $density: Float,\n    $budget: Float) {\n    updateProject(id: $id, workspaceId: $w, projectName: $name, number: $number, phase: $phase,\n      address: $address, location: $location, area: $area, areaUnit: $unit,\n      powerDensity: $density, baseBudget: $budget) {\n      projectName number phase title location address { formatted_address geometry { location { lat lng } } }\n      area areaUnit powerDensity baseBudget\n    }\n  }": typeof types.ProjectDetailsApiUpdateProjectDocument,
    "query GetProjectById($id: ID!, $w: ID!) { getProjectById(id: $id, workspaceId: $w) { projectName location area } }": typeof types.GetProjectByIdDocument,
    "mutation ProjectDetailsApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: viewer }]) { usedLicenses } }": typeof types.ProjectDetailsApiInviteToWorkspaceDocument,
    "mutation UpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, status: archived) { status } }": typeof types.UpdateProjectDocument,
    "mutation ProjectDetailsApiSetSourceLibrary($id: ID!, $w: ID!, $library: ID) {\n    updateProject(id: $id, workspaceId: $w, sourceLibraryId: $library) { sourceLibraryId }\n  }": typeof types.ProjectDetailsApiSetSourceLibraryDocument,
    "query ProjectDetailsApiLibraries($w: ID!) {\n    listLibraries(workspaceId: $w) { data { id kind } }\n  }": typeof types.ProjectDetailsApiLibrariesDocument,
    "query ProjectDetailsApiSourceLibrary($id: ID!, $w: ID!) {\n    getProjectById(id: $id, workspaceId: $w) { sourceLibraryId }\n  }": typeof types.ProjectDetailsApiSourceLibraryDocument,
    "query ProjectListsApiListMyWorkspaces { listMyWorkspaces { id } }": typeof types.ProjectListsApiListMyWorkspacesDocument,
    "mutation DeprecatedCreateProjectV2($w: ID!, $n: String!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, address: { formatted_address: \"Oslo, Norway\" }) { id } }": typeof types.DeprecatedCreateProjectV2Document,
    "mutation ManageProjectTags($p: ID!, $w: ID!) { manageProjectTags(projectId: $p, workspaceId: $w, tags: [\" Hotel \", \"hotel\", \"Phase 1\", \"\"]) { tags } }": typeof types.ManageProjectTagsDocument,
    "query GetProjectTags($w: ID!) { getProjectTags(workspaceId: $w) }": typeof types.GetProjectTagsDocument,
    "query GetSortedUserProjectsV2($w: ID!) { getSortedUserProjectsV2(workspaceId: $w, tagName: \"Hotel\") { data { projectName } } }": typeof types.GetSortedUserProjectsV2Document,
    "mutation ProjectListsApiManageProjectTags($p: ID!, $w: ID!) { manageProjectTags(projectId: $p, workspaceId: $w, tags: [\"x\"]) { tags } }": typeof types.ProjectListsApiManageProjectTagsDocument,
    "query GetColorIconPalette { getColorIconPalette { default_colors default_icons } }": typeof types.GetColorIconPaletteDocument,
    "mutation SetColorIcon($p: ID!, $w: ID!, $c: String, $i: String) { setColorIcon(projectId: $p, workspaceId: $w, colorId: $c, iconId: $i) { projectColor projectIcon } }": typeof types.SetColorIconDocument,
    "mutation ProjectListsApiSetColorIcon($p: ID!, $w: ID!) { setColorIcon(projectId: $p, workspaceId: $w, colorId: \"#000001\") { projectColor } }": typeof types.ProjectListsApiSetColorIconDocument,
    "mutation CopyProject($p: ID!, $w: ID!) { copyProject(id: $p, workspaceId: $w) { projectName address { formatted_address } } }": typeof types.CopyProjectDocument,
    "mutation ProjectListsApiCopyProject($p: ID!, $w: ID!) { copyProject(id: $p, workspaceId: $w) { id } }": typeof types.ProjectListsApiCopyProjectDocument,
    "mutation MakeStarredProjectList($w: ID!) { makeStarredProjectList(workspaceId: $w, name: \" \") { id } }": typeof types.MakeStarredProjectListDocument,
    "mutation ProjectListsApiMakeStarredProjectList($w: ID!, $n: String!) { makeStarredProjectList(workspaceId: $w, name: $n, tags: [\"a\"], sortingMode: \"projectName\") { id name tags sortingMode } }": typeof types.ProjectListsApiMakeStarredProjectListDocument,
    "query GetStarredProjectLists($w: ID!) { getStarredProjectLists(workspaceId: $w, limit: 2) { data { name } nextToken } }": typeof types.GetStarredProjectListsDocument,
    "query ProjectListsApiGetStarredProjectLists($w: ID!, $n: String) { getStarredProjectLists(workspaceId: $w, limit: 2, nextToken: $n) { data { name } nextToken } }": typeof types.ProjectListsApiGetStarredProjectListsDocument,
    "mutation UpdateStarredProjectList($id: ID!, $w: ID!) { updateStarredProjectList(id: $id, workspaceId: $w, name: \"Hotels & resorts\") { name } }": typeof types.UpdateStarredProjectListDocument,
    "mutation DeleteStarredProjectList($id: ID!, $w: ID!) { deleteStarredProjectList(id: $id, workspaceId: $w) }": typeof types.DeleteStarredProjectListDocument,
    "mutation ProjectListsApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e }]) { usedLicenses } }": typeof types.ProjectListsApiInviteToWorkspaceDocument,
    "query ProjectListsApiGetStarredProjectLists2($w: ID!) { getStarredProjectLists(workspaceId: $w) { data { name } } }": typeof types.ProjectListsApiGetStarredProjectLists2Document,
    "query GetUserProjectPreference($w: ID!, $p: ID!) { getUserProjectPreference(workspaceId: $w, projectId: $p, key: \"assistantDismissed\") { key value } }": typeof types.GetUserProjectPreferenceDocument,
    "mutation UpdateUserProjectPreference($w: ID!, $p: ID!) { updateUserProjectPreference(workspaceId: $w, projectId: $p, key: \"assistantDismissed\", value: \"true\") { value } }": typeof types.UpdateUserProjectPreferenceDocument,
    "mutation ProjectListsApiUpdateUserProjectPreference($w: ID!, $p: ID!) { updateUserProjectPreference(workspaceId: $w, projectId: $p, key: \"1 bad key\", value: \"x\") { value } }": typeof types.ProjectListsApiUpdateUserProjectPreferenceDocument,
    "mutation SetSortingMode { setSortingMode(resource: projects, sortingMode: \"projectName\", ascending: false) { projectSortingMode projectSortingModeAscending } }": typeof types.SetSortingModeDocument,
    "query GetProjectMembers($p: ID!, $w: ID!) { getProjectMembers(projectId: $p, workspaceId: $w) { role roleLabel } }": typeof types.GetProjectMembersDocument,
    "query GetUserPreference { getUserPreference(key: \"gettingStartedTourDismissed\") { key value } }": typeof types.GetUserPreferenceDocument,
    "mutation UpdateUserPreference { updateUserPreference(key: \"gettingStartedTourDismissed\", value: \"true\") { key value } }": typeof types.UpdateUserPreferenceDocument,
    "mutation ProjectListsApiUpdateUserPreference { updateUserPreference(key: \"gettingStartedTourDismissed\") { key } }": typeof types.ProjectListsApiUpdateUserPreferenceDocument,
    "mutation ProjectListsApiUpdateUserPreference2 { updateUserPreference(key: \"9 bad\") { key } }": typeof types.ProjectListsApiUpdateUserPreference2Document,
    "query ProjectListsApiGetUserPreference { getUserPreference(key: \"gettingStartedTourDismissed\") { value } }": typeof types.ProjectListsApiGetUserPreferenceDocument,
    "query ProjectsApiGetSortedUserProjectsV2($w: ID!, $status: ProjectStatus, $order: ProjectOrder, $asc: Boolean, $n: String,\n  $l: Int, $search: String) {\n  getSortedUserProjectsV2(workspaceId: $w, status: $status, orderBy: $order, scanIndexForward: $asc,\n    nextToken: $n, limit: $l, search: $search) { data { id projectName number } nextToken }\n}": typeof types.ProjectsApiGetSortedUserProjectsV2Document,
    "query GetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { projectCount viewerCan { createProject { allowed message } } } }": typeof types.GetWorkspaceDocument,
    "mutation ProjectsApiUpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, status: active) { status } }": typeof types.ProjectsApiUpdateProjectDocument,
    "mutation UpdateTimestampLastAccessed($id: ID!, $w: ID!) { updateTimestampLastAccessed(id: $id, workspaceId: $w) }": typeof types.UpdateTimestampLastAccessedDocument,
    "subscription OnProjectStatusChanged($workspaceId: ID!) { onProjectStatusChanged(workspaceId: $workspaceId) { projectId status } }": typeof types.OnProjectStatusChangedDocument,
    "mutation ProjectsApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: viewer }]) { usedLicenses } }": typeof types.ProjectsApiInviteToWorkspaceDocument,
    "mutation ProjectsApiUpdateProject2($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, projectName: \"Taken\") { projectName } }": typeof types.ProjectsApiUpdateProject2Document,
    "mutation DeleteProject($id: ID!, $w: ID!) { deleteProject(id: $id, workspaceId: $w) }": typeof types.DeleteProjectDocument,
    "query ProjectsApiGetSortedUserProjectsV22($w: ID!, $tags: [String!], $starred: Boolean, $status: ProjectStatus) {\n      getSortedUserProjectsV2(workspaceId: $w, tags: $tags, starred: $starred, status: $status,\n        orderBy: projectName) { data { projectName starred } nextToken }\n    }": typeof types.ProjectsApiGetSortedUserProjectsV22Document,
    "mutation ProjectsApiUpdateUserProjectPreference($w: ID!, $p: ID!, $v: String) { updateUserProjectPreference(workspaceId: $w, projectId: $p, key: \"starred\", value: $v) { value } }": typeof types.ProjectsApiUpdateUserProjectPreferenceDocument,
    "mutation ProjectsApiManageProjectTags($p: ID!, $w: ID!, $t: [String!]!) { manageProjectTags(projectId: $p, workspaceId: $w, tags: $t) { id } }": typeof types.ProjectsApiManageProjectTagsDocument,
    "mutation ProjectsApiInviteToWorkspace2($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: editor }]) { usedLicenses } }": typeof types.ProjectsApiInviteToWorkspace2Document,
    "query ProjectsApiGetProjectById($id: ID!, $w: ID!) { getProjectById(id: $id, workspaceId: $w) { starred } }": typeof types.ProjectsApiGetProjectByIdDocument,
    "mutation ProjectsSupportDeprecatedCreateProjectV2($w: ID!, $name: String!, $address: AddressInput, $number: String, $phase: String,\n  $budget: Float, $area: Float, $unit: AreaUnit) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: $name, address: $address, number: $number,\n    phase: $phase, baseBudget: $budget, area: $area, areaUnit: $unit) {\n    id projectName title status baseBudget area areaUnit powerDensity address { formatted_address }\n    viewerCan { edit { allowed } delete { allowed } }\n  }\n}": typeof types.ProjectsSupportDeprecatedCreateProjectV2Document,
    "query ProjectsSupportListMyWorkspaces { listMyWorkspaces { id } }": typeof types.ProjectsSupportListMyWorkspacesDocument,
    "mutation AttachmentCellsApiUpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!) {\n  updateCells(projectId: $p, workspaceId: $w, cells: $cells) { rows }\n}": typeof types.AttachmentCellsApiUpdateCellsDocument,
    "mutation CreateEmptyRow($p: ID!, $w: ID!, $cells: JSON) {\n  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells)\n}": typeof types.CreateEmptyRowDocument,
    "mutation DeleteRow($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r) }": typeof types.DeleteRowDocument,
    "mutation CellsBatchApiUpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!, $session: String) {\n  updateCells(projectId: $p, workspaceId: $w, cells: $cells, session: $session) {\n    rows cells { rowId col version }\n  }\n}": typeof types.CellsBatchApiUpdateCellsDocument,
    "query CellsBatchApiGetProjectAggregation($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) {\n  totalCost totalPower typeSumValues { type rows totalCost totalPower } tagSumValues { tag rows TotalCost }\n} }": typeof types.CellsBatchApiGetProjectAggregationDocument,
    "subscription OnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rows session } }": typeof types.OnScheduleRowsChangedDocument,
    "subscription OnPutScheduleRow($projectId: ID!, $workspaceId: ID!) { onPutScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { row session } }": typeof types.OnPutScheduleRowDocument,
    "query GetCellHistory($p: ID!, $w: ID!, $r: ID!) { getCellHistory(projectId: $p, workspaceId: $w, rowId: $r, col: \"model\") { data { oldValue newValue version session } } }": typeof types.GetCellHistoryDocument,
    "mutation CellsBatchApiRestrictColumnEdit($p: ID!, $w: ID!) { restrictColumnEdit(projectId: $p, workspaceId: $w, col: \"budgetPrice\", roles: [\"editor\"]) { col } }": typeof types.CellsBatchApiRestrictColumnEditDocument,
    "mutation RecalculateProjectAggregation($p: ID!, $w: ID!) { recalculateProjectAggregation(projectId: $p, workspaceId: $w) { totalCost } }": typeof types.RecalculateProjectAggregationDocument,
    "mutation CellsApiAddColumn($p: ID!, $w: ID!, $name: String!, $type: String!) { createProjectColumn(projectId: $p, workspaceId: $w, name: $name, type: $type) { id type } }": typeof types.CellsApiAddColumnDocument,
    "mutation CellsApiUpdateCell($p: ID!, $w: ID!, $r: ID!, $col: String!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: $col, values: [\"Brass\", \"Bronze\"], version: \"1.1\") { row } }": typeof types.CellsApiUpdateCellDocument,
    "query CellsApiGetCellHistory($p: ID!, $w: ID!, $r: ID!) { getCellHistory(projectId: $p, workspaceId: $w, rowId: $r, col: \"manufacturer\") { data { oldValue newValue version userName } nextToken } }": typeof types.CellsApiGetCellHistoryDocument,
    "mutation CellsApiCreateProjectColumn($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: \"Finish\", type: \"string\") { id name } }": typeof types.CellsApiCreateProjectColumnDocument,
    "mutation CellsApiCreateProjectColumn2($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: \"model\", type: \"string\") { id } }": typeof types.CellsApiCreateProjectColumn2Document,
    "mutation CellsApiCreateProjectColumn3($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: \"X\", type: \"blob\") { id } }": typeof types.CellsApiCreateProjectColumn3Document,
    "mutation CellsApiRenameProjectColumn($p: ID!, $w: ID!, $c: String!) { renameProjectColumn(projectId: $p, workspaceId: $w, col: $c, name: \"Finish colour\") { name } }": typeof types.CellsApiRenameProjectColumnDocument,
    "mutation CellsApiRenameProjectColumn2($p: ID!, $w: ID!) { renameProjectColumn(projectId: $p, workspaceId: $w, col: \"model\", name: \"Mine\") { name } }": typeof types.CellsApiRenameProjectColumn2Document,
    "mutation DeleteProjectColumn($p: ID!, $w: ID!, $c: String!) { deleteProjectColumn(projectId: $p, workspaceId: $w, col: $c) }": typeof types.DeleteProjectColumnDocument,
    "mutation RestrictColumnEdit($p: ID!, $w: ID!, $col: String!, $roles: [String!]!) {\n  restrictColumnEdit(projectId: $p, workspaceId: $w, col: $col, roles: $roles) { col roles }\n}": typeof types.RestrictColumnEditDocument,
    "mutation ColumnLocksApiCreateEmptyRow($p: ID!, $w: ID!) { createEmptyRow(projectId: $p, workspaceId: $w, cells: { budgetPrice: \"5\" }) }": typeof types.ColumnLocksApiCreateEmptyRowDocument,
    "query ColumnLocksApiGetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { columnRestrictions { col roles } } }": typeof types.ColumnLocksApiGetProjectScheduleDocument,
    "query ColumnLocksApiGetProjectSchedule2($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { columnRestrictions { col } } }": typeof types.ColumnLocksApiGetProjectSchedule2Document,
    "mutation ColumnsApiCreateProjectColumn($p: ID!, $w: ID!, $n: String!) {\n  createProjectColumn(projectId: $p, workspaceId: $w, name: $n, type: \"string\") { id name }\n}": typeof types.ColumnsApiCreateProjectColumnDocument,
    "mutation RenameProjectColumn($p: ID!, $w: ID!, $c: String!, $n: String!) {\n  renameProjectColumn(projectId: $p, workspaceId: $w, col: $c, name: $n) { id name }\n}": typeof types.RenameProjectColumnDocument,
    "mutation DeleteProjectColumn($p: ID!, $w: ID!, $c: String!) {\n  deleteProjectColumn(projectId: $p, workspaceId: $w, col: $c)\n}": typeof types.DeleteProjectColumnDocument,
    "mutation RestoreProjectColumn($p: ID!, $w: ID!, $c: String!) {\n  restoreProjectColumn(projectId: $p, workspaceId: $w, col: $c) { id name type }\n}": typeof types.RestoreProjectColumnDocument,
    "query ColumnsApiGetProjectSchedule($p: ID!, $w: ID!, $s: ID) {\n  getProjectSchedule(projectId: $p, workspaceId: $w, scheduleId: $s) { custom_fields { id name } }\n}": typeof types.ColumnsApiGetProjectScheduleDocument,
    "subscription ColumnsApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind scheduleId row rows session } }": typeof types.ColumnsApiOnScheduleRowsChangedDocument,
    "mutation ColumnsApiRestrictColumnEdit($p: ID!, $w: ID!) { restrictColumnEdit(projectId: $p, workspaceId: $w, col: \"model\", roles: [\"editor\"]) { col } }": typeof types.ColumnsApiRestrictColumnEditDocument,
    "mutation CreateProjectVersion($p: ID!, $w: ID!) { createProjectVersion(projectId: $p, workspaceId: $w, title: \"Issue 1\") { scheduleId } }": typeof types.CreateProjectVersionDocument,
    "query GetStructuredScheduleRows($p: ID!, $w: ID!, $s: ID) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, scheduleId: $s, limit: 100) { data } }": typeof types.GetStructuredScheduleRowsDocument,
    "mutation RestoreRows($p: ID!, $w: ID!, $r: [ID!]!) { restoreRows(projectId: $p, workspaceId: $w, rowsIds: $r) }": typeof types.RestoreRowsDocument,
    "subscription ColumnsApiOnScheduleRowsChanged2($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rows } }": typeof types.ColumnsApiOnScheduleRowsChanged2Document,
    "subscription LiveApiOnPutScheduleRow($projectId: ID!, $workspaceId: ID!) { onPutScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { row session forceUpdate } }": typeof types.LiveApiOnPutScheduleRowDocument,
    "subscription OnDeleteScheduleRow($projectId: ID!, $workspaceId: ID!) { onDeleteScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { rowIds session } }": typeof types.OnDeleteScheduleRowDocument,
    "mutation LiveApiUpdateCell($p: ID!, $w: ID!, $r: ID!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"quantity\", value: 4, version: \"1.0\", session: \"tab-1\") { version } }": typeof types.LiveApiUpdateCellDocument,
    "mutation LiveApiDeleteRow($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r, session: \"tab-1\") }": typeof types.LiveApiDeleteRowDocument,
    "subscription LiveApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rowIds session } }": typeof types.LiveApiOnScheduleRowsChangedDocument,
    "mutation LiveApiDeleteRow2($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r, session: \"tab-9\") }": typeof types.LiveApiDeleteRow2Document,
    "subscription LiveApiOnScheduleRowsChanged2($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind } }": typeof types.LiveApiOnScheduleRowsChanged2Document,
    "subscription LiveApiOnPutScheduleRow2($projectId: ID!, $workspaceId: ID!) { onPutScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { row } }": typeof types.LiveApiOnPutScheduleRow2Document,
    "subscription LiveApiOnProjectAggregation($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { totalCost totalPower } }": typeof types.LiveApiOnProjectAggregationDocument,
    "subscription LiveApiOnProjectAggregation2($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { baseBudget area } }": typeof types.LiveApiOnProjectAggregation2Document,
    "mutation LiveApiUpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, baseBudget: 5000, area: 250) { id } }": typeof types.LiveApiUpdateProjectDocument,
    "mutation PhotometryApiUpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!) {\n  updateCells(projectId: $p, workspaceId: $w, cells: $cells) { rows }\n}": typeof types.PhotometryApiUpdateCellsDocument,
    "mutation PhotometryApiCreateColumn($p: ID!, $w: ID!, $n: String!) {\n  createProjectColumn(projectId: $p, workspaceId: $w, name: $n, type: \"attachment\") { id }\n}": typeof types.PhotometryApiCreateColumnDocument,
    "mutation RowInsertApiCreateEmptyRow($p: ID!, $w: ID!, $cells: JSON, $next: ID, $place: RowPlace, $s: String) {\n  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells, nextToRowId: $next, place: $place, session: $s)\n}": typeof types.RowInsertApiCreateEmptyRowDocument,
    "subscription RowInsertApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rows session forceUpdate } }": typeof types.RowInsertApiOnScheduleRowsChangedDocument,
    "query GetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { rowsCount } }": typeof types.GetProjectScheduleDocument,
    "query RowsApiGetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { id rowsCount default_fields { id name type } read_only_fields custom_fields { id } } }": typeof types.RowsApiGetProjectScheduleDocument,
    "mutation DuplicateRow($p: ID!, $w: ID!, $r: ID!) { duplicateRow(projectId: $p, workspaceId: $w, rowId: $r) }": typeof types.DuplicateRowDocument,
    "query GetProjectAggregationGetTotalOfTag($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) { totalCost totalPower typeSumValues { type rows totalCost } tagSumValues { tag TotalCost } } getTotalOfTag(projectId: $p, workspaceId: $w, tag: \"Lobby\") { TotalCost rows } }": typeof types.GetProjectAggregationGetTotalOfTagDocument,
    "mutation SetRowsVisibility($p: ID!, $w: ID!, $r: [ID!]!) { setRowsVisibility(projectId: $p, workspaceId: $w, rowIds: $r, visible: false) }": typeof types.SetRowsVisibilityDocument,
    "query ListDeletedRows($p: ID!, $w: ID!) { listDeletedRows(projectId: $p, workspaceId: $w) { data } }": typeof types.ListDeletedRowsDocument,
    "query GetRowsByTags($p: ID!, $w: ID!) { getRowsByTags(projectId: $p, workspaceId: $w, tags: [\"Lobby\", \" Roof \"]) { data } }": typeof types.GetRowsByTagsDocument,
    "query GetDropdownValues($p: ID!, $w: ID!) { getDropdownValues(projectId: $p, workspaceId: $w, col: \"manufacturer\") }": typeof types.GetDropdownValuesDocument,
    "query GetAvailableReferenceFields($p: ID!, $w: ID!) { getAvailableReferenceFields(projectId: $p, workspaceId: $w) { id } }": typeof types.GetAvailableReferenceFieldsDocument,
    "mutation RowsApiCreateEmptyRow($p: ID!, $w: ID!) { createEmptyRow(projectId: $p, workspaceId: $w) }": typeof types.RowsApiCreateEmptyRowDocument,
    "query RowsApiGetScheduleCommands($p: ID!, $w: ID!) { getScheduleCommands(projectId: $p, workspaceId: $w) { name allowed message } }": typeof types.RowsApiGetScheduleCommandsDocument,
    "query RowsApiGetStructuredScheduleRows($p: ID!, $w: ID!) { getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }": typeof types.RowsApiGetStructuredScheduleRowsDocument,
    "query SearchPagingSearchProjectCells($p: ID!, $w: ID!, $q: String!, $limit: Int, $scroll: String) {\n  searchProjectCells(projectId: $p, workspaceId: $w, query: $q, limit: $limit, scrollID: $scroll) {\n    scrollID data { rowId }\n  }\n}": typeof types.SearchPagingSearchProjectCellsDocument,
    "query SearchProjectCells($p: ID!, $w: ID!, $q: String!, $limit: Int, $scroll: String) {\n  searchProjectCells(projectId: $p, workspaceId: $w, query: $q, limit: $limit, scrollID: $scroll) {\n    query scrollID data { rowId status matches { field value } }\n  }\n}": typeof types.SearchProjectCellsDocument,
    "subscription SearchApiOnSearchProjectCells($p: ID!, $w: ID!, $u: ID!) { onSearchProjectCells(projectId: $p, workspaceId: $w, username: $u, query: \"halo\") { query data { rowId } } }": typeof types.SearchApiOnSearchProjectCellsDocument,
    "subscription SearchApiOnSearchProjectCellsQuery($p: ID!, $w: ID!, $u: ID!) { onSearchProjectCells(projectId: $p, workspaceId: $w, username: $u, query: \"halo\") { query } }": typeof types.SearchApiOnSearchProjectCellsQueryDocument,
    "query TotalsApiGetProjectAggregation($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) {\n  totalCost totalPower powerDensity typeSumValues { type rows totalCost totalPower } tagSumValues { tag rows TotalCost }\n} }": typeof types.TotalsApiGetProjectAggregationDocument,
    "mutation RecalculateTagTotalCost($p: ID!, $w: ID!) { recalculateTagTotalCost(projectId: $p, workspaceId: $w, tag: \"Lobby\") { TotalCost } }": typeof types.RecalculateTagTotalCostDocument,
    "mutation ScrapingApiScrape($url: String!, $a: ID, $i: ID, $w: ID!) {\n  scrapeProductData(url: $url, attachmentId: $a, identityId: $i, workspaceId: $w) {\n    attachmentId url status product sources error image { key }\n  }\n}": typeof types.ScrapingApiScrapeDocument,
    "mutation ScrapingApiCancel($w: ID!, $a: ID!) {\n  cancelScrape(workspaceId: $w, attachmentId: $a)\n}": typeof types.ScrapingApiCancelDocument,
    "subscription ScrapingApiResult($w: ID!, $a: ID!) {\n  onScrapeResult(workspaceId: $w, attachmentId: $a) {\n    attachmentId url status product sources error\n    image { key filename size type url thumbnails { small medium large full } }\n  }\n}": typeof types.ScrapingApiResultDocument,
    "mutation ScrapingApiCreateRow($p: ID!, $w: ID!, $cells: JSON) {\n  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells)\n}": typeof types.ScrapingApiCreateRowDocument,
    "query SearchProducts($w: ID!, $q: String!, $match: SearchMatch, $limit: Int, $scroll: String, $filters: ProductSearchFilters, $sort: ProductSearchSort, $request: String) {\n  searchProductsV3(workspaceId: $w, query: $q, match: $match, limit: $limit, scrollID: $scroll, filters: $filters, sort: $sort, requestId: $request) {\n    data { id collectionId collectionName name cells cct cri lengthMm relevance }\n    username scrollID queryName query requestId match total capped terms\n    understood { kind text label }\n  }\n}": typeof types.SearchProductsDocument,
    "query SearchCollections($w: ID!, $q: String!, $match: SearchMatch, $limit: Int, $scroll: String, $request: String) {\n  searchCollectionsV3(workspaceId: $w, query: $q, match: $match, limit: $limit, scrollID: $scroll, requestId: $request) {\n    data { id name } scrollID total terms requestId\n  }\n}": typeof types.SearchCollectionsDocument,
    "subscription SearchProductPages($w: ID!, $request: String!) {\n  onSearchProductsV3(workspaceId: $w, requestId: $request) { requestId query total data { id name } }\n}": typeof types.SearchProductPagesDocument,
    "query GetMyRolesInResource($w: ID!, $p: ID!) {\n  getMyRolesInResource(workspaceId: $w, resourceType: project, resourceId: $p) {\n    workspaceRole workspaceMembership resourceRole role } }": typeof types.GetMyRolesInResourceDocument,
    "query GetResourcePermission($w: ID!, $p: ID!) {\n  getResourcePermission(workspaceId: $w, resourceType: project, resourceId: $p) {\n    type typeLabel allowed viaSharedLink managePermissions { allowed } requestInvite { allowed }\n    sharedLink { allowed } } }": typeof types.GetResourcePermissionDocument,
    "query AccessApiGetProjectMembers($w: ID!, $p: ID!) {\n  getProjectMembers(workspaceId: $w, projectId: $p) { userId role } }": typeof types.AccessApiGetProjectMembersDocument,
    "mutation AccessApiInviteToWorkspace($w: ID!, $e: String!) {\n  inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: guest }]) { usedGuestLicenses } }": typeof types.AccessApiInviteToWorkspaceDocument,
    "query GetProjectPermissions($w: ID!, $p: ID!) { getProjectPermissions(workspaceId: $w, projectId: $p) { type userInfo { id } } }": typeof types.GetProjectPermissionsDocument,
    "mutation AccessApiCopyProject($w: ID!, $p: ID!) { copyProject(workspaceId: $w, id: $p) { id } }": typeof types.AccessApiCopyProjectDocument,
    "subscription AccessApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind } }": typeof types.AccessApiOnScheduleRowsChangedDocument,
    "query LimitsApiGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { usedGuestLicenses guestLicenseLimit } }": typeof types.LimitsApiGetWorkspaceDocument,
    "query LimitsApiMyNotifications { myNotifications { items { kind resourceId excerpt link actor { id } } } }": typeof types.LimitsApiMyNotificationsDocument,
    "query ManagePermissionApiMyNotifications { myNotifications { items { kind resourceId excerpt actor { id } } } }": typeof types.ManagePermissionApiMyNotificationsDocument,
    "mutation ManagePermissionApiCompleteNewPassword($t: String!) {\n  completeNewPassword(challengeToken: $t, newPassword: \"my-own-pass-2\") { accessToken } }": typeof types.ManagePermissionApiCompleteNewPasswordDocument,
    "query SearchUsersV4($w: ID!, $s: String, $p: ID, $next: String, $limit: Int) {\n  searchUsersV4(workspaceId: $w, searchString: $s, projectId: $p, nextToken: $next, limit: $limit) {\n    data { id email name workspaceRole projectPermission isPending } nextToken } }": typeof types.SearchUsersV4Document,
    "query SearchProjectMembers($w: ID!, $p: ID!, $s: String) {\n  searchProjectMembers(workspaceId: $w, projectId: $p, searchString: $s) {\n    id name workspaceRole projectPermission } }": typeof types.SearchProjectMembersDocument,
    "subscription PermissionsLiveOnPermissionChanged($w: ID!, $type: PermissionResourceType!, $id: ID!) {\n  onPermissionChanged(workspaceId: $w, resourceType: $type, resourceId: $id) {\n    resourceType resourceId workspaceId userId type sharedLinkChanged } }": typeof types.PermissionsLiveOnPermissionChangedDocument,
    "mutation PermissionsLiveApiUpdateWorkspaceMembership($w: ID!, $u: ID!) { updateWorkspaceMembership(workspaceId: $w, userId: $u, role: editor) { role } }": typeof types.PermissionsLiveApiUpdateWorkspaceMembershipDocument,
    "fragment ShareDialogPermissionFields on ProjectPermission {\n  type typeLabel isPending isPaid workspaceRole offeredTypes\n  hideResolvedComments invitedBy createdDate userInfo { id email name picture }\n}": typeof types.ShareDialogPermissionFieldsFragmentDoc,
    "mutation ShareInvitationsInviteUserToProject($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType, $message: String) {\n  inviteUserToProject(workspaceId: $w, projectId: $p, emails: $emails, type: $type, emailMessage: $message) {\n    projectId invited wrongEmails permissions { ...ShareDialogPermissionFields } } }": typeof types.ShareInvitationsInviteUserToProjectDocument,
    "query ShareInvitationsGetProjectPermissions($w: ID!, $p: ID!) {\n  getProjectPermissions(workspaceId: $w, projectId: $p) { ...ShareDialogPermissionFields } }": typeof types.ShareInvitationsGetProjectPermissionsDocument,
    "query ShareInvitationsApiListUsersInWorkspace($w: ID!) {\n  listUsersInWorkspace(workspaceId: $w) { data { userId email name picture { url } role membership status } } }": typeof types.ShareInvitationsApiListUsersInWorkspaceDocument,
    "query ShareInvitationsApiGetWorkspace($w: ID!) {\n  getWorkspace(workspaceId: $w) { usedLicenses usedGuestLicenses } }": typeof types.ShareInvitationsApiGetWorkspaceDocument,
    "query ShareInvitationsApiListMyWorkspaceInvitations { listMyWorkspaceInvitations {\n  id role roleLabel workspaceId workspaceName invitedBy { name }\n  projects { projectId projectName role roleLabel } } }": typeof types.ShareInvitationsApiListMyWorkspaceInvitationsDocument,
    "mutation AcceptWorkspaceInvitation($i: ID!) { acceptWorkspaceInvitation(invitationId: $i) { id role } }": typeof types.AcceptWorkspaceInvitationDocument,
    "mutation DeclineWorkspaceInvitation($i: ID!) { declineWorkspaceInvitation(invitationId: $i) }": typeof types.DeclineWorkspaceInvitationDocument,
    "query ShareInvitationsApiMyNotifications { myNotifications { items { kind resourceId } } }": typeof types.ShareInvitationsApiMyNotificationsDocument,
    "mutation SharedLinkExportProjectSharedLink($w: ID!, $p: ID!, $on: Boolean!, $reset: Boolean, $allow: Boolean) {\n  projectSharedLink(workspaceId: $w, projectId: $p, isShared: $on, reset: $reset, allowExport: $allow) {\n    id isShared sharedLink { accessToken allowExport } } }": typeof types.SharedLinkExportProjectSharedLinkDocument,
    "mutation SharedLinkExportFileExporterInvoke($w: ID!, $p: ID!, $link: String) {\n  fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: \"csv\", sharedLink: $link) {\n    requestId } }": typeof types.SharedLinkExportFileExporterInvokeDocument,
    "query SharedLinkExportGetExportFile($r: ID!, $link: String) {\n  getExportFile(requestId: $r, sharedLink: $link) { status errorMessage url downloadFileName } }": typeof types.SharedLinkExportGetExportFileDocument,
    "query SharedLinkExportList($w: ID!, $p: ID!) {\n          listExportFiles(workspaceId: $w, projectId: $p) { requestId } }": typeof types.SharedLinkExportListDocument,
    "query GetScheduleViews($w: ID!, $p: ID!) { getScheduleViews(workspaceId: $w, projectId: $p) { id name } }": typeof types.GetScheduleViewsDocument,
    "query SharedLinkApiGetProjectSchedule($w: ID!, $p: ID!) { getProjectSchedule(workspaceId: $w, projectId: $p) { id rowsCount } }": typeof types.SharedLinkApiGetProjectScheduleDocument,
    "query SharedLinkApiGetProjectAggregationGetTotalOfTag($w: ID!, $p: ID!) {\n  getProjectAggregation(workspaceId: $w, projectId: $p) { totalCost }\n  getTotalOfTag(workspaceId: $w, projectId: $p, tag: \"L1\") { rows } }": typeof types.SharedLinkApiGetProjectAggregationGetTotalOfTagDocument,
    "subscription SharedLinkApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind } }": typeof types.SharedLinkApiOnScheduleRowsChangedDocument,
    "fragment SharingPermissionFields on ProjectPermission {\n  type typeLabel isPending isPaid workspaceRole offeredTypes\n  invitedBy userInfo { id email name }\n}": typeof types.SharingPermissionFieldsFragmentDoc,
    "mutation SharingManagePermission($w: ID!, $p: ID!, $create: [ProjectPermissionInput!],\n  $update: [ProjectPermissionInput!], $delete: [ProjectPermissionRemoval!],\n  $invite: [ProjectInviteInput!], $message: String) {\n  managePermission(workspaceId: $w, projectId: $p, createPermission: $create,\n    updatePermission: $update, deletePermission: $delete, inviteUserToProject: $invite,\n    emailMessage: $message) {\n    projectId invited wrongEmails permissions { ...SharingPermissionFields } } }": typeof types.SharingManagePermissionDocument,
    "mutation SharingInviteUserToProject($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType, $message: String) {\n  inviteUserToProject(workspaceId: $w, projectId: $p, emails: $emails, type: $type, emailMessage: $message) {\n    invited wrongEmails permissions { type userInfo { email } isPending } } }": typeof types.SharingInviteUserToProjectDocument,
    "query SharingGetProjectPermissions($w: ID!, $p: ID!) {\n  getProjectPermissions(workspaceId: $w, projectId: $p) { ...SharingPermissionFields } }": typeof types.SharingGetProjectPermissionsDocument,
    "query SharingGetProjectById($w: ID!, $p: ID!, $link: String) {\n  getProjectById(workspaceId: $w, id: $p, sharedLink: $link) {\n    id projectName isShared starred lastAccessed\n    sharedLink { url accessToken generatedAt }\n    viewerCan { edit { allowed } managePermissions { allowed } requestInvite { allowed } sharedLink { allowed } }\n  } }": typeof types.SharingGetProjectByIdDocument,
    "query SharingGetSortedUserProjectsV2($w: ID!) {\n  getSortedUserProjectsV2(workspaceId: $w) { data { id projectName } nextToken } }": typeof types.SharingGetSortedUserProjectsV2Document,
    "mutation SharingSupportDeprecatedCreateProjectV2($w: ID!, $name: String!) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: $name, address: { formatted_address: \"Halifax, Canada\" }) { id } }": typeof types.SharingSupportDeprecatedCreateProjectV2Document,
    "mutation SharingProjectSharedLink($w: ID!, $p: ID!, $on: Boolean!, $reset: Boolean) {\n  projectSharedLink(workspaceId: $w, projectId: $p, isShared: $on, reset: $reset) {\n    id isShared sharedLink { url accessToken generatedAt } } }": typeof types.SharingProjectSharedLinkDocument,
    "mutation SharingSuggestCollaborator($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType) {\n  suggestCollaborator(workspaceId: $w, projectId: $p, usersToInvite: $emails, type: $type) {\n    projectId usersToInvite type wrongEmails } }": typeof types.SharingSuggestCollaboratorDocument,
    "mutation SharingSuggestColloborator($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType) {\n  suggestColloborator(workspaceId: $w, projectId: $p, usersToInvite: $emails, type: $type) {\n    projectId usersToInvite type wrongEmails } }": typeof types.SharingSuggestColloboratorDocument,
    "mutation VersionsApiCreateProjectVersion($p: ID!, $w: ID!, $t: String!, $s: String) {\n  createProjectVersion(projectId: $p, workspaceId: $w, title: $t, shortName: $s) { id title shortName scheduleId status rowsCount }\n}": typeof types.VersionsApiCreateProjectVersionDocument,
    "query CompareProjectVersions($p: ID!, $w: ID!, $a: ID!, $b: ID) {\n  compareProjectVersions(projectId: $p, workspaceId: $w, primaryVersionId: $a, secondaryVersionId: $b) {\n    items { rowId status modified costDelta powerDelta previous fields }\n    byType { type costDelta latestDelivery rowsBefore rowsAfter }\n    totals { costBefore costAfter costDelta powerDelta }\n    counts { added removed modified unchanged }\n  }\n}": typeof types.CompareProjectVersionsDocument,
    "query VersionRows($p: ID!, $w: ID!, $limit: Int, $next: String, $s: ID) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $limit, nextToken: $next, scheduleId: $s) { data nextToken }\n}": typeof types.VersionRowsDocument,
    "query VersionAndLiveRowCounts($p: ID!, $w: ID!, $s: ID) { version: getProjectSchedule(projectId: $p, workspaceId: $w, scheduleId: $s) { rowsCount } live: getProjectSchedule(projectId: $p, workspaceId: $w) { rowsCount } }": typeof types.VersionAndLiveRowCountsDocument,
    "query VersionsApiSearchProjectCells($p: ID!, $w: ID!, $v: ID, $q: String!) { searchProjectCells(projectId: $p, workspaceId: $w, versionId: $v, query: $q) { data { rowId matches { field value } } } }": typeof types.VersionsApiSearchProjectCellsDocument,
    "mutation VersionsApiUpdateCell($p: ID!, $w: ID!, $id: ID!) { updateCell(projectId: $p, workspaceId: $w, row: $id, col: \"model\", value: \"Borealis\", version: \"1.1\") { version } }": typeof types.VersionsApiUpdateCellDocument,
    "query ListProjectVersions($p: ID!, $w: ID!) { listProjectVersions(projectId: $p, workspaceId: $w) { id title } }": typeof types.ListProjectVersionsDocument,
    "mutation UpdateProjectVersion($p: ID!, $w: ID!, $v: ID!) { updateProjectVersion(projectId: $p, workspaceId: $w, versionId: $v, title: \"For permit\", shortName: \"P1\") { title shortName } }": typeof types.UpdateProjectVersionDocument,
    "mutation VersionsApiUpdateProjectVersion($p: ID!, $w: ID!, $v: ID!) { updateProjectVersion(projectId: $p, workspaceId: $w, versionId: $v, title: \"  \") { title } }": typeof types.VersionsApiUpdateProjectVersionDocument,
    "mutation ArchiveProjectVersion($p: ID!, $w: ID!, $v: ID!) { archiveProjectVersion(projectId: $p, workspaceId: $w, versionId: $v) { status } }": typeof types.ArchiveProjectVersionDocument,
    "mutation UnarchiveProjectVersion($p: ID!, $w: ID!, $v: ID!) { unarchiveProjectVersion(projectId: $p, workspaceId: $w, versionId: $v) { status } }": typeof types.UnarchiveProjectVersionDocument,
    "query VersionsApiListProjectVersions($p: ID!, $w: ID!) { listProjectVersions(projectId: $p, workspaceId: $w) { title } }": typeof types.VersionsApiListProjectVersionsDocument,
    "mutation DeleteProjectVersion($p: ID!, $w: ID!, $v: ID!) { deleteProjectVersion(projectId: $p, workspaceId: $w, versionId: $v) }": typeof types.DeleteProjectVersionDocument,
    "query VersionsApiListProjectVersions2($p: ID!, $w: ID!) { listProjectVersions(projectId: $p, workspaceId: $w) { id } }": typeof types.VersionsApiListProjectVersions2Document,
    "query VersionsApiGetStructuredScheduleRows($p: ID!, $w: ID!, $s: ID) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, scheduleId: $s) { data } }": typeof types.VersionsApiGetStructuredScheduleRowsDocument,
    "fragment ViewFields on View {\n  id name type builtInKey currency viewMode rowHeight rowHeightPx visibleColumns\n  columnOrder customColumnOrder sortingField sortingIndex sortingData { sortBy sortOrder } filterTag\n  columnsSize { id size minSize unit } grants { users roles }\n  viewerCan { update { allowed } reorderColumns { allowed } renameOrDelete { allowed message } }\n}": typeof types.ViewFieldsFragmentDoc,
    "query ViewsApiGetScheduleViews($p: ID!, $w: ID!) { getScheduleViews(projectId: $p, workspaceId: $w) { ...ViewFields } }": typeof types.ViewsApiGetScheduleViewsDocument,
    "query GetScheduleView($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { id name } }": typeof types.GetScheduleViewDocument,
    "mutation ViewsApiSaveCustomView($p: ID!, $w: ID!, $n: String!, $s: JSON) { saveCustomView(projectId: $p, workspaceId: $w, name: $n, settings: $s) { ...ViewFields } }": typeof types.ViewsApiSaveCustomViewDocument,
    "mutation ViewsApiUpdateViewSettings($p: ID!, $w: ID!, $v: ID!, $s: JSON!) { updateViewSettings(projectId: $p, workspaceId: $w, viewId: $v, settings: $s) { ...ViewFields } }": typeof types.ViewsApiUpdateViewSettingsDocument,
    "query GetScheduleCommands($p: ID!, $w: ID!) { getScheduleCommands(projectId: $p, workspaceId: $w) { name allowed } }": typeof types.GetScheduleCommandsDocument,
    "mutation ResetView($p: ID!, $w: ID!, $v: ID!) { resetView(projectId: $p, workspaceId: $w, viewId: $v) { rowHeight currency viewMode } }": typeof types.ResetViewDocument,
    "mutation UpdateViewColumnOrder($p: ID!, $w: ID!, $v: ID!, $o: [String!]) { updateViewColumnOrder(projectId: $p, workspaceId: $w, viewId: $v, columnOrder: $o) { columnOrder } }": typeof types.UpdateViewColumnOrderDocument,
    "mutation UpdateViewColumnsSize($p: ID!, $w: ID!, $v: ID!, $s: [ColumnSizeInput!]!) { updateViewColumnsSize(projectId: $p, workspaceId: $w, viewId: $v, columnsSize: $s) { columnsSize { id size minSize unit } } }": typeof types.UpdateViewColumnsSizeDocument,
    "mutation GrantViewPermissionByRoles($p: ID!, $w: ID!, $v: ID!, $r: [String!]!) { grantViewPermissionByRoles(projectId: $p, workspaceId: $w, viewId: $v, roles: $r) { grants { users roles } } }": typeof types.GrantViewPermissionByRolesDocument,
    "mutation GrantViewPermissionByUsers($p: ID!, $w: ID!, $v: ID!, $u: [ID!]!) { grantViewPermissionByUsers(projectId: $p, workspaceId: $w, viewId: $v, userIds: $u) { grants { users roles } } }": typeof types.GrantViewPermissionByUsersDocument,
    "mutation DeleteViewPermissionByUsers($p: ID!, $w: ID!, $v: ID!, $u: [ID!]!) { deleteViewPermissionByUsers(projectId: $p, workspaceId: $w, viewId: $v, userIds: $u) { grants { users } } }": typeof types.DeleteViewPermissionByUsersDocument,
    "query GetViewParams($p: ID!, $w: ID!, $v: ID!) { getViewParams(projectId: $p, workspaceId: $w, viewId: $v) }": typeof types.GetViewParamsDocument,
    "mutation DeleteViewPermissionByRoles($p: ID!, $w: ID!, $v: ID!, $r: [String!]!) { deleteViewPermissionByRoles(projectId: $p, workspaceId: $w, viewId: $v, roles: $r) { grants { users roles } } }": typeof types.DeleteViewPermissionByRolesDocument,
    "mutation RenameView($p: ID!, $w: ID!, $v: ID!, $n: String!) { renameView(projectId: $p, workspaceId: $w, viewId: $v, name: $n) { name } }": typeof types.RenameViewDocument,
    "mutation DeleteView($p: ID!, $w: ID!, $v: ID!) { deleteView(projectId: $p, workspaceId: $w, viewId: $v) }": typeof types.DeleteViewDocument,
    "mutation SetViewParams($p: ID!, $w: ID!, $v: ID!, $x: JSON!) { setViewParams(projectId: $p, workspaceId: $w, viewId: $v, params: $x) }": typeof types.SetViewParamsDocument,
    "mutation DeleteViewParams($p: ID!, $w: ID!, $v: ID!) { deleteViewParams(projectId: $p, workspaceId: $w, viewId: $v) }": typeof types.DeleteViewParamsDocument,
    "mutation InvitationsApiInviteToWorkspace($w: ID!, $m: [WorkspaceInviteInput!]!, $msg: String) {\n  inviteToWorkspace(workspaceId: $w, members: $m, emailMessage: $msg) {\n    requestId workspaceId results { email status message } usedLicenses usedGuestLicenses\n  }\n}": typeof types.InvitationsApiInviteToWorkspaceDocument,
    "query ListUsersInWorkspace($w: ID!) {\n  listUsersInWorkspace(workspaceId: $w) {\n    data { userId email name picture { url } role roleLabel membership status } nextToken\n  }\n}": typeof types.ListUsersInWorkspaceDocument,
    "query InvitationsApiListMyWorkspaces { listMyWorkspaces { id role } }": typeof types.InvitationsApiListMyWorkspacesDocument,
    "query InvitationsApiGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { id name usedLicenses } }": typeof types.InvitationsApiGetWorkspaceDocument,
    "query ListMyWorkspaceInvitations { listMyWorkspaceInvitations {\n  id email role roleLabel workspaceId workspaceName invitedBy { name email }\n} }": typeof types.ListMyWorkspaceInvitationsDocument,
    "fragment WorkspaceFields on Workspace {\n  id name type workspaceType status role roleLabel workspaceMembership\n  usedLicenses freeLicenses usedGuestLicenses guestLicenseLimit readOnlyMessage\n  viewerCan { update { allowed message } manageMembers { allowed message } adminPanel { allowed message } }\n}": typeof types.WorkspaceFieldsFragmentDoc,
    "query WorkspacesApiListMyWorkspaces { listMyWorkspaces { ...WorkspaceFields } }": typeof types.WorkspacesApiListMyWorkspacesDocument,
    "mutation WorkspacesApiCreateWorkspace($name: String!, $description: String) {\n  createWorkspaceV2(name: $name, description: $description) { ...WorkspaceFields }\n}": typeof types.WorkspacesApiCreateWorkspaceDocument,
    "mutation WorkspacesApiInviteToWorkspace($w: ID!, $m: [WorkspaceInviteInput!]!, $msg: String) {\n  inviteToWorkspace(workspaceId: $w, members: $m, emailMessage: $msg) {\n    results { email status message } usedLicenses usedGuestLicenses\n  }\n}": typeof types.WorkspacesApiInviteToWorkspaceDocument,
    "query WorkspacesApiListUsersInWorkspace($w: ID!, $n: String, $l: Int, $m: WorkspaceMembershipKind) {\n  listUsersInWorkspace(workspaceId: $w, nextToken: $n, limit: $l, membership: $m) {\n    data { userId email role membership status } nextToken\n  }\n}": typeof types.WorkspacesApiListUsersInWorkspaceDocument,
    "query GetWorkspacesList($n: String) { getWorkspacesList(limit: 2, nextToken: $n) { data { name } nextToken } }": typeof types.GetWorkspacesListDocument,
    "mutation WorkspacesApiCompleteNewPassword($t: String!) { completeNewPassword(challengeToken: $t, newPassword: \"chosen-pass-8\") { accessToken } }": typeof types.WorkspacesApiCompleteNewPasswordDocument,
    "mutation UpdateWorkspaceMembership($w: ID!, $u: ID!) { updateWorkspaceMembership(workspaceId: $w, userId: $u, role: creator) { role membership } }": typeof types.UpdateWorkspaceMembershipDocument,
    "mutation WorkspacesApiUpdateWorkspaceMembership($w: ID!, $u: ID!) { updateWorkspaceMembership(workspaceId: $w, userId: $u, role: editor) { role } }": typeof types.WorkspacesApiUpdateWorkspaceMembershipDocument,
    "mutation UpdateWorkspaceInfo($w: ID!) { updateWorkspaceInfo(workspaceId: $w, name: \"Mine now\") { name } }": typeof types.UpdateWorkspaceInfoDocument,
    "query WorkspacesApiGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { name } }": typeof types.WorkspacesApiGetWorkspaceDocument,
    "mutation WorkspacesApiUpdateWorkspaceInfo($w: ID!) { updateWorkspaceInfo(workspaceId: $w, name: \"Renamed\") { name } }": typeof types.WorkspacesApiUpdateWorkspaceInfoDocument,
    "subscription InviteToWorkspaceReport($workspaceId: ID!) { inviteToWorkspaceReport(workspaceId: $workspaceId) { results { email status } usedLicenses } }": typeof types.InviteToWorkspaceReportDocument,
    "query ListFeatureFlags { ListFeatureFlags { name enabled } }": typeof types.ListFeatureFlagsDocument,
    "query GetWorkspaceBranding($w: ID!) { getWorkspaceBranding(workspaceId: $w) { id name logo { url } } }": typeof types.GetWorkspaceBrandingDocument,
    "query GraphqlLimitsSystemStatus2 { systemStatus { version database startedAt } }": typeof types.GraphqlLimitsSystemStatus2Document,
    "query SystemStatus { systemStatus { notices { id } } }": typeof types.SystemStatusDocument,
    "query GraphqlLimitsSystemStatus { systemStatus { version } }": typeof types.GraphqlLimitsSystemStatusDocument,
    "mutation CreateWorkspaceV2 { createWorkspaceV2(name: \"Harbour Hotel\") { id } }": typeof types.CreateWorkspaceV2Document,
    "mutation InviteToWorkspace($w: ID!, $msg: String) {\n        inviteToWorkspace(workspaceId: $w, members: [{ email: \"target@example.com\" }], emailMessage: $msg) {\n          results { status }\n        }\n      }": typeof types.InviteToWorkspaceDocument,
    "query GetProjectAggregation($p: ID!, $w: ID!) {\n  getProjectAggregation(projectId: $p, workspaceId: $w) {\n    totalCost totalPower typeSumValues { type rows totalCost } tagSumValues { tag rows TotalCost }\n  }\n}": typeof types.GetProjectAggregationDocument,
    "query DurabilitySystemStatus { systemStatus { database } }": typeof types.DurabilitySystemStatusDocument,
    "mutation ExportAfterKillExport($w: ID!, $p: ID!) {\n  fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: \"pdf\") { requestId file { fileId } }\n}": typeof types.ExportAfterKillExportDocument,
    "query ExportAfterKillGet($r: ID!) {\n  getExportFile(requestId: $r) { status progress url errorMessage }\n}": typeof types.ExportAfterKillGetDocument,
    "query RestartAfterKillListMyWorkspaces { listMyWorkspaces { id } }": typeof types.RestartAfterKillListMyWorkspacesDocument,
    "mutation RestartAfterKillDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Harbour Hotel\", address: { formatted_address: \"Halifax, Canada\" }, area: 1000, areaUnit: feet) { id } }": typeof types.RestartAfterKillDeprecatedCreateProjectV2Document,
    "mutation SignUp($email: String!, $password: String!, $name: String) {\n  signUp(email: $email, password: $password, name: $name) { email codeExpiresInSeconds }\n}": typeof types.SignUpDocument,
    "mutation Verify($email: String!, $code: String!) {\n  verifyEmail(email: $email, code: $code)\n}": typeof types.VerifyDocument,
    "mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    challenge challengeToken\n    session { accessToken accessTokenExpiresAt user { id email name profileComplete } }\n  }\n}": typeof types.SignInDocument,
    "mutation RefreshSession { refreshSession { accessToken user { id } } }": typeof types.RefreshSessionDocument,
    "mutation InvitationsInviteToWorkspace($w: ID!, $e: String!, $r: WorkspaceRole) {\n  inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: $r }]) { results { status } }\n}": typeof types.InvitationsInviteToWorkspaceDocument,
    "query InvitationsListMyWorkspaceInvitations { listMyWorkspaceInvitations { id workspaceId role } }": typeof types.InvitationsListMyWorkspaceInvitationsDocument,
    "mutation MatrixArgumentsMakeStarredProjectList($w: ID!) { makeStarredProjectList(workspaceId: $w, name: \"Mine\") { id } }": typeof types.MatrixArgumentsMakeStarredProjectListDocument,
    "mutation MatrixArgumentsDeleteProjectColumn($w: ID!, $p: ID!, $c: String!) { deleteProjectColumn(workspaceId: $w, projectId: $p, col: $c) }": typeof types.MatrixArgumentsDeleteProjectColumnDocument,
    "query MatrixFixtureListMyWorkspaces { listMyWorkspaces { id } }": typeof types.MatrixFixtureListMyWorkspacesDocument,
    "mutation MatrixFixtureDeprecatedCreateProjectV2($w: ID!, $n: String!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, location: \"Halifax, Canada\") { id } }": typeof types.MatrixFixtureDeprecatedCreateProjectV2Document,
    "mutation MatrixFixtureCreateEmptyRow($w: ID!, $p: ID!) { createEmptyRow(workspaceId: $w, projectId: $p, cells: { typeDesignation: \"B1\", tag: \"A\", quantity: 1 }) }": typeof types.MatrixFixtureCreateEmptyRowDocument,
    "mutation MatrixFixtureDeleteRow($w: ID!, $p: ID!, $r: ID!) { deleteRow(workspaceId: $w, projectId: $p, rowId: $r) }": typeof types.MatrixFixtureDeleteRowDocument,
    "mutation MatrixFixtureCreateProjectColumn($w: ID!, $p: ID!, $n: String!) { createProjectColumn(workspaceId: $w, projectId: $p, name: $n, type: \"string\") { id } }": typeof types.MatrixFixtureCreateProjectColumnDocument,
    "mutation SaveCustomView($w: ID!, $p: ID!, $n: String!) { saveCustomView(workspaceId: $w, projectId: $p, name: $n) { id } }": typeof types.SaveCustomViewDocument,
    "mutation MatrixFixtureCreateProjectVersion($w: ID!, $p: ID!, $t: String!) { createProjectVersion(workspaceId: $w, projectId: $p, title: $t) { id } }": typeof types.MatrixFixtureCreateProjectVersionDocument,
    "mutation CreateComment($input: CreateCommentInput!) { createComment(input: $input) { id } }": typeof types.CreateCommentDocument,
    "mutation ManagePermission($w: ID!, $p: ID!, $u: ID!) { managePermission(workspaceId: $w, projectId: $p, createPermission: [{ userId: $u, type: editor }]) { projectId } }": typeof types.ManagePermissionDocument,
    "query MatrixFixtureGetScheduleViews($w: ID!, $p: ID!) { getScheduleViews(workspaceId: $w, projectId: $p) { id type } }": typeof types.MatrixFixtureGetScheduleViewsDocument,
    "query MatrixFixtureGetProjectAggregation($w: ID!, $p: ID!) { getProjectAggregation(workspaceId: $w, projectId: $p) { id } }": typeof types.MatrixFixtureGetProjectAggregationDocument,
    "mutation MatrixFixtureMakeStarredProjectList($w: ID!) { makeStarredProjectList(workspaceId: $w, name: \"Owner list\") { id } }": typeof types.MatrixFixtureMakeStarredProjectListDocument,
    "mutation MatrixSubscriptionsDeleteRow($w: ID!, $p: ID!, $r: ID!) { deleteRow(workspaceId: $w, projectId: $p, rowId: $r) }": typeof types.MatrixSubscriptionsDeleteRowDocument,
    "mutation MatrixSubscriptionsUpdateProjectAggregation($w: ID!, $p: ID!) { updateProjectAggregation(workspaceId: $w, projectId: $p, baseBudget: 2500) { id } }": typeof types.MatrixSubscriptionsUpdateProjectAggregationDocument,
    "mutation MatrixSubscriptionsUpdateProject($w: ID!, $p: ID!) { updateProject(workspaceId: $w, id: $p, status: archived) { id } }": typeof types.MatrixSubscriptionsUpdateProjectDocument,
    "mutation MatrixSubscriptionsInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e }]) { usedLicenses } }": typeof types.MatrixSubscriptionsInviteToWorkspaceDocument,
    "mutation MatrixSubscriptionsManagePermission($w: ID!, $p: ID!, $u: ID!) { managePermission(workspaceId: $w, projectId: $p, createPermission: [{ userId: $u, type: viewer }]) { projectId } }": typeof types.MatrixSubscriptionsManagePermissionDocument,
    "mutation MatrixSubscriptionsCreateTestCard { createTestPaymentMethod(number: \"4242424242424242\", expiry: \"12/40\", cvc: \"123\") }": typeof types.MatrixSubscriptionsCreateTestCardDocument,
    "mutation MatrixSubscriptionsSaveCard($w: ID!, $p: ID!) { saveAndAttachPaymentMethodId(workspaceId: $w, paymentMethodId: $p) { id } }": typeof types.MatrixSubscriptionsSaveCardDocument,
    "mutation MatrixSubscriptionsUpdateCollection($w: ID!, $c: ID!) { updateCollection(workspaceId: $w, collectionId: $c, name: \"Matrix collection\") { id } }": typeof types.MatrixSubscriptionsUpdateCollectionDocument,
    "mutation MatrixSubscriptionsExport($w: ID!, $p: ID!) { fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: \"csv\") { requestId } }": typeof types.MatrixSubscriptionsExportDocument,
    "mutation MatrixSubscriptionsScrape($w: ID!, $u: String!, $a: ID!) { scrapeProductData(workspaceId: $w, url: $u, attachmentId: $a) { status } }": typeof types.MatrixSubscriptionsScrapeDocument,
    "query MatrixSubscriptionsSearchCatalogue($w: ID!, $r: String!) { searchProductsV3(workspaceId: $w, query: \"\", requestId: $r) { total } searchCollectionsV3(workspaceId: $w, query: \"\", requestId: $r) { total } }": typeof types.MatrixSubscriptionsSearchCatalogueDocument,
    "query MatrixSubscriptionsSearchProjectCells($w: ID!, $p: ID!) { searchProjectCells(workspaceId: $w, projectId: $p, query: \"B1\") { __typename } }": typeof types.MatrixSubscriptionsSearchProjectCellsDocument,
    "mutation ProjectSharedLink($w: ID!, $p: ID!) { projectSharedLink(workspaceId: $w, projectId: $p, isShared: true) { sharedLink { accessToken } } }": typeof types.ProjectSharedLinkDocument,
    "mutation ScaleOutUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: JSON, $ver: CellVersion!, $s: String) {\n  updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: $v, version: $ver, session: $s) { version }\n}": typeof types.ScaleOutUpdateCellDocument,
    "query ScaleOutSystemStatus { systemStatus { version } }": typeof types.ScaleOutSystemStatusDocument,
    "query ScaleOutGetStructuredScheduleRows($p: ID!, $w: ID!, $l: Int, $n: String) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l, nextToken: $n) { data nextToken }\n}": typeof types.ScaleOutGetStructuredScheduleRowsDocument,
    "subscription ScaleOutOnScheduleRowsChanged($p: ID!, $w: ID!) {\n  onScheduleRowsChanged(projectId: $p, workspaceId: $w) { kind row rows }\n}": typeof types.ScaleOutOnScheduleRowsChangedDocument,
    "query ScheduleFixtureGetStructuredScheduleRows($p: ID!, $w: ID!, $limit: Int, $next: String) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $limit, nextToken: $next) { data nextToken }\n}": typeof types.ScheduleFixtureGetStructuredScheduleRowsDocument,
    "mutation ScheduleFixtureUpdateCell($p: ID!, $w: ID!, $row: ID!, $col: String!, $value: JSON, $values: [JSON], $version: CellVersion!, $session: String) {\n  updateCell(projectId: $p, workspaceId: $w, row: $row, col: $col, value: $value, values: $values, version: $version, session: $session) { row col version }\n}": typeof types.ScheduleFixtureUpdateCellDocument,
    "mutation ScheduleFixtureCreateEmptyRow($p: ID!, $w: ID!, $cells: JSON, $session: String) {\n  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells, session: $session)\n}": typeof types.ScheduleFixtureCreateEmptyRowDocument,
    "query ScheduleFixtureListMyWorkspaces { listMyWorkspaces { id } }": typeof types.ScheduleFixtureListMyWorkspacesDocument,
    "mutation ScheduleFixtureDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Harbour Hotel\", address: { formatted_address: \"Halifax, Canada\" }, area: 1000, areaUnit: feet) { id } }": typeof types.ScheduleFixtureDeprecatedCreateProjectV2Document,
    "mutation ScheduleFixtureInviteToWorkspace($w: ID!, $e: String!, $r: WorkspaceRole) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: $r }]) { usedLicenses } }": typeof types.ScheduleFixtureInviteToWorkspaceDocument,
    "query TwoProcessRedisSystemStatus { systemStatus { database pubsub } }": typeof types.TwoProcessRedisSystemStatusDocument,
    "query WorkspaceIsolationListMyWorkspaces { listMyWorkspaces { id } }": typeof types.WorkspaceIsolationListMyWorkspacesDocument,
    "mutation WorkspaceIsolationCreateCollection($w: ID!) {\n          createCollectionV3(workspaceId: $w, name: \"Victim lamps\") { id } }": typeof types.WorkspaceIsolationCreateCollectionDocument,
    "subscription WorkspaceIsolationInviteToWorkspaceReport($workspaceId: ID!) { inviteToWorkspaceReport(workspaceId: $workspaceId) { requestId } }": typeof types.WorkspaceIsolationInviteToWorkspaceReportDocument,
};
const documents: Documents = {
    "query CatalogueBenchSearchProducts($w: ID!, $q: String!, $m: SearchMatch, $s: String) {\n  searchProductsV3(workspaceId: $w, query: $q, match: $m, scrollID: $s) {\n    total capped scrollID terms\n    understood { kind text label }\n    data { id collectionId collectionName workspaceId name cells cct cri lengthMm thumbnail relevance }\n  }\n}": types.CatalogueBenchSearchProductsDocument,
    "query CatalogueBenchSearchCollections($w: ID!, $q: String!, $m: SearchMatch) {\n  searchCollectionsV3(workspaceId: $w, query: $q, match: $m) {\n    total capped scrollID terms\n    data { id name description workspaceId productsCount }\n  }\n}": types.CatalogueBenchSearchCollectionsDocument,
    "query CatalogueBenchFloor { systemStatus { version } }": types.CatalogueBenchFloorDocument,
    "mutation CatalogueBenchSignIn($e: String!, $p: String!) {\n  signIn(email: $e, password: $p) { session { accessToken } }\n}": types.CatalogueBenchSignInDocument,
    "mutation CatalogueBenchCreateCollection($w: ID!, $n: String!, $d: String, $k: [String!]) {\n  createCollectionV3(workspaceId: $w, name: $n, description: $d, keywords: $k) { id }\n}": types.CatalogueBenchCreateCollectionDocument,
    "mutation ExportBenchExport($w: ID!, $p: ID!, $f: String!) {\n  fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: $f) { requestId }\n}": types.ExportBenchExportDocument,
    "query ExportBenchGet($r: ID!) {\n  getExportFile(requestId: $r) { status errorMessage }\n}": types.ExportBenchGetDocument,
    "mutation ImportBenchImport($w: ID!, $p: ID!, $key: String!, $mapping: [ImportColumnMapping!]!) {\n  importDocument(workspaceId: $w, projectId: $p, key: $key, mapping: $mapping) { importId }\n}": types.ImportBenchImportDocument,
    "query ImportBenchGet($w: ID!, $id: ID!) {\n  getImportDocument(workspaceId: $w, importId: $id) { status firstError productsUploaded }\n}": types.ImportBenchGetDocument,
    "query ProcessBenchSystemStatus { systemStatus { database } }": types.ProcessBenchSystemStatusDocument,
    "query BenchGeneralSystemStatus { systemStatus { version database pubsub } }": types.BenchGeneralSystemStatusDocument,
    "mutation ScheduleBenchSignIn($e: String!, $p: String!) { signIn(email: $e, password: $p) { session { accessToken } } }": types.ScheduleBenchSignInDocument,
    "query ScheduleBenchRows($p: ID!, $w: ID!, $l: Int, $n: String) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l, nextToken: $n) { data nextToken }\n}": types.ScheduleBenchRowsDocument,
    "query ScheduleBenchFloor { systemStatus { version } }": types.ScheduleBenchFloorDocument,
    "subscription ScheduleBenchOnPutScheduleRow($p: ID!, $w: ID!) { onPutScheduleRow(projectId: $p, workspaceId: $w) { row } }": types.ScheduleBenchOnPutScheduleRowDocument,
    "mutation ScheduleBenchCreateVersion($p: ID!, $w: ID!, $t: String!) {\n  createProjectVersion(projectId: $p, workspaceId: $w, title: $t) { id rowsCount }\n}": types.ScheduleBenchCreateVersionDocument,
    "query ScheduleBenchCompare($p: ID!, $w: ID!, $a: ID!, $b: ID) {\n          compareProjectVersions(projectId: $p, workspaceId: $w, primaryVersionId: $a, secondaryVersionId: $b) {\n            counts { added removed modified unchanged } totals { costDelta }\n          }\n        }": types.ScheduleBenchCompareDocument,
    "query SearchBenchFirstPage($p: ID!, $w: ID!, $q: String!) {\n  searchProjectCells(projectId: $p, workspaceId: $w, query: $q, limit: 100) {\n    scrollID data { rowId }\n  }\n}": types.SearchBenchFirstPageDocument,
    "query SubscribersBenchRows($p: ID!, $w: ID!, $l: Int) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l) { data } }": types.SubscribersBenchRowsDocument,
    "mutation SubscribersBenchUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: JSON, $ver: CellVersion!) {\n  updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"quantity\", value: $v, version: $ver, session: \"bench-editor\") { version }\n}": types.SubscribersBenchUpdateCellDocument,
    "subscription SubscribersBenchOnPutScheduleRow($p: ID!, $w: ID!) { onPutScheduleRow(projectId: $p, workspaceId: $w) { row } }": types.SubscribersBenchOnPutScheduleRowDocument,
    "subscription SubscribersBenchOnProjectAggregation($p: ID!, $w: ID!) { onProjectAggregation(projectId: $p, workspaceId: $w) { totalCost totalPower typeSumValues { type totalCost } } }": types.SubscribersBenchOnProjectAggregationDocument,
    "query AdminCommandsListFeatureFlags { ListFeatureFlags { name enabled value { type integer } } }": types.AdminCommandsListFeatureFlagsDocument,
    "query AdminCommandsListMyWorkspaces { listMyWorkspaces { id } }": types.AdminCommandsListMyWorkspacesDocument,
    "query AdminCommandsGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { status freeLicenses guestLicenseLimit readOnlyMessage } }": types.AdminCommandsGetWorkspaceDocument,
    "query DemoSeedListMyWorkspaces { listMyWorkspaces { id name workspaceType } }": types.DemoSeedListMyWorkspacesDocument,
    "query DemoSeedGetSortedUserProjectsV2($w: ID!) { getSortedUserProjectsV2(workspaceId: $w, orderBy: projectName) { data { title } } }": types.DemoSeedGetSortedUserProjectsV2Document,
    "query ConnectionSystemStatus { systemStatus { database } }": types.ConnectionSystemStatusDocument,
    "query BillingAccessNeedPremium($w: ID!) { isUserNeedPremium(workspaceId: $w) }": types.BillingAccessNeedPremiumDocument,
    "mutation BillingAccessSecond { createWorkspaceV2(name: \"Second\") { id } }": types.BillingAccessSecondDocument,
    "mutation BillingUpdateWorkspaceInfo($w: ID!, $d: String) { updateWorkspaceInfo(workspaceId: $w, description: $d) { id } }": types.BillingUpdateWorkspaceInfoDocument,
    "mutation BillingCreateWorkspace($name: String!) { createWorkspaceV2(name: $name) { id } }": types.BillingCreateWorkspaceDocument,
    "query BillingWorkspace($w: ID!) {\n  getWorkspace(workspaceId: $w) { id workspaceType status premiumLicenses guestLicenseLimit readOnlyMessage paymentRequired type }\n}": types.BillingWorkspaceDocument,
    "query BillingWorkspaceBilling($w: ID!) {\n  getWorkspaceBilling(workspaceId: $w) {\n    provider trialState trialDays usedLicenses includedGuestSeats\n    subscription { id status seats type priceId priceAmount subEnd amountDue }\n    paymentMethod { brand last4 expMonth expYear }\n    paymentManagers { name email }\n    canPay { allowed message }\n    testCards { number behaviour }\n  }\n}": types.BillingWorkspaceBillingDocument,
    "mutation BillingCreateTestPaymentMethod($n: String!, $e: String!, $c: String!) { createTestPaymentMethod(number: $n, expiry: $e, cvc: $c) }": types.BillingCreateTestPaymentMethodDocument,
    "mutation BillingSaveCard($w: ID!, $p: ID!) { saveAndAttachPaymentMethodId(workspaceId: $w, paymentMethodId: $p) { id brand last4 expMonth expYear } }": types.BillingSaveCardDocument,
    "mutation BillingStartTrial($w: ID!, $plan: String) { startWorkspaceTrial(workspaceId: $w, plan: $plan) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }": types.BillingStartTrialDocument,
    "mutation BillingSubscribe($w: ID!, $p: ID!, $q: Int!, $g: Int) { stripeCreateSubscribe(workspaceId: $w, priceId: $p, quantity: $q, guestQuantity: $g) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }": types.BillingSubscribeDocument,
    "mutation BillingChangePlan($w: ID!, $p: ID, $q: Int, $g: Int) { changeSubscriptionPlan(workspaceId: $w, priceId: $p, quantity: $q, guestQuantity: $g) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }": types.BillingChangePlanDocument,
    "mutation BillingConfirm($w: ID!, $c: ID!, $a: Boolean!) { confirmPayment(workspaceId: $w, confirmationId: $c, approve: $a) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }": types.BillingConfirmDocument,
    "mutation BillingPayOpenInvoice($w: ID!) { payOpenInvoice(workspaceId: $w) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }": types.BillingPayOpenInvoiceDocument,
    "mutation BillingCancel($w: ID!) { cancelSubscription(workspaceId: $w) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }": types.BillingCancelDocument,
    "mutation BillingRunTestRenewal($w: ID!) { runTestRenewal(workspaceId: $w) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }": types.BillingRunTestRenewalDocument,
    "query BillingInvoices($w: ID!, $l: Int, $t: String) {\n  getUserInvoices(workspaceId: $w, limit: $l, nextToken: $t) {\n    data { inId number status amountDue amountPaid currency keyToPdf data { description } }\n    nextToken\n  }\n}": types.BillingInvoicesDocument,
    "query BillingSubscriptions($w: ID) { getUserSubscriptions(workspaceId: $w) { workspaceId type status seats priceAmount priceCurrency } }": types.BillingSubscriptionsDocument,
    "query BillingPrices($l: String, $c: String, $f: PriceFilter) { getListPrice(workspaceLicense: $l, currency: $c, filter: $f) { id currency unit_amount metadata { plan licence } recurring { interval } } }": types.BillingPricesDocument,
    "subscription BillingPaymentEvents($w: ID!) { paymentEvents(workspaceId: $w) { workspaceId type message workspaceType workspaceStatus premiumLicenses } }": types.BillingPaymentEventsDocument,
    "query CataloguePeopleGetUserProfile { getUserProfile { id } }": types.CataloguePeopleGetUserProfileDocument,
    "query CataloguePeopleListMyWorkspaces { listMyWorkspaces { id } }": types.CataloguePeopleListMyWorkspacesDocument,
    "query FollowingCollectionInfo($w: ID!, $c: ID!, $token: String) {\n    getLibraryCollectionInfo(workspaceId: $w, collectionId: $c, accessToken: $token) {\n      id name myRole editable follow suggested type collectionGroup } }": types.FollowingCollectionInfoDocument,
    "query FollowingAbilities($w: ID!, $c: ID!, $token: String) {\n    getLibraryCollectionInfo(workspaceId: $w, collectionId: $c, accessToken: $token) { id abilities {\n      follow { allowed reason message } unfollow { allowed reason message } suggest { allowed reason message } } } }": types.FollowingAbilitiesDocument,
    "query FollowingGroupAbilities($w: ID!, $groups: [CollectionGroup!]) {\n    listMyCollectionsV2(workspaceId: $w, groups: $groups) { group data { id abilities {\n      follow { allowed message } unfollow { allowed message } suggest { allowed message } } } } }": types.FollowingGroupAbilitiesDocument,
    "query FollowingGroups($w: ID!, $groups: [CollectionGroup!]) {\n    listMyCollectionsV2(workspaceId: $w, groups: $groups) { group amount data { id name collectionGroup follow suggested } } }": types.FollowingGroupsDocument,
    "query FollowingProducts($w: ID!, $c: ID!) {\n    listStructuredCollectionRows(workspaceId: $w, collectionId: $c) { data } }": types.FollowingProductsDocument,
    "mutation FollowingFollow($w: ID!, $c: ID!, $token: String) {\n    followCollection(workspaceId: $w, collectionId: $c, accessToken: $token) { id myRole follow collectionGroup } }": types.FollowingFollowDocument,
    "mutation FollowingFollowV2($w: ID!, $c: ID!, $token: String) {\n    followCollectionV2(workspaceId: $w, collectionId: $c, accessToken: $token) { id } }": types.FollowingFollowV2Document,
    "mutation FollowingUnfollow($w: ID!, $c: ID!) { unfollowCollection(workspaceId: $w, collectionId: $c) }": types.FollowingUnfollowDocument,
    "mutation FollowingUnfollowV2($w: ID!, $c: ID!) { unfollowCollectionV2(workspaceId: $w, collectionId: $c) }": types.FollowingUnfollowV2Document,
    "query FollowingFollowed($w: ID!) {\n    listFollowedCollections(workspaceId: $w) { amount data { id name } }\n    listFollowedCollectionsV2(workspaceId: $w) { amount data { id } }\n    listFollowedCollectionsLastAccessed(workspaceId: $w) { id } }": types.FollowingFollowedDocument,
    "subscription FollowingOnCollectionChanged($w: ID!) {\n    onCollectionChanged(workspaceId: $w) { collectionId status collection { name myRole collectionGroup } } }": types.FollowingOnCollectionChangedDocument,
    "mutation FollowingRename($w: ID!, $c: ID!, $name: String!) {\n    updateCollection(workspaceId: $w, collectionId: $c, name: $name) { id } }": types.FollowingRenameDocument,
    "query FollowingWorkspacesWithCollection($c: ID!) {\n    listWorkspacesWithCollection(collectionId: $c) { id } }": types.FollowingWorkspacesWithCollectionDocument,
    "query FollowingIsFollowed($w: ID!, $c: ID!) { isCollectionFollowed(workspaceId: $w, collectionId: $c) }": types.FollowingIsFollowedDocument,
    "mutation FollowingSuggest($w: ID!, $c: ID!, $email: String!, $message: String, $force: Boolean) {\n    suggestCollection(workspaceId: $w, collectionId: $c, email: $email, emailMessage: $message, force: $force) {\n      email suggested errorType message } }": types.FollowingSuggestDocument,
    "query FollowingSuggestions { listMyCollectionSuggestions { nextToken data {\n    id collectionId collectionName collection { id myRole collectionGroup } suggestedBy emailMessage status becamePrivate message } } }": types.FollowingSuggestionsDocument,
    "mutation FollowingIgnore($id: ID!) { ignoreSuggestion(suggestionId: $id) }": types.FollowingIgnoreDocument,
    "mutation FollowingCopy($w: ID!, $c: ID!, $suggested: Boolean, $token: String) {\n    copyCollection(workspaceId: $w, collectionId: $c, suggested: $suggested, accessToken: $token) { id collection { name productsCount } } }": types.FollowingCopyDocument,
    "query FollowingOptions($w: ID!, $c: ID!) {\n    getCollectionSharingOptions(workspaceId: $w, collectionId: $c) { collectionId type lockedToWorkspace sharedLink { url accessToken } } }": types.FollowingOptionsDocument,
    "query FollowingLink($w: ID!, $c: ID!) {\n    getCollectionSharedLink(workspaceId: $w, collectionId: $c) { url accessToken mode fieldsToShow generatedAt } }": types.FollowingLinkDocument,
    "mutation FollowingUpdateOptions($w: ID!, $c: ID!, $type: CollectionSharingType, $locked: Boolean) {\n    updateCollectionSharingOptions(workspaceId: $w, collectionId: $c, type: $type, lockedToWorkspace: $locked) {\n      type lockedToWorkspace sharedLink { accessToken } } }": types.FollowingUpdateOptionsDocument,
    "mutation FollowingSwitch($w: ID!, $c: ID!, $type: CollectionSharingType!, $enabled: Boolean!) {\n    switchTypeSharing(workspaceId: $w, collectionId: $c, type: $type, enabled: $enabled) { type sharedLink { accessToken } } }": types.FollowingSwitchDocument,
    "mutation FollowingUpdateLink($w: ID!, $c: ID!, $mode: String, $fields: [String!]) {\n    updateCollectionSharedLink(workspaceId: $w, collectionId: $c, mode: $mode, fieldsToShow: $fields) {\n      url accessToken mode fieldsToShow } }": types.FollowingUpdateLinkDocument,
    "mutation FollowingResetLink($w: ID!, $c: ID!) {\n    resetCollectionSharedLink(workspaceId: $w, collectionId: $c) { accessToken } }": types.FollowingResetLinkDocument,
    "query FollowingProductMode($w: ID!, $c: ID!, $p: ID) {\n    getProductMode(workspaceId: $w, collectionId: $c, productId: $p) { mode reason } }": types.FollowingProductModeDocument,
    "mutation FollowingTradeShow($w: ID!, $c: ID!, $email: String!, $ids: [ID!], $message: String) {\n    tradeShowSendEmail(workspaceId: $w, collectionId: $c, email: $email, productIds: $ids, message: $message) }": types.FollowingTradeShowDocument,
    "subscription CollectionsOnCollectionChanged($w: ID!, $c: ID) {\n  onCollectionChanged(workspaceId: $w, collectionId: $c) {\n    collectionId status productsCount collection { name myRole } } }": types.CollectionsOnCollectionChangedDocument,
    "mutation CollectionsCreateComment($w: ID!, $c: ID!, $message: String!) {\n  createComment(input: { workspaceId: $w, resourceType: collection, resourceId: $c, message: $message }) { id message } }": types.CollectionsCreateCommentDocument,
    "query CollectionsListComments($w: ID!, $c: ID!) {\n  listComments(workspaceId: $w, resourceType: collection, resourceId: $c) { items { message } } }": types.CollectionsListCommentsDocument,
    "query CollectionsGetMyRolesInResource($w: ID!, $c: ID!) {\n  getMyRolesInResource(workspaceId: $w, resourceType: collection, resourceId: $c) {\n    workspaceRole resourceRole role }\n  getResourcePermission(workspaceId: $w, resourceType: collection, resourceId: $c) {\n    type allowed managePermissions { allowed } } }": types.CollectionsGetMyRolesInResourceDocument,
    "mutation CollectionsAddProduct($c: ID, $w: ID!, $cells: JSON) { createEmptyRow(collectionId: $c, workspaceId: $w, cells: $cells) }": types.CollectionsAddProductDocument,
    "query CollectionsProducts($c: ID, $w: ID!) {\n  getStructuredScheduleRows(collectionId: $c, workspaceId: $w) { data } }": types.CollectionsProductsDocument,
    "fragment CollectionFields on Collection {\n  id name description keywords libraryId workspaceId creator author location productsCount\n  productsLimit type publish status collectionGroup myRole editable commentsUnread\n  createdDate lastModified lastAccessed\n  members { type isPending userInfo { id email } }\n  pictures { id key filename }\n  abilities { update { allowed reason } delete { allowed reason message } share { allowed reason }\n    addProducts { allowed } copy { allowed reason message } manageLibraries { allowed } }\n}": types.CollectionFieldsFragmentDoc,
    "mutation CollectionsCreateCollectionV3($w: ID!, $l: ID, $name: String!, $description: String, $keywords: [String!], $location: String) {\n  createCollectionV3(workspaceId: $w, libraryId: $l, name: $name, description: $description, keywords: $keywords, location: $location) { ...CollectionFields } }": types.CollectionsCreateCollectionV3Document,
    "mutation CollectionsCreateCollection($w: ID!, $l: ID, $name: String!) {\n  createCollection(workspaceId: $w, libraryId: $l, name: $name) { id name libraryId } }": types.CollectionsCreateCollectionDocument,
    "mutation CollectionsUpdateCollection($w: ID!, $c: ID!, $name: String, $description: String, $keywords: [String!]) {\n  updateCollection(workspaceId: $w, collectionId: $c, name: $name, description: $description, keywords: $keywords) { id name description keywords } }": types.CollectionsUpdateCollectionDocument,
    "mutation CollectionsDeleteCollection($w: ID!, $c: ID!) {\n  deleteCollection(workspaceId: $w, collectionId: $c) }": types.CollectionsDeleteCollectionDocument,
    "mutation CollectionsCopyCollection($w: ID!, $c: ID!, $l: ID) {\n  copyCollection(workspaceId: $w, collectionId: $c, libraryId: $l) { id collection { ...CollectionFields } } }": types.CollectionsCopyCollectionDocument,
    "query CollectionsGetLibraryCollectionInfo($w: ID!, $c: ID!) {\n  getLibraryCollectionInfo(workspaceId: $w, collectionId: $c) { ...CollectionFields } }": types.CollectionsGetLibraryCollectionInfoDocument,
    "query CollectionsListMyCollectionsV2($w: ID!, $l: ID, $groups: [CollectionGroup!], $sort: CollectionSort, $direction: SortDirection, $limit: Int, $next: String) {\n  listMyCollectionsV2(workspaceId: $w, libraryId: $l, groups: $groups, sort: $sort, direction: $direction, limit: $limit, nextToken: $next) {\n    group amount nextToken data { id name collectionGroup } } }": types.CollectionsListMyCollectionsV2Document,
    "query CollectionsRecent($w: ID!, $limit: Int) {\n  listResentlyCollections(workspaceId: $w, limit: $limit) { id name }\n  listRecentCollectionsV2(workspaceId: $w, limit: $limit) { amount nextToken data { id name lastAccessed } } }": types.CollectionsRecentDocument,
    "fragment CollectionPermissionResultFields on CataloguePermissionResult {\n  id invited wrongEmails members { type isPending workspaceRole userInfo { id email } } }": types.CollectionPermissionResultFieldsFragmentDoc,
    "query CollectionsGetCollectionMembers($w: ID!, $c: ID!) {\n  getCollectionMembers(workspaceId: $w, collectionId: $c) { type userInfo { id email } } }": types.CollectionsGetCollectionMembersDocument,
    "mutation CollectionsShareCollection($w: ID!, $c: ID!, $permissions: [CataloguePermissionInput!]!) {\n  shareCollection(workspaceId: $w, collectionId: $c, permissions: $permissions) { ...CollectionPermissionResultFields } }": types.CollectionsShareCollectionDocument,
    "mutation CollectionsUpdateCollectionPermission($w: ID!, $c: ID!, $permissions: [CataloguePermissionInput!]!) {\n  updateCollectionPermission(workspaceId: $w, collectionId: $c, permissions: $permissions) { ...CollectionPermissionResultFields } }": types.CollectionsUpdateCollectionPermissionDocument,
    "mutation CollectionsDeleteCollectionPermission($w: ID!, $c: ID!, $userIds: [ID!]!) {\n  deleteCollectionPermission(workspaceId: $w, collectionId: $c, userIds: $userIds) { ...CollectionPermissionResultFields } }": types.CollectionsDeleteCollectionPermissionDocument,
    "mutation CollectionsInviteUserToCollection($w: ID!, $c: ID!, $invites: [CatalogueInviteInput!]!, $message: String) {\n  inviteUserToCollection(workspaceId: $w, collectionId: $c, invites: $invites, emailMessage: $message) { ...CollectionPermissionResultFields } }": types.CollectionsInviteUserToCollectionDocument,
    "query CollectionsListWorkspacesWithCollection($c: ID!) {\n  listWorkspacesWithCollection(collectionId: $c) { id name } }": types.CollectionsListWorkspacesWithCollectionDocument,
    "query CollectionsListCollectionPhotos($w: ID!, $c: ID!) {\n  listCollectionPhotos(workspaceId: $w, collectionId: $c) { id key filename type size url thumbnails { small } createdBy } }": types.CollectionsListCollectionPhotosDocument,
    "query CollectionsGetCollectionPhotoInfo($w: ID!, $c: ID!, $p: ID!) {\n  getCollectionPhotoInfo(workspaceId: $w, collectionId: $c, photoId: $p) { id key filename } }": types.CollectionsGetCollectionPhotoInfoDocument,
    "mutation CollectionsDeclareCollectionPhoto($w: ID!, $c: ID!, $key: String!) {\n  declareCollectionPhoto(workspaceId: $w, collectionId: $c, key: $key) { id key filename type } }": types.CollectionsDeclareCollectionPhotoDocument,
    "mutation CollectionsDeleteCollectionPhotos($w: ID!, $c: ID!, $ids: [ID!]!) {\n  deleteCollectionPhotos(workspaceId: $w, collectionId: $c, photoIds: $ids) }": types.CollectionsDeleteCollectionPhotosDocument,
    "mutation AttachToComment($w: ID!, $id: ID!, $keys: [String!]!) {\n  attachToComment(workspaceId: $w, commentId: $id, attachments: $keys) { commentType attachments { key filename } } }": types.AttachToCommentDocument,
    "query GetAttachmentInfo($w: ID!, $key: String!) {\n  getAttachmentInfo(workspaceId: $w, key: $key) { key filename size type url thumbnails previewKind } }": types.GetAttachmentInfoDocument,
    "mutation DeclareUserAttachement($w: ID!, $p: ID!, $key: String!) {\n  declareUserAttachement(workspaceId: $w, resourceType: project, resourceId: $p, key: $key) { key previewKind } }": types.DeclareUserAttachementDocument,
    "mutation ReadAllResourceComments($w: ID!, $p: ID!, $row: ID) {\n  readAllResourceComments(workspaceId: $w, resourceType: project, resourceId: $p, rowId: $row) { commentsUnread hideResolvedComments } }": types.ReadAllResourceCommentsDocument,
    "mutation CommentStateApiSetSlant($w: ID!, $p: ID!, $row: ID!) {\n  setSlant(workspaceId: $w, projectId: $p, rowId: $row) { id commentsAmount commentsUnread unreadMessageIDs } }": types.CommentStateApiSetSlantDocument,
    "mutation SetUserSlant($w: ID!, $p: ID!, $row: ID!, $ids: [ID!]!, $read: Boolean!) {\n  setUserSlant(workspaceId: $w, projectId: $p, rowId: $row, commentIds: $ids, read: $read) { commentsAmount commentsUnread unreadMessageIDs } }": types.SetUserSlantDocument,
    "query ListSlants($w: ID!, $p: ID!, $next: String) {\n  listSlants(workspaceId: $w, projectId: $p, nextToken: $next) { items { rowId commentsAmount commentsUnread } nextToken } }": types.ListSlantsDocument,
    "query GetCommentCellPointers($w: ID!, $p: ID!, $row: ID) {\n  getCommentCellPointers(workspaceId: $w, projectId: $p, rowId: $row) { rowId cellPointer commentsAmount commentsUnread } }": types.GetCommentCellPointersDocument,
    "mutation ToggleResolvedComments($w: ID!, $ids: [ID!]!, $resolved: Boolean!) {\n  toggleResolvedComments(workspaceId: $w, commentIds: $ids, resolved: $resolved) { id resolved resolvedBy { id } } }": types.ToggleResolvedCommentsDocument,
    "mutation ToggleResolvedResourceComments($w: ID!, $p: ID!, $hide: Boolean!) {\n  toggleResolvedResourceComments(workspaceId: $w, resourceType: project, resourceId: $p, hideResolved: $hide) { commentsUnread hideResolvedComments } }": types.ToggleResolvedResourceCommentsDocument,
    "subscription CommentsLiveOnCommentChanged($w: ID!, $p: ID!) { onCommentChanged(workspaceId: $w, resourceType: project, resourceId: $p) { id message status read creator { id } } }": types.CommentsLiveOnCommentChangedDocument,
    "subscription OnSlantChanged($workspaceId: ID!, $projectId: ID!) { onSlantChanged(workspaceId: $workspaceId, projectId: $projectId) { id rowId commentsAmount commentsUnread unreadMessageIDs } }": types.OnSlantChangedDocument,
    "subscription OnUnreadCommentsChanged($w: ID!, $p: ID!) { onUnreadCommentsChanged(workspaceId: $w, resourceType: project, resourceId: $p) { commentsUnread hideResolvedComments } }": types.OnUnreadCommentsChangedDocument,
    "mutation SetSlant($w: ID!, $p: ID!, $r: ID!) { setSlant(workspaceId: $w, projectId: $p, rowId: $r) { id } }": types.SetSlantDocument,
    "subscription CommentsLiveOnCommentPrivacy($w: ID!, $p: ID!) { onCommentChanged(workspaceId: $w, resourceType: project, resourceId: $p) { id status privacy } }": types.CommentsLiveOnCommentPrivacyDocument,
    "subscription CommentsLiveOnSlantCount($w: ID!, $p: ID!) { onSlantChanged(workspaceId: $w, projectId: $p) { commentsAmount } }": types.CommentsLiveOnSlantCountDocument,
    "subscription OnNotification { onNotification { kind excerpt commentId actor { id } } }": types.OnNotificationDocument,
    "subscription OnCommentChanged($workspaceId: ID!, $resourceId: ID!) { onCommentChanged(workspaceId: $workspaceId, resourceType: project, resourceId: $resourceId) { id } }": types.OnCommentChangedDocument,
    "fragment CommentFields on Comment {\n  id commentId resourceType resourceId tableId tableType type rowId\n  cellPointer message commentType privacy status resolved read createdDate dateModified\n  mentioned { id name email } attachments { key filename size type url thumbnails }\n  resolvedBy { id } creator { id name email }\n  viewerCan { edit { allowed message } delete { allowed message } resolve { allowed } }\n}": types.CommentFieldsFragmentDoc,
    "mutation CommentsCreateComment($input: CreateCommentInput!) {\n  createComment(input: $input) { ...CommentFields } }": types.CommentsCreateCommentDocument,
    "mutation CommentsEditComment($input: EditCommentInput!) {\n  editComment(input: $input) { ...CommentFields } }": types.CommentsEditCommentDocument,
    "mutation CommentsDeleteComment($w: ID!, $id: ID!) {\n  deleteComment(workspaceId: $w, commentId: $id) { id status } }": types.CommentsDeleteCommentDocument,
    "query CommentsGetComment($w: ID!, $id: ID!) {\n  getComment(workspaceId: $w, commentId: $id) { ...CommentFields } }": types.CommentsGetCommentDocument,
    "query CommentsListComments($w: ID!, $p: ID!, $row: ID, $cell: String, $type: CommentKind, $limit: Int, $next: String, $all: Boolean) {\n  listComments(workspaceId: $w, resourceType: project, resourceId: $p, rowId: $row, cellPointer: $cell, type: $type, limit: $limit, nextToken: $next, includeResolved: $all) {\n    items { id message status resolved read privacy } nextToken } }": types.CommentsListCommentsDocument,
    "query CommentsGetSlants($w: ID!, $p: ID!, $rows: [ID!]!) {\n  getSlants(workspaceId: $w, projectId: $p, rowIds: $rows) { id rowId commentsAmount commentsUnread unreadMessageIDs } }": types.CommentsGetSlantsDocument,
    "query CommentsGetResourceCommentsState($w: ID!, $p: ID!) {\n  getResourceCommentsState(workspaceId: $w, resourceType: project, resourceId: $p) { commentsUnread hideResolvedComments } }": types.CommentsGetResourceCommentsStateDocument,
    "query GetUserProfile { getUserProfile { id } }": types.GetUserProfileDocument,
    "query SearchCommentMentions($w: ID!, $p: ID!, $s: String!) {\n  searchCommentMentions(workspaceId: $w, resourceType: project, resourceId: $p, search: $s) { id name email } }": types.SearchCommentMentionsDocument,
    "query GetRowFollowers($w: ID!, $p: ID!, $row: ID!) {\n  getRowFollowers(workspaceId: $w, projectId: $p, rowId: $row) { userId email } }": types.GetRowFollowersDocument,
    "mutation AddRowFollower($w: ID!, $p: ID!, $row: ID!, $u: ID!) {\n  addRowFollower(workspaceId: $w, projectId: $p, rowId: $row, userId: $u) { userId } }": types.AddRowFollowerDocument,
    "mutation DeleteRowFollower($w: ID!, $p: ID!, $row: ID!, $u: ID!) {\n  deleteRowFollower(workspaceId: $w, projectId: $p, rowId: $row, userId: $u) { userId } }": types.DeleteRowFollowerDocument,
    "query MyNotifications($next: String, $limit: Int) {\n  myNotifications(nextToken: $next, limit: $limit) {\n    items { id kind read actor { id } workspaceId resourceType resourceId resourceName rowId cellPointer commentId excerpt }\n    nextToken unreadCount } }": types.MyNotificationsDocument,
    "mutation MarkNotificationsRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }": types.MarkNotificationsReadDocument,
    "mutation ExportsApiExport(\n  $w: ID!, $p: ID!, $format: String, $type: String, $view: ID, $version: ID, $a: ID, $b: ID,\n  $columns: [String!], $tags: [String!], $template: String, $filters: [CustomColumnFilterInput!]\n) {\n  fileExporterInvoke(\n    workspaceId: $w, projectId: $p, fileFormat: $format, exportType: $type, viewId: $view,\n    versionId: $version, primaryVersionId: $a, secondaryVersionId: $b, columns: $columns,\n    filterTags: $tags, templateName: $template, customColumnFilters: $filters\n  ) {\n    requestId\n    file { requestId fileId status progress downloadFileName fileFormat exportType expiresAt }\n  }\n}": types.ExportsApiExportDocument,
    "query ExportsApiGetExport($r: ID, $f: ID) {\n  getExportFile(requestId: $r, fileId: $f) {\n    requestId fileId status progress error errorMessage url previewUrl downloadFileName\n    downloadPdfName pdfName bucketName username createdAt expiresAt\n  }\n}": types.ExportsApiGetExportDocument,
    "query ExportsApiListExports($w: ID!, $p: ID!) {\n  listExportFiles(workspaceId: $w, projectId: $p) { requestId status }\n}": types.ExportsApiListExportsDocument,
    "mutation ExportsApiSaveView($w: ID!, $p: ID!, $n: String!, $s: JSON) {\n  saveCustomView(workspaceId: $w, projectId: $p, name: $n, settings: $s) { id }\n}": types.ExportsApiSaveViewDocument,
    "mutation ExportsApiHideRows($w: ID!, $p: ID!, $rows: [ID!]!) {\n  setRowsVisibility(workspaceId: $w, projectId: $p, rowIds: $rows, visible: false)\n}": types.ExportsApiHideRowsDocument,
    "mutation ExportsApiCreateVersion($w: ID!, $p: ID!, $t: String!) {\n  createProjectVersion(workspaceId: $w, projectId: $p, title: $t) { id }\n}": types.ExportsApiCreateVersionDocument,
    "subscription ExportsApiNotify($r: ID!) { notifyExportFiles(requestId: $r) { requestId status url previewUrl } }": types.ExportsApiNotifyDocument,
    "query GetFileLinks($w: ID!, $p: ID!, $keys: [String!]!) {\n  getFileLinks(workspaceId: $w, projectId: $p, keys: $keys) {\n    key url expiresAt thumbnails { small medium large full } } }": types.GetFileLinksDocument,
    "mutation DeleteWorkspaceMembership($w: ID!, $u: ID!) {\n  deleteWorkspaceMembership(workspaceId: $w, userId: $u) }": types.DeleteWorkspaceMembershipDocument,
    "mutation CreateEmptyRow($p: ID!, $w: ID!, $cells: JSON) { createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells) }": types.CreateEmptyRowDocument,
    "mutation FileLinksApiUpdateUserProfile($key: String) { updateUserProfile(input: { picture: $key }) { id } }": types.FileLinksApiUpdateUserProfileDocument,
    "query FileLinksApiListUsersInWorkspace($w: ID!) { listUsersInWorkspace(workspaceId: $w) { data { email picture { url thumbnails { small } } } } }": types.FileLinksApiListUsersInWorkspaceDocument,
    "query Search($query: String!, $limit: Int) {\n  searchAddress(query: $query, limit: $limit) {\n    formatted_address\n    geometry { location { lat lng } }\n    address_components { long_name short_name types }\n  }\n}": types.SearchDocument,
    "mutation CompleteNewPassword($t: String!, $p: String!) {\n  completeNewPassword(challengeToken: $t, newPassword: $p) { accessToken user { email } }\n}": types.CompleteNewPasswordDocument,
    "mutation AccountClaimsApiInviteToWorkspace($w: ID!, $m: [WorkspaceInviteInput!]!) {\n  inviteToWorkspace(workspaceId: $w, members: $m) { results { email status } }\n}": types.AccountClaimsApiInviteToWorkspaceDocument,
    "query ListMyWorkspaces { listMyWorkspaces { id name } }": types.ListMyWorkspacesDocument,
    "query IdentityApiGetUserProfile { getUserProfile { email profileComplete } }": types.IdentityApiGetUserProfileDocument,
    "mutation SignOut { signOut }": types.SignOutDocument,
    "mutation ChangePassword { changePassword(currentPassword: \"nope12345\", newPassword: \"newer-pass-1\") { accessToken } }": types.ChangePasswordDocument,
    "mutation IdentityApiChangePassword($currentPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: \"newer-pass-1\") { accessToken } }": types.IdentityApiChangePasswordDocument,
    "mutation IdentityApiCompleteNewPassword($t: String!) { completeNewPassword(challengeToken: $t, newPassword: \"my-own-pass-2\") { accessToken user { email } } }": types.IdentityApiCompleteNewPasswordDocument,
    "mutation UpdateUserProfile($input: UpdateUserProfileInput!) {\n  updateUserProfile(input: $input) {\n    name company location projectTeamRole profileComplete\n    picture { key url thumbnails { small full } }\n  }\n}": types.UpdateUserProfileDocument,
    "query GetUserCountryCode { getUserCountryCode }": types.GetUserCountryCodeDocument,
    "query GetUserProfileByEmail($e: String!) { getUserProfileByEmail(email: $e) { name company } }": types.GetUserProfileByEmailDocument,
    "query ProfileApiListMyWorkspaces { listMyWorkspaces { id } }": types.ProfileApiListMyWorkspacesDocument,
    "mutation ProfileApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e }]) { usedLicenses } }": types.ProfileApiInviteToWorkspaceDocument,
    "subscription SystemPulse { systemPulse { at serverId } }": types.SystemPulseDocument,
    "mutation SessionEndRename { updateUserProfile(input: { name: \"Renamed\" }) { name } }": types.SessionEndRenameDocument,
    "mutation SessionEndApiSignOut { signOut }": types.SessionEndApiSignOutDocument,
    "mutation SessionEndApiChangePassword($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { accessToken } }": types.SessionEndApiChangePasswordDocument,
    "mutation ResetPassword($e: String!) { resetPassword(email: $e) { email } }": types.ResetPasswordDocument,
    "mutation SessionEndApiConfirmResetPassword($e: String!, $c: String!, $n: String!) { confirmResetPassword(email: $e, code: $c, newPassword: $n) }": types.SessionEndApiConfirmResetPasswordDocument,
    "mutation ConfirmResetPassword($e: String!, $c: String!) {\n    confirmResetPassword(email: $e, code: $c, newPassword: \"brand-new-pass-1\")\n  }": types.ConfirmResetPasswordDocument,
    "subscription ImportsApiWatch($w: ID!, $id: ID!) {\n  subscribeImportDocument(workspaceId: $w, importId: $id) { importId status rowsRead productsUploaded }\n}": types.ImportsApiWatchDocument,
    "query ImportsApiTemplate($w: ID!, $p: ID, $c: ID, $format: String) {\n  getTemplateUrl(workspaceId: $w, projectId: $p, collectionId: $c, format: $format)\n}": types.ImportsApiTemplateDocument,
    "query ImportsApiPreview($w: ID!, $key: String!, $p: ID, $c: ID, $sheet: String) {\n  previewImportDocument(workspaceId: $w, key: $key, projectId: $p, collectionId: $c, sheetName: $sheet) {\n    key fileName format sheetName delimiter headerRow rowsCount rows\n    columns { index header samples columnId guessedBy }\n    targetColumns { id name type }\n  }\n}": types.ImportsApiPreviewDocument,
    "mutation ImportsApiImport($w: ID!, $key: String!, $p: ID, $c: ID, $sheet: String, $mapping: [ImportColumnMapping!]!) {\n  importDocument(workspaceId: $w, key: $key, projectId: $p, collectionId: $c, sheetName: $sheet, mapping: $mapping) {\n    importId status rowsRead productsUploaded errorsCount\n  }\n}": types.ImportsApiImportDocument,
    "query ImportsApiGetImport($w: ID!, $id: ID!) {\n  getImportDocument(workspaceId: $w, importId: $id) {\n    importId status rowsRead rowsCount productsUploaded errorsCount firstError\n    errors { row columnId value message }\n  }\n}": types.ImportsApiGetImportDocument,
    "fragment LibraryFields on Library {\n  id workspaceId name description keywords kind docType status collectionCount creator myRole\n  createdAt lastModified\n  members { type isPending userInfo { id email } }\n  abilities { update { allowed reason } delete { allowed reason message } share { allowed reason }\n    addProducts { allowed } copy { allowed } manageLibraries { allowed } }\n}": types.LibraryFieldsFragmentDoc,
    "query LibrariesListLibraries($w: ID!, $sort: LibrarySort, $direction: SortDirection, $limit: Int, $next: String) {\n  listLibraries(workspaceId: $w, sort: $sort, direction: $direction, limit: $limit, nextToken: $next) {\n    data { id name kind } amount nextToken } }": types.LibrariesListLibrariesDocument,
    "query LibrariesListMyLibraries($w: ID!, $limit: Int, $next: String) {\n  listMyLibraries(workspaceId: $w, limit: $limit, nextToken: $next) { data { id name } amount nextToken } }": types.LibrariesListMyLibrariesDocument,
    "query LibrariesGetLibrary($w: ID!, $l: ID!) {\n  getLibrary(workspaceId: $w, libraryId: $l) { ...LibraryFields } }": types.LibrariesGetLibraryDocument,
    "query LibrariesGetLibraryInfo($w: ID!, $l: ID!) {\n  getLibraryInfo_v2(workspaceId: $w, libraryId: $l) { id name collectionCount } }": types.LibrariesGetLibraryInfoDocument,
    "query LibrariesListLibrariesWithCollection($w: ID!, $c: ID!) {\n  listLibrariesWithCollection(workspaceId: $w, collectionId: $c) { id name kind } }": types.LibrariesListLibrariesWithCollectionDocument,
    "mutation LibrariesCreateLibrary($w: ID!, $name: String!, $description: String, $keywords: [String!]) {\n  createLibrary(workspaceId: $w, name: $name, description: $description, keywords: $keywords) { ...LibraryFields } }": types.LibrariesCreateLibraryDocument,
    "mutation LibrariesCreateLibraryV2($w: ID!, $name: String!, $description: String, $keywords: [String!]) {\n  createLibraryV2(workspaceId: $w, name: $name, description: $description, keywords: $keywords) { id name description keywords } }": types.LibrariesCreateLibraryV2Document,
    "mutation LibrariesUpdateLibrary($w: ID!, $l: ID!, $name: String, $description: String, $keywords: [String!]) {\n  updateLibrary(workspaceId: $w, libraryId: $l, name: $name, description: $description, keywords: $keywords) { id name description keywords lastModified } }": types.LibrariesUpdateLibraryDocument,
    "mutation LibrariesDeleteLibrary($w: ID!, $l: ID!) {\n  deleteLibrary(workspaceId: $w, libraryId: $l) }": types.LibrariesDeleteLibraryDocument,
    "fragment LibraryPermissionResultFields on CataloguePermissionResult {\n  id invited wrongEmails members { type isPending workspaceRole userInfo { id email } } }": types.LibraryPermissionResultFieldsFragmentDoc,
    "mutation LibrariesShareLibrary($w: ID!, $l: ID!, $permissions: [CataloguePermissionInput!]!) {\n  shareLibrary(workspaceId: $w, libraryId: $l, permissions: $permissions) { ...LibraryPermissionResultFields } }": types.LibrariesShareLibraryDocument,
    "mutation LibrariesUpdateLibraryPermission($w: ID!, $l: ID!, $permissions: [CataloguePermissionInput!]!) {\n  updateLibraryPermission(workspaceId: $w, libraryId: $l, permissions: $permissions) { ...LibraryPermissionResultFields } }": types.LibrariesUpdateLibraryPermissionDocument,
    "mutation LibrariesInviteUserToLibrary($w: ID!, $l: ID!, $invites: [CatalogueInviteInput!]!, $message: String) {\n  inviteUserToLibrary(workspaceId: $w, libraryId: $l, invites: $invites, emailMessage: $message) { ...LibraryPermissionResultFields } }": types.LibrariesInviteUserToLibraryDocument,
    "mutation LibrariesDeleteLibraryPermission($w: ID!, $l: ID!, $userIds: [ID!]!) {\n  deleteLibraryPermission(workspaceId: $w, libraryId: $l, userIds: $userIds) { ...LibraryPermissionResultFields } }": types.LibrariesDeleteLibraryPermissionDocument,
    "query LibrariesGetWorkspaceSectionSettings($w: ID!, $l: ID) {\n  getWorkspaceSectionSettings(workspaceId: $w, libraryId: $l) { collectionsSectionsOrder collapsed } }": types.LibrariesGetWorkspaceSectionSettingsDocument,
    "mutation LibrariesChangeSectionState($w: ID!, $l: ID, $section: String!, $expanded: Boolean!) {\n  changeSectionState(workspaceId: $w, resourceType: \"collections\", libraryId: $l, sectionId: $section, expanded: $expanded) { collectionsSectionsOrder collapsed } }": types.LibrariesChangeSectionStateDocument,
    "mutation LibrariesReorderSections($w: ID!, $l: ID, $order: [String!]!) {\n  reorderSections(workspaceId: $w, libraryId: $l, collectionsSectionsOrder: $order) { collectionsSectionsOrder collapsed } }": types.LibrariesReorderSectionsDocument,
    "mutation LibrariesAddCollectionToLibrary($w: ID!, $c: ID!, $l: ID!) {\n  addCollectionToLibrary(workspaceId: $w, collectionId: $c, libraryId: $l) { id name libraryId } }": types.LibrariesAddCollectionToLibraryDocument,
    "mutation LibrariesRemoveCollectionFromLibrary($w: ID!, $c: ID!, $l: ID!) {\n  removeCollectionFromLibrary(workspaceId: $w, collectionId: $c, libraryId: $l) { id name libraryId } }": types.LibrariesRemoveCollectionFromLibraryDocument,
    "query LibrariesListCustomLibraryCollections($w: ID!, $l: ID!, $sort: CollectionSort, $direction: SortDirection, $limit: Int, $next: String) {\n  listCustomLibraryCollections(workspaceId: $w, libraryId: $l, sort: $sort, direction: $direction, limit: $limit, nextToken: $next) {\n    data { id name libraryId } amount nextToken } }": types.LibrariesListCustomLibraryCollectionsDocument,
    "mutation LibraryPermissionsCreateProject($w: ID!) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Shared hotel\",\n    address: { formatted_address: \"Toronto, Ontario, Canada\" }) { id } }": types.LibraryPermissionsCreateProjectDocument,
    "mutation LibraryPermissionsManagePermission($w: ID!, $p: ID!,\n  $invite: [ProjectInviteInput!], $remove: [ProjectPermissionRemoval!]) {\n  managePermission(workspaceId: $w, projectId: $p, inviteUserToProject: $invite,\n    deletePermission: $remove) { projectId } }": types.LibraryPermissionsManagePermissionDocument,
    "mutation ProcoreExportSchedule($w: ID!, $p: ID!, $format: String, $a: ID!, $c: ID!, $pp: ID!, $f: ID) {\n  exportScheduleToProcore(workspaceId: $w, projectId: $p, fileFormat: $format, accountId: $a, companyId: $c, procoreProjectId: $pp, folderId: $f) { requestId file { status downloadFileName } }\n}": types.ProcoreExportScheduleDocument,
    "query ProcoreExportFile($r: ID!) { getExportFile(requestId: $r) { status errorMessage downloadFileName } }": types.ProcoreExportFileDocument,
    "query ProcoreLastUsed { listProcoreLastUsedFolders {\n  accountId companyId companyName projectId projectName folderId folderName folderNameWithPath usedAt\n} }": types.ProcoreLastUsedDocument,
    "query ProcoreCompanies($a: ID!) { listProcoreCompanies(accountId: $a) { id name } }": types.ProcoreCompaniesDocument,
    "query ProcoreProjects($a: ID!, $c: ID!) { listProcoreProjects(accountId: $a, companyId: $c) { id name projectNumber } }": types.ProcoreProjectsDocument,
    "query ProcoreFolders($a: ID!, $c: ID!, $p: ID!, $f: ID) { listProcoreFolders(accountId: $a, companyId: $c, projectId: $p, folderId: $f) { id name name_with_path has_children_folders private read_only folders { id name } } }": types.ProcoreFoldersDocument,
    "mutation ProcoreDisconnect($a: ID!) { disconnectProcoreAccount(accountId: $a) }": types.ProcoreDisconnectDocument,
    "query ProcoreSystemStatus { systemStatus { procoreEnabled } }": types.ProcoreSystemStatusDocument,
    "query ProcoreViewerId { getUserProfile { id } }": types.ProcoreViewerIdDocument,
    "query ProcoreAuthUrlAgain { getProcoreAuthUrl }": types.ProcoreAuthUrlAgainDocument,
    "query ProcoreAuthUrlUnconfigured { getProcoreAuthUrl }": types.ProcoreAuthUrlUnconfiguredDocument,
    "query ProcoreAuthUrl { getProcoreAuthUrl }": types.ProcoreAuthUrlDocument,
    "query ProcoreAccounts { ListProcoreAccounts { id login name } }": types.ProcoreAccountsDocument,
    "mutation ProcoreConnect($code: String, $state: String!, $error: String) {\n  connectProcoreAccount(code: $code, state: $state, error: $error) { id login name }\n}": types.ProcoreConnectDocument,
    "query ProductCommands($p: ID!, $w: ID!) { getScheduleCommands(projectId: $p, workspaceId: $w) { name allowed reason message } }": types.ProductCommandsDocument,
    "mutation RefsDuplicate($p: ID!, $w: ID!, $row: ID!) { duplicateRow(projectId: $p, workspaceId: $w, rowId: $row) }": types.RefsDuplicateDocument,
    "mutation RefsNewCollection($w: ID!, $name: String!) { createCollection(workspaceId: $w, name: $name) { id } }": types.RefsNewCollectionDocument,
    "mutation RefsEditOffice($p: ID!, $w: ID!, $row: ID!, $value: JSON, $version: CellVersion!) {\n  updateCell(projectId: $p, workspaceId: $w, row: $row, col: \"model\", value: $value, version: $version) { row } }": types.RefsEditOfficeDocument,
    "query RefsHotelRows($p: ID!, $w: ID!) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }": types.RefsHotelRowsDocument,
    "mutation RefsAdd($w: ID!, $p: ID!, $c: ID!, $ids: [ID!]!, $near: ID, $place: RowPlace) {\n    createProjectProducts(workspaceId: $w, projectId: $p, collectionId: $c, productIds: $ids, nearRowId: $near, place: $place) }": types.RefsAddDocument,
    "query RefsDiff($w: ID!, $p: ID, $row: ID!) {\n    getRowDiffProduct(workspaceId: $w, projectId: $p, rowId: $row) {\n      rowId collectionId productId collectionName updateAvailable edited removed\n      fields { field name rowValue productValue referenceValue } product } }": types.RefsDiffDocument,
    "query RefsDiffInCollection($w: ID!, $c: ID!, $row: ID!) {\n    getRowDiffProduct(workspaceId: $w, collectionId: $c, rowId: $row) {\n      rowId collectionId productId collectionName updateAvailable edited removed\n      fields { field name rowValue productValue referenceValue } product } }": types.RefsDiffInCollectionDocument,
    "query RefsCompare($w: ID!, $p: ID) {\n    compareScheduleWithReferences(workspaceId: $w, projectId: $p) {\n      rowId productId updateAvailable edited removed fields { field rowValue productValue referenceValue } } }": types.RefsCompareDocument,
    "mutation RefsUpdate($w: ID!, $p: ID, $row: ID!) { updateProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }": types.RefsUpdateDocument,
    "mutation RefsKeep($w: ID!, $p: ID, $row: ID!) { keepProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }": types.RefsKeepDocument,
    "mutation RefsRevert($w: ID!, $p: ID, $row: ID!) { revertProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }": types.RefsRevertDocument,
    "mutation RefsSaveAsNew($w: ID!, $p: ID!, $row: ID!, $c: ID!) {\n    saveRowAsNewProduct(workspaceId: $w, projectId: $p, rowId: $row, collectionId: $c) }": types.RefsSaveAsNewDocument,
    "query RefsRecent($w: ID!, $limit: Int) {\n    listRecentProducts(workspaceId: $w, limit: $limit) { productId collectionId collectionName name usedAt } }": types.RefsRecentDocument,
    "query RefsProduct($w: ID!, $c: ID!, $id: ID!) { getCollectionProduct(workspaceId: $w, collectionId: $c, productId: $id) }": types.RefsProductDocument,
    "query RefsFollowers($w: ID!, $c: ID!, $id: ID!) {\n    listProductFollowers(workspaceId: $w, collectionId: $c, productId: $id) { projectId collectionId name rowsCount } }": types.RefsFollowersDocument,
    "query RefsPicker($w: ID!, $p: ID!) {\n    listCollectionsForProduct(workspaceId: $w, projectId: $p) {\n      projectSourceLibraryCollections { id name } userCollections { id } sourceLibraryId } }": types.RefsPickerDocument,
    "mutation RefsFollowProduct($w: ID!, $c: ID!, $id: ID!, $target: ID!) {\n    followProduct(workspaceId: $w, collectionId: $c, productId: $id, targetCollectionId: $target) }": types.RefsFollowProductDocument,
    "subscription RefsRowsChanged($p: ID, $w: ID!) {\n    onScheduleRowsChanged(projectId: $p, workspaceId: $w) { kind row rows } }": types.RefsRowsChangedDocument,
    "subscription RefsProductUpdated($p: ID, $w: ID!) {\n    onProductUpdated(projectId: $p, workspaceId: $w) { collectionId productId scheduleId rowIds } }": types.RefsProductUpdatedDocument,
    "mutation RefsCreateProject($w: ID!, $name: String!) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: $name, address: { formatted_address: \"Oslo, Norway\" }, area: 500, areaUnit: feet) { id } }": types.RefsCreateProjectDocument,
    "mutation UpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!) {\n  updateCells(projectId: $p, workspaceId: $w, cells: $cells) { cells { rowId col version } }\n}": types.UpdateCellsDocument,
    "subscription OnProjectAggregation($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { totalCost typeSumValues { type rows totalCost } } }": types.OnProjectAggregationDocument,
    "mutation DeleteWorkspaceMembership($w: ID!, $u: ID!) { deleteWorkspaceMembership(workspaceId: $w, userId: $u) }": types.DeleteWorkspaceMembershipDocument,
    "query AggregationApiListMyWorkspaces { listMyWorkspaces { id } }": types.AggregationApiListMyWorkspacesDocument,
    "mutation AggregationApiDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Gallery\", address: { formatted_address: \"Lyon, France\" }, baseBudget: 90000, area: 1200, areaUnit: meter, powerDensity: 8.5) { id } }": types.AggregationApiDeprecatedCreateProjectV2Document,
    "query AggregationApiDashboard($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) {\n        id baseBudget totalCost totalPower area areaUnit powerDensity targetPowerDensity typeSumValues { type } notes\n      } }": types.AggregationApiDashboardDocument,
    "query AggregationApiGetProjectAggregation($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) { id } }": types.AggregationApiGetProjectAggregationDocument,
    "subscription AggregationApiOnProjectAggregation($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { baseBudget notes } }": types.AggregationApiOnProjectAggregationDocument,
    "mutation UpdateProjectAggregation($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: 120000) { baseBudget } }": types.UpdateProjectAggregationDocument,
    "mutation UpdateProjectAggregationNotes($p: ID!, $w: ID!, $a: ID!) { updateProjectAggregationNotes(projectId: $p, workspaceId: $w, aggregationId: $a, notes: \"Budget held after value engineering.\") { notes } }": types.UpdateProjectAggregationNotesDocument,
    "mutation AggregationApiUpdateProjectAggregation($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: -5) { baseBudget } }": types.AggregationApiUpdateProjectAggregationDocument,
    "mutation AggregationApiUpdateProjectAggregation2($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: 185000.50) { baseBudget } }": types.AggregationApiUpdateProjectAggregation2Document,
    "mutation AggregationApiUpdateProjectAggregation3($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: 10.505) { baseBudget } }": types.AggregationApiUpdateProjectAggregation3Document,
    "query AggregationApiGetProjectById($p: ID!, $w: ID!) { getProjectById(id: $p, workspaceId: $w) { baseBudget } }": types.AggregationApiGetProjectByIdDocument,
    "mutation CreateProjectColumn($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: \"Finish\", type: \"string\") { id } }": types.CreateProjectColumnDocument,
    "mutation ProjectCopyApiCopyProject($p: ID!, $w: ID!) { copyProject(id: $p, workspaceId: $w) { id rowsCount } }": types.ProjectCopyApiCopyProjectDocument,
    "query GetStructuredScheduleRowsGetProjectSchedule($p: ID!, $w: ID!) {\n          getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data }\n          getProjectSchedule(projectId: $p, workspaceId: $w) { custom_fields { name } }\n          getProjectAggregation(projectId: $p, workspaceId: $w) { totalCost }\n        }": types.GetStructuredScheduleRowsGetProjectScheduleDocument,
    "mutation UpdateCell($p: ID!, $w: ID!, $r: ID!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"quantity\", value: 5, version: \"1.0\") { version } }": types.UpdateCellDocument,
    "mutation ProjectDetailsApiUpdateProject($id: ID!, $w: ID!, $name: String, $number: String, $phase: String,\n    $address: AddressInput, $location: String, $area: Float, $unit: AreaUnit, $density: Float,\n    $budget: Float) {\n    updateProject(id: $id, workspaceId: $w, projectName: $name, number: $number, phase: $phase,\n      address: $address, location: $location, area: $area, areaUnit: $unit,\n      powerDensity: $density, baseBudget: $budget) {\n      projectName number phase title location address { formatted_address geometry { location { lat lng } } }\n      area areaUnit powerDensity baseBudget\n    }\n  }": types.ProjectDetailsApiUpdateProjectDocument,
    "query GetProjectById($id: ID!, $w: ID!) { getProjectById(id: $id, workspaceId: $w) { projectName location area } }": types.GetProjectByIdDocument,
    "mutation ProjectDetailsApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: viewer }]) { usedLicenses } }": types.ProjectDetailsApiInviteToWorkspaceDocument,
    "mutation UpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, status: archived) { status } }": types.UpdateProjectDocument,
    "mutation ProjectDetailsApiSetSourceLibrary($id: ID!, $w: ID!, $library: ID) {\n    updateProject(id: $id, workspaceId: $w, sourceLibraryId: $library) { sourceLibraryId }\n  }": types.ProjectDetailsApiSetSourceLibraryDocument,
    "query ProjectDetailsApiLibraries($w: ID!) {\n    listLibraries(workspaceId: $w) { data { id kind } }\n  }": types.ProjectDetailsApiLibrariesDocument,
    "query ProjectDetailsApiSourceLibrary($id: ID!, $w: ID!) {\n    getProjectById(id: $id, workspaceId: $w) { sourceLibraryId }\n  }": types.ProjectDetailsApiSourceLibraryDocument,
    "query ProjectListsApiListMyWorkspaces { listMyWorkspaces { id } }": types.ProjectListsApiListMyWorkspacesDocument,
    "mutation DeprecatedCreateProjectV2($w: ID!, $n: String!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, address: { formatted_address: \"Oslo, Norway\" }) { id } }": types.DeprecatedCreateProjectV2Document,
    "mutation ManageProjectTags($p: ID!, $w: ID!) { manageProjectTags(projectId: $p, workspaceId: $w, tags: [\" Hotel \", \"hotel\", \"Phase 1\", \"\"]) { tags } }": types.ManageProjectTagsDocument,
    "query GetProjectTags($w: ID!) { getProjectTags(workspaceId: $w) }": types.GetProjectTagsDocument,
    "query GetSortedUserProjectsV2($w: ID!) { getSortedUserProjectsV2(workspaceId: $w, tagName: \"Hotel\") { data { projectName } } }": types.GetSortedUserProjectsV2Document,
    "mutation ProjectListsApiManageProjectTags($p: ID!, $w: ID!) { manageProjectTags(projectId: $p, workspaceId: $w, tags: [\"x\"]) { tags } }": types.ProjectListsApiManageProjectTagsDocument,
    "query GetColorIconPalette { getColorIconPalette { default_colors default_icons } }": types.GetColorIconPaletteDocument,
    "mutation SetColorIcon($p: ID!, $w: ID!, $c: String, $i: String) { setColorIcon(projectId: $p, workspaceId: $w, colorId: $c, iconId: $i) { projectColor projectIcon } }": types.SetColorIconDocument,
    "mutation ProjectListsApiSetColorIcon($p: ID!, $w: ID!) { setColorIcon(projectId: $p, workspaceId: $w, colorId: \"#000001\") { projectColor } }": types.ProjectListsApiSetColorIconDocument,
    "mutation CopyProject($p: ID!, $w: ID!) { copyProject(id: $p, workspaceId: $w) { projectName address { formatted_address } } }": types.CopyProjectDocument,
    "mutation ProjectListsApiCopyProject($p: ID!, $w: ID!) { copyProject(id: $p, workspaceId: $w) { id } }": types.ProjectListsApiCopyProjectDocument,
    "mutation MakeStarredProjectList($w: ID!) { makeStarredProjectList(workspaceId: $w, name: \" \") { id } }": types.MakeStarredProjectListDocument,
    "mutation ProjectListsApiMakeStarredProjectList($w: ID!, $n: String!) { makeStarredProjectList(workspaceId: $w, name: $n, tags: [\"a\"], sortingMode: \"projectName\") { id name tags sortingMode } }": types.ProjectListsApiMakeStarredProjectListDocument,
    "query GetStarredProjectLists($w: ID!) { getStarredProjectLists(workspaceId: $w, limit: 2) { data { name } nextToken } }": types.GetStarredProjectListsDocument,
    "query ProjectListsApiGetStarredProjectLists($w: ID!, $n: String) { getStarredProjectLists(workspaceId: $w, limit: 2, nextToken: $n) { data { name } nextToken } }": types.ProjectListsApiGetStarredProjectListsDocument,
    "mutation UpdateStarredProjectList($id: ID!, $w: ID!) { updateStarredProjectList(id: $id, workspaceId: $w, name: \"Hotels & resorts\") { name } }": types.UpdateStarredProjectListDocument,
    "mutation DeleteStarredProjectList($id: ID!, $w: ID!) { deleteStarredProjectList(id: $id, workspaceId: $w) }": types.DeleteStarredProjectListDocument,
    "mutation ProjectListsApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e }]) { usedLicenses } }": types.ProjectListsApiInviteToWorkspaceDocument,
    "query ProjectListsApiGetStarredProjectLists2($w: ID!) { getStarredProjectLists(workspaceId: $w) { data { name } } }": types.ProjectListsApiGetStarredProjectLists2Document,
    "query GetUserProjectPreference($w: ID!, $p: ID!) { getUserProjectPreference(workspaceId: $w, projectId: $p, key: \"assistantDismissed\") { key value } }": types.GetUserProjectPreferenceDocument,
    "mutation UpdateUserProjectPreference($w: ID!, $p: ID!) { updateUserProjectPreference(workspaceId: $w, projectId: $p, key: \"assistantDismissed\", value: \"true\") { value } }": types.UpdateUserProjectPreferenceDocument,
    "mutation ProjectListsApiUpdateUserProjectPreference($w: ID!, $p: ID!) { updateUserProjectPreference(workspaceId: $w, projectId: $p, key: \"1 bad key\", value: \"x\") { value } }": types.ProjectListsApiUpdateUserProjectPreferenceDocument,
    "mutation SetSortingMode { setSortingMode(resource: projects, sortingMode: \"projectName\", ascending: false) { projectSortingMode projectSortingModeAscending } }": types.SetSortingModeDocument,
    "query GetProjectMembers($p: ID!, $w: ID!) { getProjectMembers(projectId: $p, workspaceId: $w) { role roleLabel } }": types.GetProjectMembersDocument,
    "query GetUserPreference { getUserPreference(key: \"gettingStartedTourDismissed\") { key value } }": types.GetUserPreferenceDocument,
    "mutation UpdateUserPreference { updateUserPreference(key: \"gettingStartedTourDismissed\", value: \"true\") { key value } }": types.UpdateUserPreferenceDocument,
    "mutation ProjectListsApiUpdateUserPreference { updateUserPreference(key: \"gettingStartedTourDismissed\") { key } }": types.ProjectListsApiUpdateUserPreferenceDocument,
    "mutation ProjectListsApiUpdateUserPreference2 { updateUserPreference(key: \"9 bad\") { key } }": types.ProjectListsApiUpdateUserPreference2Document,
    "query ProjectListsApiGetUserPreference { getUserPreference(key: \"gettingStartedTourDismissed\") { value } }": types.ProjectListsApiGetUserPreferenceDocument,
    "query ProjectsApiGetSortedUserProjectsV2($w: ID!, $status: ProjectStatus, $order: ProjectOrder, $asc: Boolean, $n: String,\n  $l: Int, $search: String) {\n  getSortedUserProjectsV2(workspaceId: $w, status: $status, orderBy: $order, scanIndexForward: $asc,\n    nextToken: $n, limit: $l, search: $search) { data { id projectName number } nextToken }\n}": types.ProjectsApiGetSortedUserProjectsV2Document,
    "query GetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { projectCount viewerCan { createProject { allowed message } } } }": types.GetWorkspaceDocument,
    "mutation ProjectsApiUpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, status: active) { status } }": types.ProjectsApiUpdateProjectDocument,
    "mutation UpdateTimestampLastAccessed($id: ID!, $w: ID!) { updateTimestampLastAccessed(id: $id, workspaceId: $w) }": types.UpdateTimestampLastAccessedDocument,
    "subscription OnProjectStatusChanged($workspaceId: ID!) { onProjectStatusChanged(workspaceId: $workspaceId) { projectId status } }": types.OnProjectStatusChangedDocument,
    "mutation ProjectsApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: viewer }]) { usedLicenses } }": types.ProjectsApiInviteToWorkspaceDocument,
    "mutation ProjectsApiUpdateProject2($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, projectName: \"Taken\") { projectName } }": types.ProjectsApiUpdateProject2Document,
    "mutation DeleteProject($id: ID!, $w: ID!) { deleteProject(id: $id, workspaceId: $w) }": types.DeleteProjectDocument,
    "query ProjectsApiGetSortedUserProjectsV22($w: ID!, $tags: [String!], $starred: Boolean, $status: ProjectStatus) {\n      getSortedUserProjectsV2(workspaceId: $w, tags: $tags, starred: $starred, status: $status,\n        orderBy: projectName) { data { projectName starred } nextToken }\n    }": types.ProjectsApiGetSortedUserProjectsV22Document,
    "mutation ProjectsApiUpdateUserProjectPreference($w: ID!, $p: ID!, $v: String) { updateUserProjectPreference(workspaceId: $w, projectId: $p, key: \"starred\", value: $v) { value } }": types.ProjectsApiUpdateUserProjectPreferenceDocument,
    "mutation ProjectsApiManageProjectTags($p: ID!, $w: ID!, $t: [String!]!) { manageProjectTags(projectId: $p, workspaceId: $w, tags: $t) { id } }": types.ProjectsApiManageProjectTagsDocument,
    "mutation ProjectsApiInviteToWorkspace2($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: editor }]) { usedLicenses } }": types.ProjectsApiInviteToWorkspace2Document,
    "query ProjectsApiGetProjectById($id: ID!, $w: ID!) { getProjectById(id: $id, workspaceId: $w) { starred } }": types.ProjectsApiGetProjectByIdDocument,
    "mutation ProjectsSupportDeprecatedCreateProjectV2($w: ID!, $name: String!, $address: AddressInput, $number: String, $phase: String,\n  $budget: Float, $area: Float, $unit: AreaUnit) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: $name, address: $address, number: $number,\n    phase: $phase, baseBudget: $budget, area: $area, areaUnit: $unit) {\n    id projectName title status baseBudget area areaUnit powerDensity address { formatted_address }\n    viewerCan { edit { allowed } delete { allowed } }\n  }\n}": types.ProjectsSupportDeprecatedCreateProjectV2Document,
    "query ProjectsSupportListMyWorkspaces { listMyWorkspaces { id } }": types.ProjectsSupportListMyWorkspacesDocument,
    "mutation AttachmentCellsApiUpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!) {\n  updateCells(projectId: $p, workspaceId: $w, cells: $cells) { rows }\n}": types.AttachmentCellsApiUpdateCellsDocument,
    "mutation CreateEmptyRow($p: ID!, $w: ID!, $cells: JSON) {\n  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells)\n}": types.CreateEmptyRowDocument,
    "mutation DeleteRow($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r) }": types.DeleteRowDocument,
    "mutation CellsBatchApiUpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!, $session: String) {\n  updateCells(projectId: $p, workspaceId: $w, cells: $cells, session: $session) {\n    rows cells { rowId col version }\n  }\n}": types.CellsBatchApiUpdateCellsDocument,
    "query CellsBatchApiGetProjectAggregation($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) {\n  totalCost totalPower typeSumValues { type rows totalCost totalPower } tagSumValues { tag rows TotalCost }\n} }": types.CellsBatchApiGetProjectAggregationDocument,
    "subscription OnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rows session } }": types.OnScheduleRowsChangedDocument,
    "subscription OnPutScheduleRow($projectId: ID!, $workspaceId: ID!) { onPutScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { row session } }": types.OnPutScheduleRowDocument,
    "query GetCellHistory($p: ID!, $w: ID!, $r: ID!) { getCellHistory(projectId: $p, workspaceId: $w, rowId: $r, col: \"model\") { data { oldValue newValue version session } } }": types.GetCellHistoryDocument,
    "mutation CellsBatchApiRestrictColumnEdit($p: ID!, $w: ID!) { restrictColumnEdit(projectId: $p, workspaceId: $w, col: \"budgetPrice\", roles: [\"editor\"]) { col } }": types.CellsBatchApiRestrictColumnEditDocument,
    "mutation RecalculateProjectAggregation($p: ID!, $w: ID!) { recalculateProjectAggregation(projectId: $p, workspaceId: $w) { totalCost } }": types.RecalculateProjectAggregationDocument,
    "mutation CellsApiAddColumn($p: ID!, $w: ID!, $name: String!, $type: String!) { createProjectColumn(projectId: $p, workspaceId: $w, name: $name, type: $type) { id type } }": types.CellsApiAddColumnDocument,
    "mutation CellsApiUpdateCell($p: ID!, $w: ID!, $r: ID!, $col: String!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: $col, values: [\"Brass\", \"Bronze\"], version: \"1.1\") { row } }": types.CellsApiUpdateCellDocument,
    "query CellsApiGetCellHistory($p: ID!, $w: ID!, $r: ID!) { getCellHistory(projectId: $p, workspaceId: $w, rowId: $r, col: \"manufacturer\") { data { oldValue newValue version userName } nextToken } }": types.CellsApiGetCellHistoryDocument,
    "mutation CellsApiCreateProjectColumn($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: \"Finish\", type: \"string\") { id name } }": types.CellsApiCreateProjectColumnDocument,
    "mutation CellsApiCreateProjectColumn2($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: \"model\", type: \"string\") { id } }": types.CellsApiCreateProjectColumn2Document,
    "mutation CellsApiCreateProjectColumn3($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: \"X\", type: \"blob\") { id } }": types.CellsApiCreateProjectColumn3Document,
    "mutation CellsApiRenameProjectColumn($p: ID!, $w: ID!, $c: String!) { renameProjectColumn(projectId: $p, workspaceId: $w, col: $c, name: \"Finish colour\") { name } }": types.CellsApiRenameProjectColumnDocument,
    "mutation CellsApiRenameProjectColumn2($p: ID!, $w: ID!) { renameProjectColumn(projectId: $p, workspaceId: $w, col: \"model\", name: \"Mine\") { name } }": types.CellsApiRenameProjectColumn2Document,
    "mutation DeleteProjectColumn($p: ID!, $w: ID!, $c: String!) { deleteProjectColumn(projectId: $p, workspaceId: $w, col: $c) }": types.DeleteProjectColumnDocument,
    "mutation RestrictColumnEdit($p: ID!, $w: ID!, $col: String!, $roles: [String!]!) {\n  restrictColumnEdit(projectId: $p, workspaceId: $w, col: $col, roles: $roles) { col roles }\n}": types.RestrictColumnEditDocument,
    "mutation ColumnLocksApiCreateEmptyRow($p: ID!, $w: ID!) { createEmptyRow(projectId: $p, workspaceId: $w, cells: { budgetPrice: \"5\" }) }": types.ColumnLocksApiCreateEmptyRowDocument,
    "query ColumnLocksApiGetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { columnRestrictions { col roles } } }": types.ColumnLocksApiGetProjectScheduleDocument,
    "query ColumnLocksApiGetProjectSchedule2($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { columnRestrictions { col } } }": types.ColumnLocksApiGetProjectSchedule2Document,
    "mutation ColumnsApiCreateProjectColumn($p: ID!, $w: ID!, $n: String!) {\n  createProjectColumn(projectId: $p, workspaceId: $w, name: $n, type: \"string\") { id name }\n}": types.ColumnsApiCreateProjectColumnDocument,
    "mutation RenameProjectColumn($p: ID!, $w: ID!, $c: String!, $n: String!) {\n  renameProjectColumn(projectId: $p, workspaceId: $w, col: $c, name: $n) { id name }\n}": types.RenameProjectColumnDocument,
    "mutation DeleteProjectColumn($p: ID!, $w: ID!, $c: String!) {\n  deleteProjectColumn(projectId: $p, workspaceId: $w, col: $c)\n}": types.DeleteProjectColumnDocument,
    "mutation RestoreProjectColumn($p: ID!, $w: ID!, $c: String!) {\n  restoreProjectColumn(projectId: $p, workspaceId: $w, col: $c) { id name type }\n}": types.RestoreProjectColumnDocument,
    "query ColumnsApiGetProjectSchedule($p: ID!, $w: ID!, $s: ID) {\n  getProjectSchedule(projectId: $p, workspaceId: $w, scheduleId: $s) { custom_fields { id name } }\n}": types.ColumnsApiGetProjectScheduleDocument,
    "subscription ColumnsApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind scheduleId row rows session } }": types.ColumnsApiOnScheduleRowsChangedDocument,
    "mutation ColumnsApiRestrictColumnEdit($p: ID!, $w: ID!) { restrictColumnEdit(projectId: $p, workspaceId: $w, col: \"model\", roles: [\"editor\"]) { col } }": types.ColumnsApiRestrictColumnEditDocument,
    "mutation CreateProjectVersion($p: ID!, $w: ID!) { createProjectVersion(projectId: $p, workspaceId: $w, title: \"Issue 1\") { scheduleId } }": types.CreateProjectVersionDocument,
    "query GetStructuredScheduleRows($p: ID!, $w: ID!, $s: ID) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, scheduleId: $s, limit: 100) { data } }": types.GetStructuredScheduleRowsDocument,
    "mutation RestoreRows($p: ID!, $w: ID!, $r: [ID!]!) { restoreRows(projectId: $p, workspaceId: $w, rowsIds: $r) }": types.RestoreRowsDocument,
    "subscription ColumnsApiOnScheduleRowsChanged2($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rows } }": types.ColumnsApiOnScheduleRowsChanged2Document,
    "subscription LiveApiOnPutScheduleRow($projectId: ID!, $workspaceId: ID!) { onPutScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { row session forceUpdate } }": types.LiveApiOnPutScheduleRowDocument,
    "subscription OnDeleteScheduleRow($projectId: ID!, $workspaceId: ID!) { onDeleteScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { rowIds session } }": types.OnDeleteScheduleRowDocument,
    "mutation LiveApiUpdateCell($p: ID!, $w: ID!, $r: ID!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"quantity\", value: 4, version: \"1.0\", session: \"tab-1\") { version } }": types.LiveApiUpdateCellDocument,
    "mutation LiveApiDeleteRow($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r, session: \"tab-1\") }": types.LiveApiDeleteRowDocument,
    "subscription LiveApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rowIds session } }": types.LiveApiOnScheduleRowsChangedDocument,
    "mutation LiveApiDeleteRow2($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r, session: \"tab-9\") }": types.LiveApiDeleteRow2Document,
    "subscription LiveApiOnScheduleRowsChanged2($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind } }": types.LiveApiOnScheduleRowsChanged2Document,
    "subscription LiveApiOnPutScheduleRow2($projectId: ID!, $workspaceId: ID!) { onPutScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { row } }": types.LiveApiOnPutScheduleRow2Document,
    "subscription LiveApiOnProjectAggregation($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { totalCost totalPower } }": types.LiveApiOnProjectAggregationDocument,
    "subscription LiveApiOnProjectAggregation2($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { baseBudget area } }": types.LiveApiOnProjectAggregation2Document,
    "mutation LiveApiUpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, baseBudget: 5000, area: 250) { id } }": types.LiveApiUpdateProjectDocument,
    "mutation PhotometryApiUpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!) {\n  updateCells(projectId: $p, workspaceId: $w, cells: $cells) { rows }\n}": types.PhotometryApiUpdateCellsDocument,
    "mutation PhotometryApiCreateColumn($p: ID!, $w: ID!, $n: String!) {\n  createProjectColumn(projectId: $p, workspaceId: $w, name: $n, type: \"attachment\") { id }\n}": types.PhotometryApiCreateColumnDocument,
    "mutation RowInsertApiCreateEmptyRow($p: ID!, $w: ID!, $cells: JSON, $next: ID, $place: RowPlace, $s: String) {\n  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells, nextToRowId: $next, place: $place, session: $s)\n}": types.RowInsertApiCreateEmptyRowDocument,
    "subscription RowInsertApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rows session forceUpdate } }": types.RowInsertApiOnScheduleRowsChangedDocument,
    "query GetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { rowsCount } }": types.GetProjectScheduleDocument,
    "query RowsApiGetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { id rowsCount default_fields { id name type } read_only_fields custom_fields { id } } }": types.RowsApiGetProjectScheduleDocument,
    "mutation DuplicateRow($p: ID!, $w: ID!, $r: ID!) { duplicateRow(projectId: $p, workspaceId: $w, rowId: $r) }": types.DuplicateRowDocument,
    "query GetProjectAggregationGetTotalOfTag($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) { totalCost totalPower typeSumValues { type rows totalCost } tagSumValues { tag TotalCost } } getTotalOfTag(projectId: $p, workspaceId: $w, tag: \"Lobby\") { TotalCost rows } }": types.GetProjectAggregationGetTotalOfTagDocument,
    "mutation SetRowsVisibility($p: ID!, $w: ID!, $r: [ID!]!) { setRowsVisibility(projectId: $p, workspaceId: $w, rowIds: $r, visible: false) }": types.SetRowsVisibilityDocument,
    "query ListDeletedRows($p: ID!, $w: ID!) { listDeletedRows(projectId: $p, workspaceId: $w) { data } }": types.ListDeletedRowsDocument,
    "query GetRowsByTags($p: ID!, $w: ID!) { getRowsByTags(projectId: $p, workspaceId: $w, tags: [\"Lobby\", \" Roof \"]) { data } }": types.GetRowsByTagsDocument,
    "query GetDropdownValues($p: ID!, $w: ID!) { getDropdownValues(projectId: $p, workspaceId: $w, col: \"manufacturer\") }": types.GetDropdownValuesDocument,
    "query GetAvailableReferenceFields($p: ID!, $w: ID!) { getAvailableReferenceFields(projectId: $p, workspaceId: $w) { id } }": types.GetAvailableReferenceFieldsDocument,
    "mutation RowsApiCreateEmptyRow($p: ID!, $w: ID!) { createEmptyRow(projectId: $p, workspaceId: $w) }": types.RowsApiCreateEmptyRowDocument,
    "query RowsApiGetScheduleCommands($p: ID!, $w: ID!) { getScheduleCommands(projectId: $p, workspaceId: $w) { name allowed message } }": types.RowsApiGetScheduleCommandsDocument,
    "query RowsApiGetStructuredScheduleRows($p: ID!, $w: ID!) { getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }": types.RowsApiGetStructuredScheduleRowsDocument,
    "query SearchPagingSearchProjectCells($p: ID!, $w: ID!, $q: String!, $limit: Int, $scroll: String) {\n  searchProjectCells(projectId: $p, workspaceId: $w, query: $q, limit: $limit, scrollID: $scroll) {\n    scrollID data { rowId }\n  }\n}": types.SearchPagingSearchProjectCellsDocument,
    "query SearchProjectCells($p: ID!, $w: ID!, $q: String!, $limit: Int, $scroll: String) {\n  searchProjectCells(projectId: $p, workspaceId: $w, query: $q, limit: $limit, scrollID: $scroll) {\n    query scrollID data { rowId status matches { field value } }\n  }\n}": types.SearchProjectCellsDocument,
    "subscription SearchApiOnSearchProjectCells($p: ID!, $w: ID!, $u: ID!) { onSearchProjectCells(projectId: $p, workspaceId: $w, username: $u, query: \"halo\") { query data { rowId } } }": types.SearchApiOnSearchProjectCellsDocument,
    "subscription SearchApiOnSearchProjectCellsQuery($p: ID!, $w: ID!, $u: ID!) { onSearchProjectCells(projectId: $p, workspaceId: $w, username: $u, query: \"halo\") { query } }": types.SearchApiOnSearchProjectCellsQueryDocument,
    "query TotalsApiGetProjectAggregation($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) {\n  totalCost totalPower powerDensity typeSumValues { type rows totalCost totalPower } tagSumValues { tag rows TotalCost }\n} }": types.TotalsApiGetProjectAggregationDocument,
    "mutation RecalculateTagTotalCost($p: ID!, $w: ID!) { recalculateTagTotalCost(projectId: $p, workspaceId: $w, tag: \"Lobby\") { TotalCost } }": types.RecalculateTagTotalCostDocument,
    "mutation ScrapingApiScrape($url: String!, $a: ID, $i: ID, $w: ID!) {\n  scrapeProductData(url: $url, attachmentId: $a, identityId: $i, workspaceId: $w) {\n    attachmentId url status product sources error image { key }\n  }\n}": types.ScrapingApiScrapeDocument,
    "mutation ScrapingApiCancel($w: ID!, $a: ID!) {\n  cancelScrape(workspaceId: $w, attachmentId: $a)\n}": types.ScrapingApiCancelDocument,
    "subscription ScrapingApiResult($w: ID!, $a: ID!) {\n  onScrapeResult(workspaceId: $w, attachmentId: $a) {\n    attachmentId url status product sources error\n    image { key filename size type url thumbnails { small medium large full } }\n  }\n}": types.ScrapingApiResultDocument,
    "mutation ScrapingApiCreateRow($p: ID!, $w: ID!, $cells: JSON) {\n  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells)\n}": types.ScrapingApiCreateRowDocument,
    "query SearchProducts($w: ID!, $q: String!, $match: SearchMatch, $limit: Int, $scroll: String, $filters: ProductSearchFilters, $sort: ProductSearchSort, $request: String) {\n  searchProductsV3(workspaceId: $w, query: $q, match: $match, limit: $limit, scrollID: $scroll, filters: $filters, sort: $sort, requestId: $request) {\n    data { id collectionId collectionName name cells cct cri lengthMm relevance }\n    username scrollID queryName query requestId match total capped terms\n    understood { kind text label }\n  }\n}": types.SearchProductsDocument,
    "query SearchCollections($w: ID!, $q: String!, $match: SearchMatch, $limit: Int, $scroll: String, $request: String) {\n  searchCollectionsV3(workspaceId: $w, query: $q, match: $match, limit: $limit, scrollID: $scroll, requestId: $request) {\n    data { id name } scrollID total terms requestId\n  }\n}": types.SearchCollectionsDocument,
    "subscription SearchProductPages($w: ID!, $request: String!) {\n  onSearchProductsV3(workspaceId: $w, requestId: $request) { requestId query total data { id name } }\n}": types.SearchProductPagesDocument,
    "query GetMyRolesInResource($w: ID!, $p: ID!) {\n  getMyRolesInResource(workspaceId: $w, resourceType: project, resourceId: $p) {\n    workspaceRole workspaceMembership resourceRole role } }": types.GetMyRolesInResourceDocument,
    "query GetResourcePermission($w: ID!, $p: ID!) {\n  getResourcePermission(workspaceId: $w, resourceType: project, resourceId: $p) {\n    type typeLabel allowed viaSharedLink managePermissions { allowed } requestInvite { allowed }\n    sharedLink { allowed } } }": types.GetResourcePermissionDocument,
    "query AccessApiGetProjectMembers($w: ID!, $p: ID!) {\n  getProjectMembers(workspaceId: $w, projectId: $p) { userId role } }": types.AccessApiGetProjectMembersDocument,
    "mutation AccessApiInviteToWorkspace($w: ID!, $e: String!) {\n  inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: guest }]) { usedGuestLicenses } }": types.AccessApiInviteToWorkspaceDocument,
    "query GetProjectPermissions($w: ID!, $p: ID!) { getProjectPermissions(workspaceId: $w, projectId: $p) { type userInfo { id } } }": types.GetProjectPermissionsDocument,
    "mutation AccessApiCopyProject($w: ID!, $p: ID!) { copyProject(workspaceId: $w, id: $p) { id } }": types.AccessApiCopyProjectDocument,
    "subscription AccessApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind } }": types.AccessApiOnScheduleRowsChangedDocument,
    "query LimitsApiGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { usedGuestLicenses guestLicenseLimit } }": types.LimitsApiGetWorkspaceDocument,
    "query LimitsApiMyNotifications { myNotifications { items { kind resourceId excerpt link actor { id } } } }": types.LimitsApiMyNotificationsDocument,
    "query ManagePermissionApiMyNotifications { myNotifications { items { kind resourceId excerpt actor { id } } } }": types.ManagePermissionApiMyNotificationsDocument,
    "mutation ManagePermissionApiCompleteNewPassword($t: String!) {\n  completeNewPassword(challengeToken: $t, newPassword: \"my-own-pass-2\") { accessToken } }": types.ManagePermissionApiCompleteNewPasswordDocument,
    "query SearchUsersV4($w: ID!, $s: String, $p: ID, $next: String, $limit: Int) {\n  searchUsersV4(workspaceId: $w, searchString: $s, projectId: $p, nextToken: $next, limit: $limit) {\n    data { id email name workspaceRole projectPermission isPending } nextToken } }": types.SearchUsersV4Document,
    "query SearchProjectMembers($w: ID!, $p: ID!, $s: String) {\n  searchProjectMembers(workspaceId: $w, projectId: $p, searchString: $s) {\n    id name workspaceRole projectPermission } }": types.SearchProjectMembersDocument,
    "subscription PermissionsLiveOnPermissionChanged($w: ID!, $type: PermissionResourceType!, $id: ID!) {\n  onPermissionChanged(workspaceId: $w, resourceType: $type, resourceId: $id) {\n    resourceType resourceId workspaceId userId type sharedLinkChanged } }": types.PermissionsLiveOnPermissionChangedDocument,
    "mutation PermissionsLiveApiUpdateWorkspaceMembership($w: ID!, $u: ID!) { updateWorkspaceMembership(workspaceId: $w, userId: $u, role: editor) { role } }": types.PermissionsLiveApiUpdateWorkspaceMembershipDocument,
    "fragment ShareDialogPermissionFields on ProjectPermission {\n  type typeLabel isPending isPaid workspaceRole offeredTypes\n  hideResolvedComments invitedBy createdDate userInfo { id email name picture }\n}": types.ShareDialogPermissionFieldsFragmentDoc,
    "mutation ShareInvitationsInviteUserToProject($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType, $message: String) {\n  inviteUserToProject(workspaceId: $w, projectId: $p, emails: $emails, type: $type, emailMessage: $message) {\n    projectId invited wrongEmails permissions { ...ShareDialogPermissionFields } } }": types.ShareInvitationsInviteUserToProjectDocument,
    "query ShareInvitationsGetProjectPermissions($w: ID!, $p: ID!) {\n  getProjectPermissions(workspaceId: $w, projectId: $p) { ...ShareDialogPermissionFields } }": types.ShareInvitationsGetProjectPermissionsDocument,
    "query ShareInvitationsApiListUsersInWorkspace($w: ID!) {\n  listUsersInWorkspace(workspaceId: $w) { data { userId email name picture { url } role membership status } } }": types.ShareInvitationsApiListUsersInWorkspaceDocument,
    "query ShareInvitationsApiGetWorkspace($w: ID!) {\n  getWorkspace(workspaceId: $w) { usedLicenses usedGuestLicenses } }": types.ShareInvitationsApiGetWorkspaceDocument,
    "query ShareInvitationsApiListMyWorkspaceInvitations { listMyWorkspaceInvitations {\n  id role roleLabel workspaceId workspaceName invitedBy { name }\n  projects { projectId projectName role roleLabel } } }": types.ShareInvitationsApiListMyWorkspaceInvitationsDocument,
    "mutation AcceptWorkspaceInvitation($i: ID!) { acceptWorkspaceInvitation(invitationId: $i) { id role } }": types.AcceptWorkspaceInvitationDocument,
    "mutation DeclineWorkspaceInvitation($i: ID!) { declineWorkspaceInvitation(invitationId: $i) }": types.DeclineWorkspaceInvitationDocument,
    "query ShareInvitationsApiMyNotifications { myNotifications { items { kind resourceId } } }": types.ShareInvitationsApiMyNotificationsDocument,
    "mutation SharedLinkExportProjectSharedLink($w: ID!, $p: ID!, $on: Boolean!, $reset: Boolean, $allow: Boolean) {\n  projectSharedLink(workspaceId: $w, projectId: $p, isShared: $on, reset: $reset, allowExport: $allow) {\n    id isShared sharedLink { accessToken allowExport } } }": types.SharedLinkExportProjectSharedLinkDocument,
    "mutation SharedLinkExportFileExporterInvoke($w: ID!, $p: ID!, $link: String) {\n  fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: \"csv\", sharedLink: $link) {\n    requestId } }": types.SharedLinkExportFileExporterInvokeDocument,
    "query SharedLinkExportGetExportFile($r: ID!, $link: String) {\n  getExportFile(requestId: $r, sharedLink: $link) { status errorMessage url downloadFileName } }": types.SharedLinkExportGetExportFileDocument,
    "query SharedLinkExportList($w: ID!, $p: ID!) {\n          listExportFiles(workspaceId: $w, projectId: $p) { requestId } }": types.SharedLinkExportListDocument,
    "query GetScheduleViews($w: ID!, $p: ID!) { getScheduleViews(workspaceId: $w, projectId: $p) { id name } }": types.GetScheduleViewsDocument,
    "query SharedLinkApiGetProjectSchedule($w: ID!, $p: ID!) { getProjectSchedule(workspaceId: $w, projectId: $p) { id rowsCount } }": types.SharedLinkApiGetProjectScheduleDocument,
    "query SharedLinkApiGetProjectAggregationGetTotalOfTag($w: ID!, $p: ID!) {\n  getProjectAggregation(workspaceId: $w, projectId: $p) { totalCost }\n  getTotalOfTag(workspaceId: $w, projectId: $p, tag: \"L1\") { rows } }": types.SharedLinkApiGetProjectAggregationGetTotalOfTagDocument,
    "subscription SharedLinkApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind } }": types.SharedLinkApiOnScheduleRowsChangedDocument,
    "fragment SharingPermissionFields on ProjectPermission {\n  type typeLabel isPending isPaid workspaceRole offeredTypes\n  invitedBy userInfo { id email name }\n}": types.SharingPermissionFieldsFragmentDoc,
    "mutation SharingManagePermission($w: ID!, $p: ID!, $create: [ProjectPermissionInput!],\n  $update: [ProjectPermissionInput!], $delete: [ProjectPermissionRemoval!],\n  $invite: [ProjectInviteInput!], $message: String) {\n  managePermission(workspaceId: $w, projectId: $p, createPermission: $create,\n    updatePermission: $update, deletePermission: $delete, inviteUserToProject: $invite,\n    emailMessage: $message) {\n    projectId invited wrongEmails permissions { ...SharingPermissionFields } } }": types.SharingManagePermissionDocument,
    "mutation SharingInviteUserToProject($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType, $message: String) {\n  inviteUserToProject(workspaceId: $w, projectId: $p, emails: $emails, type: $type, emailMessage: $message) {\n    invited wrongEmails permissions { type userInfo { email } isPending } } }": types.SharingInviteUserToProjectDocument,
    "query SharingGetProjectPermissions($w: ID!, $p: ID!) {\n  getProjectPermissions(workspaceId: $w, projectId: $p) { ...SharingPermissionFields } }": types.SharingGetProjectPermissionsDocument,
    "query SharingGetProjectById($w: ID!, $p: ID!, $link: String) {\n  getProjectById(workspaceId: $w, id: $p, sharedLink: $link) {\n    id projectName isShared starred lastAccessed\n    sharedLink { url accessToken generatedAt }\n    viewerCan { edit { allowed } managePermissions { allowed } requestInvite { allowed } sharedLink { allowed } }\n  } }": types.SharingGetProjectByIdDocument,
    "query SharingGetSortedUserProjectsV2($w: ID!) {\n  getSortedUserProjectsV2(workspaceId: $w) { data { id projectName } nextToken } }": types.SharingGetSortedUserProjectsV2Document,
    "mutation SharingSupportDeprecatedCreateProjectV2($w: ID!, $name: String!) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: $name, address: { formatted_address: \"Halifax, Canada\" }) { id } }": types.SharingSupportDeprecatedCreateProjectV2Document,
    "mutation SharingProjectSharedLink($w: ID!, $p: ID!, $on: Boolean!, $reset: Boolean) {\n  projectSharedLink(workspaceId: $w, projectId: $p, isShared: $on, reset: $reset) {\n    id isShared sharedLink { url accessToken generatedAt } } }": types.SharingProjectSharedLinkDocument,
    "mutation SharingSuggestCollaborator($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType) {\n  suggestCollaborator(workspaceId: $w, projectId: $p, usersToInvite: $emails, type: $type) {\n    projectId usersToInvite type wrongEmails } }": types.SharingSuggestCollaboratorDocument,
    "mutation SharingSuggestColloborator($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType) {\n  suggestColloborator(workspaceId: $w, projectId: $p, usersToInvite: $emails, type: $type) {\n    projectId usersToInvite type wrongEmails } }": types.SharingSuggestColloboratorDocument,
    "mutation VersionsApiCreateProjectVersion($p: ID!, $w: ID!, $t: String!, $s: String) {\n  createProjectVersion(projectId: $p, workspaceId: $w, title: $t, shortName: $s) { id title shortName scheduleId status rowsCount }\n}": types.VersionsApiCreateProjectVersionDocument,
    "query CompareProjectVersions($p: ID!, $w: ID!, $a: ID!, $b: ID) {\n  compareProjectVersions(projectId: $p, workspaceId: $w, primaryVersionId: $a, secondaryVersionId: $b) {\n    items { rowId status modified costDelta powerDelta previous fields }\n    byType { type costDelta latestDelivery rowsBefore rowsAfter }\n    totals { costBefore costAfter costDelta powerDelta }\n    counts { added removed modified unchanged }\n  }\n}": types.CompareProjectVersionsDocument,
    "query VersionRows($p: ID!, $w: ID!, $limit: Int, $next: String, $s: ID) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $limit, nextToken: $next, scheduleId: $s) { data nextToken }\n}": types.VersionRowsDocument,
    "query VersionAndLiveRowCounts($p: ID!, $w: ID!, $s: ID) { version: getProjectSchedule(projectId: $p, workspaceId: $w, scheduleId: $s) { rowsCount } live: getProjectSchedule(projectId: $p, workspaceId: $w) { rowsCount } }": types.VersionAndLiveRowCountsDocument,
    "query VersionsApiSearchProjectCells($p: ID!, $w: ID!, $v: ID, $q: String!) { searchProjectCells(projectId: $p, workspaceId: $w, versionId: $v, query: $q) { data { rowId matches { field value } } } }": types.VersionsApiSearchProjectCellsDocument,
    "mutation VersionsApiUpdateCell($p: ID!, $w: ID!, $id: ID!) { updateCell(projectId: $p, workspaceId: $w, row: $id, col: \"model\", value: \"Borealis\", version: \"1.1\") { version } }": types.VersionsApiUpdateCellDocument,
    "query ListProjectVersions($p: ID!, $w: ID!) { listProjectVersions(projectId: $p, workspaceId: $w) { id title } }": types.ListProjectVersionsDocument,
    "mutation UpdateProjectVersion($p: ID!, $w: ID!, $v: ID!) { updateProjectVersion(projectId: $p, workspaceId: $w, versionId: $v, title: \"For permit\", shortName: \"P1\") { title shortName } }": types.UpdateProjectVersionDocument,
    "mutation VersionsApiUpdateProjectVersion($p: ID!, $w: ID!, $v: ID!) { updateProjectVersion(projectId: $p, workspaceId: $w, versionId: $v, title: \"  \") { title } }": types.VersionsApiUpdateProjectVersionDocument,
    "mutation ArchiveProjectVersion($p: ID!, $w: ID!, $v: ID!) { archiveProjectVersion(projectId: $p, workspaceId: $w, versionId: $v) { status } }": types.ArchiveProjectVersionDocument,
    "mutation UnarchiveProjectVersion($p: ID!, $w: ID!, $v: ID!) { unarchiveProjectVersion(projectId: $p, workspaceId: $w, versionId: $v) { status } }": types.UnarchiveProjectVersionDocument,
    "query VersionsApiListProjectVersions($p: ID!, $w: ID!) { listProjectVersions(projectId: $p, workspaceId: $w) { title } }": types.VersionsApiListProjectVersionsDocument,
    "mutation DeleteProjectVersion($p: ID!, $w: ID!, $v: ID!) { deleteProjectVersion(projectId: $p, workspaceId: $w, versionId: $v) }": types.DeleteProjectVersionDocument,
    "query VersionsApiListProjectVersions2($p: ID!, $w: ID!) { listProjectVersions(projectId: $p, workspaceId: $w) { id } }": types.VersionsApiListProjectVersions2Document,
    "query VersionsApiGetStructuredScheduleRows($p: ID!, $w: ID!, $s: ID) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, scheduleId: $s) { data } }": types.VersionsApiGetStructuredScheduleRowsDocument,
    "fragment ViewFields on View {\n  id name type builtInKey currency viewMode rowHeight rowHeightPx visibleColumns\n  columnOrder customColumnOrder sortingField sortingIndex sortingData { sortBy sortOrder } filterTag\n  columnsSize { id size minSize unit } grants { users roles }\n  viewerCan { update { allowed } reorderColumns { allowed } renameOrDelete { allowed message } }\n}": types.ViewFieldsFragmentDoc,
    "query ViewsApiGetScheduleViews($p: ID!, $w: ID!) { getScheduleViews(projectId: $p, workspaceId: $w) { ...ViewFields } }": types.ViewsApiGetScheduleViewsDocument,
    "query GetScheduleView($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { id name } }": types.GetScheduleViewDocument,
    "mutation ViewsApiSaveCustomView($p: ID!, $w: ID!, $n: String!, $s: JSON) { saveCustomView(projectId: $p, workspaceId: $w, name: $n, settings: $s) { ...ViewFields } }": types.ViewsApiSaveCustomViewDocument,
    "mutation ViewsApiUpdateViewSettings($p: ID!, $w: ID!, $v: ID!, $s: JSON!) { updateViewSettings(projectId: $p, workspaceId: $w, viewId: $v, settings: $s) { ...ViewFields } }": types.ViewsApiUpdateViewSettingsDocument,
    "query GetScheduleCommands($p: ID!, $w: ID!) { getScheduleCommands(projectId: $p, workspaceId: $w) { name allowed } }": types.GetScheduleCommandsDocument,
    "mutation ResetView($p: ID!, $w: ID!, $v: ID!) { resetView(projectId: $p, workspaceId: $w, viewId: $v) { rowHeight currency viewMode } }": types.ResetViewDocument,
    "mutation UpdateViewColumnOrder($p: ID!, $w: ID!, $v: ID!, $o: [String!]) { updateViewColumnOrder(projectId: $p, workspaceId: $w, viewId: $v, columnOrder: $o) { columnOrder } }": types.UpdateViewColumnOrderDocument,
    "mutation UpdateViewColumnsSize($p: ID!, $w: ID!, $v: ID!, $s: [ColumnSizeInput!]!) { updateViewColumnsSize(projectId: $p, workspaceId: $w, viewId: $v, columnsSize: $s) { columnsSize { id size minSize unit } } }": types.UpdateViewColumnsSizeDocument,
    "mutation GrantViewPermissionByRoles($p: ID!, $w: ID!, $v: ID!, $r: [String!]!) { grantViewPermissionByRoles(projectId: $p, workspaceId: $w, viewId: $v, roles: $r) { grants { users roles } } }": types.GrantViewPermissionByRolesDocument,
    "mutation GrantViewPermissionByUsers($p: ID!, $w: ID!, $v: ID!, $u: [ID!]!) { grantViewPermissionByUsers(projectId: $p, workspaceId: $w, viewId: $v, userIds: $u) { grants { users roles } } }": types.GrantViewPermissionByUsersDocument,
    "mutation DeleteViewPermissionByUsers($p: ID!, $w: ID!, $v: ID!, $u: [ID!]!) { deleteViewPermissionByUsers(projectId: $p, workspaceId: $w, viewId: $v, userIds: $u) { grants { users } } }": types.DeleteViewPermissionByUsersDocument,
    "query GetViewParams($p: ID!, $w: ID!, $v: ID!) { getViewParams(projectId: $p, workspaceId: $w, viewId: $v) }": types.GetViewParamsDocument,
    "mutation DeleteViewPermissionByRoles($p: ID!, $w: ID!, $v: ID!, $r: [String!]!) { deleteViewPermissionByRoles(projectId: $p, workspaceId: $w, viewId: $v, roles: $r) { grants { users roles } } }": types.DeleteViewPermissionByRolesDocument,
    "mutation RenameView($p: ID!, $w: ID!, $v: ID!, $n: String!) { renameView(projectId: $p, workspaceId: $w, viewId: $v, name: $n) { name } }": types.RenameViewDocument,
    "mutation DeleteView($p: ID!, $w: ID!, $v: ID!) { deleteView(projectId: $p, workspaceId: $w, viewId: $v) }": types.DeleteViewDocument,
    "mutation SetViewParams($p: ID!, $w: ID!, $v: ID!, $x: JSON!) { setViewParams(projectId: $p, workspaceId: $w, viewId: $v, params: $x) }": types.SetViewParamsDocument,
    "mutation DeleteViewParams($p: ID!, $w: ID!, $v: ID!) { deleteViewParams(projectId: $p, workspaceId: $w, viewId: $v) }": types.DeleteViewParamsDocument,
    "mutation InvitationsApiInviteToWorkspace($w: ID!, $m: [WorkspaceInviteInput!]!, $msg: String) {\n  inviteToWorkspace(workspaceId: $w, members: $m, emailMessage: $msg) {\n    requestId workspaceId results { email status message } usedLicenses usedGuestLicenses\n  }\n}": types.InvitationsApiInviteToWorkspaceDocument,
    "query ListUsersInWorkspace($w: ID!) {\n  listUsersInWorkspace(workspaceId: $w) {\n    data { userId email name picture { url } role roleLabel membership status } nextToken\n  }\n}": types.ListUsersInWorkspaceDocument,
    "query InvitationsApiListMyWorkspaces { listMyWorkspaces { id role } }": types.InvitationsApiListMyWorkspacesDocument,
    "query InvitationsApiGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { id name usedLicenses } }": types.InvitationsApiGetWorkspaceDocument,
    "query ListMyWorkspaceInvitations { listMyWorkspaceInvitations {\n  id email role roleLabel workspaceId workspaceName invitedBy { name email }\n} }": types.ListMyWorkspaceInvitationsDocument,
    "fragment WorkspaceFields on Workspace {\n  id name type workspaceType status role roleLabel workspaceMembership\n  usedLicenses freeLicenses usedGuestLicenses guestLicenseLimit readOnlyMessage\n  viewerCan { update { allowed message } manageMembers { allowed message } adminPanel { allowed message } }\n}": types.WorkspaceFieldsFragmentDoc,
    "query WorkspacesApiListMyWorkspaces { listMyWorkspaces { ...WorkspaceFields } }": types.WorkspacesApiListMyWorkspacesDocument,
    "mutation WorkspacesApiCreateWorkspace($name: String!, $description: String) {\n  createWorkspaceV2(name: $name, description: $description) { ...WorkspaceFields }\n}": types.WorkspacesApiCreateWorkspaceDocument,
    "mutation WorkspacesApiInviteToWorkspace($w: ID!, $m: [WorkspaceInviteInput!]!, $msg: String) {\n  inviteToWorkspace(workspaceId: $w, members: $m, emailMessage: $msg) {\n    results { email status message } usedLicenses usedGuestLicenses\n  }\n}": types.WorkspacesApiInviteToWorkspaceDocument,
    "query WorkspacesApiListUsersInWorkspace($w: ID!, $n: String, $l: Int, $m: WorkspaceMembershipKind) {\n  listUsersInWorkspace(workspaceId: $w, nextToken: $n, limit: $l, membership: $m) {\n    data { userId email role membership status } nextToken\n  }\n}": types.WorkspacesApiListUsersInWorkspaceDocument,
    "query GetWorkspacesList($n: String) { getWorkspacesList(limit: 2, nextToken: $n) { data { name } nextToken } }": types.GetWorkspacesListDocument,
    "mutation WorkspacesApiCompleteNewPassword($t: String!) { completeNewPassword(challengeToken: $t, newPassword: \"chosen-pass-8\") { accessToken } }": types.WorkspacesApiCompleteNewPasswordDocument,
    "mutation UpdateWorkspaceMembership($w: ID!, $u: ID!) { updateWorkspaceMembership(workspaceId: $w, userId: $u, role: creator) { role membership } }": types.UpdateWorkspaceMembershipDocument,
    "mutation WorkspacesApiUpdateWorkspaceMembership($w: ID!, $u: ID!) { updateWorkspaceMembership(workspaceId: $w, userId: $u, role: editor) { role } }": types.WorkspacesApiUpdateWorkspaceMembershipDocument,
    "mutation UpdateWorkspaceInfo($w: ID!) { updateWorkspaceInfo(workspaceId: $w, name: \"Mine now\") { name } }": types.UpdateWorkspaceInfoDocument,
    "query WorkspacesApiGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { name } }": types.WorkspacesApiGetWorkspaceDocument,
    "mutation WorkspacesApiUpdateWorkspaceInfo($w: ID!) { updateWorkspaceInfo(workspaceId: $w, name: \"Renamed\") { name } }": types.WorkspacesApiUpdateWorkspaceInfoDocument,
    "subscription InviteToWorkspaceReport($workspaceId: ID!) { inviteToWorkspaceReport(workspaceId: $workspaceId) { results { email status } usedLicenses } }": types.InviteToWorkspaceReportDocument,
    "query ListFeatureFlags { ListFeatureFlags { name enabled } }": types.ListFeatureFlagsDocument,
    "query GetWorkspaceBranding($w: ID!) { getWorkspaceBranding(workspaceId: $w) { id name logo { url } } }": types.GetWorkspaceBrandingDocument,
    "query GraphqlLimitsSystemStatus2 { systemStatus { version database startedAt } }": types.GraphqlLimitsSystemStatus2Document,
    "query SystemStatus { systemStatus { notices { id } } }": types.SystemStatusDocument,
    "query GraphqlLimitsSystemStatus { systemStatus { version } }": types.GraphqlLimitsSystemStatusDocument,
    "mutation CreateWorkspaceV2 { createWorkspaceV2(name: \"Harbour Hotel\") { id } }": types.CreateWorkspaceV2Document,
    "mutation InviteToWorkspace($w: ID!, $msg: String) {\n        inviteToWorkspace(workspaceId: $w, members: [{ email: \"target@example.com\" }], emailMessage: $msg) {\n          results { status }\n        }\n      }": types.InviteToWorkspaceDocument,
    "query GetProjectAggregation($p: ID!, $w: ID!) {\n  getProjectAggregation(projectId: $p, workspaceId: $w) {\n    totalCost totalPower typeSumValues { type rows totalCost } tagSumValues { tag rows TotalCost }\n  }\n}": types.GetProjectAggregationDocument,
    "query DurabilitySystemStatus { systemStatus { database } }": types.DurabilitySystemStatusDocument,
    "mutation ExportAfterKillExport($w: ID!, $p: ID!) {\n  fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: \"pdf\") { requestId file { fileId } }\n}": types.ExportAfterKillExportDocument,
    "query ExportAfterKillGet($r: ID!) {\n  getExportFile(requestId: $r) { status progress url errorMessage }\n}": types.ExportAfterKillGetDocument,
    "query RestartAfterKillListMyWorkspaces { listMyWorkspaces { id } }": types.RestartAfterKillListMyWorkspacesDocument,
    "mutation RestartAfterKillDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Harbour Hotel\", address: { formatted_address: \"Halifax, Canada\" }, area: 1000, areaUnit: feet) { id } }": types.RestartAfterKillDeprecatedCreateProjectV2Document,
    "mutation SignUp($email: String!, $password: String!, $name: String) {\n  signUp(email: $email, password: $password, name: $name) { email codeExpiresInSeconds }\n}": types.SignUpDocument,
    "mutation Verify($email: String!, $code: String!) {\n  verifyEmail(email: $email, code: $code)\n}": types.VerifyDocument,
    "mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    challenge challengeToken\n    session { accessToken accessTokenExpiresAt user { id email name profileComplete } }\n  }\n}": types.SignInDocument,
    "mutation RefreshSession { refreshSession { accessToken user { id } } }": types.RefreshSessionDocument,
    "mutation InvitationsInviteToWorkspace($w: ID!, $e: String!, $r: WorkspaceRole) {\n  inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: $r }]) { results { status } }\n}": types.InvitationsInviteToWorkspaceDocument,
    "query InvitationsListMyWorkspaceInvitations { listMyWorkspaceInvitations { id workspaceId role } }": types.InvitationsListMyWorkspaceInvitationsDocument,
    "mutation MatrixArgumentsMakeStarredProjectList($w: ID!) { makeStarredProjectList(workspaceId: $w, name: \"Mine\") { id } }": types.MatrixArgumentsMakeStarredProjectListDocument,
    "mutation MatrixArgumentsDeleteProjectColumn($w: ID!, $p: ID!, $c: String!) { deleteProjectColumn(workspaceId: $w, projectId: $p, col: $c) }": types.MatrixArgumentsDeleteProjectColumnDocument,
    "query MatrixFixtureListMyWorkspaces { listMyWorkspaces { id } }": types.MatrixFixtureListMyWorkspacesDocument,
    "mutation MatrixFixtureDeprecatedCreateProjectV2($w: ID!, $n: String!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, location: \"Halifax, Canada\") { id } }": types.MatrixFixtureDeprecatedCreateProjectV2Document,
    "mutation MatrixFixtureCreateEmptyRow($w: ID!, $p: ID!) { createEmptyRow(workspaceId: $w, projectId: $p, cells: { typeDesignation: \"B1\", tag: \"A\", quantity: 1 }) }": types.MatrixFixtureCreateEmptyRowDocument,
    "mutation MatrixFixtureDeleteRow($w: ID!, $p: ID!, $r: ID!) { deleteRow(workspaceId: $w, projectId: $p, rowId: $r) }": types.MatrixFixtureDeleteRowDocument,
    "mutation MatrixFixtureCreateProjectColumn($w: ID!, $p: ID!, $n: String!) { createProjectColumn(workspaceId: $w, projectId: $p, name: $n, type: \"string\") { id } }": types.MatrixFixtureCreateProjectColumnDocument,
    "mutation SaveCustomView($w: ID!, $p: ID!, $n: String!) { saveCustomView(workspaceId: $w, projectId: $p, name: $n) { id } }": types.SaveCustomViewDocument,
    "mutation MatrixFixtureCreateProjectVersion($w: ID!, $p: ID!, $t: String!) { createProjectVersion(workspaceId: $w, projectId: $p, title: $t) { id } }": types.MatrixFixtureCreateProjectVersionDocument,
    "mutation CreateComment($input: CreateCommentInput!) { createComment(input: $input) { id } }": types.CreateCommentDocument,
    "mutation ManagePermission($w: ID!, $p: ID!, $u: ID!) { managePermission(workspaceId: $w, projectId: $p, createPermission: [{ userId: $u, type: editor }]) { projectId } }": types.ManagePermissionDocument,
    "query MatrixFixtureGetScheduleViews($w: ID!, $p: ID!) { getScheduleViews(workspaceId: $w, projectId: $p) { id type } }": types.MatrixFixtureGetScheduleViewsDocument,
    "query MatrixFixtureGetProjectAggregation($w: ID!, $p: ID!) { getProjectAggregation(workspaceId: $w, projectId: $p) { id } }": types.MatrixFixtureGetProjectAggregationDocument,
    "mutation MatrixFixtureMakeStarredProjectList($w: ID!) { makeStarredProjectList(workspaceId: $w, name: \"Owner list\") { id } }": types.MatrixFixtureMakeStarredProjectListDocument,
    "mutation MatrixSubscriptionsDeleteRow($w: ID!, $p: ID!, $r: ID!) { deleteRow(workspaceId: $w, projectId: $p, rowId: $r) }": types.MatrixSubscriptionsDeleteRowDocument,
    "mutation MatrixSubscriptionsUpdateProjectAggregation($w: ID!, $p: ID!) { updateProjectAggregation(workspaceId: $w, projectId: $p, baseBudget: 2500) { id } }": types.MatrixSubscriptionsUpdateProjectAggregationDocument,
    "mutation MatrixSubscriptionsUpdateProject($w: ID!, $p: ID!) { updateProject(workspaceId: $w, id: $p, status: archived) { id } }": types.MatrixSubscriptionsUpdateProjectDocument,
    "mutation MatrixSubscriptionsInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e }]) { usedLicenses } }": types.MatrixSubscriptionsInviteToWorkspaceDocument,
    "mutation MatrixSubscriptionsManagePermission($w: ID!, $p: ID!, $u: ID!) { managePermission(workspaceId: $w, projectId: $p, createPermission: [{ userId: $u, type: viewer }]) { projectId } }": types.MatrixSubscriptionsManagePermissionDocument,
    "mutation MatrixSubscriptionsCreateTestCard { createTestPaymentMethod(number: \"4242424242424242\", expiry: \"12/40\", cvc: \"123\") }": types.MatrixSubscriptionsCreateTestCardDocument,
    "mutation MatrixSubscriptionsSaveCard($w: ID!, $p: ID!) { saveAndAttachPaymentMethodId(workspaceId: $w, paymentMethodId: $p) { id } }": types.MatrixSubscriptionsSaveCardDocument,
    "mutation MatrixSubscriptionsUpdateCollection($w: ID!, $c: ID!) { updateCollection(workspaceId: $w, collectionId: $c, name: \"Matrix collection\") { id } }": types.MatrixSubscriptionsUpdateCollectionDocument,
    "mutation MatrixSubscriptionsExport($w: ID!, $p: ID!) { fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: \"csv\") { requestId } }": types.MatrixSubscriptionsExportDocument,
    "mutation MatrixSubscriptionsScrape($w: ID!, $u: String!, $a: ID!) { scrapeProductData(workspaceId: $w, url: $u, attachmentId: $a) { status } }": types.MatrixSubscriptionsScrapeDocument,
    "query MatrixSubscriptionsSearchCatalogue($w: ID!, $r: String!) { searchProductsV3(workspaceId: $w, query: \"\", requestId: $r) { total } searchCollectionsV3(workspaceId: $w, query: \"\", requestId: $r) { total } }": types.MatrixSubscriptionsSearchCatalogueDocument,
    "query MatrixSubscriptionsSearchProjectCells($w: ID!, $p: ID!) { searchProjectCells(workspaceId: $w, projectId: $p, query: \"B1\") { __typename } }": types.MatrixSubscriptionsSearchProjectCellsDocument,
    "mutation ProjectSharedLink($w: ID!, $p: ID!) { projectSharedLink(workspaceId: $w, projectId: $p, isShared: true) { sharedLink { accessToken } } }": types.ProjectSharedLinkDocument,
    "mutation ScaleOutUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: JSON, $ver: CellVersion!, $s: String) {\n  updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: $v, version: $ver, session: $s) { version }\n}": types.ScaleOutUpdateCellDocument,
    "query ScaleOutSystemStatus { systemStatus { version } }": types.ScaleOutSystemStatusDocument,
    "query ScaleOutGetStructuredScheduleRows($p: ID!, $w: ID!, $l: Int, $n: String) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l, nextToken: $n) { data nextToken }\n}": types.ScaleOutGetStructuredScheduleRowsDocument,
    "subscription ScaleOutOnScheduleRowsChanged($p: ID!, $w: ID!) {\n  onScheduleRowsChanged(projectId: $p, workspaceId: $w) { kind row rows }\n}": types.ScaleOutOnScheduleRowsChangedDocument,
    "query ScheduleFixtureGetStructuredScheduleRows($p: ID!, $w: ID!, $limit: Int, $next: String) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $limit, nextToken: $next) { data nextToken }\n}": types.ScheduleFixtureGetStructuredScheduleRowsDocument,
    "mutation ScheduleFixtureUpdateCell($p: ID!, $w: ID!, $row: ID!, $col: String!, $value: JSON, $values: [JSON], $version: CellVersion!, $session: String) {\n  updateCell(projectId: $p, workspaceId: $w, row: $row, col: $col, value: $value, values: $values, version: $version, session: $session) { row col version }\n}": types.ScheduleFixtureUpdateCellDocument,
    "mutation ScheduleFixtureCreateEmptyRow($p: ID!, $w: ID!, $cells: JSON, $session: String) {\n  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells, session: $session)\n}": types.ScheduleFixtureCreateEmptyRowDocument,
    "query ScheduleFixtureListMyWorkspaces { listMyWorkspaces { id } }": types.ScheduleFixtureListMyWorkspacesDocument,
    "mutation ScheduleFixtureDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Harbour Hotel\", address: { formatted_address: \"Halifax, Canada\" }, area: 1000, areaUnit: feet) { id } }": types.ScheduleFixtureDeprecatedCreateProjectV2Document,
    "mutation ScheduleFixtureInviteToWorkspace($w: ID!, $e: String!, $r: WorkspaceRole) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: $r }]) { usedLicenses } }": types.ScheduleFixtureInviteToWorkspaceDocument,
    "query TwoProcessRedisSystemStatus { systemStatus { database pubsub } }": types.TwoProcessRedisSystemStatusDocument,
    "query WorkspaceIsolationListMyWorkspaces { listMyWorkspaces { id } }": types.WorkspaceIsolationListMyWorkspacesDocument,
    "mutation WorkspaceIsolationCreateCollection($w: ID!) {\n          createCollectionV3(workspaceId: $w, name: \"Victim lamps\") { id } }": types.WorkspaceIsolationCreateCollectionDocument,
    "subscription WorkspaceIsolationInviteToWorkspaceReport($workspaceId: ID!) { inviteToWorkspaceReport(workspaceId: $workspaceId) { requestId } }": types.WorkspaceIsolationInviteToWorkspaceReportDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueBenchSearchProducts($w: ID!, $q: String!, $m: SearchMatch, $s: String) {\n  searchProductsV3(workspaceId: $w, query: $q, match: $m, scrollID: $s) {\n    total capped scrollID terms\n    understood { kind text label }\n    data { id collectionId collectionName workspaceId name cells cct cri lengthMm thumbnail relevance }\n  }\n}"): (typeof documents)["query CatalogueBenchSearchProducts($w: ID!, $q: String!, $m: SearchMatch, $s: String) {\n  searchProductsV3(workspaceId: $w, query: $q, match: $m, scrollID: $s) {\n    total capped scrollID terms\n    understood { kind text label }\n    data { id collectionId collectionName workspaceId name cells cct cri lengthMm thumbnail relevance }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueBenchSearchCollections($w: ID!, $q: String!, $m: SearchMatch) {\n  searchCollectionsV3(workspaceId: $w, query: $q, match: $m) {\n    total capped scrollID terms\n    data { id name description workspaceId productsCount }\n  }\n}"): (typeof documents)["query CatalogueBenchSearchCollections($w: ID!, $q: String!, $m: SearchMatch) {\n  searchCollectionsV3(workspaceId: $w, query: $q, match: $m) {\n    total capped scrollID terms\n    data { id name description workspaceId productsCount }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueBenchFloor { systemStatus { version } }"): (typeof documents)["query CatalogueBenchFloor { systemStatus { version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogueBenchSignIn($e: String!, $p: String!) {\n  signIn(email: $e, password: $p) { session { accessToken } }\n}"): (typeof documents)["mutation CatalogueBenchSignIn($e: String!, $p: String!) {\n  signIn(email: $e, password: $p) { session { accessToken } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogueBenchCreateCollection($w: ID!, $n: String!, $d: String, $k: [String!]) {\n  createCollectionV3(workspaceId: $w, name: $n, description: $d, keywords: $k) { id }\n}"): (typeof documents)["mutation CatalogueBenchCreateCollection($w: ID!, $n: String!, $d: String, $k: [String!]) {\n  createCollectionV3(workspaceId: $w, name: $n, description: $d, keywords: $k) { id }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExportBenchExport($w: ID!, $p: ID!, $f: String!) {\n  fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: $f) { requestId }\n}"): (typeof documents)["mutation ExportBenchExport($w: ID!, $p: ID!, $f: String!) {\n  fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: $f) { requestId }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExportBenchGet($r: ID!) {\n  getExportFile(requestId: $r) { status errorMessage }\n}"): (typeof documents)["query ExportBenchGet($r: ID!) {\n  getExportFile(requestId: $r) { status errorMessage }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportBenchImport($w: ID!, $p: ID!, $key: String!, $mapping: [ImportColumnMapping!]!) {\n  importDocument(workspaceId: $w, projectId: $p, key: $key, mapping: $mapping) { importId }\n}"): (typeof documents)["mutation ImportBenchImport($w: ID!, $p: ID!, $key: String!, $mapping: [ImportColumnMapping!]!) {\n  importDocument(workspaceId: $w, projectId: $p, key: $key, mapping: $mapping) { importId }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImportBenchGet($w: ID!, $id: ID!) {\n  getImportDocument(workspaceId: $w, importId: $id) { status firstError productsUploaded }\n}"): (typeof documents)["query ImportBenchGet($w: ID!, $id: ID!) {\n  getImportDocument(workspaceId: $w, importId: $id) { status firstError productsUploaded }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProcessBenchSystemStatus { systemStatus { database } }"): (typeof documents)["query ProcessBenchSystemStatus { systemStatus { database } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BenchGeneralSystemStatus { systemStatus { version database pubsub } }"): (typeof documents)["query BenchGeneralSystemStatus { systemStatus { version database pubsub } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScheduleBenchSignIn($e: String!, $p: String!) { signIn(email: $e, password: $p) { session { accessToken } } }"): (typeof documents)["mutation ScheduleBenchSignIn($e: String!, $p: String!) { signIn(email: $e, password: $p) { session { accessToken } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScheduleBenchRows($p: ID!, $w: ID!, $l: Int, $n: String) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l, nextToken: $n) { data nextToken }\n}"): (typeof documents)["query ScheduleBenchRows($p: ID!, $w: ID!, $l: Int, $n: String) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l, nextToken: $n) { data nextToken }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScheduleBenchFloor { systemStatus { version } }"): (typeof documents)["query ScheduleBenchFloor { systemStatus { version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ScheduleBenchOnPutScheduleRow($p: ID!, $w: ID!) { onPutScheduleRow(projectId: $p, workspaceId: $w) { row } }"): (typeof documents)["subscription ScheduleBenchOnPutScheduleRow($p: ID!, $w: ID!) { onPutScheduleRow(projectId: $p, workspaceId: $w) { row } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScheduleBenchCreateVersion($p: ID!, $w: ID!, $t: String!) {\n  createProjectVersion(projectId: $p, workspaceId: $w, title: $t) { id rowsCount }\n}"): (typeof documents)["mutation ScheduleBenchCreateVersion($p: ID!, $w: ID!, $t: String!) {\n  createProjectVersion(projectId: $p, workspaceId: $w, title: $t) { id rowsCount }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScheduleBenchCompare($p: ID!, $w: ID!, $a: ID!, $b: ID) {\n          compareProjectVersions(projectId: $p, workspaceId: $w, primaryVersionId: $a, secondaryVersionId: $b) {\n            counts { added removed modified unchanged } totals { costDelta }\n          }\n        }"): (typeof documents)["query ScheduleBenchCompare($p: ID!, $w: ID!, $a: ID!, $b: ID) {\n          compareProjectVersions(projectId: $p, workspaceId: $w, primaryVersionId: $a, secondaryVersionId: $b) {\n            counts { added removed modified unchanged } totals { costDelta }\n          }\n        }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchBenchFirstPage($p: ID!, $w: ID!, $q: String!) {\n  searchProjectCells(projectId: $p, workspaceId: $w, query: $q, limit: 100) {\n    scrollID data { rowId }\n  }\n}"): (typeof documents)["query SearchBenchFirstPage($p: ID!, $w: ID!, $q: String!) {\n  searchProjectCells(projectId: $p, workspaceId: $w, query: $q, limit: 100) {\n    scrollID data { rowId }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscribersBenchRows($p: ID!, $w: ID!, $l: Int) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l) { data } }"): (typeof documents)["query SubscribersBenchRows($p: ID!, $w: ID!, $l: Int) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l) { data } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribersBenchUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: JSON, $ver: CellVersion!) {\n  updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"quantity\", value: $v, version: $ver, session: \"bench-editor\") { version }\n}"): (typeof documents)["mutation SubscribersBenchUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: JSON, $ver: CellVersion!) {\n  updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"quantity\", value: $v, version: $ver, session: \"bench-editor\") { version }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SubscribersBenchOnPutScheduleRow($p: ID!, $w: ID!) { onPutScheduleRow(projectId: $p, workspaceId: $w) { row } }"): (typeof documents)["subscription SubscribersBenchOnPutScheduleRow($p: ID!, $w: ID!) { onPutScheduleRow(projectId: $p, workspaceId: $w) { row } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SubscribersBenchOnProjectAggregation($p: ID!, $w: ID!) { onProjectAggregation(projectId: $p, workspaceId: $w) { totalCost totalPower typeSumValues { type totalCost } } }"): (typeof documents)["subscription SubscribersBenchOnProjectAggregation($p: ID!, $w: ID!) { onProjectAggregation(projectId: $p, workspaceId: $w) { totalCost totalPower typeSumValues { type totalCost } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCommandsListFeatureFlags { ListFeatureFlags { name enabled value { type integer } } }"): (typeof documents)["query AdminCommandsListFeatureFlags { ListFeatureFlags { name enabled value { type integer } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCommandsListMyWorkspaces { listMyWorkspaces { id } }"): (typeof documents)["query AdminCommandsListMyWorkspaces { listMyWorkspaces { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCommandsGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { status freeLicenses guestLicenseLimit readOnlyMessage } }"): (typeof documents)["query AdminCommandsGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { status freeLicenses guestLicenseLimit readOnlyMessage } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DemoSeedListMyWorkspaces { listMyWorkspaces { id name workspaceType } }"): (typeof documents)["query DemoSeedListMyWorkspaces { listMyWorkspaces { id name workspaceType } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DemoSeedGetSortedUserProjectsV2($w: ID!) { getSortedUserProjectsV2(workspaceId: $w, orderBy: projectName) { data { title } } }"): (typeof documents)["query DemoSeedGetSortedUserProjectsV2($w: ID!) { getSortedUserProjectsV2(workspaceId: $w, orderBy: projectName) { data { title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ConnectionSystemStatus { systemStatus { database } }"): (typeof documents)["query ConnectionSystemStatus { systemStatus { database } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingAccessNeedPremium($w: ID!) { isUserNeedPremium(workspaceId: $w) }"): (typeof documents)["query BillingAccessNeedPremium($w: ID!) { isUserNeedPremium(workspaceId: $w) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingAccessSecond { createWorkspaceV2(name: \"Second\") { id } }"): (typeof documents)["mutation BillingAccessSecond { createWorkspaceV2(name: \"Second\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingUpdateWorkspaceInfo($w: ID!, $d: String) { updateWorkspaceInfo(workspaceId: $w, description: $d) { id } }"): (typeof documents)["mutation BillingUpdateWorkspaceInfo($w: ID!, $d: String) { updateWorkspaceInfo(workspaceId: $w, description: $d) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingCreateWorkspace($name: String!) { createWorkspaceV2(name: $name) { id } }"): (typeof documents)["mutation BillingCreateWorkspace($name: String!) { createWorkspaceV2(name: $name) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingWorkspace($w: ID!) {\n  getWorkspace(workspaceId: $w) { id workspaceType status premiumLicenses guestLicenseLimit readOnlyMessage paymentRequired type }\n}"): (typeof documents)["query BillingWorkspace($w: ID!) {\n  getWorkspace(workspaceId: $w) { id workspaceType status premiumLicenses guestLicenseLimit readOnlyMessage paymentRequired type }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingWorkspaceBilling($w: ID!) {\n  getWorkspaceBilling(workspaceId: $w) {\n    provider trialState trialDays usedLicenses includedGuestSeats\n    subscription { id status seats type priceId priceAmount subEnd amountDue }\n    paymentMethod { brand last4 expMonth expYear }\n    paymentManagers { name email }\n    canPay { allowed message }\n    testCards { number behaviour }\n  }\n}"): (typeof documents)["query BillingWorkspaceBilling($w: ID!) {\n  getWorkspaceBilling(workspaceId: $w) {\n    provider trialState trialDays usedLicenses includedGuestSeats\n    subscription { id status seats type priceId priceAmount subEnd amountDue }\n    paymentMethod { brand last4 expMonth expYear }\n    paymentManagers { name email }\n    canPay { allowed message }\n    testCards { number behaviour }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingCreateTestPaymentMethod($n: String!, $e: String!, $c: String!) { createTestPaymentMethod(number: $n, expiry: $e, cvc: $c) }"): (typeof documents)["mutation BillingCreateTestPaymentMethod($n: String!, $e: String!, $c: String!) { createTestPaymentMethod(number: $n, expiry: $e, cvc: $c) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingSaveCard($w: ID!, $p: ID!) { saveAndAttachPaymentMethodId(workspaceId: $w, paymentMethodId: $p) { id brand last4 expMonth expYear } }"): (typeof documents)["mutation BillingSaveCard($w: ID!, $p: ID!) { saveAndAttachPaymentMethodId(workspaceId: $w, paymentMethodId: $p) { id brand last4 expMonth expYear } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingStartTrial($w: ID!, $plan: String) { startWorkspaceTrial(workspaceId: $w, plan: $plan) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }"): (typeof documents)["mutation BillingStartTrial($w: ID!, $plan: String) { startWorkspaceTrial(workspaceId: $w, plan: $plan) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingSubscribe($w: ID!, $p: ID!, $q: Int!, $g: Int) { stripeCreateSubscribe(workspaceId: $w, priceId: $p, quantity: $q, guestQuantity: $g) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }"): (typeof documents)["mutation BillingSubscribe($w: ID!, $p: ID!, $q: Int!, $g: Int) { stripeCreateSubscribe(workspaceId: $w, priceId: $p, quantity: $q, guestQuantity: $g) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingChangePlan($w: ID!, $p: ID, $q: Int, $g: Int) { changeSubscriptionPlan(workspaceId: $w, priceId: $p, quantity: $q, guestQuantity: $g) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }"): (typeof documents)["mutation BillingChangePlan($w: ID!, $p: ID, $q: Int, $g: Int) { changeSubscriptionPlan(workspaceId: $w, priceId: $p, quantity: $q, guestQuantity: $g) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingConfirm($w: ID!, $c: ID!, $a: Boolean!) { confirmPayment(workspaceId: $w, confirmationId: $c, approve: $a) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }"): (typeof documents)["mutation BillingConfirm($w: ID!, $c: ID!, $a: Boolean!) { confirmPayment(workspaceId: $w, confirmationId: $c, approve: $a) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingPayOpenInvoice($w: ID!) { payOpenInvoice(workspaceId: $w) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }"): (typeof documents)["mutation BillingPayOpenInvoice($w: ID!) { payOpenInvoice(workspaceId: $w) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingCancel($w: ID!) { cancelSubscription(workspaceId: $w) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }"): (typeof documents)["mutation BillingCancel($w: ID!) { cancelSubscription(workspaceId: $w) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingRunTestRenewal($w: ID!) { runTestRenewal(workspaceId: $w) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }"): (typeof documents)["mutation BillingRunTestRenewal($w: ID!) { runTestRenewal(workspaceId: $w) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingInvoices($w: ID!, $l: Int, $t: String) {\n  getUserInvoices(workspaceId: $w, limit: $l, nextToken: $t) {\n    data { inId number status amountDue amountPaid currency keyToPdf data { description } }\n    nextToken\n  }\n}"): (typeof documents)["query BillingInvoices($w: ID!, $l: Int, $t: String) {\n  getUserInvoices(workspaceId: $w, limit: $l, nextToken: $t) {\n    data { inId number status amountDue amountPaid currency keyToPdf data { description } }\n    nextToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingSubscriptions($w: ID) { getUserSubscriptions(workspaceId: $w) { workspaceId type status seats priceAmount priceCurrency } }"): (typeof documents)["query BillingSubscriptions($w: ID) { getUserSubscriptions(workspaceId: $w) { workspaceId type status seats priceAmount priceCurrency } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingPrices($l: String, $c: String, $f: PriceFilter) { getListPrice(workspaceLicense: $l, currency: $c, filter: $f) { id currency unit_amount metadata { plan licence } recurring { interval } } }"): (typeof documents)["query BillingPrices($l: String, $c: String, $f: PriceFilter) { getListPrice(workspaceLicense: $l, currency: $c, filter: $f) { id currency unit_amount metadata { plan licence } recurring { interval } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription BillingPaymentEvents($w: ID!) { paymentEvents(workspaceId: $w) { workspaceId type message workspaceType workspaceStatus premiumLicenses } }"): (typeof documents)["subscription BillingPaymentEvents($w: ID!) { paymentEvents(workspaceId: $w) { workspaceId type message workspaceType workspaceStatus premiumLicenses } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CataloguePeopleGetUserProfile { getUserProfile { id } }"): (typeof documents)["query CataloguePeopleGetUserProfile { getUserProfile { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CataloguePeopleListMyWorkspaces { listMyWorkspaces { id } }"): (typeof documents)["query CataloguePeopleListMyWorkspaces { listMyWorkspaces { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowingCollectionInfo($w: ID!, $c: ID!, $token: String) {\n    getLibraryCollectionInfo(workspaceId: $w, collectionId: $c, accessToken: $token) {\n      id name myRole editable follow suggested type collectionGroup } }"): (typeof documents)["query FollowingCollectionInfo($w: ID!, $c: ID!, $token: String) {\n    getLibraryCollectionInfo(workspaceId: $w, collectionId: $c, accessToken: $token) {\n      id name myRole editable follow suggested type collectionGroup } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowingAbilities($w: ID!, $c: ID!, $token: String) {\n    getLibraryCollectionInfo(workspaceId: $w, collectionId: $c, accessToken: $token) { id abilities {\n      follow { allowed reason message } unfollow { allowed reason message } suggest { allowed reason message } } } }"): (typeof documents)["query FollowingAbilities($w: ID!, $c: ID!, $token: String) {\n    getLibraryCollectionInfo(workspaceId: $w, collectionId: $c, accessToken: $token) { id abilities {\n      follow { allowed reason message } unfollow { allowed reason message } suggest { allowed reason message } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowingGroupAbilities($w: ID!, $groups: [CollectionGroup!]) {\n    listMyCollectionsV2(workspaceId: $w, groups: $groups) { group data { id abilities {\n      follow { allowed message } unfollow { allowed message } suggest { allowed message } } } } }"): (typeof documents)["query FollowingGroupAbilities($w: ID!, $groups: [CollectionGroup!]) {\n    listMyCollectionsV2(workspaceId: $w, groups: $groups) { group data { id abilities {\n      follow { allowed message } unfollow { allowed message } suggest { allowed message } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowingGroups($w: ID!, $groups: [CollectionGroup!]) {\n    listMyCollectionsV2(workspaceId: $w, groups: $groups) { group amount data { id name collectionGroup follow suggested } } }"): (typeof documents)["query FollowingGroups($w: ID!, $groups: [CollectionGroup!]) {\n    listMyCollectionsV2(workspaceId: $w, groups: $groups) { group amount data { id name collectionGroup follow suggested } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowingProducts($w: ID!, $c: ID!) {\n    listStructuredCollectionRows(workspaceId: $w, collectionId: $c) { data } }"): (typeof documents)["query FollowingProducts($w: ID!, $c: ID!) {\n    listStructuredCollectionRows(workspaceId: $w, collectionId: $c) { data } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowingFollow($w: ID!, $c: ID!, $token: String) {\n    followCollection(workspaceId: $w, collectionId: $c, accessToken: $token) { id myRole follow collectionGroup } }"): (typeof documents)["mutation FollowingFollow($w: ID!, $c: ID!, $token: String) {\n    followCollection(workspaceId: $w, collectionId: $c, accessToken: $token) { id myRole follow collectionGroup } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowingFollowV2($w: ID!, $c: ID!, $token: String) {\n    followCollectionV2(workspaceId: $w, collectionId: $c, accessToken: $token) { id } }"): (typeof documents)["mutation FollowingFollowV2($w: ID!, $c: ID!, $token: String) {\n    followCollectionV2(workspaceId: $w, collectionId: $c, accessToken: $token) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowingUnfollow($w: ID!, $c: ID!) { unfollowCollection(workspaceId: $w, collectionId: $c) }"): (typeof documents)["mutation FollowingUnfollow($w: ID!, $c: ID!) { unfollowCollection(workspaceId: $w, collectionId: $c) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowingUnfollowV2($w: ID!, $c: ID!) { unfollowCollectionV2(workspaceId: $w, collectionId: $c) }"): (typeof documents)["mutation FollowingUnfollowV2($w: ID!, $c: ID!) { unfollowCollectionV2(workspaceId: $w, collectionId: $c) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowingFollowed($w: ID!) {\n    listFollowedCollections(workspaceId: $w) { amount data { id name } }\n    listFollowedCollectionsV2(workspaceId: $w) { amount data { id } }\n    listFollowedCollectionsLastAccessed(workspaceId: $w) { id } }"): (typeof documents)["query FollowingFollowed($w: ID!) {\n    listFollowedCollections(workspaceId: $w) { amount data { id name } }\n    listFollowedCollectionsV2(workspaceId: $w) { amount data { id } }\n    listFollowedCollectionsLastAccessed(workspaceId: $w) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription FollowingOnCollectionChanged($w: ID!) {\n    onCollectionChanged(workspaceId: $w) { collectionId status collection { name myRole collectionGroup } } }"): (typeof documents)["subscription FollowingOnCollectionChanged($w: ID!) {\n    onCollectionChanged(workspaceId: $w) { collectionId status collection { name myRole collectionGroup } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowingRename($w: ID!, $c: ID!, $name: String!) {\n    updateCollection(workspaceId: $w, collectionId: $c, name: $name) { id } }"): (typeof documents)["mutation FollowingRename($w: ID!, $c: ID!, $name: String!) {\n    updateCollection(workspaceId: $w, collectionId: $c, name: $name) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowingWorkspacesWithCollection($c: ID!) {\n    listWorkspacesWithCollection(collectionId: $c) { id } }"): (typeof documents)["query FollowingWorkspacesWithCollection($c: ID!) {\n    listWorkspacesWithCollection(collectionId: $c) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowingIsFollowed($w: ID!, $c: ID!) { isCollectionFollowed(workspaceId: $w, collectionId: $c) }"): (typeof documents)["query FollowingIsFollowed($w: ID!, $c: ID!) { isCollectionFollowed(workspaceId: $w, collectionId: $c) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowingSuggest($w: ID!, $c: ID!, $email: String!, $message: String, $force: Boolean) {\n    suggestCollection(workspaceId: $w, collectionId: $c, email: $email, emailMessage: $message, force: $force) {\n      email suggested errorType message } }"): (typeof documents)["mutation FollowingSuggest($w: ID!, $c: ID!, $email: String!, $message: String, $force: Boolean) {\n    suggestCollection(workspaceId: $w, collectionId: $c, email: $email, emailMessage: $message, force: $force) {\n      email suggested errorType message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowingSuggestions { listMyCollectionSuggestions { nextToken data {\n    id collectionId collectionName collection { id myRole collectionGroup } suggestedBy emailMessage status becamePrivate message } } }"): (typeof documents)["query FollowingSuggestions { listMyCollectionSuggestions { nextToken data {\n    id collectionId collectionName collection { id myRole collectionGroup } suggestedBy emailMessage status becamePrivate message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowingIgnore($id: ID!) { ignoreSuggestion(suggestionId: $id) }"): (typeof documents)["mutation FollowingIgnore($id: ID!) { ignoreSuggestion(suggestionId: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowingCopy($w: ID!, $c: ID!, $suggested: Boolean, $token: String) {\n    copyCollection(workspaceId: $w, collectionId: $c, suggested: $suggested, accessToken: $token) { id collection { name productsCount } } }"): (typeof documents)["mutation FollowingCopy($w: ID!, $c: ID!, $suggested: Boolean, $token: String) {\n    copyCollection(workspaceId: $w, collectionId: $c, suggested: $suggested, accessToken: $token) { id collection { name productsCount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowingOptions($w: ID!, $c: ID!) {\n    getCollectionSharingOptions(workspaceId: $w, collectionId: $c) { collectionId type lockedToWorkspace sharedLink { url accessToken } } }"): (typeof documents)["query FollowingOptions($w: ID!, $c: ID!) {\n    getCollectionSharingOptions(workspaceId: $w, collectionId: $c) { collectionId type lockedToWorkspace sharedLink { url accessToken } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowingLink($w: ID!, $c: ID!) {\n    getCollectionSharedLink(workspaceId: $w, collectionId: $c) { url accessToken mode fieldsToShow generatedAt } }"): (typeof documents)["query FollowingLink($w: ID!, $c: ID!) {\n    getCollectionSharedLink(workspaceId: $w, collectionId: $c) { url accessToken mode fieldsToShow generatedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowingUpdateOptions($w: ID!, $c: ID!, $type: CollectionSharingType, $locked: Boolean) {\n    updateCollectionSharingOptions(workspaceId: $w, collectionId: $c, type: $type, lockedToWorkspace: $locked) {\n      type lockedToWorkspace sharedLink { accessToken } } }"): (typeof documents)["mutation FollowingUpdateOptions($w: ID!, $c: ID!, $type: CollectionSharingType, $locked: Boolean) {\n    updateCollectionSharingOptions(workspaceId: $w, collectionId: $c, type: $type, lockedToWorkspace: $locked) {\n      type lockedToWorkspace sharedLink { accessToken } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowingSwitch($w: ID!, $c: ID!, $type: CollectionSharingType!, $enabled: Boolean!) {\n    switchTypeSharing(workspaceId: $w, collectionId: $c, type: $type, enabled: $enabled) { type sharedLink { accessToken } } }"): (typeof documents)["mutation FollowingSwitch($w: ID!, $c: ID!, $type: CollectionSharingType!, $enabled: Boolean!) {\n    switchTypeSharing(workspaceId: $w, collectionId: $c, type: $type, enabled: $enabled) { type sharedLink { accessToken } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowingUpdateLink($w: ID!, $c: ID!, $mode: String, $fields: [String!]) {\n    updateCollectionSharedLink(workspaceId: $w, collectionId: $c, mode: $mode, fieldsToShow: $fields) {\n      url accessToken mode fieldsToShow } }"): (typeof documents)["mutation FollowingUpdateLink($w: ID!, $c: ID!, $mode: String, $fields: [String!]) {\n    updateCollectionSharedLink(workspaceId: $w, collectionId: $c, mode: $mode, fieldsToShow: $fields) {\n      url accessToken mode fieldsToShow } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowingResetLink($w: ID!, $c: ID!) {\n    resetCollectionSharedLink(workspaceId: $w, collectionId: $c) { accessToken } }"): (typeof documents)["mutation FollowingResetLink($w: ID!, $c: ID!) {\n    resetCollectionSharedLink(workspaceId: $w, collectionId: $c) { accessToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowingProductMode($w: ID!, $c: ID!, $p: ID) {\n    getProductMode(workspaceId: $w, collectionId: $c, productId: $p) { mode reason } }"): (typeof documents)["query FollowingProductMode($w: ID!, $c: ID!, $p: ID) {\n    getProductMode(workspaceId: $w, collectionId: $c, productId: $p) { mode reason } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowingTradeShow($w: ID!, $c: ID!, $email: String!, $ids: [ID!], $message: String) {\n    tradeShowSendEmail(workspaceId: $w, collectionId: $c, email: $email, productIds: $ids, message: $message) }"): (typeof documents)["mutation FollowingTradeShow($w: ID!, $c: ID!, $email: String!, $ids: [ID!], $message: String) {\n    tradeShowSendEmail(workspaceId: $w, collectionId: $c, email: $email, productIds: $ids, message: $message) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription CollectionsOnCollectionChanged($w: ID!, $c: ID) {\n  onCollectionChanged(workspaceId: $w, collectionId: $c) {\n    collectionId status productsCount collection { name myRole } } }"): (typeof documents)["subscription CollectionsOnCollectionChanged($w: ID!, $c: ID) {\n  onCollectionChanged(workspaceId: $w, collectionId: $c) {\n    collectionId status productsCount collection { name myRole } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollectionsCreateComment($w: ID!, $c: ID!, $message: String!) {\n  createComment(input: { workspaceId: $w, resourceType: collection, resourceId: $c, message: $message }) { id message } }"): (typeof documents)["mutation CollectionsCreateComment($w: ID!, $c: ID!, $message: String!) {\n  createComment(input: { workspaceId: $w, resourceType: collection, resourceId: $c, message: $message }) { id message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollectionsListComments($w: ID!, $c: ID!) {\n  listComments(workspaceId: $w, resourceType: collection, resourceId: $c) { items { message } } }"): (typeof documents)["query CollectionsListComments($w: ID!, $c: ID!) {\n  listComments(workspaceId: $w, resourceType: collection, resourceId: $c) { items { message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollectionsGetMyRolesInResource($w: ID!, $c: ID!) {\n  getMyRolesInResource(workspaceId: $w, resourceType: collection, resourceId: $c) {\n    workspaceRole resourceRole role }\n  getResourcePermission(workspaceId: $w, resourceType: collection, resourceId: $c) {\n    type allowed managePermissions { allowed } } }"): (typeof documents)["query CollectionsGetMyRolesInResource($w: ID!, $c: ID!) {\n  getMyRolesInResource(workspaceId: $w, resourceType: collection, resourceId: $c) {\n    workspaceRole resourceRole role }\n  getResourcePermission(workspaceId: $w, resourceType: collection, resourceId: $c) {\n    type allowed managePermissions { allowed } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollectionsAddProduct($c: ID, $w: ID!, $cells: JSON) { createEmptyRow(collectionId: $c, workspaceId: $w, cells: $cells) }"): (typeof documents)["mutation CollectionsAddProduct($c: ID, $w: ID!, $cells: JSON) { createEmptyRow(collectionId: $c, workspaceId: $w, cells: $cells) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollectionsProducts($c: ID, $w: ID!) {\n  getStructuredScheduleRows(collectionId: $c, workspaceId: $w) { data } }"): (typeof documents)["query CollectionsProducts($c: ID, $w: ID!) {\n  getStructuredScheduleRows(collectionId: $c, workspaceId: $w) { data } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CollectionFields on Collection {\n  id name description keywords libraryId workspaceId creator author location productsCount\n  productsLimit type publish status collectionGroup myRole editable commentsUnread\n  createdDate lastModified lastAccessed\n  members { type isPending userInfo { id email } }\n  pictures { id key filename }\n  abilities { update { allowed reason } delete { allowed reason message } share { allowed reason }\n    addProducts { allowed } copy { allowed reason message } manageLibraries { allowed } }\n}"): (typeof documents)["fragment CollectionFields on Collection {\n  id name description keywords libraryId workspaceId creator author location productsCount\n  productsLimit type publish status collectionGroup myRole editable commentsUnread\n  createdDate lastModified lastAccessed\n  members { type isPending userInfo { id email } }\n  pictures { id key filename }\n  abilities { update { allowed reason } delete { allowed reason message } share { allowed reason }\n    addProducts { allowed } copy { allowed reason message } manageLibraries { allowed } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollectionsCreateCollectionV3($w: ID!, $l: ID, $name: String!, $description: String, $keywords: [String!], $location: String) {\n  createCollectionV3(workspaceId: $w, libraryId: $l, name: $name, description: $description, keywords: $keywords, location: $location) { ...CollectionFields } }"): (typeof documents)["mutation CollectionsCreateCollectionV3($w: ID!, $l: ID, $name: String!, $description: String, $keywords: [String!], $location: String) {\n  createCollectionV3(workspaceId: $w, libraryId: $l, name: $name, description: $description, keywords: $keywords, location: $location) { ...CollectionFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollectionsCreateCollection($w: ID!, $l: ID, $name: String!) {\n  createCollection(workspaceId: $w, libraryId: $l, name: $name) { id name libraryId } }"): (typeof documents)["mutation CollectionsCreateCollection($w: ID!, $l: ID, $name: String!) {\n  createCollection(workspaceId: $w, libraryId: $l, name: $name) { id name libraryId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollectionsUpdateCollection($w: ID!, $c: ID!, $name: String, $description: String, $keywords: [String!]) {\n  updateCollection(workspaceId: $w, collectionId: $c, name: $name, description: $description, keywords: $keywords) { id name description keywords } }"): (typeof documents)["mutation CollectionsUpdateCollection($w: ID!, $c: ID!, $name: String, $description: String, $keywords: [String!]) {\n  updateCollection(workspaceId: $w, collectionId: $c, name: $name, description: $description, keywords: $keywords) { id name description keywords } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollectionsDeleteCollection($w: ID!, $c: ID!) {\n  deleteCollection(workspaceId: $w, collectionId: $c) }"): (typeof documents)["mutation CollectionsDeleteCollection($w: ID!, $c: ID!) {\n  deleteCollection(workspaceId: $w, collectionId: $c) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollectionsCopyCollection($w: ID!, $c: ID!, $l: ID) {\n  copyCollection(workspaceId: $w, collectionId: $c, libraryId: $l) { id collection { ...CollectionFields } } }"): (typeof documents)["mutation CollectionsCopyCollection($w: ID!, $c: ID!, $l: ID) {\n  copyCollection(workspaceId: $w, collectionId: $c, libraryId: $l) { id collection { ...CollectionFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollectionsGetLibraryCollectionInfo($w: ID!, $c: ID!) {\n  getLibraryCollectionInfo(workspaceId: $w, collectionId: $c) { ...CollectionFields } }"): (typeof documents)["query CollectionsGetLibraryCollectionInfo($w: ID!, $c: ID!) {\n  getLibraryCollectionInfo(workspaceId: $w, collectionId: $c) { ...CollectionFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollectionsListMyCollectionsV2($w: ID!, $l: ID, $groups: [CollectionGroup!], $sort: CollectionSort, $direction: SortDirection, $limit: Int, $next: String) {\n  listMyCollectionsV2(workspaceId: $w, libraryId: $l, groups: $groups, sort: $sort, direction: $direction, limit: $limit, nextToken: $next) {\n    group amount nextToken data { id name collectionGroup } } }"): (typeof documents)["query CollectionsListMyCollectionsV2($w: ID!, $l: ID, $groups: [CollectionGroup!], $sort: CollectionSort, $direction: SortDirection, $limit: Int, $next: String) {\n  listMyCollectionsV2(workspaceId: $w, libraryId: $l, groups: $groups, sort: $sort, direction: $direction, limit: $limit, nextToken: $next) {\n    group amount nextToken data { id name collectionGroup } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollectionsRecent($w: ID!, $limit: Int) {\n  listResentlyCollections(workspaceId: $w, limit: $limit) { id name }\n  listRecentCollectionsV2(workspaceId: $w, limit: $limit) { amount nextToken data { id name lastAccessed } } }"): (typeof documents)["query CollectionsRecent($w: ID!, $limit: Int) {\n  listResentlyCollections(workspaceId: $w, limit: $limit) { id name }\n  listRecentCollectionsV2(workspaceId: $w, limit: $limit) { amount nextToken data { id name lastAccessed } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CollectionPermissionResultFields on CataloguePermissionResult {\n  id invited wrongEmails members { type isPending workspaceRole userInfo { id email } } }"): (typeof documents)["fragment CollectionPermissionResultFields on CataloguePermissionResult {\n  id invited wrongEmails members { type isPending workspaceRole userInfo { id email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollectionsGetCollectionMembers($w: ID!, $c: ID!) {\n  getCollectionMembers(workspaceId: $w, collectionId: $c) { type userInfo { id email } } }"): (typeof documents)["query CollectionsGetCollectionMembers($w: ID!, $c: ID!) {\n  getCollectionMembers(workspaceId: $w, collectionId: $c) { type userInfo { id email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollectionsShareCollection($w: ID!, $c: ID!, $permissions: [CataloguePermissionInput!]!) {\n  shareCollection(workspaceId: $w, collectionId: $c, permissions: $permissions) { ...CollectionPermissionResultFields } }"): (typeof documents)["mutation CollectionsShareCollection($w: ID!, $c: ID!, $permissions: [CataloguePermissionInput!]!) {\n  shareCollection(workspaceId: $w, collectionId: $c, permissions: $permissions) { ...CollectionPermissionResultFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollectionsUpdateCollectionPermission($w: ID!, $c: ID!, $permissions: [CataloguePermissionInput!]!) {\n  updateCollectionPermission(workspaceId: $w, collectionId: $c, permissions: $permissions) { ...CollectionPermissionResultFields } }"): (typeof documents)["mutation CollectionsUpdateCollectionPermission($w: ID!, $c: ID!, $permissions: [CataloguePermissionInput!]!) {\n  updateCollectionPermission(workspaceId: $w, collectionId: $c, permissions: $permissions) { ...CollectionPermissionResultFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollectionsDeleteCollectionPermission($w: ID!, $c: ID!, $userIds: [ID!]!) {\n  deleteCollectionPermission(workspaceId: $w, collectionId: $c, userIds: $userIds) { ...CollectionPermissionResultFields } }"): (typeof documents)["mutation CollectionsDeleteCollectionPermission($w: ID!, $c: ID!, $userIds: [ID!]!) {\n  deleteCollectionPermission(workspaceId: $w, collectionId: $c, userIds: $userIds) { ...CollectionPermissionResultFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollectionsInviteUserToCollection($w: ID!, $c: ID!, $invites: [CatalogueInviteInput!]!, $message: String) {\n  inviteUserToCollection(workspaceId: $w, collectionId: $c, invites: $invites, emailMessage: $message) { ...CollectionPermissionResultFields } }"): (typeof documents)["mutation CollectionsInviteUserToCollection($w: ID!, $c: ID!, $invites: [CatalogueInviteInput!]!, $message: String) {\n  inviteUserToCollection(workspaceId: $w, collectionId: $c, invites: $invites, emailMessage: $message) { ...CollectionPermissionResultFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollectionsListWorkspacesWithCollection($c: ID!) {\n  listWorkspacesWithCollection(collectionId: $c) { id name } }"): (typeof documents)["query CollectionsListWorkspacesWithCollection($c: ID!) {\n  listWorkspacesWithCollection(collectionId: $c) { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollectionsListCollectionPhotos($w: ID!, $c: ID!) {\n  listCollectionPhotos(workspaceId: $w, collectionId: $c) { id key filename type size url thumbnails { small } createdBy } }"): (typeof documents)["query CollectionsListCollectionPhotos($w: ID!, $c: ID!) {\n  listCollectionPhotos(workspaceId: $w, collectionId: $c) { id key filename type size url thumbnails { small } createdBy } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollectionsGetCollectionPhotoInfo($w: ID!, $c: ID!, $p: ID!) {\n  getCollectionPhotoInfo(workspaceId: $w, collectionId: $c, photoId: $p) { id key filename } }"): (typeof documents)["query CollectionsGetCollectionPhotoInfo($w: ID!, $c: ID!, $p: ID!) {\n  getCollectionPhotoInfo(workspaceId: $w, collectionId: $c, photoId: $p) { id key filename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollectionsDeclareCollectionPhoto($w: ID!, $c: ID!, $key: String!) {\n  declareCollectionPhoto(workspaceId: $w, collectionId: $c, key: $key) { id key filename type } }"): (typeof documents)["mutation CollectionsDeclareCollectionPhoto($w: ID!, $c: ID!, $key: String!) {\n  declareCollectionPhoto(workspaceId: $w, collectionId: $c, key: $key) { id key filename type } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollectionsDeleteCollectionPhotos($w: ID!, $c: ID!, $ids: [ID!]!) {\n  deleteCollectionPhotos(workspaceId: $w, collectionId: $c, photoIds: $ids) }"): (typeof documents)["mutation CollectionsDeleteCollectionPhotos($w: ID!, $c: ID!, $ids: [ID!]!) {\n  deleteCollectionPhotos(workspaceId: $w, collectionId: $c, photoIds: $ids) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AttachToComment($w: ID!, $id: ID!, $keys: [String!]!) {\n  attachToComment(workspaceId: $w, commentId: $id, attachments: $keys) { commentType attachments { key filename } } }"): (typeof documents)["mutation AttachToComment($w: ID!, $id: ID!, $keys: [String!]!) {\n  attachToComment(workspaceId: $w, commentId: $id, attachments: $keys) { commentType attachments { key filename } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAttachmentInfo($w: ID!, $key: String!) {\n  getAttachmentInfo(workspaceId: $w, key: $key) { key filename size type url thumbnails previewKind } }"): (typeof documents)["query GetAttachmentInfo($w: ID!, $key: String!) {\n  getAttachmentInfo(workspaceId: $w, key: $key) { key filename size type url thumbnails previewKind } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeclareUserAttachement($w: ID!, $p: ID!, $key: String!) {\n  declareUserAttachement(workspaceId: $w, resourceType: project, resourceId: $p, key: $key) { key previewKind } }"): (typeof documents)["mutation DeclareUserAttachement($w: ID!, $p: ID!, $key: String!) {\n  declareUserAttachement(workspaceId: $w, resourceType: project, resourceId: $p, key: $key) { key previewKind } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReadAllResourceComments($w: ID!, $p: ID!, $row: ID) {\n  readAllResourceComments(workspaceId: $w, resourceType: project, resourceId: $p, rowId: $row) { commentsUnread hideResolvedComments } }"): (typeof documents)["mutation ReadAllResourceComments($w: ID!, $p: ID!, $row: ID) {\n  readAllResourceComments(workspaceId: $w, resourceType: project, resourceId: $p, rowId: $row) { commentsUnread hideResolvedComments } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CommentStateApiSetSlant($w: ID!, $p: ID!, $row: ID!) {\n  setSlant(workspaceId: $w, projectId: $p, rowId: $row) { id commentsAmount commentsUnread unreadMessageIDs } }"): (typeof documents)["mutation CommentStateApiSetSlant($w: ID!, $p: ID!, $row: ID!) {\n  setSlant(workspaceId: $w, projectId: $p, rowId: $row) { id commentsAmount commentsUnread unreadMessageIDs } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetUserSlant($w: ID!, $p: ID!, $row: ID!, $ids: [ID!]!, $read: Boolean!) {\n  setUserSlant(workspaceId: $w, projectId: $p, rowId: $row, commentIds: $ids, read: $read) { commentsAmount commentsUnread unreadMessageIDs } }"): (typeof documents)["mutation SetUserSlant($w: ID!, $p: ID!, $row: ID!, $ids: [ID!]!, $read: Boolean!) {\n  setUserSlant(workspaceId: $w, projectId: $p, rowId: $row, commentIds: $ids, read: $read) { commentsAmount commentsUnread unreadMessageIDs } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListSlants($w: ID!, $p: ID!, $next: String) {\n  listSlants(workspaceId: $w, projectId: $p, nextToken: $next) { items { rowId commentsAmount commentsUnread } nextToken } }"): (typeof documents)["query ListSlants($w: ID!, $p: ID!, $next: String) {\n  listSlants(workspaceId: $w, projectId: $p, nextToken: $next) { items { rowId commentsAmount commentsUnread } nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCommentCellPointers($w: ID!, $p: ID!, $row: ID) {\n  getCommentCellPointers(workspaceId: $w, projectId: $p, rowId: $row) { rowId cellPointer commentsAmount commentsUnread } }"): (typeof documents)["query GetCommentCellPointers($w: ID!, $p: ID!, $row: ID) {\n  getCommentCellPointers(workspaceId: $w, projectId: $p, rowId: $row) { rowId cellPointer commentsAmount commentsUnread } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ToggleResolvedComments($w: ID!, $ids: [ID!]!, $resolved: Boolean!) {\n  toggleResolvedComments(workspaceId: $w, commentIds: $ids, resolved: $resolved) { id resolved resolvedBy { id } } }"): (typeof documents)["mutation ToggleResolvedComments($w: ID!, $ids: [ID!]!, $resolved: Boolean!) {\n  toggleResolvedComments(workspaceId: $w, commentIds: $ids, resolved: $resolved) { id resolved resolvedBy { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ToggleResolvedResourceComments($w: ID!, $p: ID!, $hide: Boolean!) {\n  toggleResolvedResourceComments(workspaceId: $w, resourceType: project, resourceId: $p, hideResolved: $hide) { commentsUnread hideResolvedComments } }"): (typeof documents)["mutation ToggleResolvedResourceComments($w: ID!, $p: ID!, $hide: Boolean!) {\n  toggleResolvedResourceComments(workspaceId: $w, resourceType: project, resourceId: $p, hideResolved: $hide) { commentsUnread hideResolvedComments } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription CommentsLiveOnCommentChanged($w: ID!, $p: ID!) { onCommentChanged(workspaceId: $w, resourceType: project, resourceId: $p) { id message status read creator { id } } }"): (typeof documents)["subscription CommentsLiveOnCommentChanged($w: ID!, $p: ID!) { onCommentChanged(workspaceId: $w, resourceType: project, resourceId: $p) { id message status read creator { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OnSlantChanged($workspaceId: ID!, $projectId: ID!) { onSlantChanged(workspaceId: $workspaceId, projectId: $projectId) { id rowId commentsAmount commentsUnread unreadMessageIDs } }"): (typeof documents)["subscription OnSlantChanged($workspaceId: ID!, $projectId: ID!) { onSlantChanged(workspaceId: $workspaceId, projectId: $projectId) { id rowId commentsAmount commentsUnread unreadMessageIDs } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OnUnreadCommentsChanged($w: ID!, $p: ID!) { onUnreadCommentsChanged(workspaceId: $w, resourceType: project, resourceId: $p) { commentsUnread hideResolvedComments } }"): (typeof documents)["subscription OnUnreadCommentsChanged($w: ID!, $p: ID!) { onUnreadCommentsChanged(workspaceId: $w, resourceType: project, resourceId: $p) { commentsUnread hideResolvedComments } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetSlant($w: ID!, $p: ID!, $r: ID!) { setSlant(workspaceId: $w, projectId: $p, rowId: $r) { id } }"): (typeof documents)["mutation SetSlant($w: ID!, $p: ID!, $r: ID!) { setSlant(workspaceId: $w, projectId: $p, rowId: $r) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription CommentsLiveOnCommentPrivacy($w: ID!, $p: ID!) { onCommentChanged(workspaceId: $w, resourceType: project, resourceId: $p) { id status privacy } }"): (typeof documents)["subscription CommentsLiveOnCommentPrivacy($w: ID!, $p: ID!) { onCommentChanged(workspaceId: $w, resourceType: project, resourceId: $p) { id status privacy } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription CommentsLiveOnSlantCount($w: ID!, $p: ID!) { onSlantChanged(workspaceId: $w, projectId: $p) { commentsAmount } }"): (typeof documents)["subscription CommentsLiveOnSlantCount($w: ID!, $p: ID!) { onSlantChanged(workspaceId: $w, projectId: $p) { commentsAmount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OnNotification { onNotification { kind excerpt commentId actor { id } } }"): (typeof documents)["subscription OnNotification { onNotification { kind excerpt commentId actor { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OnCommentChanged($workspaceId: ID!, $resourceId: ID!) { onCommentChanged(workspaceId: $workspaceId, resourceType: project, resourceId: $resourceId) { id } }"): (typeof documents)["subscription OnCommentChanged($workspaceId: ID!, $resourceId: ID!) { onCommentChanged(workspaceId: $workspaceId, resourceType: project, resourceId: $resourceId) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CommentFields on Comment {\n  id commentId resourceType resourceId tableId tableType type rowId\n  cellPointer message commentType privacy status resolved read createdDate dateModified\n  mentioned { id name email } attachments { key filename size type url thumbnails }\n  resolvedBy { id } creator { id name email }\n  viewerCan { edit { allowed message } delete { allowed message } resolve { allowed } }\n}"): (typeof documents)["fragment CommentFields on Comment {\n  id commentId resourceType resourceId tableId tableType type rowId\n  cellPointer message commentType privacy status resolved read createdDate dateModified\n  mentioned { id name email } attachments { key filename size type url thumbnails }\n  resolvedBy { id } creator { id name email }\n  viewerCan { edit { allowed message } delete { allowed message } resolve { allowed } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CommentsCreateComment($input: CreateCommentInput!) {\n  createComment(input: $input) { ...CommentFields } }"): (typeof documents)["mutation CommentsCreateComment($input: CreateCommentInput!) {\n  createComment(input: $input) { ...CommentFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CommentsEditComment($input: EditCommentInput!) {\n  editComment(input: $input) { ...CommentFields } }"): (typeof documents)["mutation CommentsEditComment($input: EditCommentInput!) {\n  editComment(input: $input) { ...CommentFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CommentsDeleteComment($w: ID!, $id: ID!) {\n  deleteComment(workspaceId: $w, commentId: $id) { id status } }"): (typeof documents)["mutation CommentsDeleteComment($w: ID!, $id: ID!) {\n  deleteComment(workspaceId: $w, commentId: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CommentsGetComment($w: ID!, $id: ID!) {\n  getComment(workspaceId: $w, commentId: $id) { ...CommentFields } }"): (typeof documents)["query CommentsGetComment($w: ID!, $id: ID!) {\n  getComment(workspaceId: $w, commentId: $id) { ...CommentFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CommentsListComments($w: ID!, $p: ID!, $row: ID, $cell: String, $type: CommentKind, $limit: Int, $next: String, $all: Boolean) {\n  listComments(workspaceId: $w, resourceType: project, resourceId: $p, rowId: $row, cellPointer: $cell, type: $type, limit: $limit, nextToken: $next, includeResolved: $all) {\n    items { id message status resolved read privacy } nextToken } }"): (typeof documents)["query CommentsListComments($w: ID!, $p: ID!, $row: ID, $cell: String, $type: CommentKind, $limit: Int, $next: String, $all: Boolean) {\n  listComments(workspaceId: $w, resourceType: project, resourceId: $p, rowId: $row, cellPointer: $cell, type: $type, limit: $limit, nextToken: $next, includeResolved: $all) {\n    items { id message status resolved read privacy } nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CommentsGetSlants($w: ID!, $p: ID!, $rows: [ID!]!) {\n  getSlants(workspaceId: $w, projectId: $p, rowIds: $rows) { id rowId commentsAmount commentsUnread unreadMessageIDs } }"): (typeof documents)["query CommentsGetSlants($w: ID!, $p: ID!, $rows: [ID!]!) {\n  getSlants(workspaceId: $w, projectId: $p, rowIds: $rows) { id rowId commentsAmount commentsUnread unreadMessageIDs } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CommentsGetResourceCommentsState($w: ID!, $p: ID!) {\n  getResourceCommentsState(workspaceId: $w, resourceType: project, resourceId: $p) { commentsUnread hideResolvedComments } }"): (typeof documents)["query CommentsGetResourceCommentsState($w: ID!, $p: ID!) {\n  getResourceCommentsState(workspaceId: $w, resourceType: project, resourceId: $p) { commentsUnread hideResolvedComments } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetUserProfile { getUserProfile { id } }"): (typeof documents)["query GetUserProfile { getUserProfile { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchCommentMentions($w: ID!, $p: ID!, $s: String!) {\n  searchCommentMentions(workspaceId: $w, resourceType: project, resourceId: $p, search: $s) { id name email } }"): (typeof documents)["query SearchCommentMentions($w: ID!, $p: ID!, $s: String!) {\n  searchCommentMentions(workspaceId: $w, resourceType: project, resourceId: $p, search: $s) { id name email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetRowFollowers($w: ID!, $p: ID!, $row: ID!) {\n  getRowFollowers(workspaceId: $w, projectId: $p, rowId: $row) { userId email } }"): (typeof documents)["query GetRowFollowers($w: ID!, $p: ID!, $row: ID!) {\n  getRowFollowers(workspaceId: $w, projectId: $p, rowId: $row) { userId email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddRowFollower($w: ID!, $p: ID!, $row: ID!, $u: ID!) {\n  addRowFollower(workspaceId: $w, projectId: $p, rowId: $row, userId: $u) { userId } }"): (typeof documents)["mutation AddRowFollower($w: ID!, $p: ID!, $row: ID!, $u: ID!) {\n  addRowFollower(workspaceId: $w, projectId: $p, rowId: $row, userId: $u) { userId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteRowFollower($w: ID!, $p: ID!, $row: ID!, $u: ID!) {\n  deleteRowFollower(workspaceId: $w, projectId: $p, rowId: $row, userId: $u) { userId } }"): (typeof documents)["mutation DeleteRowFollower($w: ID!, $p: ID!, $row: ID!, $u: ID!) {\n  deleteRowFollower(workspaceId: $w, projectId: $p, rowId: $row, userId: $u) { userId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyNotifications($next: String, $limit: Int) {\n  myNotifications(nextToken: $next, limit: $limit) {\n    items { id kind read actor { id } workspaceId resourceType resourceId resourceName rowId cellPointer commentId excerpt }\n    nextToken unreadCount } }"): (typeof documents)["query MyNotifications($next: String, $limit: Int) {\n  myNotifications(nextToken: $next, limit: $limit) {\n    items { id kind read actor { id } workspaceId resourceType resourceId resourceName rowId cellPointer commentId excerpt }\n    nextToken unreadCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkNotificationsRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }"): (typeof documents)["mutation MarkNotificationsRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExportsApiExport(\n  $w: ID!, $p: ID!, $format: String, $type: String, $view: ID, $version: ID, $a: ID, $b: ID,\n  $columns: [String!], $tags: [String!], $template: String, $filters: [CustomColumnFilterInput!]\n) {\n  fileExporterInvoke(\n    workspaceId: $w, projectId: $p, fileFormat: $format, exportType: $type, viewId: $view,\n    versionId: $version, primaryVersionId: $a, secondaryVersionId: $b, columns: $columns,\n    filterTags: $tags, templateName: $template, customColumnFilters: $filters\n  ) {\n    requestId\n    file { requestId fileId status progress downloadFileName fileFormat exportType expiresAt }\n  }\n}"): (typeof documents)["mutation ExportsApiExport(\n  $w: ID!, $p: ID!, $format: String, $type: String, $view: ID, $version: ID, $a: ID, $b: ID,\n  $columns: [String!], $tags: [String!], $template: String, $filters: [CustomColumnFilterInput!]\n) {\n  fileExporterInvoke(\n    workspaceId: $w, projectId: $p, fileFormat: $format, exportType: $type, viewId: $view,\n    versionId: $version, primaryVersionId: $a, secondaryVersionId: $b, columns: $columns,\n    filterTags: $tags, templateName: $template, customColumnFilters: $filters\n  ) {\n    requestId\n    file { requestId fileId status progress downloadFileName fileFormat exportType expiresAt }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExportsApiGetExport($r: ID, $f: ID) {\n  getExportFile(requestId: $r, fileId: $f) {\n    requestId fileId status progress error errorMessage url previewUrl downloadFileName\n    downloadPdfName pdfName bucketName username createdAt expiresAt\n  }\n}"): (typeof documents)["query ExportsApiGetExport($r: ID, $f: ID) {\n  getExportFile(requestId: $r, fileId: $f) {\n    requestId fileId status progress error errorMessage url previewUrl downloadFileName\n    downloadPdfName pdfName bucketName username createdAt expiresAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExportsApiListExports($w: ID!, $p: ID!) {\n  listExportFiles(workspaceId: $w, projectId: $p) { requestId status }\n}"): (typeof documents)["query ExportsApiListExports($w: ID!, $p: ID!) {\n  listExportFiles(workspaceId: $w, projectId: $p) { requestId status }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExportsApiSaveView($w: ID!, $p: ID!, $n: String!, $s: JSON) {\n  saveCustomView(workspaceId: $w, projectId: $p, name: $n, settings: $s) { id }\n}"): (typeof documents)["mutation ExportsApiSaveView($w: ID!, $p: ID!, $n: String!, $s: JSON) {\n  saveCustomView(workspaceId: $w, projectId: $p, name: $n, settings: $s) { id }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExportsApiHideRows($w: ID!, $p: ID!, $rows: [ID!]!) {\n  setRowsVisibility(workspaceId: $w, projectId: $p, rowIds: $rows, visible: false)\n}"): (typeof documents)["mutation ExportsApiHideRows($w: ID!, $p: ID!, $rows: [ID!]!) {\n  setRowsVisibility(workspaceId: $w, projectId: $p, rowIds: $rows, visible: false)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExportsApiCreateVersion($w: ID!, $p: ID!, $t: String!) {\n  createProjectVersion(workspaceId: $w, projectId: $p, title: $t) { id }\n}"): (typeof documents)["mutation ExportsApiCreateVersion($w: ID!, $p: ID!, $t: String!) {\n  createProjectVersion(workspaceId: $w, projectId: $p, title: $t) { id }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ExportsApiNotify($r: ID!) { notifyExportFiles(requestId: $r) { requestId status url previewUrl } }"): (typeof documents)["subscription ExportsApiNotify($r: ID!) { notifyExportFiles(requestId: $r) { requestId status url previewUrl } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetFileLinks($w: ID!, $p: ID!, $keys: [String!]!) {\n  getFileLinks(workspaceId: $w, projectId: $p, keys: $keys) {\n    key url expiresAt thumbnails { small medium large full } } }"): (typeof documents)["query GetFileLinks($w: ID!, $p: ID!, $keys: [String!]!) {\n  getFileLinks(workspaceId: $w, projectId: $p, keys: $keys) {\n    key url expiresAt thumbnails { small medium large full } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteWorkspaceMembership($w: ID!, $u: ID!) {\n  deleteWorkspaceMembership(workspaceId: $w, userId: $u) }"): (typeof documents)["mutation DeleteWorkspaceMembership($w: ID!, $u: ID!) {\n  deleteWorkspaceMembership(workspaceId: $w, userId: $u) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateEmptyRow($p: ID!, $w: ID!, $cells: JSON) { createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells) }"): (typeof documents)["mutation CreateEmptyRow($p: ID!, $w: ID!, $cells: JSON) { createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FileLinksApiUpdateUserProfile($key: String) { updateUserProfile(input: { picture: $key }) { id } }"): (typeof documents)["mutation FileLinksApiUpdateUserProfile($key: String) { updateUserProfile(input: { picture: $key }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FileLinksApiListUsersInWorkspace($w: ID!) { listUsersInWorkspace(workspaceId: $w) { data { email picture { url thumbnails { small } } } } }"): (typeof documents)["query FileLinksApiListUsersInWorkspace($w: ID!) { listUsersInWorkspace(workspaceId: $w) { data { email picture { url thumbnails { small } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Search($query: String!, $limit: Int) {\n  searchAddress(query: $query, limit: $limit) {\n    formatted_address\n    geometry { location { lat lng } }\n    address_components { long_name short_name types }\n  }\n}"): (typeof documents)["query Search($query: String!, $limit: Int) {\n  searchAddress(query: $query, limit: $limit) {\n    formatted_address\n    geometry { location { lat lng } }\n    address_components { long_name short_name types }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompleteNewPassword($t: String!, $p: String!) {\n  completeNewPassword(challengeToken: $t, newPassword: $p) { accessToken user { email } }\n}"): (typeof documents)["mutation CompleteNewPassword($t: String!, $p: String!) {\n  completeNewPassword(challengeToken: $t, newPassword: $p) { accessToken user { email } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountClaimsApiInviteToWorkspace($w: ID!, $m: [WorkspaceInviteInput!]!) {\n  inviteToWorkspace(workspaceId: $w, members: $m) { results { email status } }\n}"): (typeof documents)["mutation AccountClaimsApiInviteToWorkspace($w: ID!, $m: [WorkspaceInviteInput!]!) {\n  inviteToWorkspace(workspaceId: $w, members: $m) { results { email status } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListMyWorkspaces { listMyWorkspaces { id name } }"): (typeof documents)["query ListMyWorkspaces { listMyWorkspaces { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IdentityApiGetUserProfile { getUserProfile { email profileComplete } }"): (typeof documents)["query IdentityApiGetUserProfile { getUserProfile { email profileComplete } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOut { signOut }"): (typeof documents)["mutation SignOut { signOut }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword { changePassword(currentPassword: \"nope12345\", newPassword: \"newer-pass-1\") { accessToken } }"): (typeof documents)["mutation ChangePassword { changePassword(currentPassword: \"nope12345\", newPassword: \"newer-pass-1\") { accessToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IdentityApiChangePassword($currentPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: \"newer-pass-1\") { accessToken } }"): (typeof documents)["mutation IdentityApiChangePassword($currentPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: \"newer-pass-1\") { accessToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IdentityApiCompleteNewPassword($t: String!) { completeNewPassword(challengeToken: $t, newPassword: \"my-own-pass-2\") { accessToken user { email } } }"): (typeof documents)["mutation IdentityApiCompleteNewPassword($t: String!) { completeNewPassword(challengeToken: $t, newPassword: \"my-own-pass-2\") { accessToken user { email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateUserProfile($input: UpdateUserProfileInput!) {\n  updateUserProfile(input: $input) {\n    name company location projectTeamRole profileComplete\n    picture { key url thumbnails { small full } }\n  }\n}"): (typeof documents)["mutation UpdateUserProfile($input: UpdateUserProfileInput!) {\n  updateUserProfile(input: $input) {\n    name company location projectTeamRole profileComplete\n    picture { key url thumbnails { small full } }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetUserCountryCode { getUserCountryCode }"): (typeof documents)["query GetUserCountryCode { getUserCountryCode }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetUserProfileByEmail($e: String!) { getUserProfileByEmail(email: $e) { name company } }"): (typeof documents)["query GetUserProfileByEmail($e: String!) { getUserProfileByEmail(email: $e) { name company } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileApiListMyWorkspaces { listMyWorkspaces { id } }"): (typeof documents)["query ProfileApiListMyWorkspaces { listMyWorkspaces { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e }]) { usedLicenses } }"): (typeof documents)["mutation ProfileApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e }]) { usedLicenses } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SystemPulse { systemPulse { at serverId } }"): (typeof documents)["subscription SystemPulse { systemPulse { at serverId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionEndRename { updateUserProfile(input: { name: \"Renamed\" }) { name } }"): (typeof documents)["mutation SessionEndRename { updateUserProfile(input: { name: \"Renamed\" }) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionEndApiSignOut { signOut }"): (typeof documents)["mutation SessionEndApiSignOut { signOut }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionEndApiChangePassword($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { accessToken } }"): (typeof documents)["mutation SessionEndApiChangePassword($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { accessToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($e: String!) { resetPassword(email: $e) { email } }"): (typeof documents)["mutation ResetPassword($e: String!) { resetPassword(email: $e) { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionEndApiConfirmResetPassword($e: String!, $c: String!, $n: String!) { confirmResetPassword(email: $e, code: $c, newPassword: $n) }"): (typeof documents)["mutation SessionEndApiConfirmResetPassword($e: String!, $c: String!, $n: String!) { confirmResetPassword(email: $e, code: $c, newPassword: $n) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmResetPassword($e: String!, $c: String!) {\n    confirmResetPassword(email: $e, code: $c, newPassword: \"brand-new-pass-1\")\n  }"): (typeof documents)["mutation ConfirmResetPassword($e: String!, $c: String!) {\n    confirmResetPassword(email: $e, code: $c, newPassword: \"brand-new-pass-1\")\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ImportsApiWatch($w: ID!, $id: ID!) {\n  subscribeImportDocument(workspaceId: $w, importId: $id) { importId status rowsRead productsUploaded }\n}"): (typeof documents)["subscription ImportsApiWatch($w: ID!, $id: ID!) {\n  subscribeImportDocument(workspaceId: $w, importId: $id) { importId status rowsRead productsUploaded }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImportsApiTemplate($w: ID!, $p: ID, $c: ID, $format: String) {\n  getTemplateUrl(workspaceId: $w, projectId: $p, collectionId: $c, format: $format)\n}"): (typeof documents)["query ImportsApiTemplate($w: ID!, $p: ID, $c: ID, $format: String) {\n  getTemplateUrl(workspaceId: $w, projectId: $p, collectionId: $c, format: $format)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImportsApiPreview($w: ID!, $key: String!, $p: ID, $c: ID, $sheet: String) {\n  previewImportDocument(workspaceId: $w, key: $key, projectId: $p, collectionId: $c, sheetName: $sheet) {\n    key fileName format sheetName delimiter headerRow rowsCount rows\n    columns { index header samples columnId guessedBy }\n    targetColumns { id name type }\n  }\n}"): (typeof documents)["query ImportsApiPreview($w: ID!, $key: String!, $p: ID, $c: ID, $sheet: String) {\n  previewImportDocument(workspaceId: $w, key: $key, projectId: $p, collectionId: $c, sheetName: $sheet) {\n    key fileName format sheetName delimiter headerRow rowsCount rows\n    columns { index header samples columnId guessedBy }\n    targetColumns { id name type }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportsApiImport($w: ID!, $key: String!, $p: ID, $c: ID, $sheet: String, $mapping: [ImportColumnMapping!]!) {\n  importDocument(workspaceId: $w, key: $key, projectId: $p, collectionId: $c, sheetName: $sheet, mapping: $mapping) {\n    importId status rowsRead productsUploaded errorsCount\n  }\n}"): (typeof documents)["mutation ImportsApiImport($w: ID!, $key: String!, $p: ID, $c: ID, $sheet: String, $mapping: [ImportColumnMapping!]!) {\n  importDocument(workspaceId: $w, key: $key, projectId: $p, collectionId: $c, sheetName: $sheet, mapping: $mapping) {\n    importId status rowsRead productsUploaded errorsCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImportsApiGetImport($w: ID!, $id: ID!) {\n  getImportDocument(workspaceId: $w, importId: $id) {\n    importId status rowsRead rowsCount productsUploaded errorsCount firstError\n    errors { row columnId value message }\n  }\n}"): (typeof documents)["query ImportsApiGetImport($w: ID!, $id: ID!) {\n  getImportDocument(workspaceId: $w, importId: $id) {\n    importId status rowsRead rowsCount productsUploaded errorsCount firstError\n    errors { row columnId value message }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LibraryFields on Library {\n  id workspaceId name description keywords kind docType status collectionCount creator myRole\n  createdAt lastModified\n  members { type isPending userInfo { id email } }\n  abilities { update { allowed reason } delete { allowed reason message } share { allowed reason }\n    addProducts { allowed } copy { allowed } manageLibraries { allowed } }\n}"): (typeof documents)["fragment LibraryFields on Library {\n  id workspaceId name description keywords kind docType status collectionCount creator myRole\n  createdAt lastModified\n  members { type isPending userInfo { id email } }\n  abilities { update { allowed reason } delete { allowed reason message } share { allowed reason }\n    addProducts { allowed } copy { allowed } manageLibraries { allowed } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LibrariesListLibraries($w: ID!, $sort: LibrarySort, $direction: SortDirection, $limit: Int, $next: String) {\n  listLibraries(workspaceId: $w, sort: $sort, direction: $direction, limit: $limit, nextToken: $next) {\n    data { id name kind } amount nextToken } }"): (typeof documents)["query LibrariesListLibraries($w: ID!, $sort: LibrarySort, $direction: SortDirection, $limit: Int, $next: String) {\n  listLibraries(workspaceId: $w, sort: $sort, direction: $direction, limit: $limit, nextToken: $next) {\n    data { id name kind } amount nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LibrariesListMyLibraries($w: ID!, $limit: Int, $next: String) {\n  listMyLibraries(workspaceId: $w, limit: $limit, nextToken: $next) { data { id name } amount nextToken } }"): (typeof documents)["query LibrariesListMyLibraries($w: ID!, $limit: Int, $next: String) {\n  listMyLibraries(workspaceId: $w, limit: $limit, nextToken: $next) { data { id name } amount nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LibrariesGetLibrary($w: ID!, $l: ID!) {\n  getLibrary(workspaceId: $w, libraryId: $l) { ...LibraryFields } }"): (typeof documents)["query LibrariesGetLibrary($w: ID!, $l: ID!) {\n  getLibrary(workspaceId: $w, libraryId: $l) { ...LibraryFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LibrariesGetLibraryInfo($w: ID!, $l: ID!) {\n  getLibraryInfo_v2(workspaceId: $w, libraryId: $l) { id name collectionCount } }"): (typeof documents)["query LibrariesGetLibraryInfo($w: ID!, $l: ID!) {\n  getLibraryInfo_v2(workspaceId: $w, libraryId: $l) { id name collectionCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LibrariesListLibrariesWithCollection($w: ID!, $c: ID!) {\n  listLibrariesWithCollection(workspaceId: $w, collectionId: $c) { id name kind } }"): (typeof documents)["query LibrariesListLibrariesWithCollection($w: ID!, $c: ID!) {\n  listLibrariesWithCollection(workspaceId: $w, collectionId: $c) { id name kind } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LibrariesCreateLibrary($w: ID!, $name: String!, $description: String, $keywords: [String!]) {\n  createLibrary(workspaceId: $w, name: $name, description: $description, keywords: $keywords) { ...LibraryFields } }"): (typeof documents)["mutation LibrariesCreateLibrary($w: ID!, $name: String!, $description: String, $keywords: [String!]) {\n  createLibrary(workspaceId: $w, name: $name, description: $description, keywords: $keywords) { ...LibraryFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LibrariesCreateLibraryV2($w: ID!, $name: String!, $description: String, $keywords: [String!]) {\n  createLibraryV2(workspaceId: $w, name: $name, description: $description, keywords: $keywords) { id name description keywords } }"): (typeof documents)["mutation LibrariesCreateLibraryV2($w: ID!, $name: String!, $description: String, $keywords: [String!]) {\n  createLibraryV2(workspaceId: $w, name: $name, description: $description, keywords: $keywords) { id name description keywords } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LibrariesUpdateLibrary($w: ID!, $l: ID!, $name: String, $description: String, $keywords: [String!]) {\n  updateLibrary(workspaceId: $w, libraryId: $l, name: $name, description: $description, keywords: $keywords) { id name description keywords lastModified } }"): (typeof documents)["mutation LibrariesUpdateLibrary($w: ID!, $l: ID!, $name: String, $description: String, $keywords: [String!]) {\n  updateLibrary(workspaceId: $w, libraryId: $l, name: $name, description: $description, keywords: $keywords) { id name description keywords lastModified } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LibrariesDeleteLibrary($w: ID!, $l: ID!) {\n  deleteLibrary(workspaceId: $w, libraryId: $l) }"): (typeof documents)["mutation LibrariesDeleteLibrary($w: ID!, $l: ID!) {\n  deleteLibrary(workspaceId: $w, libraryId: $l) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LibraryPermissionResultFields on CataloguePermissionResult {\n  id invited wrongEmails members { type isPending workspaceRole userInfo { id email } } }"): (typeof documents)["fragment LibraryPermissionResultFields on CataloguePermissionResult {\n  id invited wrongEmails members { type isPending workspaceRole userInfo { id email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LibrariesShareLibrary($w: ID!, $l: ID!, $permissions: [CataloguePermissionInput!]!) {\n  shareLibrary(workspaceId: $w, libraryId: $l, permissions: $permissions) { ...LibraryPermissionResultFields } }"): (typeof documents)["mutation LibrariesShareLibrary($w: ID!, $l: ID!, $permissions: [CataloguePermissionInput!]!) {\n  shareLibrary(workspaceId: $w, libraryId: $l, permissions: $permissions) { ...LibraryPermissionResultFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LibrariesUpdateLibraryPermission($w: ID!, $l: ID!, $permissions: [CataloguePermissionInput!]!) {\n  updateLibraryPermission(workspaceId: $w, libraryId: $l, permissions: $permissions) { ...LibraryPermissionResultFields } }"): (typeof documents)["mutation LibrariesUpdateLibraryPermission($w: ID!, $l: ID!, $permissions: [CataloguePermissionInput!]!) {\n  updateLibraryPermission(workspaceId: $w, libraryId: $l, permissions: $permissions) { ...LibraryPermissionResultFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LibrariesInviteUserToLibrary($w: ID!, $l: ID!, $invites: [CatalogueInviteInput!]!, $message: String) {\n  inviteUserToLibrary(workspaceId: $w, libraryId: $l, invites: $invites, emailMessage: $message) { ...LibraryPermissionResultFields } }"): (typeof documents)["mutation LibrariesInviteUserToLibrary($w: ID!, $l: ID!, $invites: [CatalogueInviteInput!]!, $message: String) {\n  inviteUserToLibrary(workspaceId: $w, libraryId: $l, invites: $invites, emailMessage: $message) { ...LibraryPermissionResultFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LibrariesDeleteLibraryPermission($w: ID!, $l: ID!, $userIds: [ID!]!) {\n  deleteLibraryPermission(workspaceId: $w, libraryId: $l, userIds: $userIds) { ...LibraryPermissionResultFields } }"): (typeof documents)["mutation LibrariesDeleteLibraryPermission($w: ID!, $l: ID!, $userIds: [ID!]!) {\n  deleteLibraryPermission(workspaceId: $w, libraryId: $l, userIds: $userIds) { ...LibraryPermissionResultFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LibrariesGetWorkspaceSectionSettings($w: ID!, $l: ID) {\n  getWorkspaceSectionSettings(workspaceId: $w, libraryId: $l) { collectionsSectionsOrder collapsed } }"): (typeof documents)["query LibrariesGetWorkspaceSectionSettings($w: ID!, $l: ID) {\n  getWorkspaceSectionSettings(workspaceId: $w, libraryId: $l) { collectionsSectionsOrder collapsed } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LibrariesChangeSectionState($w: ID!, $l: ID, $section: String!, $expanded: Boolean!) {\n  changeSectionState(workspaceId: $w, resourceType: \"collections\", libraryId: $l, sectionId: $section, expanded: $expanded) { collectionsSectionsOrder collapsed } }"): (typeof documents)["mutation LibrariesChangeSectionState($w: ID!, $l: ID, $section: String!, $expanded: Boolean!) {\n  changeSectionState(workspaceId: $w, resourceType: \"collections\", libraryId: $l, sectionId: $section, expanded: $expanded) { collectionsSectionsOrder collapsed } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LibrariesReorderSections($w: ID!, $l: ID, $order: [String!]!) {\n  reorderSections(workspaceId: $w, libraryId: $l, collectionsSectionsOrder: $order) { collectionsSectionsOrder collapsed } }"): (typeof documents)["mutation LibrariesReorderSections($w: ID!, $l: ID, $order: [String!]!) {\n  reorderSections(workspaceId: $w, libraryId: $l, collectionsSectionsOrder: $order) { collectionsSectionsOrder collapsed } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LibrariesAddCollectionToLibrary($w: ID!, $c: ID!, $l: ID!) {\n  addCollectionToLibrary(workspaceId: $w, collectionId: $c, libraryId: $l) { id name libraryId } }"): (typeof documents)["mutation LibrariesAddCollectionToLibrary($w: ID!, $c: ID!, $l: ID!) {\n  addCollectionToLibrary(workspaceId: $w, collectionId: $c, libraryId: $l) { id name libraryId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LibrariesRemoveCollectionFromLibrary($w: ID!, $c: ID!, $l: ID!) {\n  removeCollectionFromLibrary(workspaceId: $w, collectionId: $c, libraryId: $l) { id name libraryId } }"): (typeof documents)["mutation LibrariesRemoveCollectionFromLibrary($w: ID!, $c: ID!, $l: ID!) {\n  removeCollectionFromLibrary(workspaceId: $w, collectionId: $c, libraryId: $l) { id name libraryId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LibrariesListCustomLibraryCollections($w: ID!, $l: ID!, $sort: CollectionSort, $direction: SortDirection, $limit: Int, $next: String) {\n  listCustomLibraryCollections(workspaceId: $w, libraryId: $l, sort: $sort, direction: $direction, limit: $limit, nextToken: $next) {\n    data { id name libraryId } amount nextToken } }"): (typeof documents)["query LibrariesListCustomLibraryCollections($w: ID!, $l: ID!, $sort: CollectionSort, $direction: SortDirection, $limit: Int, $next: String) {\n  listCustomLibraryCollections(workspaceId: $w, libraryId: $l, sort: $sort, direction: $direction, limit: $limit, nextToken: $next) {\n    data { id name libraryId } amount nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LibraryPermissionsCreateProject($w: ID!) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Shared hotel\",\n    address: { formatted_address: \"Toronto, Ontario, Canada\" }) { id } }"): (typeof documents)["mutation LibraryPermissionsCreateProject($w: ID!) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Shared hotel\",\n    address: { formatted_address: \"Toronto, Ontario, Canada\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LibraryPermissionsManagePermission($w: ID!, $p: ID!,\n  $invite: [ProjectInviteInput!], $remove: [ProjectPermissionRemoval!]) {\n  managePermission(workspaceId: $w, projectId: $p, inviteUserToProject: $invite,\n    deletePermission: $remove) { projectId } }"): (typeof documents)["mutation LibraryPermissionsManagePermission($w: ID!, $p: ID!,\n  $invite: [ProjectInviteInput!], $remove: [ProjectPermissionRemoval!]) {\n  managePermission(workspaceId: $w, projectId: $p, inviteUserToProject: $invite,\n    deletePermission: $remove) { projectId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProcoreExportSchedule($w: ID!, $p: ID!, $format: String, $a: ID!, $c: ID!, $pp: ID!, $f: ID) {\n  exportScheduleToProcore(workspaceId: $w, projectId: $p, fileFormat: $format, accountId: $a, companyId: $c, procoreProjectId: $pp, folderId: $f) { requestId file { status downloadFileName } }\n}"): (typeof documents)["mutation ProcoreExportSchedule($w: ID!, $p: ID!, $format: String, $a: ID!, $c: ID!, $pp: ID!, $f: ID) {\n  exportScheduleToProcore(workspaceId: $w, projectId: $p, fileFormat: $format, accountId: $a, companyId: $c, procoreProjectId: $pp, folderId: $f) { requestId file { status downloadFileName } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProcoreExportFile($r: ID!) { getExportFile(requestId: $r) { status errorMessage downloadFileName } }"): (typeof documents)["query ProcoreExportFile($r: ID!) { getExportFile(requestId: $r) { status errorMessage downloadFileName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProcoreLastUsed { listProcoreLastUsedFolders {\n  accountId companyId companyName projectId projectName folderId folderName folderNameWithPath usedAt\n} }"): (typeof documents)["query ProcoreLastUsed { listProcoreLastUsedFolders {\n  accountId companyId companyName projectId projectName folderId folderName folderNameWithPath usedAt\n} }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProcoreCompanies($a: ID!) { listProcoreCompanies(accountId: $a) { id name } }"): (typeof documents)["query ProcoreCompanies($a: ID!) { listProcoreCompanies(accountId: $a) { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProcoreProjects($a: ID!, $c: ID!) { listProcoreProjects(accountId: $a, companyId: $c) { id name projectNumber } }"): (typeof documents)["query ProcoreProjects($a: ID!, $c: ID!) { listProcoreProjects(accountId: $a, companyId: $c) { id name projectNumber } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProcoreFolders($a: ID!, $c: ID!, $p: ID!, $f: ID) { listProcoreFolders(accountId: $a, companyId: $c, projectId: $p, folderId: $f) { id name name_with_path has_children_folders private read_only folders { id name } } }"): (typeof documents)["query ProcoreFolders($a: ID!, $c: ID!, $p: ID!, $f: ID) { listProcoreFolders(accountId: $a, companyId: $c, projectId: $p, folderId: $f) { id name name_with_path has_children_folders private read_only folders { id name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProcoreDisconnect($a: ID!) { disconnectProcoreAccount(accountId: $a) }"): (typeof documents)["mutation ProcoreDisconnect($a: ID!) { disconnectProcoreAccount(accountId: $a) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProcoreSystemStatus { systemStatus { procoreEnabled } }"): (typeof documents)["query ProcoreSystemStatus { systemStatus { procoreEnabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProcoreViewerId { getUserProfile { id } }"): (typeof documents)["query ProcoreViewerId { getUserProfile { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProcoreAuthUrlAgain { getProcoreAuthUrl }"): (typeof documents)["query ProcoreAuthUrlAgain { getProcoreAuthUrl }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProcoreAuthUrlUnconfigured { getProcoreAuthUrl }"): (typeof documents)["query ProcoreAuthUrlUnconfigured { getProcoreAuthUrl }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProcoreAuthUrl { getProcoreAuthUrl }"): (typeof documents)["query ProcoreAuthUrl { getProcoreAuthUrl }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProcoreAccounts { ListProcoreAccounts { id login name } }"): (typeof documents)["query ProcoreAccounts { ListProcoreAccounts { id login name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProcoreConnect($code: String, $state: String!, $error: String) {\n  connectProcoreAccount(code: $code, state: $state, error: $error) { id login name }\n}"): (typeof documents)["mutation ProcoreConnect($code: String, $state: String!, $error: String) {\n  connectProcoreAccount(code: $code, state: $state, error: $error) { id login name }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductCommands($p: ID!, $w: ID!) { getScheduleCommands(projectId: $p, workspaceId: $w) { name allowed reason message } }"): (typeof documents)["query ProductCommands($p: ID!, $w: ID!) { getScheduleCommands(projectId: $p, workspaceId: $w) { name allowed reason message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefsDuplicate($p: ID!, $w: ID!, $row: ID!) { duplicateRow(projectId: $p, workspaceId: $w, rowId: $row) }"): (typeof documents)["mutation RefsDuplicate($p: ID!, $w: ID!, $row: ID!) { duplicateRow(projectId: $p, workspaceId: $w, rowId: $row) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefsNewCollection($w: ID!, $name: String!) { createCollection(workspaceId: $w, name: $name) { id } }"): (typeof documents)["mutation RefsNewCollection($w: ID!, $name: String!) { createCollection(workspaceId: $w, name: $name) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefsEditOffice($p: ID!, $w: ID!, $row: ID!, $value: JSON, $version: CellVersion!) {\n  updateCell(projectId: $p, workspaceId: $w, row: $row, col: \"model\", value: $value, version: $version) { row } }"): (typeof documents)["mutation RefsEditOffice($p: ID!, $w: ID!, $row: ID!, $value: JSON, $version: CellVersion!) {\n  updateCell(projectId: $p, workspaceId: $w, row: $row, col: \"model\", value: $value, version: $version) { row } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefsHotelRows($p: ID!, $w: ID!) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }"): (typeof documents)["query RefsHotelRows($p: ID!, $w: ID!) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefsAdd($w: ID!, $p: ID!, $c: ID!, $ids: [ID!]!, $near: ID, $place: RowPlace) {\n    createProjectProducts(workspaceId: $w, projectId: $p, collectionId: $c, productIds: $ids, nearRowId: $near, place: $place) }"): (typeof documents)["mutation RefsAdd($w: ID!, $p: ID!, $c: ID!, $ids: [ID!]!, $near: ID, $place: RowPlace) {\n    createProjectProducts(workspaceId: $w, projectId: $p, collectionId: $c, productIds: $ids, nearRowId: $near, place: $place) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefsDiff($w: ID!, $p: ID, $row: ID!) {\n    getRowDiffProduct(workspaceId: $w, projectId: $p, rowId: $row) {\n      rowId collectionId productId collectionName updateAvailable edited removed\n      fields { field name rowValue productValue referenceValue } product } }"): (typeof documents)["query RefsDiff($w: ID!, $p: ID, $row: ID!) {\n    getRowDiffProduct(workspaceId: $w, projectId: $p, rowId: $row) {\n      rowId collectionId productId collectionName updateAvailable edited removed\n      fields { field name rowValue productValue referenceValue } product } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefsDiffInCollection($w: ID!, $c: ID!, $row: ID!) {\n    getRowDiffProduct(workspaceId: $w, collectionId: $c, rowId: $row) {\n      rowId collectionId productId collectionName updateAvailable edited removed\n      fields { field name rowValue productValue referenceValue } product } }"): (typeof documents)["query RefsDiffInCollection($w: ID!, $c: ID!, $row: ID!) {\n    getRowDiffProduct(workspaceId: $w, collectionId: $c, rowId: $row) {\n      rowId collectionId productId collectionName updateAvailable edited removed\n      fields { field name rowValue productValue referenceValue } product } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefsCompare($w: ID!, $p: ID) {\n    compareScheduleWithReferences(workspaceId: $w, projectId: $p) {\n      rowId productId updateAvailable edited removed fields { field rowValue productValue referenceValue } } }"): (typeof documents)["query RefsCompare($w: ID!, $p: ID) {\n    compareScheduleWithReferences(workspaceId: $w, projectId: $p) {\n      rowId productId updateAvailable edited removed fields { field rowValue productValue referenceValue } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefsUpdate($w: ID!, $p: ID, $row: ID!) { updateProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }"): (typeof documents)["mutation RefsUpdate($w: ID!, $p: ID, $row: ID!) { updateProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefsKeep($w: ID!, $p: ID, $row: ID!) { keepProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }"): (typeof documents)["mutation RefsKeep($w: ID!, $p: ID, $row: ID!) { keepProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefsRevert($w: ID!, $p: ID, $row: ID!) { revertProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }"): (typeof documents)["mutation RefsRevert($w: ID!, $p: ID, $row: ID!) { revertProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefsSaveAsNew($w: ID!, $p: ID!, $row: ID!, $c: ID!) {\n    saveRowAsNewProduct(workspaceId: $w, projectId: $p, rowId: $row, collectionId: $c) }"): (typeof documents)["mutation RefsSaveAsNew($w: ID!, $p: ID!, $row: ID!, $c: ID!) {\n    saveRowAsNewProduct(workspaceId: $w, projectId: $p, rowId: $row, collectionId: $c) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefsRecent($w: ID!, $limit: Int) {\n    listRecentProducts(workspaceId: $w, limit: $limit) { productId collectionId collectionName name usedAt } }"): (typeof documents)["query RefsRecent($w: ID!, $limit: Int) {\n    listRecentProducts(workspaceId: $w, limit: $limit) { productId collectionId collectionName name usedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefsProduct($w: ID!, $c: ID!, $id: ID!) { getCollectionProduct(workspaceId: $w, collectionId: $c, productId: $id) }"): (typeof documents)["query RefsProduct($w: ID!, $c: ID!, $id: ID!) { getCollectionProduct(workspaceId: $w, collectionId: $c, productId: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefsFollowers($w: ID!, $c: ID!, $id: ID!) {\n    listProductFollowers(workspaceId: $w, collectionId: $c, productId: $id) { projectId collectionId name rowsCount } }"): (typeof documents)["query RefsFollowers($w: ID!, $c: ID!, $id: ID!) {\n    listProductFollowers(workspaceId: $w, collectionId: $c, productId: $id) { projectId collectionId name rowsCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefsPicker($w: ID!, $p: ID!) {\n    listCollectionsForProduct(workspaceId: $w, projectId: $p) {\n      projectSourceLibraryCollections { id name } userCollections { id } sourceLibraryId } }"): (typeof documents)["query RefsPicker($w: ID!, $p: ID!) {\n    listCollectionsForProduct(workspaceId: $w, projectId: $p) {\n      projectSourceLibraryCollections { id name } userCollections { id } sourceLibraryId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefsFollowProduct($w: ID!, $c: ID!, $id: ID!, $target: ID!) {\n    followProduct(workspaceId: $w, collectionId: $c, productId: $id, targetCollectionId: $target) }"): (typeof documents)["mutation RefsFollowProduct($w: ID!, $c: ID!, $id: ID!, $target: ID!) {\n    followProduct(workspaceId: $w, collectionId: $c, productId: $id, targetCollectionId: $target) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription RefsRowsChanged($p: ID, $w: ID!) {\n    onScheduleRowsChanged(projectId: $p, workspaceId: $w) { kind row rows } }"): (typeof documents)["subscription RefsRowsChanged($p: ID, $w: ID!) {\n    onScheduleRowsChanged(projectId: $p, workspaceId: $w) { kind row rows } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription RefsProductUpdated($p: ID, $w: ID!) {\n    onProductUpdated(projectId: $p, workspaceId: $w) { collectionId productId scheduleId rowIds } }"): (typeof documents)["subscription RefsProductUpdated($p: ID, $w: ID!) {\n    onProductUpdated(projectId: $p, workspaceId: $w) { collectionId productId scheduleId rowIds } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefsCreateProject($w: ID!, $name: String!) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: $name, address: { formatted_address: \"Oslo, Norway\" }, area: 500, areaUnit: feet) { id } }"): (typeof documents)["mutation RefsCreateProject($w: ID!, $name: String!) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: $name, address: { formatted_address: \"Oslo, Norway\" }, area: 500, areaUnit: feet) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!) {\n  updateCells(projectId: $p, workspaceId: $w, cells: $cells) { cells { rowId col version } }\n}"): (typeof documents)["mutation UpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!) {\n  updateCells(projectId: $p, workspaceId: $w, cells: $cells) { cells { rowId col version } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OnProjectAggregation($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { totalCost typeSumValues { type rows totalCost } } }"): (typeof documents)["subscription OnProjectAggregation($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { totalCost typeSumValues { type rows totalCost } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteWorkspaceMembership($w: ID!, $u: ID!) { deleteWorkspaceMembership(workspaceId: $w, userId: $u) }"): (typeof documents)["mutation DeleteWorkspaceMembership($w: ID!, $u: ID!) { deleteWorkspaceMembership(workspaceId: $w, userId: $u) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AggregationApiListMyWorkspaces { listMyWorkspaces { id } }"): (typeof documents)["query AggregationApiListMyWorkspaces { listMyWorkspaces { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AggregationApiDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Gallery\", address: { formatted_address: \"Lyon, France\" }, baseBudget: 90000, area: 1200, areaUnit: meter, powerDensity: 8.5) { id } }"): (typeof documents)["mutation AggregationApiDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Gallery\", address: { formatted_address: \"Lyon, France\" }, baseBudget: 90000, area: 1200, areaUnit: meter, powerDensity: 8.5) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AggregationApiDashboard($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) {\n        id baseBudget totalCost totalPower area areaUnit powerDensity targetPowerDensity typeSumValues { type } notes\n      } }"): (typeof documents)["query AggregationApiDashboard($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) {\n        id baseBudget totalCost totalPower area areaUnit powerDensity targetPowerDensity typeSumValues { type } notes\n      } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AggregationApiGetProjectAggregation($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) { id } }"): (typeof documents)["query AggregationApiGetProjectAggregation($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AggregationApiOnProjectAggregation($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { baseBudget notes } }"): (typeof documents)["subscription AggregationApiOnProjectAggregation($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { baseBudget notes } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProjectAggregation($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: 120000) { baseBudget } }"): (typeof documents)["mutation UpdateProjectAggregation($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: 120000) { baseBudget } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProjectAggregationNotes($p: ID!, $w: ID!, $a: ID!) { updateProjectAggregationNotes(projectId: $p, workspaceId: $w, aggregationId: $a, notes: \"Budget held after value engineering.\") { notes } }"): (typeof documents)["mutation UpdateProjectAggregationNotes($p: ID!, $w: ID!, $a: ID!) { updateProjectAggregationNotes(projectId: $p, workspaceId: $w, aggregationId: $a, notes: \"Budget held after value engineering.\") { notes } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AggregationApiUpdateProjectAggregation($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: -5) { baseBudget } }"): (typeof documents)["mutation AggregationApiUpdateProjectAggregation($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: -5) { baseBudget } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AggregationApiUpdateProjectAggregation2($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: 185000.50) { baseBudget } }"): (typeof documents)["mutation AggregationApiUpdateProjectAggregation2($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: 185000.50) { baseBudget } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AggregationApiUpdateProjectAggregation3($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: 10.505) { baseBudget } }"): (typeof documents)["mutation AggregationApiUpdateProjectAggregation3($p: ID!, $w: ID!) { updateProjectAggregation(projectId: $p, workspaceId: $w, baseBudget: 10.505) { baseBudget } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AggregationApiGetProjectById($p: ID!, $w: ID!) { getProjectById(id: $p, workspaceId: $w) { baseBudget } }"): (typeof documents)["query AggregationApiGetProjectById($p: ID!, $w: ID!) { getProjectById(id: $p, workspaceId: $w) { baseBudget } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateProjectColumn($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: \"Finish\", type: \"string\") { id } }"): (typeof documents)["mutation CreateProjectColumn($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: \"Finish\", type: \"string\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectCopyApiCopyProject($p: ID!, $w: ID!) { copyProject(id: $p, workspaceId: $w) { id rowsCount } }"): (typeof documents)["mutation ProjectCopyApiCopyProject($p: ID!, $w: ID!) { copyProject(id: $p, workspaceId: $w) { id rowsCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetStructuredScheduleRowsGetProjectSchedule($p: ID!, $w: ID!) {\n          getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data }\n          getProjectSchedule(projectId: $p, workspaceId: $w) { custom_fields { name } }\n          getProjectAggregation(projectId: $p, workspaceId: $w) { totalCost }\n        }"): (typeof documents)["query GetStructuredScheduleRowsGetProjectSchedule($p: ID!, $w: ID!) {\n          getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data }\n          getProjectSchedule(projectId: $p, workspaceId: $w) { custom_fields { name } }\n          getProjectAggregation(projectId: $p, workspaceId: $w) { totalCost }\n        }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCell($p: ID!, $w: ID!, $r: ID!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"quantity\", value: 5, version: \"1.0\") { version } }"): (typeof documents)["mutation UpdateCell($p: ID!, $w: ID!, $r: ID!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"quantity\", value: 5, version: \"1.0\") { version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectDetailsApiUpdateProject($id: ID!, $w: ID!, $name: String, $number: String, $phase: String,\n    $address: AddressInput, $location: String, $area: Float, $unit: AreaUnit, $density: Float,\n    $budget: Float) {\n    updateProject(id: $id, workspaceId: $w, projectName: $name, number: $number, phase: $phase,\n      address: $address, location: $location, area: $area, areaUnit: $unit,\n      powerDensity: $density, baseBudget: $budget) {\n      projectName number phase title location address { formatted_address geometry { location { lat lng } } }\n      area areaUnit powerDensity baseBudget\n    }\n  }"): (typeof documents)["mutation ProjectDetailsApiUpdateProject($id: ID!, $w: ID!, $name: String, $number: String, $phase: String,\n    $address: AddressInput, $location: String, $area: Float, $unit: AreaUnit, $density: Float,\n    $budget: Float) {\n    updateProject(id: $id, workspaceId: $w, projectName: $name, number: $number, phase: $phase,\n      address: $address, location: $location, area: $area, areaUnit: $unit,\n      powerDensity: $density, baseBudget: $budget) {\n      projectName number phase title location address { formatted_address geometry { location { lat lng } } }\n      area areaUnit powerDensity baseBudget\n    }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProjectById($id: ID!, $w: ID!) { getProjectById(id: $id, workspaceId: $w) { projectName location area } }"): (typeof documents)["query GetProjectById($id: ID!, $w: ID!) { getProjectById(id: $id, workspaceId: $w) { projectName location area } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectDetailsApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: viewer }]) { usedLicenses } }"): (typeof documents)["mutation ProjectDetailsApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: viewer }]) { usedLicenses } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, status: archived) { status } }"): (typeof documents)["mutation UpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, status: archived) { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectDetailsApiSetSourceLibrary($id: ID!, $w: ID!, $library: ID) {\n    updateProject(id: $id, workspaceId: $w, sourceLibraryId: $library) { sourceLibraryId }\n  }"): (typeof documents)["mutation ProjectDetailsApiSetSourceLibrary($id: ID!, $w: ID!, $library: ID) {\n    updateProject(id: $id, workspaceId: $w, sourceLibraryId: $library) { sourceLibraryId }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectDetailsApiLibraries($w: ID!) {\n    listLibraries(workspaceId: $w) { data { id kind } }\n  }"): (typeof documents)["query ProjectDetailsApiLibraries($w: ID!) {\n    listLibraries(workspaceId: $w) { data { id kind } }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectDetailsApiSourceLibrary($id: ID!, $w: ID!) {\n    getProjectById(id: $id, workspaceId: $w) { sourceLibraryId }\n  }"): (typeof documents)["query ProjectDetailsApiSourceLibrary($id: ID!, $w: ID!) {\n    getProjectById(id: $id, workspaceId: $w) { sourceLibraryId }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectListsApiListMyWorkspaces { listMyWorkspaces { id } }"): (typeof documents)["query ProjectListsApiListMyWorkspaces { listMyWorkspaces { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeprecatedCreateProjectV2($w: ID!, $n: String!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, address: { formatted_address: \"Oslo, Norway\" }) { id } }"): (typeof documents)["mutation DeprecatedCreateProjectV2($w: ID!, $n: String!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, address: { formatted_address: \"Oslo, Norway\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ManageProjectTags($p: ID!, $w: ID!) { manageProjectTags(projectId: $p, workspaceId: $w, tags: [\" Hotel \", \"hotel\", \"Phase 1\", \"\"]) { tags } }"): (typeof documents)["mutation ManageProjectTags($p: ID!, $w: ID!) { manageProjectTags(projectId: $p, workspaceId: $w, tags: [\" Hotel \", \"hotel\", \"Phase 1\", \"\"]) { tags } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProjectTags($w: ID!) { getProjectTags(workspaceId: $w) }"): (typeof documents)["query GetProjectTags($w: ID!) { getProjectTags(workspaceId: $w) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetSortedUserProjectsV2($w: ID!) { getSortedUserProjectsV2(workspaceId: $w, tagName: \"Hotel\") { data { projectName } } }"): (typeof documents)["query GetSortedUserProjectsV2($w: ID!) { getSortedUserProjectsV2(workspaceId: $w, tagName: \"Hotel\") { data { projectName } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectListsApiManageProjectTags($p: ID!, $w: ID!) { manageProjectTags(projectId: $p, workspaceId: $w, tags: [\"x\"]) { tags } }"): (typeof documents)["mutation ProjectListsApiManageProjectTags($p: ID!, $w: ID!) { manageProjectTags(projectId: $p, workspaceId: $w, tags: [\"x\"]) { tags } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetColorIconPalette { getColorIconPalette { default_colors default_icons } }"): (typeof documents)["query GetColorIconPalette { getColorIconPalette { default_colors default_icons } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetColorIcon($p: ID!, $w: ID!, $c: String, $i: String) { setColorIcon(projectId: $p, workspaceId: $w, colorId: $c, iconId: $i) { projectColor projectIcon } }"): (typeof documents)["mutation SetColorIcon($p: ID!, $w: ID!, $c: String, $i: String) { setColorIcon(projectId: $p, workspaceId: $w, colorId: $c, iconId: $i) { projectColor projectIcon } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectListsApiSetColorIcon($p: ID!, $w: ID!) { setColorIcon(projectId: $p, workspaceId: $w, colorId: \"#000001\") { projectColor } }"): (typeof documents)["mutation ProjectListsApiSetColorIcon($p: ID!, $w: ID!) { setColorIcon(projectId: $p, workspaceId: $w, colorId: \"#000001\") { projectColor } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CopyProject($p: ID!, $w: ID!) { copyProject(id: $p, workspaceId: $w) { projectName address { formatted_address } } }"): (typeof documents)["mutation CopyProject($p: ID!, $w: ID!) { copyProject(id: $p, workspaceId: $w) { projectName address { formatted_address } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectListsApiCopyProject($p: ID!, $w: ID!) { copyProject(id: $p, workspaceId: $w) { id } }"): (typeof documents)["mutation ProjectListsApiCopyProject($p: ID!, $w: ID!) { copyProject(id: $p, workspaceId: $w) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MakeStarredProjectList($w: ID!) { makeStarredProjectList(workspaceId: $w, name: \" \") { id } }"): (typeof documents)["mutation MakeStarredProjectList($w: ID!) { makeStarredProjectList(workspaceId: $w, name: \" \") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectListsApiMakeStarredProjectList($w: ID!, $n: String!) { makeStarredProjectList(workspaceId: $w, name: $n, tags: [\"a\"], sortingMode: \"projectName\") { id name tags sortingMode } }"): (typeof documents)["mutation ProjectListsApiMakeStarredProjectList($w: ID!, $n: String!) { makeStarredProjectList(workspaceId: $w, name: $n, tags: [\"a\"], sortingMode: \"projectName\") { id name tags sortingMode } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetStarredProjectLists($w: ID!) { getStarredProjectLists(workspaceId: $w, limit: 2) { data { name } nextToken } }"): (typeof documents)["query GetStarredProjectLists($w: ID!) { getStarredProjectLists(workspaceId: $w, limit: 2) { data { name } nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectListsApiGetStarredProjectLists($w: ID!, $n: String) { getStarredProjectLists(workspaceId: $w, limit: 2, nextToken: $n) { data { name } nextToken } }"): (typeof documents)["query ProjectListsApiGetStarredProjectLists($w: ID!, $n: String) { getStarredProjectLists(workspaceId: $w, limit: 2, nextToken: $n) { data { name } nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateStarredProjectList($id: ID!, $w: ID!) { updateStarredProjectList(id: $id, workspaceId: $w, name: \"Hotels & resorts\") { name } }"): (typeof documents)["mutation UpdateStarredProjectList($id: ID!, $w: ID!) { updateStarredProjectList(id: $id, workspaceId: $w, name: \"Hotels & resorts\") { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteStarredProjectList($id: ID!, $w: ID!) { deleteStarredProjectList(id: $id, workspaceId: $w) }"): (typeof documents)["mutation DeleteStarredProjectList($id: ID!, $w: ID!) { deleteStarredProjectList(id: $id, workspaceId: $w) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectListsApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e }]) { usedLicenses } }"): (typeof documents)["mutation ProjectListsApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e }]) { usedLicenses } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectListsApiGetStarredProjectLists2($w: ID!) { getStarredProjectLists(workspaceId: $w) { data { name } } }"): (typeof documents)["query ProjectListsApiGetStarredProjectLists2($w: ID!) { getStarredProjectLists(workspaceId: $w) { data { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetUserProjectPreference($w: ID!, $p: ID!) { getUserProjectPreference(workspaceId: $w, projectId: $p, key: \"assistantDismissed\") { key value } }"): (typeof documents)["query GetUserProjectPreference($w: ID!, $p: ID!) { getUserProjectPreference(workspaceId: $w, projectId: $p, key: \"assistantDismissed\") { key value } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateUserProjectPreference($w: ID!, $p: ID!) { updateUserProjectPreference(workspaceId: $w, projectId: $p, key: \"assistantDismissed\", value: \"true\") { value } }"): (typeof documents)["mutation UpdateUserProjectPreference($w: ID!, $p: ID!) { updateUserProjectPreference(workspaceId: $w, projectId: $p, key: \"assistantDismissed\", value: \"true\") { value } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectListsApiUpdateUserProjectPreference($w: ID!, $p: ID!) { updateUserProjectPreference(workspaceId: $w, projectId: $p, key: \"1 bad key\", value: \"x\") { value } }"): (typeof documents)["mutation ProjectListsApiUpdateUserProjectPreference($w: ID!, $p: ID!) { updateUserProjectPreference(workspaceId: $w, projectId: $p, key: \"1 bad key\", value: \"x\") { value } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetSortingMode { setSortingMode(resource: projects, sortingMode: \"projectName\", ascending: false) { projectSortingMode projectSortingModeAscending } }"): (typeof documents)["mutation SetSortingMode { setSortingMode(resource: projects, sortingMode: \"projectName\", ascending: false) { projectSortingMode projectSortingModeAscending } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProjectMembers($p: ID!, $w: ID!) { getProjectMembers(projectId: $p, workspaceId: $w) { role roleLabel } }"): (typeof documents)["query GetProjectMembers($p: ID!, $w: ID!) { getProjectMembers(projectId: $p, workspaceId: $w) { role roleLabel } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetUserPreference { getUserPreference(key: \"gettingStartedTourDismissed\") { key value } }"): (typeof documents)["query GetUserPreference { getUserPreference(key: \"gettingStartedTourDismissed\") { key value } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateUserPreference { updateUserPreference(key: \"gettingStartedTourDismissed\", value: \"true\") { key value } }"): (typeof documents)["mutation UpdateUserPreference { updateUserPreference(key: \"gettingStartedTourDismissed\", value: \"true\") { key value } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectListsApiUpdateUserPreference { updateUserPreference(key: \"gettingStartedTourDismissed\") { key } }"): (typeof documents)["mutation ProjectListsApiUpdateUserPreference { updateUserPreference(key: \"gettingStartedTourDismissed\") { key } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectListsApiUpdateUserPreference2 { updateUserPreference(key: \"9 bad\") { key } }"): (typeof documents)["mutation ProjectListsApiUpdateUserPreference2 { updateUserPreference(key: \"9 bad\") { key } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectListsApiGetUserPreference { getUserPreference(key: \"gettingStartedTourDismissed\") { value } }"): (typeof documents)["query ProjectListsApiGetUserPreference { getUserPreference(key: \"gettingStartedTourDismissed\") { value } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectsApiGetSortedUserProjectsV2($w: ID!, $status: ProjectStatus, $order: ProjectOrder, $asc: Boolean, $n: String,\n  $l: Int, $search: String) {\n  getSortedUserProjectsV2(workspaceId: $w, status: $status, orderBy: $order, scanIndexForward: $asc,\n    nextToken: $n, limit: $l, search: $search) { data { id projectName number } nextToken }\n}"): (typeof documents)["query ProjectsApiGetSortedUserProjectsV2($w: ID!, $status: ProjectStatus, $order: ProjectOrder, $asc: Boolean, $n: String,\n  $l: Int, $search: String) {\n  getSortedUserProjectsV2(workspaceId: $w, status: $status, orderBy: $order, scanIndexForward: $asc,\n    nextToken: $n, limit: $l, search: $search) { data { id projectName number } nextToken }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { projectCount viewerCan { createProject { allowed message } } } }"): (typeof documents)["query GetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { projectCount viewerCan { createProject { allowed message } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectsApiUpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, status: active) { status } }"): (typeof documents)["mutation ProjectsApiUpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, status: active) { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateTimestampLastAccessed($id: ID!, $w: ID!) { updateTimestampLastAccessed(id: $id, workspaceId: $w) }"): (typeof documents)["mutation UpdateTimestampLastAccessed($id: ID!, $w: ID!) { updateTimestampLastAccessed(id: $id, workspaceId: $w) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OnProjectStatusChanged($workspaceId: ID!) { onProjectStatusChanged(workspaceId: $workspaceId) { projectId status } }"): (typeof documents)["subscription OnProjectStatusChanged($workspaceId: ID!) { onProjectStatusChanged(workspaceId: $workspaceId) { projectId status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectsApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: viewer }]) { usedLicenses } }"): (typeof documents)["mutation ProjectsApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: viewer }]) { usedLicenses } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectsApiUpdateProject2($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, projectName: \"Taken\") { projectName } }"): (typeof documents)["mutation ProjectsApiUpdateProject2($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, projectName: \"Taken\") { projectName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteProject($id: ID!, $w: ID!) { deleteProject(id: $id, workspaceId: $w) }"): (typeof documents)["mutation DeleteProject($id: ID!, $w: ID!) { deleteProject(id: $id, workspaceId: $w) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectsApiGetSortedUserProjectsV22($w: ID!, $tags: [String!], $starred: Boolean, $status: ProjectStatus) {\n      getSortedUserProjectsV2(workspaceId: $w, tags: $tags, starred: $starred, status: $status,\n        orderBy: projectName) { data { projectName starred } nextToken }\n    }"): (typeof documents)["query ProjectsApiGetSortedUserProjectsV22($w: ID!, $tags: [String!], $starred: Boolean, $status: ProjectStatus) {\n      getSortedUserProjectsV2(workspaceId: $w, tags: $tags, starred: $starred, status: $status,\n        orderBy: projectName) { data { projectName starred } nextToken }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectsApiUpdateUserProjectPreference($w: ID!, $p: ID!, $v: String) { updateUserProjectPreference(workspaceId: $w, projectId: $p, key: \"starred\", value: $v) { value } }"): (typeof documents)["mutation ProjectsApiUpdateUserProjectPreference($w: ID!, $p: ID!, $v: String) { updateUserProjectPreference(workspaceId: $w, projectId: $p, key: \"starred\", value: $v) { value } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectsApiManageProjectTags($p: ID!, $w: ID!, $t: [String!]!) { manageProjectTags(projectId: $p, workspaceId: $w, tags: $t) { id } }"): (typeof documents)["mutation ProjectsApiManageProjectTags($p: ID!, $w: ID!, $t: [String!]!) { manageProjectTags(projectId: $p, workspaceId: $w, tags: $t) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectsApiInviteToWorkspace2($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: editor }]) { usedLicenses } }"): (typeof documents)["mutation ProjectsApiInviteToWorkspace2($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: editor }]) { usedLicenses } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectsApiGetProjectById($id: ID!, $w: ID!) { getProjectById(id: $id, workspaceId: $w) { starred } }"): (typeof documents)["query ProjectsApiGetProjectById($id: ID!, $w: ID!) { getProjectById(id: $id, workspaceId: $w) { starred } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectsSupportDeprecatedCreateProjectV2($w: ID!, $name: String!, $address: AddressInput, $number: String, $phase: String,\n  $budget: Float, $area: Float, $unit: AreaUnit) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: $name, address: $address, number: $number,\n    phase: $phase, baseBudget: $budget, area: $area, areaUnit: $unit) {\n    id projectName title status baseBudget area areaUnit powerDensity address { formatted_address }\n    viewerCan { edit { allowed } delete { allowed } }\n  }\n}"): (typeof documents)["mutation ProjectsSupportDeprecatedCreateProjectV2($w: ID!, $name: String!, $address: AddressInput, $number: String, $phase: String,\n  $budget: Float, $area: Float, $unit: AreaUnit) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: $name, address: $address, number: $number,\n    phase: $phase, baseBudget: $budget, area: $area, areaUnit: $unit) {\n    id projectName title status baseBudget area areaUnit powerDensity address { formatted_address }\n    viewerCan { edit { allowed } delete { allowed } }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectsSupportListMyWorkspaces { listMyWorkspaces { id } }"): (typeof documents)["query ProjectsSupportListMyWorkspaces { listMyWorkspaces { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AttachmentCellsApiUpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!) {\n  updateCells(projectId: $p, workspaceId: $w, cells: $cells) { rows }\n}"): (typeof documents)["mutation AttachmentCellsApiUpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!) {\n  updateCells(projectId: $p, workspaceId: $w, cells: $cells) { rows }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateEmptyRow($p: ID!, $w: ID!, $cells: JSON) {\n  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells)\n}"): (typeof documents)["mutation CreateEmptyRow($p: ID!, $w: ID!, $cells: JSON) {\n  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteRow($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r) }"): (typeof documents)["mutation DeleteRow($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CellsBatchApiUpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!, $session: String) {\n  updateCells(projectId: $p, workspaceId: $w, cells: $cells, session: $session) {\n    rows cells { rowId col version }\n  }\n}"): (typeof documents)["mutation CellsBatchApiUpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!, $session: String) {\n  updateCells(projectId: $p, workspaceId: $w, cells: $cells, session: $session) {\n    rows cells { rowId col version }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CellsBatchApiGetProjectAggregation($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) {\n  totalCost totalPower typeSumValues { type rows totalCost totalPower } tagSumValues { tag rows TotalCost }\n} }"): (typeof documents)["query CellsBatchApiGetProjectAggregation($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) {\n  totalCost totalPower typeSumValues { type rows totalCost totalPower } tagSumValues { tag rows TotalCost }\n} }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rows session } }"): (typeof documents)["subscription OnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rows session } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OnPutScheduleRow($projectId: ID!, $workspaceId: ID!) { onPutScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { row session } }"): (typeof documents)["subscription OnPutScheduleRow($projectId: ID!, $workspaceId: ID!) { onPutScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { row session } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCellHistory($p: ID!, $w: ID!, $r: ID!) { getCellHistory(projectId: $p, workspaceId: $w, rowId: $r, col: \"model\") { data { oldValue newValue version session } } }"): (typeof documents)["query GetCellHistory($p: ID!, $w: ID!, $r: ID!) { getCellHistory(projectId: $p, workspaceId: $w, rowId: $r, col: \"model\") { data { oldValue newValue version session } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CellsBatchApiRestrictColumnEdit($p: ID!, $w: ID!) { restrictColumnEdit(projectId: $p, workspaceId: $w, col: \"budgetPrice\", roles: [\"editor\"]) { col } }"): (typeof documents)["mutation CellsBatchApiRestrictColumnEdit($p: ID!, $w: ID!) { restrictColumnEdit(projectId: $p, workspaceId: $w, col: \"budgetPrice\", roles: [\"editor\"]) { col } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecalculateProjectAggregation($p: ID!, $w: ID!) { recalculateProjectAggregation(projectId: $p, workspaceId: $w) { totalCost } }"): (typeof documents)["mutation RecalculateProjectAggregation($p: ID!, $w: ID!) { recalculateProjectAggregation(projectId: $p, workspaceId: $w) { totalCost } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CellsApiAddColumn($p: ID!, $w: ID!, $name: String!, $type: String!) { createProjectColumn(projectId: $p, workspaceId: $w, name: $name, type: $type) { id type } }"): (typeof documents)["mutation CellsApiAddColumn($p: ID!, $w: ID!, $name: String!, $type: String!) { createProjectColumn(projectId: $p, workspaceId: $w, name: $name, type: $type) { id type } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CellsApiUpdateCell($p: ID!, $w: ID!, $r: ID!, $col: String!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: $col, values: [\"Brass\", \"Bronze\"], version: \"1.1\") { row } }"): (typeof documents)["mutation CellsApiUpdateCell($p: ID!, $w: ID!, $r: ID!, $col: String!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: $col, values: [\"Brass\", \"Bronze\"], version: \"1.1\") { row } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CellsApiGetCellHistory($p: ID!, $w: ID!, $r: ID!) { getCellHistory(projectId: $p, workspaceId: $w, rowId: $r, col: \"manufacturer\") { data { oldValue newValue version userName } nextToken } }"): (typeof documents)["query CellsApiGetCellHistory($p: ID!, $w: ID!, $r: ID!) { getCellHistory(projectId: $p, workspaceId: $w, rowId: $r, col: \"manufacturer\") { data { oldValue newValue version userName } nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CellsApiCreateProjectColumn($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: \"Finish\", type: \"string\") { id name } }"): (typeof documents)["mutation CellsApiCreateProjectColumn($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: \"Finish\", type: \"string\") { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CellsApiCreateProjectColumn2($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: \"model\", type: \"string\") { id } }"): (typeof documents)["mutation CellsApiCreateProjectColumn2($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: \"model\", type: \"string\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CellsApiCreateProjectColumn3($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: \"X\", type: \"blob\") { id } }"): (typeof documents)["mutation CellsApiCreateProjectColumn3($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: \"X\", type: \"blob\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CellsApiRenameProjectColumn($p: ID!, $w: ID!, $c: String!) { renameProjectColumn(projectId: $p, workspaceId: $w, col: $c, name: \"Finish colour\") { name } }"): (typeof documents)["mutation CellsApiRenameProjectColumn($p: ID!, $w: ID!, $c: String!) { renameProjectColumn(projectId: $p, workspaceId: $w, col: $c, name: \"Finish colour\") { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CellsApiRenameProjectColumn2($p: ID!, $w: ID!) { renameProjectColumn(projectId: $p, workspaceId: $w, col: \"model\", name: \"Mine\") { name } }"): (typeof documents)["mutation CellsApiRenameProjectColumn2($p: ID!, $w: ID!) { renameProjectColumn(projectId: $p, workspaceId: $w, col: \"model\", name: \"Mine\") { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteProjectColumn($p: ID!, $w: ID!, $c: String!) { deleteProjectColumn(projectId: $p, workspaceId: $w, col: $c) }"): (typeof documents)["mutation DeleteProjectColumn($p: ID!, $w: ID!, $c: String!) { deleteProjectColumn(projectId: $p, workspaceId: $w, col: $c) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestrictColumnEdit($p: ID!, $w: ID!, $col: String!, $roles: [String!]!) {\n  restrictColumnEdit(projectId: $p, workspaceId: $w, col: $col, roles: $roles) { col roles }\n}"): (typeof documents)["mutation RestrictColumnEdit($p: ID!, $w: ID!, $col: String!, $roles: [String!]!) {\n  restrictColumnEdit(projectId: $p, workspaceId: $w, col: $col, roles: $roles) { col roles }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ColumnLocksApiCreateEmptyRow($p: ID!, $w: ID!) { createEmptyRow(projectId: $p, workspaceId: $w, cells: { budgetPrice: \"5\" }) }"): (typeof documents)["mutation ColumnLocksApiCreateEmptyRow($p: ID!, $w: ID!) { createEmptyRow(projectId: $p, workspaceId: $w, cells: { budgetPrice: \"5\" }) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ColumnLocksApiGetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { columnRestrictions { col roles } } }"): (typeof documents)["query ColumnLocksApiGetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { columnRestrictions { col roles } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ColumnLocksApiGetProjectSchedule2($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { columnRestrictions { col } } }"): (typeof documents)["query ColumnLocksApiGetProjectSchedule2($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { columnRestrictions { col } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ColumnsApiCreateProjectColumn($p: ID!, $w: ID!, $n: String!) {\n  createProjectColumn(projectId: $p, workspaceId: $w, name: $n, type: \"string\") { id name }\n}"): (typeof documents)["mutation ColumnsApiCreateProjectColumn($p: ID!, $w: ID!, $n: String!) {\n  createProjectColumn(projectId: $p, workspaceId: $w, name: $n, type: \"string\") { id name }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RenameProjectColumn($p: ID!, $w: ID!, $c: String!, $n: String!) {\n  renameProjectColumn(projectId: $p, workspaceId: $w, col: $c, name: $n) { id name }\n}"): (typeof documents)["mutation RenameProjectColumn($p: ID!, $w: ID!, $c: String!, $n: String!) {\n  renameProjectColumn(projectId: $p, workspaceId: $w, col: $c, name: $n) { id name }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteProjectColumn($p: ID!, $w: ID!, $c: String!) {\n  deleteProjectColumn(projectId: $p, workspaceId: $w, col: $c)\n}"): (typeof documents)["mutation DeleteProjectColumn($p: ID!, $w: ID!, $c: String!) {\n  deleteProjectColumn(projectId: $p, workspaceId: $w, col: $c)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestoreProjectColumn($p: ID!, $w: ID!, $c: String!) {\n  restoreProjectColumn(projectId: $p, workspaceId: $w, col: $c) { id name type }\n}"): (typeof documents)["mutation RestoreProjectColumn($p: ID!, $w: ID!, $c: String!) {\n  restoreProjectColumn(projectId: $p, workspaceId: $w, col: $c) { id name type }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ColumnsApiGetProjectSchedule($p: ID!, $w: ID!, $s: ID) {\n  getProjectSchedule(projectId: $p, workspaceId: $w, scheduleId: $s) { custom_fields { id name } }\n}"): (typeof documents)["query ColumnsApiGetProjectSchedule($p: ID!, $w: ID!, $s: ID) {\n  getProjectSchedule(projectId: $p, workspaceId: $w, scheduleId: $s) { custom_fields { id name } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ColumnsApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind scheduleId row rows session } }"): (typeof documents)["subscription ColumnsApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind scheduleId row rows session } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ColumnsApiRestrictColumnEdit($p: ID!, $w: ID!) { restrictColumnEdit(projectId: $p, workspaceId: $w, col: \"model\", roles: [\"editor\"]) { col } }"): (typeof documents)["mutation ColumnsApiRestrictColumnEdit($p: ID!, $w: ID!) { restrictColumnEdit(projectId: $p, workspaceId: $w, col: \"model\", roles: [\"editor\"]) { col } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateProjectVersion($p: ID!, $w: ID!) { createProjectVersion(projectId: $p, workspaceId: $w, title: \"Issue 1\") { scheduleId } }"): (typeof documents)["mutation CreateProjectVersion($p: ID!, $w: ID!) { createProjectVersion(projectId: $p, workspaceId: $w, title: \"Issue 1\") { scheduleId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetStructuredScheduleRows($p: ID!, $w: ID!, $s: ID) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, scheduleId: $s, limit: 100) { data } }"): (typeof documents)["query GetStructuredScheduleRows($p: ID!, $w: ID!, $s: ID) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, scheduleId: $s, limit: 100) { data } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestoreRows($p: ID!, $w: ID!, $r: [ID!]!) { restoreRows(projectId: $p, workspaceId: $w, rowsIds: $r) }"): (typeof documents)["mutation RestoreRows($p: ID!, $w: ID!, $r: [ID!]!) { restoreRows(projectId: $p, workspaceId: $w, rowsIds: $r) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ColumnsApiOnScheduleRowsChanged2($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rows } }"): (typeof documents)["subscription ColumnsApiOnScheduleRowsChanged2($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rows } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveApiOnPutScheduleRow($projectId: ID!, $workspaceId: ID!) { onPutScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { row session forceUpdate } }"): (typeof documents)["subscription LiveApiOnPutScheduleRow($projectId: ID!, $workspaceId: ID!) { onPutScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { row session forceUpdate } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OnDeleteScheduleRow($projectId: ID!, $workspaceId: ID!) { onDeleteScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { rowIds session } }"): (typeof documents)["subscription OnDeleteScheduleRow($projectId: ID!, $workspaceId: ID!) { onDeleteScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { rowIds session } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveApiUpdateCell($p: ID!, $w: ID!, $r: ID!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"quantity\", value: 4, version: \"1.0\", session: \"tab-1\") { version } }"): (typeof documents)["mutation LiveApiUpdateCell($p: ID!, $w: ID!, $r: ID!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"quantity\", value: 4, version: \"1.0\", session: \"tab-1\") { version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveApiDeleteRow($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r, session: \"tab-1\") }"): (typeof documents)["mutation LiveApiDeleteRow($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r, session: \"tab-1\") }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rowIds session } }"): (typeof documents)["subscription LiveApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rowIds session } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveApiDeleteRow2($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r, session: \"tab-9\") }"): (typeof documents)["mutation LiveApiDeleteRow2($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r, session: \"tab-9\") }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveApiOnScheduleRowsChanged2($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind } }"): (typeof documents)["subscription LiveApiOnScheduleRowsChanged2($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveApiOnPutScheduleRow2($projectId: ID!, $workspaceId: ID!) { onPutScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { row } }"): (typeof documents)["subscription LiveApiOnPutScheduleRow2($projectId: ID!, $workspaceId: ID!) { onPutScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { row } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveApiOnProjectAggregation($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { totalCost totalPower } }"): (typeof documents)["subscription LiveApiOnProjectAggregation($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { totalCost totalPower } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveApiOnProjectAggregation2($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { baseBudget area } }"): (typeof documents)["subscription LiveApiOnProjectAggregation2($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { baseBudget area } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveApiUpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, baseBudget: 5000, area: 250) { id } }"): (typeof documents)["mutation LiveApiUpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, baseBudget: 5000, area: 250) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PhotometryApiUpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!) {\n  updateCells(projectId: $p, workspaceId: $w, cells: $cells) { rows }\n}"): (typeof documents)["mutation PhotometryApiUpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!) {\n  updateCells(projectId: $p, workspaceId: $w, cells: $cells) { rows }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PhotometryApiCreateColumn($p: ID!, $w: ID!, $n: String!) {\n  createProjectColumn(projectId: $p, workspaceId: $w, name: $n, type: \"attachment\") { id }\n}"): (typeof documents)["mutation PhotometryApiCreateColumn($p: ID!, $w: ID!, $n: String!) {\n  createProjectColumn(projectId: $p, workspaceId: $w, name: $n, type: \"attachment\") { id }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RowInsertApiCreateEmptyRow($p: ID!, $w: ID!, $cells: JSON, $next: ID, $place: RowPlace, $s: String) {\n  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells, nextToRowId: $next, place: $place, session: $s)\n}"): (typeof documents)["mutation RowInsertApiCreateEmptyRow($p: ID!, $w: ID!, $cells: JSON, $next: ID, $place: RowPlace, $s: String) {\n  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells, nextToRowId: $next, place: $place, session: $s)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription RowInsertApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rows session forceUpdate } }"): (typeof documents)["subscription RowInsertApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rows session forceUpdate } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { rowsCount } }"): (typeof documents)["query GetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { rowsCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RowsApiGetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { id rowsCount default_fields { id name type } read_only_fields custom_fields { id } } }"): (typeof documents)["query RowsApiGetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { id rowsCount default_fields { id name type } read_only_fields custom_fields { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DuplicateRow($p: ID!, $w: ID!, $r: ID!) { duplicateRow(projectId: $p, workspaceId: $w, rowId: $r) }"): (typeof documents)["mutation DuplicateRow($p: ID!, $w: ID!, $r: ID!) { duplicateRow(projectId: $p, workspaceId: $w, rowId: $r) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProjectAggregationGetTotalOfTag($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) { totalCost totalPower typeSumValues { type rows totalCost } tagSumValues { tag TotalCost } } getTotalOfTag(projectId: $p, workspaceId: $w, tag: \"Lobby\") { TotalCost rows } }"): (typeof documents)["query GetProjectAggregationGetTotalOfTag($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) { totalCost totalPower typeSumValues { type rows totalCost } tagSumValues { tag TotalCost } } getTotalOfTag(projectId: $p, workspaceId: $w, tag: \"Lobby\") { TotalCost rows } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetRowsVisibility($p: ID!, $w: ID!, $r: [ID!]!) { setRowsVisibility(projectId: $p, workspaceId: $w, rowIds: $r, visible: false) }"): (typeof documents)["mutation SetRowsVisibility($p: ID!, $w: ID!, $r: [ID!]!) { setRowsVisibility(projectId: $p, workspaceId: $w, rowIds: $r, visible: false) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListDeletedRows($p: ID!, $w: ID!) { listDeletedRows(projectId: $p, workspaceId: $w) { data } }"): (typeof documents)["query ListDeletedRows($p: ID!, $w: ID!) { listDeletedRows(projectId: $p, workspaceId: $w) { data } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetRowsByTags($p: ID!, $w: ID!) { getRowsByTags(projectId: $p, workspaceId: $w, tags: [\"Lobby\", \" Roof \"]) { data } }"): (typeof documents)["query GetRowsByTags($p: ID!, $w: ID!) { getRowsByTags(projectId: $p, workspaceId: $w, tags: [\"Lobby\", \" Roof \"]) { data } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDropdownValues($p: ID!, $w: ID!) { getDropdownValues(projectId: $p, workspaceId: $w, col: \"manufacturer\") }"): (typeof documents)["query GetDropdownValues($p: ID!, $w: ID!) { getDropdownValues(projectId: $p, workspaceId: $w, col: \"manufacturer\") }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAvailableReferenceFields($p: ID!, $w: ID!) { getAvailableReferenceFields(projectId: $p, workspaceId: $w) { id } }"): (typeof documents)["query GetAvailableReferenceFields($p: ID!, $w: ID!) { getAvailableReferenceFields(projectId: $p, workspaceId: $w) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RowsApiCreateEmptyRow($p: ID!, $w: ID!) { createEmptyRow(projectId: $p, workspaceId: $w) }"): (typeof documents)["mutation RowsApiCreateEmptyRow($p: ID!, $w: ID!) { createEmptyRow(projectId: $p, workspaceId: $w) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RowsApiGetScheduleCommands($p: ID!, $w: ID!) { getScheduleCommands(projectId: $p, workspaceId: $w) { name allowed message } }"): (typeof documents)["query RowsApiGetScheduleCommands($p: ID!, $w: ID!) { getScheduleCommands(projectId: $p, workspaceId: $w) { name allowed message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RowsApiGetStructuredScheduleRows($p: ID!, $w: ID!) { getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }"): (typeof documents)["query RowsApiGetStructuredScheduleRows($p: ID!, $w: ID!) { getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchPagingSearchProjectCells($p: ID!, $w: ID!, $q: String!, $limit: Int, $scroll: String) {\n  searchProjectCells(projectId: $p, workspaceId: $w, query: $q, limit: $limit, scrollID: $scroll) {\n    scrollID data { rowId }\n  }\n}"): (typeof documents)["query SearchPagingSearchProjectCells($p: ID!, $w: ID!, $q: String!, $limit: Int, $scroll: String) {\n  searchProjectCells(projectId: $p, workspaceId: $w, query: $q, limit: $limit, scrollID: $scroll) {\n    scrollID data { rowId }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchProjectCells($p: ID!, $w: ID!, $q: String!, $limit: Int, $scroll: String) {\n  searchProjectCells(projectId: $p, workspaceId: $w, query: $q, limit: $limit, scrollID: $scroll) {\n    query scrollID data { rowId status matches { field value } }\n  }\n}"): (typeof documents)["query SearchProjectCells($p: ID!, $w: ID!, $q: String!, $limit: Int, $scroll: String) {\n  searchProjectCells(projectId: $p, workspaceId: $w, query: $q, limit: $limit, scrollID: $scroll) {\n    query scrollID data { rowId status matches { field value } }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SearchApiOnSearchProjectCells($p: ID!, $w: ID!, $u: ID!) { onSearchProjectCells(projectId: $p, workspaceId: $w, username: $u, query: \"halo\") { query data { rowId } } }"): (typeof documents)["subscription SearchApiOnSearchProjectCells($p: ID!, $w: ID!, $u: ID!) { onSearchProjectCells(projectId: $p, workspaceId: $w, username: $u, query: \"halo\") { query data { rowId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SearchApiOnSearchProjectCellsQuery($p: ID!, $w: ID!, $u: ID!) { onSearchProjectCells(projectId: $p, workspaceId: $w, username: $u, query: \"halo\") { query } }"): (typeof documents)["subscription SearchApiOnSearchProjectCellsQuery($p: ID!, $w: ID!, $u: ID!) { onSearchProjectCells(projectId: $p, workspaceId: $w, username: $u, query: \"halo\") { query } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TotalsApiGetProjectAggregation($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) {\n  totalCost totalPower powerDensity typeSumValues { type rows totalCost totalPower } tagSumValues { tag rows TotalCost }\n} }"): (typeof documents)["query TotalsApiGetProjectAggregation($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) {\n  totalCost totalPower powerDensity typeSumValues { type rows totalCost totalPower } tagSumValues { tag rows TotalCost }\n} }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecalculateTagTotalCost($p: ID!, $w: ID!) { recalculateTagTotalCost(projectId: $p, workspaceId: $w, tag: \"Lobby\") { TotalCost } }"): (typeof documents)["mutation RecalculateTagTotalCost($p: ID!, $w: ID!) { recalculateTagTotalCost(projectId: $p, workspaceId: $w, tag: \"Lobby\") { TotalCost } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScrapingApiScrape($url: String!, $a: ID, $i: ID, $w: ID!) {\n  scrapeProductData(url: $url, attachmentId: $a, identityId: $i, workspaceId: $w) {\n    attachmentId url status product sources error image { key }\n  }\n}"): (typeof documents)["mutation ScrapingApiScrape($url: String!, $a: ID, $i: ID, $w: ID!) {\n  scrapeProductData(url: $url, attachmentId: $a, identityId: $i, workspaceId: $w) {\n    attachmentId url status product sources error image { key }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScrapingApiCancel($w: ID!, $a: ID!) {\n  cancelScrape(workspaceId: $w, attachmentId: $a)\n}"): (typeof documents)["mutation ScrapingApiCancel($w: ID!, $a: ID!) {\n  cancelScrape(workspaceId: $w, attachmentId: $a)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ScrapingApiResult($w: ID!, $a: ID!) {\n  onScrapeResult(workspaceId: $w, attachmentId: $a) {\n    attachmentId url status product sources error\n    image { key filename size type url thumbnails { small medium large full } }\n  }\n}"): (typeof documents)["subscription ScrapingApiResult($w: ID!, $a: ID!) {\n  onScrapeResult(workspaceId: $w, attachmentId: $a) {\n    attachmentId url status product sources error\n    image { key filename size type url thumbnails { small medium large full } }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScrapingApiCreateRow($p: ID!, $w: ID!, $cells: JSON) {\n  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells)\n}"): (typeof documents)["mutation ScrapingApiCreateRow($p: ID!, $w: ID!, $cells: JSON) {\n  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchProducts($w: ID!, $q: String!, $match: SearchMatch, $limit: Int, $scroll: String, $filters: ProductSearchFilters, $sort: ProductSearchSort, $request: String) {\n  searchProductsV3(workspaceId: $w, query: $q, match: $match, limit: $limit, scrollID: $scroll, filters: $filters, sort: $sort, requestId: $request) {\n    data { id collectionId collectionName name cells cct cri lengthMm relevance }\n    username scrollID queryName query requestId match total capped terms\n    understood { kind text label }\n  }\n}"): (typeof documents)["query SearchProducts($w: ID!, $q: String!, $match: SearchMatch, $limit: Int, $scroll: String, $filters: ProductSearchFilters, $sort: ProductSearchSort, $request: String) {\n  searchProductsV3(workspaceId: $w, query: $q, match: $match, limit: $limit, scrollID: $scroll, filters: $filters, sort: $sort, requestId: $request) {\n    data { id collectionId collectionName name cells cct cri lengthMm relevance }\n    username scrollID queryName query requestId match total capped terms\n    understood { kind text label }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchCollections($w: ID!, $q: String!, $match: SearchMatch, $limit: Int, $scroll: String, $request: String) {\n  searchCollectionsV3(workspaceId: $w, query: $q, match: $match, limit: $limit, scrollID: $scroll, requestId: $request) {\n    data { id name } scrollID total terms requestId\n  }\n}"): (typeof documents)["query SearchCollections($w: ID!, $q: String!, $match: SearchMatch, $limit: Int, $scroll: String, $request: String) {\n  searchCollectionsV3(workspaceId: $w, query: $q, match: $match, limit: $limit, scrollID: $scroll, requestId: $request) {\n    data { id name } scrollID total terms requestId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SearchProductPages($w: ID!, $request: String!) {\n  onSearchProductsV3(workspaceId: $w, requestId: $request) { requestId query total data { id name } }\n}"): (typeof documents)["subscription SearchProductPages($w: ID!, $request: String!) {\n  onSearchProductsV3(workspaceId: $w, requestId: $request) { requestId query total data { id name } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetMyRolesInResource($w: ID!, $p: ID!) {\n  getMyRolesInResource(workspaceId: $w, resourceType: project, resourceId: $p) {\n    workspaceRole workspaceMembership resourceRole role } }"): (typeof documents)["query GetMyRolesInResource($w: ID!, $p: ID!) {\n  getMyRolesInResource(workspaceId: $w, resourceType: project, resourceId: $p) {\n    workspaceRole workspaceMembership resourceRole role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetResourcePermission($w: ID!, $p: ID!) {\n  getResourcePermission(workspaceId: $w, resourceType: project, resourceId: $p) {\n    type typeLabel allowed viaSharedLink managePermissions { allowed } requestInvite { allowed }\n    sharedLink { allowed } } }"): (typeof documents)["query GetResourcePermission($w: ID!, $p: ID!) {\n  getResourcePermission(workspaceId: $w, resourceType: project, resourceId: $p) {\n    type typeLabel allowed viaSharedLink managePermissions { allowed } requestInvite { allowed }\n    sharedLink { allowed } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessApiGetProjectMembers($w: ID!, $p: ID!) {\n  getProjectMembers(workspaceId: $w, projectId: $p) { userId role } }"): (typeof documents)["query AccessApiGetProjectMembers($w: ID!, $p: ID!) {\n  getProjectMembers(workspaceId: $w, projectId: $p) { userId role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccessApiInviteToWorkspace($w: ID!, $e: String!) {\n  inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: guest }]) { usedGuestLicenses } }"): (typeof documents)["mutation AccessApiInviteToWorkspace($w: ID!, $e: String!) {\n  inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: guest }]) { usedGuestLicenses } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProjectPermissions($w: ID!, $p: ID!) { getProjectPermissions(workspaceId: $w, projectId: $p) { type userInfo { id } } }"): (typeof documents)["query GetProjectPermissions($w: ID!, $p: ID!) { getProjectPermissions(workspaceId: $w, projectId: $p) { type userInfo { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccessApiCopyProject($w: ID!, $p: ID!) { copyProject(workspaceId: $w, id: $p) { id } }"): (typeof documents)["mutation AccessApiCopyProject($w: ID!, $p: ID!) { copyProject(workspaceId: $w, id: $p) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AccessApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind } }"): (typeof documents)["subscription AccessApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LimitsApiGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { usedGuestLicenses guestLicenseLimit } }"): (typeof documents)["query LimitsApiGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { usedGuestLicenses guestLicenseLimit } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LimitsApiMyNotifications { myNotifications { items { kind resourceId excerpt link actor { id } } } }"): (typeof documents)["query LimitsApiMyNotifications { myNotifications { items { kind resourceId excerpt link actor { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ManagePermissionApiMyNotifications { myNotifications { items { kind resourceId excerpt actor { id } } } }"): (typeof documents)["query ManagePermissionApiMyNotifications { myNotifications { items { kind resourceId excerpt actor { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ManagePermissionApiCompleteNewPassword($t: String!) {\n  completeNewPassword(challengeToken: $t, newPassword: \"my-own-pass-2\") { accessToken } }"): (typeof documents)["mutation ManagePermissionApiCompleteNewPassword($t: String!) {\n  completeNewPassword(challengeToken: $t, newPassword: \"my-own-pass-2\") { accessToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchUsersV4($w: ID!, $s: String, $p: ID, $next: String, $limit: Int) {\n  searchUsersV4(workspaceId: $w, searchString: $s, projectId: $p, nextToken: $next, limit: $limit) {\n    data { id email name workspaceRole projectPermission isPending } nextToken } }"): (typeof documents)["query SearchUsersV4($w: ID!, $s: String, $p: ID, $next: String, $limit: Int) {\n  searchUsersV4(workspaceId: $w, searchString: $s, projectId: $p, nextToken: $next, limit: $limit) {\n    data { id email name workspaceRole projectPermission isPending } nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchProjectMembers($w: ID!, $p: ID!, $s: String) {\n  searchProjectMembers(workspaceId: $w, projectId: $p, searchString: $s) {\n    id name workspaceRole projectPermission } }"): (typeof documents)["query SearchProjectMembers($w: ID!, $p: ID!, $s: String) {\n  searchProjectMembers(workspaceId: $w, projectId: $p, searchString: $s) {\n    id name workspaceRole projectPermission } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription PermissionsLiveOnPermissionChanged($w: ID!, $type: PermissionResourceType!, $id: ID!) {\n  onPermissionChanged(workspaceId: $w, resourceType: $type, resourceId: $id) {\n    resourceType resourceId workspaceId userId type sharedLinkChanged } }"): (typeof documents)["subscription PermissionsLiveOnPermissionChanged($w: ID!, $type: PermissionResourceType!, $id: ID!) {\n  onPermissionChanged(workspaceId: $w, resourceType: $type, resourceId: $id) {\n    resourceType resourceId workspaceId userId type sharedLinkChanged } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PermissionsLiveApiUpdateWorkspaceMembership($w: ID!, $u: ID!) { updateWorkspaceMembership(workspaceId: $w, userId: $u, role: editor) { role } }"): (typeof documents)["mutation PermissionsLiveApiUpdateWorkspaceMembership($w: ID!, $u: ID!) { updateWorkspaceMembership(workspaceId: $w, userId: $u, role: editor) { role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ShareDialogPermissionFields on ProjectPermission {\n  type typeLabel isPending isPaid workspaceRole offeredTypes\n  hideResolvedComments invitedBy createdDate userInfo { id email name picture }\n}"): (typeof documents)["fragment ShareDialogPermissionFields on ProjectPermission {\n  type typeLabel isPending isPaid workspaceRole offeredTypes\n  hideResolvedComments invitedBy createdDate userInfo { id email name picture }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShareInvitationsInviteUserToProject($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType, $message: String) {\n  inviteUserToProject(workspaceId: $w, projectId: $p, emails: $emails, type: $type, emailMessage: $message) {\n    projectId invited wrongEmails permissions { ...ShareDialogPermissionFields } } }"): (typeof documents)["mutation ShareInvitationsInviteUserToProject($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType, $message: String) {\n  inviteUserToProject(workspaceId: $w, projectId: $p, emails: $emails, type: $type, emailMessage: $message) {\n    projectId invited wrongEmails permissions { ...ShareDialogPermissionFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShareInvitationsGetProjectPermissions($w: ID!, $p: ID!) {\n  getProjectPermissions(workspaceId: $w, projectId: $p) { ...ShareDialogPermissionFields } }"): (typeof documents)["query ShareInvitationsGetProjectPermissions($w: ID!, $p: ID!) {\n  getProjectPermissions(workspaceId: $w, projectId: $p) { ...ShareDialogPermissionFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShareInvitationsApiListUsersInWorkspace($w: ID!) {\n  listUsersInWorkspace(workspaceId: $w) { data { userId email name picture { url } role membership status } } }"): (typeof documents)["query ShareInvitationsApiListUsersInWorkspace($w: ID!) {\n  listUsersInWorkspace(workspaceId: $w) { data { userId email name picture { url } role membership status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShareInvitationsApiGetWorkspace($w: ID!) {\n  getWorkspace(workspaceId: $w) { usedLicenses usedGuestLicenses } }"): (typeof documents)["query ShareInvitationsApiGetWorkspace($w: ID!) {\n  getWorkspace(workspaceId: $w) { usedLicenses usedGuestLicenses } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShareInvitationsApiListMyWorkspaceInvitations { listMyWorkspaceInvitations {\n  id role roleLabel workspaceId workspaceName invitedBy { name }\n  projects { projectId projectName role roleLabel } } }"): (typeof documents)["query ShareInvitationsApiListMyWorkspaceInvitations { listMyWorkspaceInvitations {\n  id role roleLabel workspaceId workspaceName invitedBy { name }\n  projects { projectId projectName role roleLabel } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptWorkspaceInvitation($i: ID!) { acceptWorkspaceInvitation(invitationId: $i) { id role } }"): (typeof documents)["mutation AcceptWorkspaceInvitation($i: ID!) { acceptWorkspaceInvitation(invitationId: $i) { id role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeclineWorkspaceInvitation($i: ID!) { declineWorkspaceInvitation(invitationId: $i) }"): (typeof documents)["mutation DeclineWorkspaceInvitation($i: ID!) { declineWorkspaceInvitation(invitationId: $i) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShareInvitationsApiMyNotifications { myNotifications { items { kind resourceId } } }"): (typeof documents)["query ShareInvitationsApiMyNotifications { myNotifications { items { kind resourceId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SharedLinkExportProjectSharedLink($w: ID!, $p: ID!, $on: Boolean!, $reset: Boolean, $allow: Boolean) {\n  projectSharedLink(workspaceId: $w, projectId: $p, isShared: $on, reset: $reset, allowExport: $allow) {\n    id isShared sharedLink { accessToken allowExport } } }"): (typeof documents)["mutation SharedLinkExportProjectSharedLink($w: ID!, $p: ID!, $on: Boolean!, $reset: Boolean, $allow: Boolean) {\n  projectSharedLink(workspaceId: $w, projectId: $p, isShared: $on, reset: $reset, allowExport: $allow) {\n    id isShared sharedLink { accessToken allowExport } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SharedLinkExportFileExporterInvoke($w: ID!, $p: ID!, $link: String) {\n  fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: \"csv\", sharedLink: $link) {\n    requestId } }"): (typeof documents)["mutation SharedLinkExportFileExporterInvoke($w: ID!, $p: ID!, $link: String) {\n  fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: \"csv\", sharedLink: $link) {\n    requestId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SharedLinkExportGetExportFile($r: ID!, $link: String) {\n  getExportFile(requestId: $r, sharedLink: $link) { status errorMessage url downloadFileName } }"): (typeof documents)["query SharedLinkExportGetExportFile($r: ID!, $link: String) {\n  getExportFile(requestId: $r, sharedLink: $link) { status errorMessage url downloadFileName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SharedLinkExportList($w: ID!, $p: ID!) {\n          listExportFiles(workspaceId: $w, projectId: $p) { requestId } }"): (typeof documents)["query SharedLinkExportList($w: ID!, $p: ID!) {\n          listExportFiles(workspaceId: $w, projectId: $p) { requestId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetScheduleViews($w: ID!, $p: ID!) { getScheduleViews(workspaceId: $w, projectId: $p) { id name } }"): (typeof documents)["query GetScheduleViews($w: ID!, $p: ID!) { getScheduleViews(workspaceId: $w, projectId: $p) { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SharedLinkApiGetProjectSchedule($w: ID!, $p: ID!) { getProjectSchedule(workspaceId: $w, projectId: $p) { id rowsCount } }"): (typeof documents)["query SharedLinkApiGetProjectSchedule($w: ID!, $p: ID!) { getProjectSchedule(workspaceId: $w, projectId: $p) { id rowsCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SharedLinkApiGetProjectAggregationGetTotalOfTag($w: ID!, $p: ID!) {\n  getProjectAggregation(workspaceId: $w, projectId: $p) { totalCost }\n  getTotalOfTag(workspaceId: $w, projectId: $p, tag: \"L1\") { rows } }"): (typeof documents)["query SharedLinkApiGetProjectAggregationGetTotalOfTag($w: ID!, $p: ID!) {\n  getProjectAggregation(workspaceId: $w, projectId: $p) { totalCost }\n  getTotalOfTag(workspaceId: $w, projectId: $p, tag: \"L1\") { rows } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SharedLinkApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind } }"): (typeof documents)["subscription SharedLinkApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SharingPermissionFields on ProjectPermission {\n  type typeLabel isPending isPaid workspaceRole offeredTypes\n  invitedBy userInfo { id email name }\n}"): (typeof documents)["fragment SharingPermissionFields on ProjectPermission {\n  type typeLabel isPending isPaid workspaceRole offeredTypes\n  invitedBy userInfo { id email name }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SharingManagePermission($w: ID!, $p: ID!, $create: [ProjectPermissionInput!],\n  $update: [ProjectPermissionInput!], $delete: [ProjectPermissionRemoval!],\n  $invite: [ProjectInviteInput!], $message: String) {\n  managePermission(workspaceId: $w, projectId: $p, createPermission: $create,\n    updatePermission: $update, deletePermission: $delete, inviteUserToProject: $invite,\n    emailMessage: $message) {\n    projectId invited wrongEmails permissions { ...SharingPermissionFields } } }"): (typeof documents)["mutation SharingManagePermission($w: ID!, $p: ID!, $create: [ProjectPermissionInput!],\n  $update: [ProjectPermissionInput!], $delete: [ProjectPermissionRemoval!],\n  $invite: [ProjectInviteInput!], $message: String) {\n  managePermission(workspaceId: $w, projectId: $p, createPermission: $create,\n    updatePermission: $update, deletePermission: $delete, inviteUserToProject: $invite,\n    emailMessage: $message) {\n    projectId invited wrongEmails permissions { ...SharingPermissionFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SharingInviteUserToProject($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType, $message: String) {\n  inviteUserToProject(workspaceId: $w, projectId: $p, emails: $emails, type: $type, emailMessage: $message) {\n    invited wrongEmails permissions { type userInfo { email } isPending } } }"): (typeof documents)["mutation SharingInviteUserToProject($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType, $message: String) {\n  inviteUserToProject(workspaceId: $w, projectId: $p, emails: $emails, type: $type, emailMessage: $message) {\n    invited wrongEmails permissions { type userInfo { email } isPending } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SharingGetProjectPermissions($w: ID!, $p: ID!) {\n  getProjectPermissions(workspaceId: $w, projectId: $p) { ...SharingPermissionFields } }"): (typeof documents)["query SharingGetProjectPermissions($w: ID!, $p: ID!) {\n  getProjectPermissions(workspaceId: $w, projectId: $p) { ...SharingPermissionFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SharingGetProjectById($w: ID!, $p: ID!, $link: String) {\n  getProjectById(workspaceId: $w, id: $p, sharedLink: $link) {\n    id projectName isShared starred lastAccessed\n    sharedLink { url accessToken generatedAt }\n    viewerCan { edit { allowed } managePermissions { allowed } requestInvite { allowed } sharedLink { allowed } }\n  } }"): (typeof documents)["query SharingGetProjectById($w: ID!, $p: ID!, $link: String) {\n  getProjectById(workspaceId: $w, id: $p, sharedLink: $link) {\n    id projectName isShared starred lastAccessed\n    sharedLink { url accessToken generatedAt }\n    viewerCan { edit { allowed } managePermissions { allowed } requestInvite { allowed } sharedLink { allowed } }\n  } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SharingGetSortedUserProjectsV2($w: ID!) {\n  getSortedUserProjectsV2(workspaceId: $w) { data { id projectName } nextToken } }"): (typeof documents)["query SharingGetSortedUserProjectsV2($w: ID!) {\n  getSortedUserProjectsV2(workspaceId: $w) { data { id projectName } nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SharingSupportDeprecatedCreateProjectV2($w: ID!, $name: String!) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: $name, address: { formatted_address: \"Halifax, Canada\" }) { id } }"): (typeof documents)["mutation SharingSupportDeprecatedCreateProjectV2($w: ID!, $name: String!) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: $name, address: { formatted_address: \"Halifax, Canada\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SharingProjectSharedLink($w: ID!, $p: ID!, $on: Boolean!, $reset: Boolean) {\n  projectSharedLink(workspaceId: $w, projectId: $p, isShared: $on, reset: $reset) {\n    id isShared sharedLink { url accessToken generatedAt } } }"): (typeof documents)["mutation SharingProjectSharedLink($w: ID!, $p: ID!, $on: Boolean!, $reset: Boolean) {\n  projectSharedLink(workspaceId: $w, projectId: $p, isShared: $on, reset: $reset) {\n    id isShared sharedLink { url accessToken generatedAt } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SharingSuggestCollaborator($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType) {\n  suggestCollaborator(workspaceId: $w, projectId: $p, usersToInvite: $emails, type: $type) {\n    projectId usersToInvite type wrongEmails } }"): (typeof documents)["mutation SharingSuggestCollaborator($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType) {\n  suggestCollaborator(workspaceId: $w, projectId: $p, usersToInvite: $emails, type: $type) {\n    projectId usersToInvite type wrongEmails } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SharingSuggestColloborator($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType) {\n  suggestColloborator(workspaceId: $w, projectId: $p, usersToInvite: $emails, type: $type) {\n    projectId usersToInvite type wrongEmails } }"): (typeof documents)["mutation SharingSuggestColloborator($w: ID!, $p: ID!, $emails: [String!]!, $type: ProjectPermissionType) {\n  suggestColloborator(workspaceId: $w, projectId: $p, usersToInvite: $emails, type: $type) {\n    projectId usersToInvite type wrongEmails } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsApiCreateProjectVersion($p: ID!, $w: ID!, $t: String!, $s: String) {\n  createProjectVersion(projectId: $p, workspaceId: $w, title: $t, shortName: $s) { id title shortName scheduleId status rowsCount }\n}"): (typeof documents)["mutation VersionsApiCreateProjectVersion($p: ID!, $w: ID!, $t: String!, $s: String) {\n  createProjectVersion(projectId: $p, workspaceId: $w, title: $t, shortName: $s) { id title shortName scheduleId status rowsCount }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompareProjectVersions($p: ID!, $w: ID!, $a: ID!, $b: ID) {\n  compareProjectVersions(projectId: $p, workspaceId: $w, primaryVersionId: $a, secondaryVersionId: $b) {\n    items { rowId status modified costDelta powerDelta previous fields }\n    byType { type costDelta latestDelivery rowsBefore rowsAfter }\n    totals { costBefore costAfter costDelta powerDelta }\n    counts { added removed modified unchanged }\n  }\n}"): (typeof documents)["query CompareProjectVersions($p: ID!, $w: ID!, $a: ID!, $b: ID) {\n  compareProjectVersions(projectId: $p, workspaceId: $w, primaryVersionId: $a, secondaryVersionId: $b) {\n    items { rowId status modified costDelta powerDelta previous fields }\n    byType { type costDelta latestDelivery rowsBefore rowsAfter }\n    totals { costBefore costAfter costDelta powerDelta }\n    counts { added removed modified unchanged }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VersionRows($p: ID!, $w: ID!, $limit: Int, $next: String, $s: ID) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $limit, nextToken: $next, scheduleId: $s) { data nextToken }\n}"): (typeof documents)["query VersionRows($p: ID!, $w: ID!, $limit: Int, $next: String, $s: ID) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $limit, nextToken: $next, scheduleId: $s) { data nextToken }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VersionAndLiveRowCounts($p: ID!, $w: ID!, $s: ID) { version: getProjectSchedule(projectId: $p, workspaceId: $w, scheduleId: $s) { rowsCount } live: getProjectSchedule(projectId: $p, workspaceId: $w) { rowsCount } }"): (typeof documents)["query VersionAndLiveRowCounts($p: ID!, $w: ID!, $s: ID) { version: getProjectSchedule(projectId: $p, workspaceId: $w, scheduleId: $s) { rowsCount } live: getProjectSchedule(projectId: $p, workspaceId: $w) { rowsCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VersionsApiSearchProjectCells($p: ID!, $w: ID!, $v: ID, $q: String!) { searchProjectCells(projectId: $p, workspaceId: $w, versionId: $v, query: $q) { data { rowId matches { field value } } } }"): (typeof documents)["query VersionsApiSearchProjectCells($p: ID!, $w: ID!, $v: ID, $q: String!) { searchProjectCells(projectId: $p, workspaceId: $w, versionId: $v, query: $q) { data { rowId matches { field value } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsApiUpdateCell($p: ID!, $w: ID!, $id: ID!) { updateCell(projectId: $p, workspaceId: $w, row: $id, col: \"model\", value: \"Borealis\", version: \"1.1\") { version } }"): (typeof documents)["mutation VersionsApiUpdateCell($p: ID!, $w: ID!, $id: ID!) { updateCell(projectId: $p, workspaceId: $w, row: $id, col: \"model\", value: \"Borealis\", version: \"1.1\") { version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListProjectVersions($p: ID!, $w: ID!) { listProjectVersions(projectId: $p, workspaceId: $w) { id title } }"): (typeof documents)["query ListProjectVersions($p: ID!, $w: ID!) { listProjectVersions(projectId: $p, workspaceId: $w) { id title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProjectVersion($p: ID!, $w: ID!, $v: ID!) { updateProjectVersion(projectId: $p, workspaceId: $w, versionId: $v, title: \"For permit\", shortName: \"P1\") { title shortName } }"): (typeof documents)["mutation UpdateProjectVersion($p: ID!, $w: ID!, $v: ID!) { updateProjectVersion(projectId: $p, workspaceId: $w, versionId: $v, title: \"For permit\", shortName: \"P1\") { title shortName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsApiUpdateProjectVersion($p: ID!, $w: ID!, $v: ID!) { updateProjectVersion(projectId: $p, workspaceId: $w, versionId: $v, title: \"  \") { title } }"): (typeof documents)["mutation VersionsApiUpdateProjectVersion($p: ID!, $w: ID!, $v: ID!) { updateProjectVersion(projectId: $p, workspaceId: $w, versionId: $v, title: \"  \") { title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ArchiveProjectVersion($p: ID!, $w: ID!, $v: ID!) { archiveProjectVersion(projectId: $p, workspaceId: $w, versionId: $v) { status } }"): (typeof documents)["mutation ArchiveProjectVersion($p: ID!, $w: ID!, $v: ID!) { archiveProjectVersion(projectId: $p, workspaceId: $w, versionId: $v) { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnarchiveProjectVersion($p: ID!, $w: ID!, $v: ID!) { unarchiveProjectVersion(projectId: $p, workspaceId: $w, versionId: $v) { status } }"): (typeof documents)["mutation UnarchiveProjectVersion($p: ID!, $w: ID!, $v: ID!) { unarchiveProjectVersion(projectId: $p, workspaceId: $w, versionId: $v) { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VersionsApiListProjectVersions($p: ID!, $w: ID!) { listProjectVersions(projectId: $p, workspaceId: $w) { title } }"): (typeof documents)["query VersionsApiListProjectVersions($p: ID!, $w: ID!) { listProjectVersions(projectId: $p, workspaceId: $w) { title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteProjectVersion($p: ID!, $w: ID!, $v: ID!) { deleteProjectVersion(projectId: $p, workspaceId: $w, versionId: $v) }"): (typeof documents)["mutation DeleteProjectVersion($p: ID!, $w: ID!, $v: ID!) { deleteProjectVersion(projectId: $p, workspaceId: $w, versionId: $v) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VersionsApiListProjectVersions2($p: ID!, $w: ID!) { listProjectVersions(projectId: $p, workspaceId: $w) { id } }"): (typeof documents)["query VersionsApiListProjectVersions2($p: ID!, $w: ID!) { listProjectVersions(projectId: $p, workspaceId: $w) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VersionsApiGetStructuredScheduleRows($p: ID!, $w: ID!, $s: ID) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, scheduleId: $s) { data } }"): (typeof documents)["query VersionsApiGetStructuredScheduleRows($p: ID!, $w: ID!, $s: ID) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, scheduleId: $s) { data } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewFields on View {\n  id name type builtInKey currency viewMode rowHeight rowHeightPx visibleColumns\n  columnOrder customColumnOrder sortingField sortingIndex sortingData { sortBy sortOrder } filterTag\n  columnsSize { id size minSize unit } grants { users roles }\n  viewerCan { update { allowed } reorderColumns { allowed } renameOrDelete { allowed message } }\n}"): (typeof documents)["fragment ViewFields on View {\n  id name type builtInKey currency viewMode rowHeight rowHeightPx visibleColumns\n  columnOrder customColumnOrder sortingField sortingIndex sortingData { sortBy sortOrder } filterTag\n  columnsSize { id size minSize unit } grants { users roles }\n  viewerCan { update { allowed } reorderColumns { allowed } renameOrDelete { allowed message } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ViewsApiGetScheduleViews($p: ID!, $w: ID!) { getScheduleViews(projectId: $p, workspaceId: $w) { ...ViewFields } }"): (typeof documents)["query ViewsApiGetScheduleViews($p: ID!, $w: ID!) { getScheduleViews(projectId: $p, workspaceId: $w) { ...ViewFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetScheduleView($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { id name } }"): (typeof documents)["query GetScheduleView($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ViewsApiSaveCustomView($p: ID!, $w: ID!, $n: String!, $s: JSON) { saveCustomView(projectId: $p, workspaceId: $w, name: $n, settings: $s) { ...ViewFields } }"): (typeof documents)["mutation ViewsApiSaveCustomView($p: ID!, $w: ID!, $n: String!, $s: JSON) { saveCustomView(projectId: $p, workspaceId: $w, name: $n, settings: $s) { ...ViewFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ViewsApiUpdateViewSettings($p: ID!, $w: ID!, $v: ID!, $s: JSON!) { updateViewSettings(projectId: $p, workspaceId: $w, viewId: $v, settings: $s) { ...ViewFields } }"): (typeof documents)["mutation ViewsApiUpdateViewSettings($p: ID!, $w: ID!, $v: ID!, $s: JSON!) { updateViewSettings(projectId: $p, workspaceId: $w, viewId: $v, settings: $s) { ...ViewFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetScheduleCommands($p: ID!, $w: ID!) { getScheduleCommands(projectId: $p, workspaceId: $w) { name allowed } }"): (typeof documents)["query GetScheduleCommands($p: ID!, $w: ID!) { getScheduleCommands(projectId: $p, workspaceId: $w) { name allowed } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetView($p: ID!, $w: ID!, $v: ID!) { resetView(projectId: $p, workspaceId: $w, viewId: $v) { rowHeight currency viewMode } }"): (typeof documents)["mutation ResetView($p: ID!, $w: ID!, $v: ID!) { resetView(projectId: $p, workspaceId: $w, viewId: $v) { rowHeight currency viewMode } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateViewColumnOrder($p: ID!, $w: ID!, $v: ID!, $o: [String!]) { updateViewColumnOrder(projectId: $p, workspaceId: $w, viewId: $v, columnOrder: $o) { columnOrder } }"): (typeof documents)["mutation UpdateViewColumnOrder($p: ID!, $w: ID!, $v: ID!, $o: [String!]) { updateViewColumnOrder(projectId: $p, workspaceId: $w, viewId: $v, columnOrder: $o) { columnOrder } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateViewColumnsSize($p: ID!, $w: ID!, $v: ID!, $s: [ColumnSizeInput!]!) { updateViewColumnsSize(projectId: $p, workspaceId: $w, viewId: $v, columnsSize: $s) { columnsSize { id size minSize unit } } }"): (typeof documents)["mutation UpdateViewColumnsSize($p: ID!, $w: ID!, $v: ID!, $s: [ColumnSizeInput!]!) { updateViewColumnsSize(projectId: $p, workspaceId: $w, viewId: $v, columnsSize: $s) { columnsSize { id size minSize unit } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GrantViewPermissionByRoles($p: ID!, $w: ID!, $v: ID!, $r: [String!]!) { grantViewPermissionByRoles(projectId: $p, workspaceId: $w, viewId: $v, roles: $r) { grants { users roles } } }"): (typeof documents)["mutation GrantViewPermissionByRoles($p: ID!, $w: ID!, $v: ID!, $r: [String!]!) { grantViewPermissionByRoles(projectId: $p, workspaceId: $w, viewId: $v, roles: $r) { grants { users roles } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GrantViewPermissionByUsers($p: ID!, $w: ID!, $v: ID!, $u: [ID!]!) { grantViewPermissionByUsers(projectId: $p, workspaceId: $w, viewId: $v, userIds: $u) { grants { users roles } } }"): (typeof documents)["mutation GrantViewPermissionByUsers($p: ID!, $w: ID!, $v: ID!, $u: [ID!]!) { grantViewPermissionByUsers(projectId: $p, workspaceId: $w, viewId: $v, userIds: $u) { grants { users roles } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteViewPermissionByUsers($p: ID!, $w: ID!, $v: ID!, $u: [ID!]!) { deleteViewPermissionByUsers(projectId: $p, workspaceId: $w, viewId: $v, userIds: $u) { grants { users } } }"): (typeof documents)["mutation DeleteViewPermissionByUsers($p: ID!, $w: ID!, $v: ID!, $u: [ID!]!) { deleteViewPermissionByUsers(projectId: $p, workspaceId: $w, viewId: $v, userIds: $u) { grants { users } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetViewParams($p: ID!, $w: ID!, $v: ID!) { getViewParams(projectId: $p, workspaceId: $w, viewId: $v) }"): (typeof documents)["query GetViewParams($p: ID!, $w: ID!, $v: ID!) { getViewParams(projectId: $p, workspaceId: $w, viewId: $v) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteViewPermissionByRoles($p: ID!, $w: ID!, $v: ID!, $r: [String!]!) { deleteViewPermissionByRoles(projectId: $p, workspaceId: $w, viewId: $v, roles: $r) { grants { users roles } } }"): (typeof documents)["mutation DeleteViewPermissionByRoles($p: ID!, $w: ID!, $v: ID!, $r: [String!]!) { deleteViewPermissionByRoles(projectId: $p, workspaceId: $w, viewId: $v, roles: $r) { grants { users roles } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RenameView($p: ID!, $w: ID!, $v: ID!, $n: String!) { renameView(projectId: $p, workspaceId: $w, viewId: $v, name: $n) { name } }"): (typeof documents)["mutation RenameView($p: ID!, $w: ID!, $v: ID!, $n: String!) { renameView(projectId: $p, workspaceId: $w, viewId: $v, name: $n) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteView($p: ID!, $w: ID!, $v: ID!) { deleteView(projectId: $p, workspaceId: $w, viewId: $v) }"): (typeof documents)["mutation DeleteView($p: ID!, $w: ID!, $v: ID!) { deleteView(projectId: $p, workspaceId: $w, viewId: $v) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetViewParams($p: ID!, $w: ID!, $v: ID!, $x: JSON!) { setViewParams(projectId: $p, workspaceId: $w, viewId: $v, params: $x) }"): (typeof documents)["mutation SetViewParams($p: ID!, $w: ID!, $v: ID!, $x: JSON!) { setViewParams(projectId: $p, workspaceId: $w, viewId: $v, params: $x) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteViewParams($p: ID!, $w: ID!, $v: ID!) { deleteViewParams(projectId: $p, workspaceId: $w, viewId: $v) }"): (typeof documents)["mutation DeleteViewParams($p: ID!, $w: ID!, $v: ID!) { deleteViewParams(projectId: $p, workspaceId: $w, viewId: $v) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InvitationsApiInviteToWorkspace($w: ID!, $m: [WorkspaceInviteInput!]!, $msg: String) {\n  inviteToWorkspace(workspaceId: $w, members: $m, emailMessage: $msg) {\n    requestId workspaceId results { email status message } usedLicenses usedGuestLicenses\n  }\n}"): (typeof documents)["mutation InvitationsApiInviteToWorkspace($w: ID!, $m: [WorkspaceInviteInput!]!, $msg: String) {\n  inviteToWorkspace(workspaceId: $w, members: $m, emailMessage: $msg) {\n    requestId workspaceId results { email status message } usedLicenses usedGuestLicenses\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListUsersInWorkspace($w: ID!) {\n  listUsersInWorkspace(workspaceId: $w) {\n    data { userId email name picture { url } role roleLabel membership status } nextToken\n  }\n}"): (typeof documents)["query ListUsersInWorkspace($w: ID!) {\n  listUsersInWorkspace(workspaceId: $w) {\n    data { userId email name picture { url } role roleLabel membership status } nextToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvitationsApiListMyWorkspaces { listMyWorkspaces { id role } }"): (typeof documents)["query InvitationsApiListMyWorkspaces { listMyWorkspaces { id role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvitationsApiGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { id name usedLicenses } }"): (typeof documents)["query InvitationsApiGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { id name usedLicenses } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListMyWorkspaceInvitations { listMyWorkspaceInvitations {\n  id email role roleLabel workspaceId workspaceName invitedBy { name email }\n} }"): (typeof documents)["query ListMyWorkspaceInvitations { listMyWorkspaceInvitations {\n  id email role roleLabel workspaceId workspaceName invitedBy { name email }\n} }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WorkspaceFields on Workspace {\n  id name type workspaceType status role roleLabel workspaceMembership\n  usedLicenses freeLicenses usedGuestLicenses guestLicenseLimit readOnlyMessage\n  viewerCan { update { allowed message } manageMembers { allowed message } adminPanel { allowed message } }\n}"): (typeof documents)["fragment WorkspaceFields on Workspace {\n  id name type workspaceType status role roleLabel workspaceMembership\n  usedLicenses freeLicenses usedGuestLicenses guestLicenseLimit readOnlyMessage\n  viewerCan { update { allowed message } manageMembers { allowed message } adminPanel { allowed message } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkspacesApiListMyWorkspaces { listMyWorkspaces { ...WorkspaceFields } }"): (typeof documents)["query WorkspacesApiListMyWorkspaces { listMyWorkspaces { ...WorkspaceFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkspacesApiCreateWorkspace($name: String!, $description: String) {\n  createWorkspaceV2(name: $name, description: $description) { ...WorkspaceFields }\n}"): (typeof documents)["mutation WorkspacesApiCreateWorkspace($name: String!, $description: String) {\n  createWorkspaceV2(name: $name, description: $description) { ...WorkspaceFields }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkspacesApiInviteToWorkspace($w: ID!, $m: [WorkspaceInviteInput!]!, $msg: String) {\n  inviteToWorkspace(workspaceId: $w, members: $m, emailMessage: $msg) {\n    results { email status message } usedLicenses usedGuestLicenses\n  }\n}"): (typeof documents)["mutation WorkspacesApiInviteToWorkspace($w: ID!, $m: [WorkspaceInviteInput!]!, $msg: String) {\n  inviteToWorkspace(workspaceId: $w, members: $m, emailMessage: $msg) {\n    results { email status message } usedLicenses usedGuestLicenses\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkspacesApiListUsersInWorkspace($w: ID!, $n: String, $l: Int, $m: WorkspaceMembershipKind) {\n  listUsersInWorkspace(workspaceId: $w, nextToken: $n, limit: $l, membership: $m) {\n    data { userId email role membership status } nextToken\n  }\n}"): (typeof documents)["query WorkspacesApiListUsersInWorkspace($w: ID!, $n: String, $l: Int, $m: WorkspaceMembershipKind) {\n  listUsersInWorkspace(workspaceId: $w, nextToken: $n, limit: $l, membership: $m) {\n    data { userId email role membership status } nextToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetWorkspacesList($n: String) { getWorkspacesList(limit: 2, nextToken: $n) { data { name } nextToken } }"): (typeof documents)["query GetWorkspacesList($n: String) { getWorkspacesList(limit: 2, nextToken: $n) { data { name } nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkspacesApiCompleteNewPassword($t: String!) { completeNewPassword(challengeToken: $t, newPassword: \"chosen-pass-8\") { accessToken } }"): (typeof documents)["mutation WorkspacesApiCompleteNewPassword($t: String!) { completeNewPassword(challengeToken: $t, newPassword: \"chosen-pass-8\") { accessToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateWorkspaceMembership($w: ID!, $u: ID!) { updateWorkspaceMembership(workspaceId: $w, userId: $u, role: creator) { role membership } }"): (typeof documents)["mutation UpdateWorkspaceMembership($w: ID!, $u: ID!) { updateWorkspaceMembership(workspaceId: $w, userId: $u, role: creator) { role membership } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkspacesApiUpdateWorkspaceMembership($w: ID!, $u: ID!) { updateWorkspaceMembership(workspaceId: $w, userId: $u, role: editor) { role } }"): (typeof documents)["mutation WorkspacesApiUpdateWorkspaceMembership($w: ID!, $u: ID!) { updateWorkspaceMembership(workspaceId: $w, userId: $u, role: editor) { role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateWorkspaceInfo($w: ID!) { updateWorkspaceInfo(workspaceId: $w, name: \"Mine now\") { name } }"): (typeof documents)["mutation UpdateWorkspaceInfo($w: ID!) { updateWorkspaceInfo(workspaceId: $w, name: \"Mine now\") { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkspacesApiGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { name } }"): (typeof documents)["query WorkspacesApiGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkspacesApiUpdateWorkspaceInfo($w: ID!) { updateWorkspaceInfo(workspaceId: $w, name: \"Renamed\") { name } }"): (typeof documents)["mutation WorkspacesApiUpdateWorkspaceInfo($w: ID!) { updateWorkspaceInfo(workspaceId: $w, name: \"Renamed\") { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription InviteToWorkspaceReport($workspaceId: ID!) { inviteToWorkspaceReport(workspaceId: $workspaceId) { results { email status } usedLicenses } }"): (typeof documents)["subscription InviteToWorkspaceReport($workspaceId: ID!) { inviteToWorkspaceReport(workspaceId: $workspaceId) { results { email status } usedLicenses } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListFeatureFlags { ListFeatureFlags { name enabled } }"): (typeof documents)["query ListFeatureFlags { ListFeatureFlags { name enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetWorkspaceBranding($w: ID!) { getWorkspaceBranding(workspaceId: $w) { id name logo { url } } }"): (typeof documents)["query GetWorkspaceBranding($w: ID!) { getWorkspaceBranding(workspaceId: $w) { id name logo { url } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlLimitsSystemStatus2 { systemStatus { version database startedAt } }"): (typeof documents)["query GraphqlLimitsSystemStatus2 { systemStatus { version database startedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SystemStatus { systemStatus { notices { id } } }"): (typeof documents)["query SystemStatus { systemStatus { notices { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlLimitsSystemStatus { systemStatus { version } }"): (typeof documents)["query GraphqlLimitsSystemStatus { systemStatus { version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateWorkspaceV2 { createWorkspaceV2(name: \"Harbour Hotel\") { id } }"): (typeof documents)["mutation CreateWorkspaceV2 { createWorkspaceV2(name: \"Harbour Hotel\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InviteToWorkspace($w: ID!, $msg: String) {\n        inviteToWorkspace(workspaceId: $w, members: [{ email: \"target@example.com\" }], emailMessage: $msg) {\n          results { status }\n        }\n      }"): (typeof documents)["mutation InviteToWorkspace($w: ID!, $msg: String) {\n        inviteToWorkspace(workspaceId: $w, members: [{ email: \"target@example.com\" }], emailMessage: $msg) {\n          results { status }\n        }\n      }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProjectAggregation($p: ID!, $w: ID!) {\n  getProjectAggregation(projectId: $p, workspaceId: $w) {\n    totalCost totalPower typeSumValues { type rows totalCost } tagSumValues { tag rows TotalCost }\n  }\n}"): (typeof documents)["query GetProjectAggregation($p: ID!, $w: ID!) {\n  getProjectAggregation(projectId: $p, workspaceId: $w) {\n    totalCost totalPower typeSumValues { type rows totalCost } tagSumValues { tag rows TotalCost }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DurabilitySystemStatus { systemStatus { database } }"): (typeof documents)["query DurabilitySystemStatus { systemStatus { database } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExportAfterKillExport($w: ID!, $p: ID!) {\n  fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: \"pdf\") { requestId file { fileId } }\n}"): (typeof documents)["mutation ExportAfterKillExport($w: ID!, $p: ID!) {\n  fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: \"pdf\") { requestId file { fileId } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExportAfterKillGet($r: ID!) {\n  getExportFile(requestId: $r) { status progress url errorMessage }\n}"): (typeof documents)["query ExportAfterKillGet($r: ID!) {\n  getExportFile(requestId: $r) { status progress url errorMessage }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestartAfterKillListMyWorkspaces { listMyWorkspaces { id } }"): (typeof documents)["query RestartAfterKillListMyWorkspaces { listMyWorkspaces { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestartAfterKillDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Harbour Hotel\", address: { formatted_address: \"Halifax, Canada\" }, area: 1000, areaUnit: feet) { id } }"): (typeof documents)["mutation RestartAfterKillDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Harbour Hotel\", address: { formatted_address: \"Halifax, Canada\" }, area: 1000, areaUnit: feet) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUp($email: String!, $password: String!, $name: String) {\n  signUp(email: $email, password: $password, name: $name) { email codeExpiresInSeconds }\n}"): (typeof documents)["mutation SignUp($email: String!, $password: String!, $name: String) {\n  signUp(email: $email, password: $password, name: $name) { email codeExpiresInSeconds }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Verify($email: String!, $code: String!) {\n  verifyEmail(email: $email, code: $code)\n}"): (typeof documents)["mutation Verify($email: String!, $code: String!) {\n  verifyEmail(email: $email, code: $code)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    challenge challengeToken\n    session { accessToken accessTokenExpiresAt user { id email name profileComplete } }\n  }\n}"): (typeof documents)["mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    challenge challengeToken\n    session { accessToken accessTokenExpiresAt user { id email name profileComplete } }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefreshSession { refreshSession { accessToken user { id } } }"): (typeof documents)["mutation RefreshSession { refreshSession { accessToken user { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InvitationsInviteToWorkspace($w: ID!, $e: String!, $r: WorkspaceRole) {\n  inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: $r }]) { results { status } }\n}"): (typeof documents)["mutation InvitationsInviteToWorkspace($w: ID!, $e: String!, $r: WorkspaceRole) {\n  inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: $r }]) { results { status } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvitationsListMyWorkspaceInvitations { listMyWorkspaceInvitations { id workspaceId role } }"): (typeof documents)["query InvitationsListMyWorkspaceInvitations { listMyWorkspaceInvitations { id workspaceId role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixArgumentsMakeStarredProjectList($w: ID!) { makeStarredProjectList(workspaceId: $w, name: \"Mine\") { id } }"): (typeof documents)["mutation MatrixArgumentsMakeStarredProjectList($w: ID!) { makeStarredProjectList(workspaceId: $w, name: \"Mine\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixArgumentsDeleteProjectColumn($w: ID!, $p: ID!, $c: String!) { deleteProjectColumn(workspaceId: $w, projectId: $p, col: $c) }"): (typeof documents)["mutation MatrixArgumentsDeleteProjectColumn($w: ID!, $p: ID!, $c: String!) { deleteProjectColumn(workspaceId: $w, projectId: $p, col: $c) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MatrixFixtureListMyWorkspaces { listMyWorkspaces { id } }"): (typeof documents)["query MatrixFixtureListMyWorkspaces { listMyWorkspaces { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixFixtureDeprecatedCreateProjectV2($w: ID!, $n: String!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, location: \"Halifax, Canada\") { id } }"): (typeof documents)["mutation MatrixFixtureDeprecatedCreateProjectV2($w: ID!, $n: String!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, location: \"Halifax, Canada\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixFixtureCreateEmptyRow($w: ID!, $p: ID!) { createEmptyRow(workspaceId: $w, projectId: $p, cells: { typeDesignation: \"B1\", tag: \"A\", quantity: 1 }) }"): (typeof documents)["mutation MatrixFixtureCreateEmptyRow($w: ID!, $p: ID!) { createEmptyRow(workspaceId: $w, projectId: $p, cells: { typeDesignation: \"B1\", tag: \"A\", quantity: 1 }) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixFixtureDeleteRow($w: ID!, $p: ID!, $r: ID!) { deleteRow(workspaceId: $w, projectId: $p, rowId: $r) }"): (typeof documents)["mutation MatrixFixtureDeleteRow($w: ID!, $p: ID!, $r: ID!) { deleteRow(workspaceId: $w, projectId: $p, rowId: $r) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixFixtureCreateProjectColumn($w: ID!, $p: ID!, $n: String!) { createProjectColumn(workspaceId: $w, projectId: $p, name: $n, type: \"string\") { id } }"): (typeof documents)["mutation MatrixFixtureCreateProjectColumn($w: ID!, $p: ID!, $n: String!) { createProjectColumn(workspaceId: $w, projectId: $p, name: $n, type: \"string\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveCustomView($w: ID!, $p: ID!, $n: String!) { saveCustomView(workspaceId: $w, projectId: $p, name: $n) { id } }"): (typeof documents)["mutation SaveCustomView($w: ID!, $p: ID!, $n: String!) { saveCustomView(workspaceId: $w, projectId: $p, name: $n) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixFixtureCreateProjectVersion($w: ID!, $p: ID!, $t: String!) { createProjectVersion(workspaceId: $w, projectId: $p, title: $t) { id } }"): (typeof documents)["mutation MatrixFixtureCreateProjectVersion($w: ID!, $p: ID!, $t: String!) { createProjectVersion(workspaceId: $w, projectId: $p, title: $t) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateComment($input: CreateCommentInput!) { createComment(input: $input) { id } }"): (typeof documents)["mutation CreateComment($input: CreateCommentInput!) { createComment(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ManagePermission($w: ID!, $p: ID!, $u: ID!) { managePermission(workspaceId: $w, projectId: $p, createPermission: [{ userId: $u, type: editor }]) { projectId } }"): (typeof documents)["mutation ManagePermission($w: ID!, $p: ID!, $u: ID!) { managePermission(workspaceId: $w, projectId: $p, createPermission: [{ userId: $u, type: editor }]) { projectId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MatrixFixtureGetScheduleViews($w: ID!, $p: ID!) { getScheduleViews(workspaceId: $w, projectId: $p) { id type } }"): (typeof documents)["query MatrixFixtureGetScheduleViews($w: ID!, $p: ID!) { getScheduleViews(workspaceId: $w, projectId: $p) { id type } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MatrixFixtureGetProjectAggregation($w: ID!, $p: ID!) { getProjectAggregation(workspaceId: $w, projectId: $p) { id } }"): (typeof documents)["query MatrixFixtureGetProjectAggregation($w: ID!, $p: ID!) { getProjectAggregation(workspaceId: $w, projectId: $p) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixFixtureMakeStarredProjectList($w: ID!) { makeStarredProjectList(workspaceId: $w, name: \"Owner list\") { id } }"): (typeof documents)["mutation MatrixFixtureMakeStarredProjectList($w: ID!) { makeStarredProjectList(workspaceId: $w, name: \"Owner list\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixSubscriptionsDeleteRow($w: ID!, $p: ID!, $r: ID!) { deleteRow(workspaceId: $w, projectId: $p, rowId: $r) }"): (typeof documents)["mutation MatrixSubscriptionsDeleteRow($w: ID!, $p: ID!, $r: ID!) { deleteRow(workspaceId: $w, projectId: $p, rowId: $r) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixSubscriptionsUpdateProjectAggregation($w: ID!, $p: ID!) { updateProjectAggregation(workspaceId: $w, projectId: $p, baseBudget: 2500) { id } }"): (typeof documents)["mutation MatrixSubscriptionsUpdateProjectAggregation($w: ID!, $p: ID!) { updateProjectAggregation(workspaceId: $w, projectId: $p, baseBudget: 2500) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixSubscriptionsUpdateProject($w: ID!, $p: ID!) { updateProject(workspaceId: $w, id: $p, status: archived) { id } }"): (typeof documents)["mutation MatrixSubscriptionsUpdateProject($w: ID!, $p: ID!) { updateProject(workspaceId: $w, id: $p, status: archived) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixSubscriptionsInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e }]) { usedLicenses } }"): (typeof documents)["mutation MatrixSubscriptionsInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e }]) { usedLicenses } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixSubscriptionsManagePermission($w: ID!, $p: ID!, $u: ID!) { managePermission(workspaceId: $w, projectId: $p, createPermission: [{ userId: $u, type: viewer }]) { projectId } }"): (typeof documents)["mutation MatrixSubscriptionsManagePermission($w: ID!, $p: ID!, $u: ID!) { managePermission(workspaceId: $w, projectId: $p, createPermission: [{ userId: $u, type: viewer }]) { projectId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixSubscriptionsCreateTestCard { createTestPaymentMethod(number: \"4242424242424242\", expiry: \"12/40\", cvc: \"123\") }"): (typeof documents)["mutation MatrixSubscriptionsCreateTestCard { createTestPaymentMethod(number: \"4242424242424242\", expiry: \"12/40\", cvc: \"123\") }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixSubscriptionsSaveCard($w: ID!, $p: ID!) { saveAndAttachPaymentMethodId(workspaceId: $w, paymentMethodId: $p) { id } }"): (typeof documents)["mutation MatrixSubscriptionsSaveCard($w: ID!, $p: ID!) { saveAndAttachPaymentMethodId(workspaceId: $w, paymentMethodId: $p) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixSubscriptionsUpdateCollection($w: ID!, $c: ID!) { updateCollection(workspaceId: $w, collectionId: $c, name: \"Matrix collection\") { id } }"): (typeof documents)["mutation MatrixSubscriptionsUpdateCollection($w: ID!, $c: ID!) { updateCollection(workspaceId: $w, collectionId: $c, name: \"Matrix collection\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixSubscriptionsExport($w: ID!, $p: ID!) { fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: \"csv\") { requestId } }"): (typeof documents)["mutation MatrixSubscriptionsExport($w: ID!, $p: ID!) { fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: \"csv\") { requestId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixSubscriptionsScrape($w: ID!, $u: String!, $a: ID!) { scrapeProductData(workspaceId: $w, url: $u, attachmentId: $a) { status } }"): (typeof documents)["mutation MatrixSubscriptionsScrape($w: ID!, $u: String!, $a: ID!) { scrapeProductData(workspaceId: $w, url: $u, attachmentId: $a) { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MatrixSubscriptionsSearchCatalogue($w: ID!, $r: String!) { searchProductsV3(workspaceId: $w, query: \"\", requestId: $r) { total } searchCollectionsV3(workspaceId: $w, query: \"\", requestId: $r) { total } }"): (typeof documents)["query MatrixSubscriptionsSearchCatalogue($w: ID!, $r: String!) { searchProductsV3(workspaceId: $w, query: \"\", requestId: $r) { total } searchCollectionsV3(workspaceId: $w, query: \"\", requestId: $r) { total } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MatrixSubscriptionsSearchProjectCells($w: ID!, $p: ID!) { searchProjectCells(workspaceId: $w, projectId: $p, query: \"B1\") { __typename } }"): (typeof documents)["query MatrixSubscriptionsSearchProjectCells($w: ID!, $p: ID!) { searchProjectCells(workspaceId: $w, projectId: $p, query: \"B1\") { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectSharedLink($w: ID!, $p: ID!) { projectSharedLink(workspaceId: $w, projectId: $p, isShared: true) { sharedLink { accessToken } } }"): (typeof documents)["mutation ProjectSharedLink($w: ID!, $p: ID!) { projectSharedLink(workspaceId: $w, projectId: $p, isShared: true) { sharedLink { accessToken } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScaleOutUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: JSON, $ver: CellVersion!, $s: String) {\n  updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: $v, version: $ver, session: $s) { version }\n}"): (typeof documents)["mutation ScaleOutUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: JSON, $ver: CellVersion!, $s: String) {\n  updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: $v, version: $ver, session: $s) { version }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScaleOutSystemStatus { systemStatus { version } }"): (typeof documents)["query ScaleOutSystemStatus { systemStatus { version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScaleOutGetStructuredScheduleRows($p: ID!, $w: ID!, $l: Int, $n: String) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l, nextToken: $n) { data nextToken }\n}"): (typeof documents)["query ScaleOutGetStructuredScheduleRows($p: ID!, $w: ID!, $l: Int, $n: String) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l, nextToken: $n) { data nextToken }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ScaleOutOnScheduleRowsChanged($p: ID!, $w: ID!) {\n  onScheduleRowsChanged(projectId: $p, workspaceId: $w) { kind row rows }\n}"): (typeof documents)["subscription ScaleOutOnScheduleRowsChanged($p: ID!, $w: ID!) {\n  onScheduleRowsChanged(projectId: $p, workspaceId: $w) { kind row rows }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScheduleFixtureGetStructuredScheduleRows($p: ID!, $w: ID!, $limit: Int, $next: String) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $limit, nextToken: $next) { data nextToken }\n}"): (typeof documents)["query ScheduleFixtureGetStructuredScheduleRows($p: ID!, $w: ID!, $limit: Int, $next: String) {\n  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $limit, nextToken: $next) { data nextToken }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScheduleFixtureUpdateCell($p: ID!, $w: ID!, $row: ID!, $col: String!, $value: JSON, $values: [JSON], $version: CellVersion!, $session: String) {\n  updateCell(projectId: $p, workspaceId: $w, row: $row, col: $col, value: $value, values: $values, version: $version, session: $session) { row col version }\n}"): (typeof documents)["mutation ScheduleFixtureUpdateCell($p: ID!, $w: ID!, $row: ID!, $col: String!, $value: JSON, $values: [JSON], $version: CellVersion!, $session: String) {\n  updateCell(projectId: $p, workspaceId: $w, row: $row, col: $col, value: $value, values: $values, version: $version, session: $session) { row col version }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScheduleFixtureCreateEmptyRow($p: ID!, $w: ID!, $cells: JSON, $session: String) {\n  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells, session: $session)\n}"): (typeof documents)["mutation ScheduleFixtureCreateEmptyRow($p: ID!, $w: ID!, $cells: JSON, $session: String) {\n  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells, session: $session)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScheduleFixtureListMyWorkspaces { listMyWorkspaces { id } }"): (typeof documents)["query ScheduleFixtureListMyWorkspaces { listMyWorkspaces { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScheduleFixtureDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Harbour Hotel\", address: { formatted_address: \"Halifax, Canada\" }, area: 1000, areaUnit: feet) { id } }"): (typeof documents)["mutation ScheduleFixtureDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Harbour Hotel\", address: { formatted_address: \"Halifax, Canada\" }, area: 1000, areaUnit: feet) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScheduleFixtureInviteToWorkspace($w: ID!, $e: String!, $r: WorkspaceRole) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: $r }]) { usedLicenses } }"): (typeof documents)["mutation ScheduleFixtureInviteToWorkspace($w: ID!, $e: String!, $r: WorkspaceRole) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: $r }]) { usedLicenses } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TwoProcessRedisSystemStatus { systemStatus { database pubsub } }"): (typeof documents)["query TwoProcessRedisSystemStatus { systemStatus { database pubsub } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkspaceIsolationListMyWorkspaces { listMyWorkspaces { id } }"): (typeof documents)["query WorkspaceIsolationListMyWorkspaces { listMyWorkspaces { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkspaceIsolationCreateCollection($w: ID!) {\n          createCollectionV3(workspaceId: $w, name: \"Victim lamps\") { id } }"): (typeof documents)["mutation WorkspaceIsolationCreateCollection($w: ID!) {\n          createCollectionV3(workspaceId: $w, name: \"Victim lamps\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WorkspaceIsolationInviteToWorkspaceReport($workspaceId: ID!) { inviteToWorkspaceReport(workspaceId: $workspaceId) { requestId } }"): (typeof documents)["subscription WorkspaceIsolationInviteToWorkspaceReport($workspaceId: ID!) { inviteToWorkspaceReport(workspaceId: $workspaceId) { requestId } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;