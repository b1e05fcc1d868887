import { type ProjectPermissionType, roleLabel } from '@specboard/domain';
import { type Block, composeMail, type Segment } from '../../platform/mail/compose.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The library or collection shared, as its mail names it. */
export type SharedInMail = {
  kind: 'library' | 'collection';
  name: string;
  /** Its workspace's name, when the mail names it. */
  workspaceName?: string;
  /** Its page in the app. */
  link: string;
};

/**
 * The mail telling someone a library or collection was shared with them: an account made for them
 * gets its temporary password (its first sign-in accepts the workspace invitation); someone who
 * must accept an invitation first, the page where they do (`invitationsLink`); others the link.
 */
export function catalogueInvitationMail(input: {
  to: string;
  inviterName: string;
  shared: SharedInMail;
  role: ProjectPermissionType;
  temporaryPassword: string | undefined;
  invitationsLink?: string;
  emailMessage: string | null;
  publicUrl: string;
}): MailMessage {
  const { shared } = input;
  const inviter = { user: input.inviterName };
  const signIn = `${input.publicUrl}/login?email=${encodeURIComponent(input.to)}`;
  const access: Block[] = input.temporaryPassword
    ? [
        [
          'Sign in at ',
          { link: signIn },
          ` with this address and the temporary password ${input.temporaryPassword}\n`,
          `You will then choose a password of your own, and find the ${shared.kind} at `,
          { link: shared.link },
        ],
      ]
    : input.invitationsLink
      ? [['Accept or decline the invitation in Specboard: ', { link: input.invitationsLink }]]
      : [['Open it at ', { link: shared.link }]];
  const workspace: Segment[] =
    shared.workspaceName === undefined ? [] : [' (', { user: shared.workspaceName }, ')'];
  return composeMail({
    to: input.to,
    subject: [inviter, ' shared ', { user: shared.name }, ' with you on Specboard'],
    blocks: [
      [
        inviter,
        ` shared the ${shared.kind} `,
        { user: shared.name },
        ...workspace,
        ` with you on Specboard, as ${roleLabel(input.role)}.`,
      ],
      ...(input.emailMessage
        ? [{ quote: { author: input.inviterName, words: input.emailMessage } }]
        : []),
      ...access,
    ],
  });
}
