import {
  AppError,
  can,
  defaultProjectPermissionType,
  limitedSharerMemberCap,
  type ProjectPermissionType,
  peopleOverMemberCap,
  sharingMessages,
  usersLimitMessage,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { InviteSuggestion } from '../../graphql/resolvers.generated.ts';
import { notify } from '../notifications/index.ts';
import { loadProject } from '../projects/index.ts';
import { authorize } from '../workspaces/index.ts';
import { loadActor, projectNotice } from './permission-notices.ts';
import { readInvites } from './permissions.service.ts';
import { countPeopleOnProject, findCreators, findPeopleByEmails } from './sharing.repository.ts';
import { inviteDialogPath, inviteRequestMail } from './sharing-mail.ts';

/**
 * Request an invite (suggestCollaborator): someone who may not share directly asks the project's
 * creators, by mail and in the app, to invite people. The project may grow to the member cap of
 * a limited sharer: the people on it now plus those asked for.
 */
export async function suggestCollaborator(
  context: GraphQLContext,
  args: {
    workspaceId: string;
    projectId: string;
    usersToInvite: string[];
    type?: ProjectPermissionType | null;
  },
): Promise<InviteSuggestion> {
  const { view, onProject } = await loadProject(context, args.workspaceId, args.projectId);
  authorize(onProject, 'project:requestInvite');
  if (can(onProject, 'project:managePermissions').allowed) {
    throw new AppError('BAD_USER_INPUT', sharingMessages.invitesDirectly);
  }
  const type = args.type ?? defaultProjectPermissionType;
  const { invites, wrongEmails } = readInvites(
    onProject,
    args.usersToInvite.map((email) => ({ email })),
  );
  const where = { workspaceId: view.workspace_id, projectId: view.id };
  const onIt = new Set(
    (
      await findPeopleByEmails(context.database.db, {
        ...where,
        emails: invites.map((i) => i.email),
      })
    )
      .filter((person) => person.project_role || person.invited_role)
      .map((person) => person.email.toLowerCase()),
  );
  const emails = invites.map((invite) => invite.email).filter((email) => !onIt.has(email));
  if (emails.length === 0) {
    throw new AppError(
      'BAD_USER_INPUT',
      invites.length > 0 ? sharingMessages.everyoneOnProject : sharingMessages.noEmailsGiven,
    );
  }
  const over = peopleOverMemberCap(
    await countPeopleOnProject(context.database.db, view.id),
    emails.length,
  );
  if (over > 0) {
    throw new AppError('LIMIT_REACHED', usersLimitMessage(over, limitedSharerMemberCap), {
      reason: 'memberCap',
      limit: limitedSharerMemberCap,
    });
  }
  const actor = await loadActor(context, view.workspace_id);
  const creators = await findCreators(context.database.db, view.id);
  const dialogPath = inviteDialogPath(where, emails, type);
  for (const creator of creators) {
    await context.mail.send(
      inviteRequestMail({
        to: creator.email,
        requesterName: actor.name,
        projectName: view.project_name,
        emails,
        role: type,
        link: `${context.config.publicUrl}${dialogPath}`,
      }),
    );
  }
  await notify(
    context,
    creators.map((creator) => creator.id),
    projectNotice(view, {
      kind: 'inviteRequest',
      actor,
      excerpt: sharingMessages.asksToInvite(emails),
      link: dialogPath,
    }),
  );
  return { projectId: view.id, usersToInvite: emails, type, wrongEmails };
}
