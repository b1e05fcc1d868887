import { type Role, roleLabel } from '@specboard/domain';
import { type Block, composeMail } from '../../platform/mail/compose.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The app page where a signed-in person accepts or declines their invitations. */
export const invitationsPath = '/invitations';

/**
 * The mail of an invitation into a workspace. An address without an account gets the temporary
 * password of the account made for it (its first sign-in accepts); an existing account gets the
 * link to the app page where it accepts or declines. The inviter's message is quoted as theirs.
 */
export function invitationMail(input: {
  to: string;
  inviterName: string;
  workspaceName: string;
  role: Role;
  temporaryPassword: string | undefined;
  emailMessage: string | null;
  publicUrl: string;
}): MailMessage {
  const inviter = { user: input.inviterName };
  const workspace = { user: input.workspaceName };
  const access: Block[] = input.temporaryPassword
    ? [
        [
          'Sign in at ',
          { link: `${input.publicUrl}/login?email=${encodeURIComponent(input.to)}` },
          ` with this address and the temporary password ${input.temporaryPassword}\n`,
          'You will then choose a password of your own.',
        ],
        ['Signing in accepts the invitation. If you do not want to join, ignore this message.'],
      ]
    : [
        [
          'Accept or decline the invitation in Specboard: ',
          { link: `${input.publicUrl}${invitationsPath}` },
        ],
        ['You join the workspace only if you accept.'],
      ];
  return composeMail({
    to: input.to,
    subject: [inviter, ' invited you to ', workspace, ' on Specboard'],
    blocks: [
      [
        inviter,
        ' invited you to the workspace ',
        workspace,
        ` on Specboard, as ${roleLabel(input.role)}.`,
      ],
      ...(input.emailMessage
        ? [{ quote: { author: input.inviterName, words: input.emailMessage } }]
        : []),
      ...access,
    ],
  });
}
