import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * Every root field and who may call it. A field added without an entry here fails this test, so
 * that each new operation is given its permission on purpose. Workspace actions name the engine's
 * action (`can(subject, action)`); 'signed in' fields act on the viewer's own account only.
 */
const access: Record<string, string> = {
  // system
  'Query.systemStatus': 'public: version and operator notices',
  'Subscription.systemPulse': 'public: heartbeat',
  // identity: the caller's own account
  'Mutation.signUp': 'public',
  'Mutation.verifyEmail': 'public (holder of the mailed code)',
  'Mutation.resendSignUpCode': 'public',
  'Mutation.signIn': 'public (throttled)',
  'Mutation.completeNewPassword': 'holder of a new-password challenge',
  'Mutation.refreshSession': 'holder of the refresh cookie',
  'Mutation.signOut': 'public',
  'Mutation.resetPassword': 'public',
  'Mutation.confirmResetPassword': 'public (holder of the mailed code)',
  'Mutation.changePassword': 'signed in',
  'Mutation.acceptTermsOfService': 'signed in',
  'Mutation.updateUserProfile': 'signed in',
  'Query.getUserProfile': 'signed in (own profile)',
  'Query.getUserProfileByEmail': 'signed in (public fields of others)',
  'Query.getUserCountryCode': 'public',
  'Query.getOnboardingRoute': 'signed in',
  // workspaces
  'Query.getWorkspace': 'workspace:read (member)',
  'Query.getWorkspaceBranding': 'public: name and logo for white-label pages',
  'Query.getWorkspacesList': 'signed in (own memberships)',
  'Query.listMyWorkspaces': 'signed in (own memberships)',
  'Query.listWorkspacesForFollowing': 'signed in (own memberships, editor and above)',
  'Query.getWorkspacesListForFollowing': 'signed in (own memberships, editor and above)',
  'Query.listUsersInWorkspace': 'workspace:read (member)',
  'Query.isUserNeedPremium': 'workspace:read (member)',
  'Query.ListFeatureFlags': 'signed in',
  'Mutation.createWorkspaceV2': 'signed in',
  'Mutation.updateWorkspaceInfo': 'workspace:update',
  'Mutation.updateWorkspace': 'workspace:update',
  'Mutation.inviteToWorkspace': 'workspace:manageMembers / workspace:manageGuests',
  'Mutation.updateWorkspaceMembership': 'workspace:manageMembers',
  'Mutation.deleteWorkspaceMembership': 'workspace:manageMembers, or the member leaving',
  'Subscription.inviteToWorkspaceReport': 'workspace:manageMembers',
  // schedule: rows and cells of a project's schedule
  'Query.getProjectSchedule': 'project:read',
  'Query.getStructuredScheduleRows': 'project:read',
  'Query.listDeletedRows': 'project:read',
  'Query.getRowsByTags': 'project:read',
  'Query.getDropdownValues': 'project:read',
  'Query.getAvailableReferenceFields': 'project:read',
  'Query.getScheduleCommands': 'project:read (answers each command with the engine)',
  'Query.getCellHistory': 'project:read',
  'Mutation.createEmptyRow': 'project:edit (live schedule)',
  'Mutation.duplicateRow': 'project:edit (live schedule)',
  'Mutation.deleteRow': 'project:edit (live schedule)',
  'Mutation.restoreRows': 'project:edit (live schedule)',
  'Mutation.setRowsVisibility': 'project:edit (live schedule)',
  'Mutation.updateCell': 'project:edit (live schedule)',
  'Mutation.createProjectColumn': 'project:edit (live schedule)',
  'Mutation.renameProjectColumn': 'project:edit (live schedule)',
  'Mutation.deleteProjectColumn': 'project:edit (live schedule)',
  'Mutation.restrictColumnEdit': 'column:restrictEdit',
  'Query.listProjectVersions': 'project:read',
  'Query.compareProjectVersions': 'version:compare',
  'Query.getComparisonFields': 'project:read',
  'Mutation.createProjectVersion': 'version:create',
  'Mutation.updateProjectVersion': 'version:create',
  'Mutation.deleteProjectVersion': 'version:create',
  'Mutation.archiveProjectVersion': 'version:create',
  'Mutation.unarchiveProjectVersion': 'version:create',
  'Query.getScheduleViews': 'project:read, each view as the domain lets the viewer see it',
  'Query.getScheduleView': 'project:read, and the view visible to the viewer',
  'Query.getViewParams': 'project:read, own parameters of a visible view',
  'Mutation.saveCustomView': 'view:createCustom',
  'Mutation.renameView': 'view:createCustom (custom views)',
  'Mutation.deleteView': 'view:createCustom (custom views)',
  'Mutation.resetView': 'view:update, or view:createCustom for a custom view',
  'Mutation.updateViewSettings': 'view:update, or view:createCustom for a custom view',
  'Mutation.updateViewColumnOrder': 'column:reorder',
  'Mutation.updateViewColumnsSize': 'column:resize',
  'Mutation.grantViewPermissionByUsers': 'view:managePermissions',
  'Mutation.deleteViewPermissionByUsers': 'view:managePermissions',
  'Mutation.grantViewPermissionByRoles': 'view:managePermissions',
  'Mutation.deleteViewPermissionByRoles': 'view:managePermissions',
  'Mutation.setViewParams': 'project:read, own parameters of a visible view',
  'Mutation.deleteViewParams': 'project:read, own parameters of a visible view',
  'Subscription.onPutScheduleRow': 'project:read, ended when access is lost',
  'Subscription.onDeleteScheduleRow': 'project:read, ended when access is lost',
  'Subscription.onScheduleRowsChanged': 'project:read, ended when access is lost',
  'Query.getTotalOfTag': 'project:read',
  'Query.searchProjectCells': 'project:read',
  'Subscription.onSearchProjectCells': 'project:read, own searches only, ended when access is lost',
  'Mutation.recalculateProjectAggregation': 'project:edit',
  'Mutation.recalculateTagTotalCost': 'project:edit',
  // projects
  'Query.getSortedUserProjectsV2': 'project:read (workspace member)',
  'Query.getProjectById': 'project:read (workspace member)',
  'Mutation.deprecatedCreateProjectV2': 'project:create (with the free cap)',
  'Mutation.updateProject':
    'project:editSetup; project:changeSourceLibrary; restoring: project:create',
  'Mutation.deleteProject': 'project:delete',
  'Mutation.updateTimestampLastAccessed': 'project:read',
  'Subscription.onProjectStatusChanged': 'project:read',
  'Query.getColorIconPalette': 'signed in',
  'Query.getProjectTags': 'project:read',
  'Query.getProjectMembers': 'project:read (workspace member)',
  'Query.getStarredProjectLists': 'project:read (own lists)',
  'Query.getUserProjectPreference': 'project:read (own preferences)',
  'Mutation.copyProject': 'project:copy (with the free cap)',
  'Mutation.setColorIcon': 'project:edit',
  'Mutation.manageProjectTags': 'project:tags',
  'Mutation.makeStarredProjectList': 'project:read (own lists)',
  'Mutation.updateStarredProjectList': 'project:read (own lists)',
  'Mutation.deleteStarredProjectList': 'project:read (own lists)',
  'Mutation.updateUserProjectPreference': 'project:read (own preferences)',
  'Query.getUserPreference': 'signed in (own preferences)',
  'Mutation.updateUserPreference': 'signed in (own preferences)',
  'Mutation.setSortingMode': 'signed in (own profile)',
  'Query.getProjectAggregation': 'project:read',
  'Mutation.updateProjectAggregation': 'project:edit',
  'Mutation.updateProjectAggregationNotes': 'project:edit',
  'Subscription.onProjectAggregation': 'project:read',
  // comments: on a project's live schedule (collections answer NOT_FOUND until they exist)
  'Query.getComment': 'project:read, and the comment visible to the viewer (privacy, draft)',
  'Query.listComments': 'project:read, only comments visible to the viewer',
  'Query.getSlants': 'project:read, counts of comments visible to the viewer',
  'Query.listSlants': 'project:read, counts of comments visible to the viewer',
  'Query.getCommentCellPointers': 'project:read, counts of comments visible to the viewer',
  'Query.getResourceCommentsState': 'project:read (own unread count and choice)',
  'Query.getRowFollowers': 'project:read',
  'Query.searchCommentMentions': 'project:comment (members who may read the project)',
  'Query.getAttachmentInfo':
    'workspace:read; own upload, or attached to a visible comment or a readable resource',
  'Mutation.createComment': 'project:comment; attachments own uploads; mentions project readers',
  'Mutation.editComment': 'project:comment, and the author only (domain)',
  'Mutation.deleteComment': 'project:comment, and the author only (domain)',
  'Mutation.attachToComment': 'project:comment, and the author only (domain); own uploads',
  'Mutation.toggleResolvedComments': 'project:comment, on comments visible to the viewer',
  'Mutation.toggleResolvedResourceComments': 'project:read (own choice)',
  'Mutation.readAllResourceComments': 'project:read (own read state)',
  'Mutation.setSlant': 'project:read (own read state)',
  'Mutation.setUserSlant': 'project:read (own read state)',
  'Mutation.addRowFollower': 'project:read for oneself; project:edit for someone else',
  'Mutation.deleteRowFollower': 'project:read for oneself; project:edit for someone else',
  'Mutation.declareUserAttachement': 'project:comment; own uploads only',
  'Subscription.onCommentChanged':
    'project:read, each comment as visible to the subscriber, ended when access is lost',
  'Subscription.onSlantChanged':
    'project:read, counts for the subscriber, ended when access is lost',
  'Subscription.onUnreadCommentsChanged':
    'project:read, own unread count, ended when access is lost',
  // notifications: the viewer's own
  'Query.myNotifications': 'signed in (own notifications)',
  'Mutation.markNotificationsRead': 'signed in (own notifications)',
  'Subscription.onNotification': 'signed in (own notifications)',
  // geocoding
  'Query.searchAddress': 'signed in',
};

describe('root fields', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('each have a declared access rule, and no rule names a field that is gone', async () => {
    const { __schema } = await new ApiClient(app.url).ok(
      '{ __schema { queryType { fields(includeDeprecated: true) { name } } mutationType { fields(includeDeprecated: true) { name } } subscriptionType { fields(includeDeprecated: true) { name } } } }',
    );
    const fields = [
      ...__schema.queryType.fields.map((f: { name: string }) => `Query.${f.name}`),
      ...__schema.mutationType.fields.map((f: { name: string }) => `Mutation.${f.name}`),
      ...__schema.subscriptionType.fields.map((f: { name: string }) => `Subscription.${f.name}`),
    ].sort();
    expect(fields).toEqual(Object.keys(access).sort());
  });
});
