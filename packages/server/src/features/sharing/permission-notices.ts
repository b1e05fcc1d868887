import { effectiveProjectRole, type Role, sharingMessages } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { type NotificationEvent, notify } from '../notifications/index.ts';
import type { ProjectView } from '../projects/index.ts';
import { findMember, findWorkspaceName, invitationsPath } from '../workspaces/index.ts';
import { type PlannedChange, throughInvitation } from './permission-batch.ts';
import { announcePermissionChanges } from './permission-events.ts';
import { projectInvitationMail, projectLink } from './sharing-mail.ts';

const excerptMax = 200;

/** A notification about a project as a whole (a share, a request): no row or comment. */
export function projectNotice(
  view: Pick<ProjectView, 'id' | 'workspace_id' | 'project_name'>,
  notice: Pick<NotificationEvent, 'kind' | 'actor' | 'excerpt' | 'link'>,
): NotificationEvent {
  return {
    ...notice,
    excerpt: notice.excerpt.slice(0, excerptMax),
    workspace_id: view.workspace_id,
    resource_type: 'project',
    resource_id: view.id,
    resource_name: view.project_name,
    row_id: null,
    cell_pointer: null,
    comment_id: null,
  };
}

/** The person who made a change, as mails and notifications name them. */
export async function loadActor(context: GraphQLContext, workspaceId: string) {
  const userId = context.viewer!.userId;
  const member = await findMember(context.database.db, workspaceId, userId);
  const name = member?.name?.trim() || member?.email || 'A colleague';
  return { id: userId, name, email: member?.email ?? '', picture: null };
}

/**
 * Their role on the project after the change, or null when they cannot open it (removed, or
 * given it through an invitation they have not accepted).
 */
function roleAfter(change: PlannedChange): string | null {
  if (throughInvitation(change)) return null;
  return (
    effectiveProjectRole({
      workspaceRole: (change.person?.workspace_role as Role | null) ?? null,
      workspaceMembership: change.person?.membership,
      projectRole: change.role,
    }) ?? null
  );
}

/**
 * After a batch committed: the project's subscribers hear of it, everyone whose access changed
 * has their subscriptions checked again, and the people newly given the project get a mail:
 * members a link to it and a notification; people outside the workspace, whose share waits in an
 * invitation, the page where they accept it (an account made for them its temporary password,
 * its first sign-in accepting).
 */
export async function tellOfChanges(
  context: GraphQLContext,
  view: ProjectView,
  changes: PlannedChange[],
  emailMessage: string | null,
) {
  const actor = await loadActor(context, view.workspace_id);
  announcePermissionChanges(
    context,
    changes.map((change) => ({
      resourceType: 'project',
      resourceId: view.id,
      workspaceId: view.workspace_id,
      userId: change.userId!,
      type: roleAfter(change),
      sharedLinkChanged: false,
    })),
  );
  const workspaceName = await findWorkspaceName(context.database.db, view.workspace_id);
  const link = projectLink(context.config.publicUrl, view.workspace_id, view.id);
  const newlyShared = changes.filter(
    (change) => change.role && !change.person?.project_role && !change.person?.invited_role,
  );
  for (const change of newlyShared) {
    await context.mail.send(
      projectInvitationMail({
        to: change.email,
        inviterName: actor.name,
        projectName: view.project_name,
        workspaceName,
        link,
        role: change.role!,
        temporaryPassword: change.newAccount?.temporaryPassword,
        invitationsLink: throughInvitation(change)
          ? `${context.config.publicUrl}${invitationsPath}`
          : undefined,
        emailMessage,
        publicUrl: context.config.publicUrl,
      }),
    );
  }
  const members = newlyShared.filter((change) => !throughInvitation(change));
  for (const role of new Set(members.map((change) => change.role!))) {
    const said = sharingMessages.sharedWithYou(role, emailMessage);
    await notify(
      context,
      members.filter((change) => change.role === role).map((change) => change.userId!),
      projectNotice(view, { kind: 'share', actor, excerpt: said, link: null }),
    );
  }
}
