import { type ProjectPermissionType, roleLabel } from '@specboard/domain';
import { type Block, composeMail } from '../../platform/mail/compose.ts';
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

/**
 * The mail telling someone a project was shared with them. A member of the workspace gets the
 * link to the project. Anyone else was invited into the workspace with it: an account made for
 * them gets its temporary password and the sign-in link (signing in accepts), an existing account
 * the page where it accepts or declines (`invitationsLink`). The inviter's message is quoted as
 * theirs.
 */
export function projectInvitationMail(input: {
  to: string;
  inviterName: string;
  projectName: string;
  workspaceName: string;
  link: string;
  role: ProjectPermissionType;
  temporaryPassword: string | undefined;
  invitationsLink: string | undefined;
  emailMessage: string | null;
  publicUrl: string;
}): MailMessage {
  const inviter = { user: input.inviterName };
  const signIn = `${input.publicUrl}/login?email=${encodeURIComponent(input.to)}`;
  const access: Block[] = input.temporaryPassword
    ? [
        [
          'Sign in at ',
          { link: signIn },
          ` with this address and the temporary password ${input.temporaryPassword}\n`,
          'You will then choose a password of your own, and find the project at ',
          { link: input.link },
        ],
        ['Signing in accepts the invitation. If you do not want to join, ignore this message.'],
      ]
    : input.invitationsLink
      ? [
          ['Accept or decline the invitation in Specboard: ', { link: input.invitationsLink }],
          ['You can open the project only once you accept.'],
        ]
      : [['Open it at ', { link: input.link }]];
  return composeMail({
    to: input.to,
    subject: [inviter, ' shared ', { user: input.projectName }, ' with you on Specboard'],
    blocks: [
      [
        inviter,
        ' shared the project ',
        { user: input.projectName },
        ' (',
        { user: input.workspaceName },
        `) with you on Specboard, as ${roleLabel(input.role)}.`,
      ],
      ...(input.emailMessage
        ? [{ quote: { author: input.inviterName, words: input.emailMessage } }]
        : []),
      ...access,
    ],
  });
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
  const requester = { user: input.requesterName };
  const project = { user: input.projectName };
  return composeMail({
    to: input.to,
    subject: [requester, ' asks you to invite people to ', project],
    blocks: [
      [
        requester,
        ' asks you to invite ',
        // Checked e-mail addresses, kept whole: the creator invites exactly these.
        input.emails.join(', '),
        ' to the project ',
        project,
        ` on Specboard, as ${roleLabel(input.role)}.`,
      ],
      ['Open the share dialog, filled in, at ', { link: input.link }],
      ['You receive this because you are a creator of the project.'],
    ],
  });
}
