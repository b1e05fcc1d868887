import { type ProjectPermissionType, roleLabel } from '@specboard/domain';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The project's page in the app. */
export function projectLink(publicUrl: string, workspaceId: string, projectId: string): string {
  return `${publicUrl}/workspace/${encodeURIComponent(workspaceId)}/projects/${encodeURIComponent(projectId)}`;
}

/**
 * Where a creator goes from a request for an invite: the project with its share dialog open and
 * filled in (spec 000 §2: action=invite, email, type). An app path; the mail puts the address first.
 */
export function inviteDialogPath(
  ids: { workspaceId: string; projectId: string },
  emails: readonly string[],
  type: ProjectPermissionType,
): string {
  const query = new URLSearchParams({ action: 'invite', email: emails.join(','), type });
  return `${projectLink('', ids.workspaceId, ids.projectId)}?${query}`;
}

const quoted = (name: string, message: string | null) =>
  message ? `\n\n${name} wrote:\n${message}` : '';

/**
 * The mail telling someone a project was shared with them: a new account gets its temporary
 * password and the sign-in link, an existing one the link to the project.
 */
export function projectInvitationMail(input: {
  to: string;
  inviterName: string;
  projectName: string;
  workspaceName: string;
  link: string;
  role: ProjectPermissionType;
  temporaryPassword: string | undefined;
  emailMessage: string | null;
  publicUrl: string;
}): MailMessage {
  const access = input.temporaryPassword
    ? `Sign in at ${input.publicUrl}/login?email=${encodeURIComponent(input.to)} with this address and the ` +
      `temporary password ${input.temporaryPassword}\nYou will then choose a password of your own, ` +
      `and find the project at ${input.link}`
    : `Open it at ${input.link}`;
  return {
    to: input.to,
    subject: `${input.inviterName} shared ${input.projectName} with you on Specboard`,
    text:
      `${input.inviterName} shared the project ${input.projectName} (${input.workspaceName}) with ` +
      `you on Specboard, as ${roleLabel(input.role)}.${quoted(input.inviterName, input.emailMessage)}` +
      `\n\n${access}`,
  };
}

/** The mail asking a creator of the project to invite people someone suggested. */
export function inviteRequestMail(input: {
  to: string;
  requesterName: string;
  projectName: string;
  emails: readonly string[];
  role: ProjectPermissionType;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `${input.requesterName} asks you to invite people to ${input.projectName}`,
    text:
      `${input.requesterName} asks you to invite ${input.emails.join(', ')} to the project ` +
      `${input.projectName} on Specboard, as ${roleLabel(input.role)}.\n\n` +
      `Open the share dialog, filled in, at ${input.link}\n\n` +
      'You receive this because you are a creator of the project.',
  };
}
