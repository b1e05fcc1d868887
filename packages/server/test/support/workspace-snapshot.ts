import type { TestApp } from './test-app.ts';

const inWorkspace = 'select id from projects where workspace_id = $1';
const ofSchedules = `select id from schedules where project_id in (${inWorkspace})`;

/** Everything a call could change in a workspace, each table in a stable order. */
const tables: Record<string, string> = {
  workspace: 'select * from workspaces where id = $1',
  members: 'select * from workspace_memberships where workspace_id = $1 order by user_id',
  invitations: 'select * from workspace_invitations where workspace_id = $1 order by user_id',
  shares: `select * from project_permissions where project_id in (${inWorkspace}) order by 1, 2`,
  sharesInvited: 'select * from project_invitations where workspace_id = $1 order by 1, 2',
  projects: 'select * from projects where workspace_id = $1 order by id',
  schedules: `select * from schedules where id in (${ofSchedules}) order by id`,
  rows: `select * from schedule_rows where schedule_id in (${ofSchedules}) order by id`,
  views: `select * from schedule_views where project_id in (${inWorkspace}) order by id`,
  versions: `select * from project_versions where project_id in (${inWorkspace}) order by id`,
  aggregations: `select * from project_aggregations where project_id in (${inWorkspace}) order by id`,
  comments: 'select * from comments where workspace_id = $1 order by id',
  followers: `select * from row_followers where schedule_id in (${ofSchedules}) order by 1, 2, 3`,
  starred: 'select * from starred_project_lists where workspace_id = $1 order by id',
  libraries: 'select * from libraries where workspace_id = $1 order by id',
  collections: 'select * from collections where workspace_id = $1 order by id',
  collectionShares: `select * from collection_permissions
    where collection_id in (select id from collections where workspace_id = $1) order by 1, 2`,
  collectionPhotos: `select * from collection_photos
    where collection_id in (select id from collections where workspace_id = $1) order by id`,
};

/**
 * The workspace's rows in every table a call could change, to compare before and after calls
 * that must change nothing.
 */
export async function snapshotWorkspace(app: TestApp, workspaceId: string) {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, sql]) => {
      const { rows } = await app.platform.database.executeSql(sql, [workspaceId]);
      return [name, rows] as const;
    }),
  );
  return Object.fromEntries(entries);
}
