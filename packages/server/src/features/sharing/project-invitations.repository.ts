import type { ProjectPermissionType } from '@specboard/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Shares the project with someone through their invitation into its workspace (which must
 * exist): theirs at `role` once they accept. Shared again, the role is the new one.
 */
export async function upsertProjectInvitation(
  db: Db,
  values: {
    workspaceId: string;
    projectId: string;
    userId: string;
    role: ProjectPermissionType;
    invitedBy: string;
  },
) {
  await db
    .insertInto('project_invitations')
    .values({
      workspace_id: values.workspaceId,
      project_id: values.projectId,
      user_id: values.userId,
      role: values.role,
      invited_by: values.invitedBy,
    })
    .onConflict((conflict) =>
      conflict.columns(['project_id', 'user_id']).doUpdateSet({ role: values.role }),
    )
    .execute();
}

/** Withdraws the project's shares waiting in these people's invitations. */
export async function deleteProjectInvitations(
  db: Db,
  projectId: string,
  userIds: readonly string[],
) {
  if (userIds.length === 0) return;
  await db
    .deleteFrom('project_invitations')
    .where('project_id', '=', projectId)
    .where('user_id', 'in', [...userIds])
    .execute();
}
