import { AppError, type Role, roleLabel, workspaceMessages } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Workspace, WorkspaceInvitation } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  acceptInvitation,
  deleteInvitationOfUser,
  listInvitationsOfUser,
  listInvitedProjectsOfUser,
  lockInvitationOfUser,
} from './invitations.repository.ts';
import { announceMembershipChanged } from './membership-events.ts';
import { getWorkspace } from './workspaces.service.ts';

/** How many of their invitations a person sees at once, newest first. */
const invitationsShown = 50;

const notFound = () => new AppError('NOT_FOUND', workspaceMessages.invitationClosed);

/** The viewer's open invitations into workspaces, newest first. */
export async function listMyWorkspaceInvitations(
  context: GraphQLContext,
): Promise<WorkspaceInvitation[]> {
  const viewer = requireViewer(context);
  const db = context.database.db;
  const rows = await listInvitationsOfUser(db, viewer.userId, invitationsShown);
  const projects = await listInvitedProjectsOfUser(
    db,
    viewer.userId,
    rows.map((row) => row.workspace_id),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role as WorkspaceInvitation['role'],
    roleLabel: roleLabel(row.role as Role),
    workspaceId: row.workspace_id,
    workspaceName: row.workspace_name,
    invitedBy: row.inviter_id
      ? { id: row.inviter_id, name: row.inviter_name, email: row.inviter_email ?? '' }
      : null,
    invitedAt: row.created_at.toISOString(),
    projects: projects
      .filter((project) => project.workspace_id === row.workspace_id)
      .map((project) => ({
        projectId: project.project_id,
        projectName: project.project_name,
        role: project.role,
        roleLabel: roleLabel(project.role),
      })),
  }));
}

/**
 * The viewer accepts their invitation: they become a member at the invited role (the licence was
 * held since the invitation), with the projects shared through it at their shared roles, and the
 * workspace is answered. Another person's invitation, or one
 * withdrawn or already answered, is not found.
 */
export async function acceptWorkspaceInvitation(
  context: GraphQLContext,
  invitationId: string,
): Promise<Workspace> {
  const viewer = requireViewer(context);
  const accepted = await context.database.db.transaction().execute(async (trx) => {
    const invitation = await lockInvitationOfUser(trx, invitationId, viewer.userId);
    if (!invitation) throw notFound();
    await acceptInvitation(trx, invitation);
    return invitation;
  });
  announceMembershipChanged(context, {
    workspaceId: accepted.workspace_id,
    userId: viewer.userId,
    role: accepted.role,
    previousRole: null,
    actorId: viewer.userId,
  });
  const workspace = await getWorkspace(context, accepted.workspace_id);
  if (!workspace) throw notFound();
  return workspace;
}

/** The viewer declines their invitation: it goes, and they stay out of the workspace. */
export async function declineWorkspaceInvitation(
  context: GraphQLContext,
  invitationId: string,
): Promise<boolean> {
  const viewer = requireViewer(context);
  const declined = await deleteInvitationOfUser(context.database.db, invitationId, viewer.userId);
  if (!declined) throw notFound();
  return true;
}
