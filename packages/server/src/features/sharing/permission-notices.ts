import { effectiveProjectRole, type Role, roleLabel } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { type NotificationEvent, notify } from '../notifications/index.ts';
import type { ProjectView } from '../projects/index.ts';
import { announceMembershipChanged, findMember } from '../workspaces/index.ts';
import { joinsAsGuest, type PlannedChange } from './permission-batch.ts';
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

/** Their role on the project after the change, or null when they can no longer open it. */
function roleAfter(change: PlannedChange): string | null {
  const joined = joinsAsGuest(change);
  return (
    effectiveProjectRole({
      workspaceRole: joined ? 'guest' : ((change.person?.workspace_role as Role | null) ?? null),
      workspaceMembership: joined ? 'guest' : change.person?.membership,
      projectRole: change.role,
    }) ?? null
  );
}

/**
 * After a batch committed: the project's and the workspace's subscribers hear of it, everyone
 * whose access changed has their subscriptions checked again, and the people newly given the
 * project get a mail (a new account its temporary password) and, with an account, a notification.
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
  const workspaceName = await nameOfWorkspace(context, view.workspace_id);
  const link = projectLink(context.config.publicUrl, view.workspace_id, view.id);
  const newlyShared = changes.filter((change) => change.role && !change.person?.project_role);
  for (const change of changes.filter(joinsAsGuest)) {
    announceMembershipChanged(context, {
      workspaceId: view.workspace_id,
      userId: change.userId!,
      role: 'guest',
      previousRole: null,
      actorId: actor.id,
    });
  }
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
        emailMessage,
        publicUrl: context.config.publicUrl,
      }),
    );
  }
  const withAccounts = newlyShared.filter((change) => !change.newAccount);
  for (const role of new Set(withAccounts.map((change) => change.role!))) {
    const said = `Shared with you as ${roleLabel(role)}${emailMessage ? `: ${emailMessage}` : '.'}`;
    await notify(
      context,
      withAccounts.filter((change) => change.role === role).map((change) => change.userId!),
      projectNotice(view, { kind: 'share', actor, excerpt: said, link: null }),
    );
  }
}

async function nameOfWorkspace(context: GraphQLContext, workspaceId: string) {
  const row = await context.database.db
    .selectFrom('workspaces')
    .select('name')
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  return row?.name ?? '';
}
