import type { Action } from '@specboard/domain';

/**
 * Where the role the engine reads comes from: the person's role in the workspace, or their role
 * on the project (`effectiveProjectRole`: members at their workspace role raised by a share,
 * guests only through a share, holders of the shared link as guest).
 */
export type RuleScope = 'workspace' | 'project' | 'catalogue';

/** Who may call a root field, as data the permission matrix test reads. */
export type RootFieldRule =
  /** Anyone, signed in or not; `holder` names what else the caller must hold (a mailed code…). */
  | { public: true; holder?: string; note?: string }
  /** Any signed-in person, acting on their own account's data only. */
  | { signedIn: true; note?: string }
  | {
      /** The engine's action: `can(subject, action)` decides. */
      action: Action;
      on: RuleScope;
      /** What the rule needs beyond the role (author only, own lists…), in words. */
      note?: string;
      /** Opened to the holder of the project's shared link (reads only). */
      sharedLink?: true;
      /** Refuses by answering null rather than an error (a "find" query). */
      nullWhenRefused?: true;
    };

export type ActionRule = Extract<RootFieldRule, { action: Action }>;

const anyone = (note?: string): RootFieldRule => ({ public: true, note });
const holderOf = (holder: string): RootFieldRule => ({ public: true, holder });
const signedIn = (note?: string): RootFieldRule => ({ signedIn: true, note });
const onWorkspace = (action: Action, note?: string): ActionRule => ({
  action,
  on: 'workspace',
  note,
});
const onProject = (action: Action, note?: string): ActionRule => ({ action, on: 'project', note });
const onCatalogue = (action: Action, note?: string): ActionRule => ({
  action,
  on: 'catalogue',
  note,
});
/** A project read the shared link opens too. */
const linkRead = (note?: string): ActionRule => ({
  ...onProject('project:read', note),
  sharedLink: true,
});

const readLive = 'ended when access is lost';
const author = 'and the author only (domain)';
const requestInvite = 'creators invite directly instead (domain); limited sharers: cap of 6';

/**
 * Every root field and who may call it. A field added without an entry here fails
 * root-field-access.test.ts, so that each new operation is given its permission on purpose; the
 * permission matrix test calls each one as every role and compares with the engine.
 */
export const rootFieldRules: Record<string, RootFieldRule> = {
  // system
  'Query.systemStatus': anyone('version and operator notices'),
  'Subscription.systemPulse': anyone('heartbeat'),
  // identity: the caller's own account
  'Mutation.signUp': anyone(),
  'Mutation.verifyEmail': holderOf('the mailed code'),
  'Mutation.resendSignUpCode': anyone(),
  'Mutation.signIn': anyone('throttled'),
  'Mutation.completeNewPassword': holderOf('a new-password challenge'),
  'Mutation.refreshSession': holderOf('the refresh cookie'),
  'Mutation.signOut': anyone(),
  'Mutation.resetPassword': anyone(),
  'Mutation.confirmResetPassword': holderOf('the mailed code'),
  'Mutation.changePassword': signedIn(),
  'Mutation.acceptTermsOfService': signedIn(),
  'Mutation.updateUserProfile': signedIn(),
  'Query.getUserProfile': signedIn('own profile'),
  'Query.getUserProfileByEmail': signedIn('public fields of others'),
  'Query.getUserCountryCode': anyone(),
  'Query.getOnboardingRoute': signedIn(),
  // workspaces
  'Query.getWorkspace': { ...onWorkspace('workspace:read'), nullWhenRefused: true },
  'Query.getWorkspaceBranding': anyone('name and logo for white-label pages'),
  'Query.getWorkspacesList': signedIn('own memberships'),
  'Query.listMyWorkspaces': signedIn('own memberships'),
  'Query.listWorkspacesForFollowing': signedIn('own memberships, editor and above'),
  'Query.getWorkspacesListForFollowing': signedIn('own memberships, editor and above'),
  'Query.listUsersInWorkspace': onWorkspace('workspace:read'),
  'Query.isUserNeedPremium': onWorkspace('workspace:read'),
  'Query.ListFeatureFlags': signedIn(),
  'Mutation.createWorkspaceV2': signedIn(),
  'Mutation.updateWorkspaceInfo': onWorkspace('workspace:update'),
  'Mutation.updateWorkspace': onWorkspace('workspace:update'),
  'Mutation.inviteToWorkspace': onWorkspace('workspace:manageMembers', 'manageGuests for guests'),
  'Mutation.updateWorkspaceMembership': onWorkspace(
    'workspace:manageMembers',
    'and workspace:manageGuests for a guest',
  ),
  'Mutation.deleteWorkspaceMembership': onWorkspace(
    'workspace:manageMembers',
    'or the member leaving; workspace:manageGuests for a guest',
  ),
  'Subscription.inviteToWorkspaceReport': onWorkspace('workspace:manageMembers'),
  'Query.listMyWorkspaceInvitations': signedIn('own invitations'),
  'Mutation.acceptWorkspaceInvitation': signedIn('own invitations only; another’s is not found'),
  'Mutation.declineWorkspaceInvitation': signedIn('own invitations only; another’s is not found'),
  // schedule: rows and cells of a project's schedule
  'Query.getProjectSchedule': linkRead(),
  'Query.getStructuredScheduleRows': linkRead(),
  'Query.listDeletedRows': onProject('project:read'),
  'Query.getRowsByTags': onProject('project:read'),
  'Query.getDropdownValues': onProject('project:read'),
  'Query.getAvailableReferenceFields': onProject('project:read'),
  'Query.getScheduleCommands': onProject('project:read', 'answers each command with the engine'),
  'Query.getCellHistory': onProject('project:read'),
  'Mutation.createEmptyRow': onProject('project:edit', 'live schedule'),
  'Mutation.duplicateRow': onProject('project:edit', 'live schedule'),
  'Mutation.deleteRow': onProject('project:edit', 'live schedule'),
  'Mutation.restoreRows': onProject('project:edit', 'live schedule'),
  'Mutation.setRowsVisibility': onProject('project:edit', 'live schedule'),
  'Mutation.updateCell': onProject('project:edit', 'live schedule; column locks by role'),
  'Mutation.updateCells': onProject('project:edit', 'live schedule; column locks by role'),
  'Mutation.createProjectColumn': onProject('project:edit', 'live schedule'),
  'Mutation.renameProjectColumn': onProject('project:edit', 'live schedule'),
  'Mutation.deleteProjectColumn': onProject('project:edit', 'live schedule'),
  'Mutation.restoreProjectColumn': onProject('project:edit', 'live schedule'),
  'Mutation.restrictColumnEdit': onProject('column:restrictEdit'),
  'Query.listProjectVersions': onProject('project:read'),
  'Query.compareProjectVersions': onProject('version:compare'),
  'Query.getComparisonFields': onProject('project:read'),
  'Mutation.createProjectVersion': onProject('version:create'),
  'Mutation.updateProjectVersion': onProject('version:create'),
  'Mutation.deleteProjectVersion': onProject('version:create'),
  'Mutation.archiveProjectVersion': onProject('version:create'),
  'Mutation.unarchiveProjectVersion': onProject('version:create'),
  'Mutation.fileExporterInvoke': onProject('project:export', 'export:revit for Revit too'),
  'Mutation.exportProject': onProject('project:export'),
  'Mutation.downloadProjectPdf': onProject('project:export'),
  'Mutation.refreshExportFile': onProject('project:export', 'own exports only'),
  'Query.listExportFiles': linkRead('own exports only'),
  'Query.getExportFile': linkRead('own exports only'),
  'Subscription.notifyExportFiles': linkRead('own exports only'),
  'Subscription.pdfDownloadProgress': linkRead('own exports only'),
  'Subscription.notifyExportFileData': signedIn('own exports only'),
  // procore (seed 001, section 7): the viewer's own Procore accounts, never another's
  'Query.ListProcoreAccounts': signedIn('own accounts'),
  'Query.getProcoreAuthUrl': signedIn('connects an account to oneself'),
  'Query.listProcoreLastUsedFolders': signedIn('own folders'),
  'Query.listProcoreCompanies': signedIn('own accounts'),
  'Query.listProcoreProjects': signedIn('own accounts'),
  'Query.listProcoreFolders': signedIn('own accounts'),
  'Mutation.connectProcoreAccount': signedIn('a sign-in the viewer started, to their own account'),
  'Mutation.disconnectProcoreAccount': signedIn('own accounts'),
  'Mutation.exportScheduleToProcore': onProject('project:export', 'with an own Procore account'),
  'Query.getScheduleViews': linkRead('each view as the domain lets the viewer see it'),
  'Query.getScheduleView': linkRead('and the view visible to the viewer'),
  'Query.getViewParams': onProject('project:read', 'own parameters of a visible view'),
  'Mutation.saveCustomView': onProject('view:createCustom'),
  'Mutation.renameView': onProject('view:createCustom', 'custom views only'),
  'Mutation.deleteView': onProject('view:createCustom', 'custom views only'),
  'Mutation.resetView': onProject('view:update', 'view:createCustom for a custom view'),
  'Mutation.updateViewSettings': onProject('view:update', 'view:createCustom for a custom view'),
  'Mutation.updateViewColumnOrder': onProject('column:reorder'),
  'Mutation.updateViewColumnsSize': onProject('column:resize'),
  'Mutation.grantViewPermissionByUsers': onProject('view:managePermissions'),
  'Mutation.deleteViewPermissionByUsers': onProject('view:managePermissions'),
  'Mutation.grantViewPermissionByRoles': onProject('view:managePermissions'),
  'Mutation.deleteViewPermissionByRoles': onProject('view:managePermissions'),
  'Mutation.setViewParams': onProject('project:read', 'own parameters of a visible view'),
  'Mutation.deleteViewParams': onProject('project:read', 'own parameters of a visible view'),
  'Subscription.onPutScheduleRow': linkRead(readLive),
  'Subscription.onDeleteScheduleRow': linkRead(readLive),
  'Subscription.onScheduleRowsChanged': linkRead(readLive),
  'Query.getTotalOfTag': linkRead(),
  'Query.searchProjectCells': onProject('project:read'),
  'Subscription.onSearchProjectCells': onProject('project:read', `own searches only, ${readLive}`),
  'Mutation.recalculateProjectAggregation': onProject('project:edit'),
  'Mutation.recalculateTagTotalCost': onProject('project:edit'),
  // projects
  'Query.getSortedUserProjectsV2': onWorkspace('project:read', 'the projects the viewer sees'),
  'Query.getProjectById': { ...linkRead(), nullWhenRefused: true },
  'Mutation.deprecatedCreateProjectV2': onWorkspace('project:create', 'with the free cap'),
  'Mutation.updateProject': onProject(
    'project:editSetup',
    'renaming and archiving; details project:edit; project:changeSourceLibrary; restoring project:create',
  ),
  'Mutation.deleteProject': onProject('project:delete'),
  'Mutation.updateTimestampLastAccessed': onProject('project:read'),
  'Subscription.onProjectStatusChanged': onWorkspace('project:read'),
  'Query.getColorIconPalette': signedIn(),
  'Query.getProjectTags': onWorkspace('project:read', 'with projectId, read on that project'),
  'Query.getProjectMembers': onProject('project:read'),
  'Query.getStarredProjectLists': onWorkspace('project:read', 'own lists'),
  'Query.getUserProjectPreference': onProject('project:read', 'own preferences'),
  'Mutation.copyProject': onWorkspace('project:copy', 'a new project of the workspace: free cap'),
  'Mutation.setColorIcon': onProject('project:edit'),
  'Mutation.manageProjectTags': onProject('project:tags'),
  'Mutation.makeStarredProjectList': onWorkspace('project:read', 'own lists'),
  'Mutation.updateStarredProjectList': onWorkspace('project:read', 'own lists'),
  'Mutation.deleteStarredProjectList': onWorkspace('project:read', 'own lists'),
  'Mutation.updateUserProjectPreference': onProject('project:read', 'own preferences'),
  'Query.getUserPreference': signedIn('own preferences'),
  'Mutation.updateUserPreference': signedIn('own preferences'),
  'Mutation.setSortingMode': signedIn('own profile'),
  'Query.getProjectAggregation': linkRead(),
  'Mutation.updateProjectAggregation': onProject('project:edit'),
  'Mutation.updateProjectAggregationNotes': onProject('project:edit'),
  'Subscription.onProjectAggregation': linkRead(readLive),
  // comments: on a project's live schedule (collections answer NOT_FOUND until they exist)
  'Query.getComment': onProject('project:read', 'and the comment visible (privacy, draft)'),
  'Query.listComments': onProject('project:read', 'only comments visible to the viewer'),
  'Query.getSlants': onProject('project:read', 'counts of comments visible to the viewer'),
  'Query.listSlants': onProject('project:read', 'counts of comments visible to the viewer'),
  'Query.getCommentCellPointers': onProject('project:read', 'counts of visible comments'),
  'Query.getResourceCommentsState': onProject('project:read', 'own unread count and choice'),
  'Query.getRowFollowers': onProject('project:read'),
  'Query.searchCommentMentions': onProject('project:comment', 'people who may read the project'),
  'Query.getAttachmentInfo': onWorkspace(
    'workspace:read',
    'own upload, or attached to a visible comment or a readable resource',
  ),
  'Mutation.createComment': onProject('project:comment', 'own uploads; mentions project readers'),
  'Mutation.editComment': onProject('project:comment', author),
  'Mutation.deleteComment': onProject('project:comment', author),
  'Mutation.attachToComment': onProject('project:comment', `${author}; own uploads`),
  'Mutation.toggleResolvedComments': onProject('project:comment', 'on visible comments'),
  'Mutation.toggleResolvedResourceComments': onProject('project:read', 'own choice'),
  'Mutation.readAllResourceComments': onProject('project:read', 'own read state'),
  'Mutation.setSlant': onProject('project:read', 'own read state'),
  'Mutation.setUserSlant': onProject('project:read', 'own read state'),
  'Mutation.addRowFollower': onProject('project:read', 'for oneself; project:edit for another'),
  'Mutation.deleteRowFollower': onProject('project:read', 'for oneself; project:edit for another'),
  'Mutation.declareUserAttachement': onProject('project:comment', 'own uploads only'),
  'Subscription.onCommentChanged': onProject(
    'project:read',
    `each comment as visible, ${readLive}`,
  ),
  'Subscription.onSlantChanged': onProject('project:read', `own counts, ${readLive}`),
  'Subscription.onUnreadCommentsChanged': onProject('project:read', `own count, ${readLive}`),
  // notifications: the viewer's own
  'Query.myNotifications': signedIn('own notifications'),
  'Mutation.markNotificationsRead': signedIn('own notifications'),
  'Subscription.onNotification': signedIn('own notifications'),
  // files: expiring download links, for files the project's cells hold
  'Query.getFileLinks': linkRead("only files in the project's cells"),
  // geocoding
  'Query.searchAddress': signedIn(),
  // sharing (issue 10): people on a project, invites, requests, user search, the shared link
  'Query.getResourcePermission': onProject('project:read', 'own standing on the resource'),
  'Query.getMyRolesInResource': onProject('project:read', 'own roles on the resource'),
  'Query.getProjectPermissions': onProject('project:read'),
  'Query.searchUsersV4': onWorkspace('workspace:read'),
  'Query.searchProjectMembers': onProject('project:read'),
  'Mutation.managePermission': onProject(
    'project:managePermissions',
    'licence limit for newcomers',
  ),
  'Mutation.inviteUserToProject': onProject('project:managePermissions'),
  'Mutation.suggestCollaborator': onProject('project:requestInvite', requestInvite),
  'Mutation.suggestColloborator': onProject('project:requestInvite', requestInvite),
  'Mutation.projectSharedLink': onProject('project:sharedLink'),
  'Subscription.onPermissionChanged': onProject('project:read', `own changes, ${readLive}`),
  // billing (issue 21): paying and reading what was paid is for Creator(Admin) and owner
  'Query.getListPrice': signedIn('list prices'),
  'Query.getUserSubscriptions': onWorkspace(
    'workspace:payment',
    'without workspaceId: the workspaces the viewer may pay for',
  ),
  'Query.getUserInvoices': onWorkspace('workspace:payment'),
  'Query.getWorkspaceBilling': onWorkspace(
    'workspace:read',
    'subscription and card only with workspace:payment',
  ),
  'Mutation.createTestPaymentMethod': signedIn('the test provider only; no card number is kept'),
  'Mutation.saveAndAttachPaymentMethodId': onWorkspace('workspace:payment'),
  'Mutation.startWorkspaceTrial': onWorkspace('workspace:payment', 'custom workspaces, once'),
  'Mutation.stripeCreateSubscribe': onWorkspace('workspace:payment'),
  'Mutation.changeSubscriptionPlan': onWorkspace('workspace:payment'),
  'Mutation.confirmPayment': onWorkspace('workspace:payment', "the workspace's own payment only"),
  'Mutation.payOpenInvoice': onWorkspace('workspace:payment'),
  'Mutation.cancelSubscription': onWorkspace('workspace:payment'),
  'Mutation.runTestRenewal': onWorkspace('workspace:payment', 'the test provider only'),
  'Subscription.paymentEvents': onWorkspace('workspace:read', readLive),
  // libraries (issue 22): roles on a library as on a project; strangers are told 'Library not found.'
  'Query.listLibraries': onWorkspace('library:read', 'only libraries the viewer opens'),
  'Query.listMyLibraries': onWorkspace('library:read', 'own or shared with the viewer'),
  'Query.getLibrary': onCatalogue('library:read'),
  'Query.getLibraryInfo_v2': onCatalogue('library:read'),
  'Query.listLibrariesWithCollection': onCatalogue(
    'collection:read',
    'only libraries the viewer opens',
  ),
  'Query.getWorkspaceSectionSettings': onCatalogue('library:read', 'own settings'),
  'Mutation.createLibrary': onWorkspace('library:create'),
  'Mutation.createLibraryV2': onWorkspace('library:create'),
  'Mutation.updateLibrary': onCatalogue('library:update', 'the default library keeps its name'),
  'Mutation.deleteLibrary': onCatalogue('library:delete', 'custom libraries only'),
  'Mutation.shareLibrary': onCatalogue('library:share'),
  'Mutation.updateLibraryPermission': onCatalogue('library:share'),
  'Mutation.inviteUserToLibrary': onCatalogue('library:share', 'guest licence limit for newcomers'),
  'Mutation.deleteLibraryPermission': onCatalogue('library:share', "one's own: library:read"),
  'Mutation.changeSectionState': onCatalogue('library:read', 'own settings'),
  'Mutation.reorderSections': onCatalogue('library:read', 'own settings'),
  'Mutation.addCollectionToLibrary': onCatalogue(
    'collection:manageLibraries',
    'on the collection and the library',
  ),
  'Mutation.removeCollectionFromLibrary': onCatalogue(
    'collection:manageLibraries',
    'on the collection and the library',
  ),
  'Query.listCustomLibraryCollections': onCatalogue(
    'library:read',
    'only collections the viewer opens',
  ),
  // collections (issue 22): roles on a collection as on a project (its creator holds creator,
  // shares of it or of a library holding it count); strangers are told 'Collection not found.'
  'Query.listMyCollectionsV2': onWorkspace('collection:read', 'only collections the viewer opens'),
  'Query.listResentlyCollections': onWorkspace('collection:read', 'own accesses'),
  'Query.listRecentCollectionsV2': onWorkspace('collection:read', 'own accesses'),
  'Query.getLibraryCollectionInfo': onCatalogue('collection:read', 'records the access'),
  'Query.getCollectionMembers': onCatalogue('collection:read'),
  'Query.listWorkspacesWithCollection': onCatalogue('collection:read'),
  'Query.listCollectionPhotos': onCatalogue('collection:read'),
  'Query.getCollectionPhotoInfo': onCatalogue('collection:read'),
  'Mutation.createCollectionV3': onWorkspace('collection:create', 'library role; free cap'),
  'Mutation.createCollection': onWorkspace('collection:create', 'library role; free cap'),
  'Mutation.updateCollection': onCatalogue('collection:update'),
  'Mutation.deleteCollection': onCatalogue('collection:delete'),
  'Mutation.copyCollection': onCatalogue('collection:copy', 'free cap in the default library'),
  'Mutation.shareCollection': onCatalogue('collection:share'),
  'Mutation.updateCollectionPermission': onCatalogue('collection:share'),
  'Mutation.deleteCollectionPermission': onCatalogue(
    'collection:share',
    "one's own: collection:read",
  ),
  'Mutation.inviteUserToCollection': onCatalogue(
    'collection:share',
    'guest licence limit for newcomers',
  ),
  'Mutation.declareCollectionPhoto': onCatalogue(
    'collection:update',
    "the viewer's own image upload",
  ),
  'Mutation.deleteCollectionPhotos': onCatalogue('collection:update', 'one at a time'),
  'Subscription.onCollectionChanged': onWorkspace('collection:read', `readers only, ${readLive}`),
  // a collection's products: the schedule engine's rows (collection:editProducts edits them)
  'Query.listStructuredCollectionRows': onCatalogue('collection:read'),
  'Query.getCollectionSchema': onCatalogue('collection:read'),
  'Query.getCollectionViews': onCatalogue('collection:read'),
  'Mutation.deleteProduct': onCatalogue('collection:editProducts', 'to the deleted rows'),
  // following, suggesting and sharing collections (issue 23): followers (a follow of their
  // workspace, a suggestion naming them, the link's token) read, never edit
  'Query.listFollowedCollections': onWorkspace('collection:read', 'followed, as members read them'),
  'Query.listFollowedCollectionsV2': onWorkspace(
    'collection:read',
    'followed, as members read them',
  ),
  'Query.listFollowedCollectionsLastAccessed': onWorkspace('collection:read', 'followed'),
  'Query.isCollectionFollowed': onWorkspace('collection:read'),
  'Query.listMyCollectionSuggestions': signedIn('own suggestions'),
  'Query.getCollectionSharingOptions': onCatalogue('collection:read', 'the link not to followers'),
  'Query.getCollectionSharedLink': onCatalogue('collection:read', 'null to followers, or private'),
  'Query.getProductMode': onCatalogue('collection:read', 'edit, readOnly or followed'),
  'Mutation.followCollection': onWorkspace(
    'collection:follow',
    'into the workspace; read through it, its home or the link; not its own, locked or private',
  ),
  'Mutation.followCollectionV2': onWorkspace('collection:follow', 'as followCollection'),
  'Mutation.unfollowCollection': onWorkspace('collection:unfollow', 'a follow of the workspace'),
  'Mutation.unfollowCollectionV2': onWorkspace('collection:unfollow', 'a follow of the workspace'),
  'Mutation.suggestCollection': onCatalogue('collection:suggest', 'not locked nor private'),
  'Mutation.ignoreSuggestion': signedIn('own suggestions'),
  'Mutation.updateCollectionSharingOptions': onCatalogue('collection:sharingOptions'),
  'Mutation.switchTypeSharing': onCatalogue('collection:sharingOptions'),
  'Mutation.updateCollectionSharedLink': onCatalogue('collection:sharedLink'),
  'Mutation.resetCollectionSharedLink': onCatalogue('collection:sharedLink'),
  'Mutation.tradeShowSendEmail': onCatalogue('collection:tradeShowMail', 'a durable mail job'),
  // products kept as references in schedules (issue 23): the row's schedule decides, and the
  // product's collection must be readable ('Collection not found.')
  'Query.listCollectionsForProduct': onProject(
    'project:read',
    'collections as the viewer reads them',
  ),
  'Query.getRowDiffProduct': onProject('project:read', "and read on the product's collection"),
  'Query.compareScheduleWithReferences': onProject(
    'collection:compare',
    'rows of unreadable collections left out',
  ),
  'Query.listRecentProducts': onWorkspace('collection:read', 'own recent products'),
  // search (issue 24)
  'Query.searchProductsV3': onWorkspace('collection:read', 'products of the collections read'),
  'Query.searchCollectionsV3': onWorkspace('collection:read', 'the collections read'),
  'Subscription.onSearchProductsV3': onWorkspace('collection:read', `own searches, ${readLive}`),
  'Subscription.onSearchCollectionsV3': onWorkspace('collection:read', `own searches, ${readLive}`),

  // import and scraping (issue 25); the matrix imports into its project
  'Query.getTemplateUrl': onProject(
    'import:csv',
    'and project:edit; without a target, workspace:read',
  ),
  'Query.previewImportDocument': onProject(
    'import:csv',
    'and project:edit (collection:editProducts in a collection); own uploads only',
  ),
  'Mutation.importDocument': onProject(
    'import:csv',
    'and project:edit with its column locks (collection:editProducts in a collection); own uploads only',
  ),
  'Query.getImportDocument': onWorkspace('workspace:read', 'own imports only'),
  'Subscription.subscribeImportDocument': onWorkspace('workspace:read', 'own imports only'),
  'Mutation.scrapeProductData': onWorkspace('product:addCustom'),
  'Mutation.cancelScrape': onWorkspace('product:addCustom', 'own scrapes only'),
  'Subscription.onScrapeResult': onWorkspace('product:addCustom', 'own scrapes only'),

  'Query.getCollectionProduct': onCatalogue('collection:read'),
  'Query.listProductFollowers': onCatalogue('collection:read', 'schedules the viewer reads'),
  'Mutation.createProjectProducts': onProject(
    'project:edit',
    "and read on the collection, in the project's source library when locked",
  ),
  'Mutation.updateProjectProduct': onProject(
    'project:edit',
    "and read on the product's collection",
  ),
  'Mutation.keepProjectProduct': onProject('project:edit', "and read on the product's collection"),
  'Mutation.revertProjectProduct': onProject(
    'project:edit',
    "and read on the product's collection",
  ),
  'Mutation.saveRowAsNewProduct': onProject(
    'product:saveAsNew',
    'and project:edit, and collection:editProducts on the collection (the cap holds)',
  ),
  'Mutation.followProduct': onCatalogue(
    'collection:editProducts',
    "on the target collection, and read on the product's",
  ),
  'Subscription.onProductUpdated': onProject('project:read', readLive),
};

/** The rule of a field that the engine decides, or undefined for public and own-account ones. */
export function actionRuleOf(field: string): ActionRule | undefined {
  const rule = rootFieldRules[field];
  return rule && 'action' in rule ? rule : undefined;
}
