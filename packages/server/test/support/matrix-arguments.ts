import { randomUUID } from 'node:crypto';
import { insertInvitation } from '../../src/features/workspaces/invitations.repository.ts';
import { insertWorkspace } from '../../src/features/workspaces/workspaces.repository.ts';
import { graphql } from '../graphql/index.ts';
import type { PickValue } from './introspection.ts';
import { catalogueFieldValues, catalogueFreshValues } from './matrix-catalogue.ts';
import { type Caller, type MatrixFixture, unique } from './matrix-fixture.ts';

type Values = Record<string, unknown>;
type FieldValues = (fixture: MatrixFixture, caller: Caller) => Values | Promise<Values>;

/** Real values by argument (or input field) name: the same for every operation. */
function valuesByName({ base }: MatrixFixture, caller: Caller): Values {
  return {
    workspaceId: base.workspaceId,
    projectId: base.projectId,
    id: base.projectId,
    resourceType: 'project',
    resourceId: base.projectId,
    rowId: base.rowId,
    rowIds: [base.rowId],
    viewId: base.builtInViewId,
    versionId: base.versionId,
    primaryVersionId: base.versionId,
    commentId: base.commentId,
    commentIds: [base.commentId],
    aggregationId: base.aggregationId,
    userId: caller.userId ?? base.spareMemberId,
    username: caller.userId ?? 'nobody',
    userIds: [base.spareMemberId],
    col: 'manufacturer',
    tag: 'A',
    tags: ['A'],
    name: unique('Matrix'),
    projectName: 'Matrix project',
    title: unique('Issue'),
    message: 'Please check the lamp',
    notes: 'Figures checked',
    query: 'B1',
    search: 'm',
    searchString: 'matrix',
    email: 'matrix.owner@example.com',
    emails: [`${unique('invitee').replace(' ', '.')}@example.com`],
    usersToInvite: [`${unique('suggested').replace(' ', '.')}@example.com`],
    baseBudget: 1000,
    params: { sort: 'typeDesignation' },
    settings: { rowHeight: 'short' },
    roles: [],
    visible: true,
    resolved: true,
    read: true,
    hideResolved: false,
    isShared: true,
    attachments: [],
  };
}

const freshRow = async (f: MatrixFixture) => ({ rowId: await f.make.newRow() });
const freshView = async (f: MatrixFixture) => ({ viewId: await f.make.newView() });
/** A comment written by the caller (its author set directly: they may not be able to write). */
const ownComment: FieldValues = async (f, caller) => {
  const commentId = await f.make.newComment();
  if (caller.userId) {
    await f.app.platform.database.executeSql('update comments set created_by = $2 where id = $1', [
      commentId,
      caller.userId,
    ]);
  }
  return { commentId };
};
/** A starred list of the caller's own, when they may make one; else the owner's. */
const ownList: FieldValues = async (f, caller) => {
  const made = await caller.client.call(
    graphql(
      `mutation MatrixArgumentsMakeStarredProjectList($w: ID!) { makeStarredProjectList(workspaceId: $w, name: "Mine") { id } }`,
    ),
    { w: f.base.workspaceId },
  );
  return { id: made.data?.makeStarredProjectList?.id ?? f.base.starredListId };
};

/**
 * A custom column the owner made and deleted, for restoring: made as the fixture makes everything,
 * in a paid workspace and an active project whatever the state under test (matrix-fixture's
 * `usual`), since in an archived project nobody may delete one.
 */
const deletedColumn: FieldValues = async (f) => {
  const col = await f.make.newColumn();
  const run = f.app.platform.database.executeSql;
  const { workspaceId, projectId } = f.base;
  const { rows } = await run(
    `select w.plan, p.status from workspaces w join projects p on p.workspace_id = w.id
      where w.id = $1 and p.id = $2`,
    [workspaceId, projectId],
  );
  const state = rows[0] as { plan: string; status: string };
  const set = async (plan: string, status: string) => {
    await run('update workspaces set plan = $2 where id = $1', [workspaceId, plan]);
    await run('update projects set status = $2 where id = $1', [projectId, status]);
  };
  await set('premium', 'active');
  try {
    await f.call(
      graphql(
        `mutation MatrixArgumentsDeleteProjectColumn($w: ID!, $p: ID!, $c: String!) { deleteProjectColumn(workspaceId: $w, projectId: $p, col: $c) }`,
      ),
      { ...f.ids, c: col },
    );
  } finally {
    await set(state.plan, state.status);
  }
  return { col };
};

/** An invitation for the caller into a workspace of its own, made in the database. */
async function ownInvitation(f: MatrixFixture, caller: Caller): Promise<Values> {
  if (!caller.userId) return { invitationId: 'none' };
  const db = f.app.platform.database.db;
  const workspaceId = await insertWorkspace(db, {
    name: unique('Inviting'),
    description: null,
    creatorId: f.owner.userId!,
  });
  await insertInvitation(db, {
    workspaceId,
    userId: caller.userId,
    role: 'viewer',
    membership: 'member',
    acceptOnSignIn: false,
    invitedBy: f.owner.userId!,
  });
  const invitation = await db
    .selectFrom('workspace_invitations')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return { invitationId: invitation.id };
}

/**
 * An export of the fixture's project asked for by the caller (by their account, or through the
 * shared link they hold), recorded directly: the gates are the project's, the rest ownership.
 */
const ownExport: FieldValues = async (f, caller) => {
  const id = randomUUID();
  const requestId = randomUUID();
  await f.app.platform.database.executeSql(
    `insert into export_files (id, request_id, project_id, workspace_id, user_id, shared_link,
       kind, format, file_name, params, expires_at)
     values ($1, $2, $3, $4, $5, $6, 'schedule', 'pdf', 'Matrix.pdf', $7, now() + interval '20 minutes')`,
    [
      id,
      requestId,
      f.base.projectId,
      f.base.workspaceId,
      caller.userId ?? null,
      caller.userId ? null : (caller.sharedLink ?? 'none'),
      JSON.stringify({
        request: {
          workspaceId: f.base.workspaceId,
          projectId: f.base.projectId,
          fileFormat: 'csv',
        },
      }),
    ],
  );
  return { requestId, fileId: id, pdfName: `${id}.pdf` };
};

/** An import of the fixture's project started by the caller, recorded directly as finished. */
const ownImport: FieldValues = async (f, caller) => {
  if (!caller.userId) return { importId: 'none' };
  const importId = randomUUID();
  await f.app.platform.database.executeSql(
    `insert into import_documents (id, workspace_id, project_id, schedule_id, user_id, file_key,
       file_name, params, status, rows_read, rows_count, finished_at)
     select $1, p.workspace_id, p.id, s.id, $3, 'matrix', 'Matrix.csv', '{}', 'finished', 0, 0, now()
       from projects p join schedules s on s.project_id = p.id and s.kind = 'live' where p.id = $2`,
    [importId, f.base.projectId, caller.userId],
  );
  return { importId };
};
/** The caller's own upload, for the calls that read only one's own files. */
const ownUpload: FieldValues = async (f, caller) => ({
  key: caller.userId ? await f.make.upload(caller.client) : 'none',
});
/** The scrape every caller's onScrapeResult listens to; the owner's is caused (matrix-subscriptions). */
export const matrixScrapeId = '5c7a0e44-3c55-4a43-9f4e-7c7d5b0a1f25';
/** A loopback address: a scrape let through is refused at once by the address check, and told. */
export const matrixScrapeUrl = 'http://127.0.0.1:9/';

/** Values one operation needs besides those by name, made without changing anything. */
/** The request id every caller's searches carry in the matrix (see matrix-subscriptions.ts). */
export const matrixSearchRequestId = 'matrix-search';
const searchRequest: FieldValues = async () => ({ requestId: matrixSearchRequestId });

const fieldValues: Record<string, FieldValues> = {
  previewImportDocument: ownUpload,
  importDocument: async (f, caller) => ({
    ...(await ownUpload(f, caller)),
    mapping: [{ index: 0, columnId: 'manufacturer' }],
  }),
  getImportDocument: ownImport,
  subscribeImportDocument: ownImport,
  scrapeProductData: async () => ({ url: matrixScrapeUrl, attachmentId: randomUUID() }),
  cancelScrape: async () => ({ attachmentId: randomUUID() }),
  onScrapeResult: async () => ({ attachmentId: matrixScrapeId }),
  searchProductsV3: searchRequest,
  searchCollectionsV3: searchRequest,
  onSearchProductsV3: searchRequest,
  onSearchCollectionsV3: searchRequest,
  getExportFile: ownExport,
  refreshExportFile: ownExport,
  notifyExportFiles: ownExport,
  pdfDownloadProgress: ownExport,
  fileExporterInvoke: () => ({ fileFormat: 'csv' }),
  // The matrix's server has no Procore: a caller let through hears it is not configured.
  exportScheduleToProcore: () => ({
    fileFormat: 'csv',
    accountId: 'none',
    companyId: '1',
    procoreProjectId: '1',
  }),
  deprecatedCreateProjectV2: () => ({ location: 'Halifax, Canada' }),
  // Past the gate, a plan not sold in the app: the fixture's workspace keeps its plan and seats.
  startWorkspaceTrial: () => ({ plan: 'managed' }),
  createProjectColumn: () => ({ name: unique('Column'), type: 'string' }),
  renameProjectColumn: (f) => ({ col: f.base.column, name: 'Renamed column' }),
  getCellHistory: () => ({ col: 'quantity' }),
  renameView: (f) => ({ viewId: f.base.customViewId, name: 'Renamed view' }),
  updateViewColumnsSize: () => ({ columnsSize: [{ id: 'manufacturer', size: 240 }] }),
  createComment: () => ({ type: 'general' }),
  // Its results are those of the caller's searches with the same arguments (causeEvents).
  onSearchProjectCells: () => ({ viewId: undefined, versionId: undefined }),
  getAttachmentInfo: (f) => ({ key: f.base.ownerFile }),
  getFileLinks: (f) => ({ keys: [f.base.ownerFile] }),
  getUserProjectPreference: () => ({ key: 'matrix' }),
  updateUserProjectPreference: () => ({ key: 'matrix', value: 'on' }),
  updateWorkspaceMembership: () => ({ role: 'editor' }),
  inviteToWorkspace: () => ({
    members: [{ email: `${unique('member').replace(' ', '.')}@example.com`, role: 'viewer' }],
  }),
  // One's own invitation, into a workspace of its own: the fixture's workspace stays as it is.
  acceptWorkspaceInvitation: ownInvitation,
  declineWorkspaceInvitation: ownInvitation,
};

/**
 * Operations that use up what they act on (delete, restore, a cell at one version, a view
 * narrowed to some people, one's own comment or list) get a fresh one, made just before each
 * call, so that one role's success leaves the next role's call the same thing to act on.
 */
const freshValues: Record<string, FieldValues> = {
  deleteProject: async (f) => ({ id: await f.make.newProject() }),
  deleteRow: freshRow,
  updateCell: async (f) => ({ row: await f.make.newRow(), col: 'quantity', value: 4 }),
  updateCells: async (f) => ({
    cells: [{ row: await f.make.newRow(), col: 'quantity', value: 4, version: '1.0' }],
  }),
  restoreRows: async (f) => ({ rowsIds: [await f.make.newDeletedRow()] }),
  duplicateRow: freshRow,
  deleteProjectColumn: async (f) => ({ col: await f.make.newColumn() }),
  restoreProjectColumn: deletedColumn,
  deleteView: freshView,
  grantViewPermissionByUsers: freshView,
  deleteViewPermissionByUsers: freshView,
  grantViewPermissionByRoles: async (f) => ({ ...(await freshView(f)), roles: ['viewer'] }),
  deleteViewPermissionByRoles: async (f) => ({ ...(await freshView(f)), roles: ['viewer'] }),
  deleteProjectVersion: async (f) => ({ versionId: await f.make.newVersion() }),
  editComment: ownComment,
  deleteComment: ownComment,
  attachToComment: ownComment,
  // One's own upload: the gate is membership, what else one may see is the comments' rules.
  getAttachmentInfo: async (f, caller) => ({
    key: caller.userId ? await f.make.upload(caller.client) : f.base.ownerFile,
  }),
  declareUserAttachement: async (f, caller) => ({
    key: caller.userId ? await f.make.upload(caller.client) : 'none',
  }),
  updateStarredProjectList: ownList,
  deleteStarredProjectList: ownList,
  updateWorkspaceMembership: async (f) => ({ userId: await f.make.newSpareMember() }),
  deleteWorkspaceMembership: async (f) => ({ userId: await f.make.newSpareMember() }),
  managePermission: async (f) => ({
    createPermission: [{ userId: await f.make.newSpareMember(), type: 'viewer' }],
  }),
};

/**
 * The values of one call of `field` by `caller`. With `fresh`, what the call uses up is made
 * here, before it; without, the call is given the fixture's own (for callers who must change
 * nothing, checked by a snapshot).
 */
export async function argumentsFor(
  fixture: MatrixFixture,
  field: string,
  caller: Caller,
  { fresh }: { fresh: boolean },
): Promise<PickValue> {
  const own: Values = {
    ...valuesByName(fixture, caller),
    ...(await fieldValues[field]?.(fixture, caller)),
    ...(await catalogueFieldValues[field]?.(fixture, caller)),
    ...(fresh ? await freshValues[field]?.(fixture, caller) : {}),
    ...(fresh ? await catalogueFreshValues[field]?.(fixture, caller) : {}),
  };
  return (name) => own[name];
}

/** The fields whose calls are given something fresh to act on. */
export const freshFields = [...Object.keys(freshValues), ...Object.keys(catalogueFreshValues)];
