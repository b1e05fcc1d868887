import { roleLabel } from '@specboard/domain';
import { type Block, composeMail } from '../../platform/mail/compose.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { CatalogueShareRole } from './collection-access.repository.ts';

/** The collection's page in the app. */
export function collectionLink(publicUrl: string, workspaceId: string, collectionId: string) {
  return `${publicUrl}/workspace/${encodeURIComponent(workspaceId)}/collection/${encodeURIComponent(collectionId)}`;
}

/**
 * The mail telling someone a collection was shared with them: an account made for them gets its
 * temporary password (its first sign-in accepts the workspace invitation), others the link.
 */
export function collectionInvitationMail(input: {
  to: string;
  inviterName: string;
  collectionName: string;
  link: string;
  role: CatalogueShareRole;
  temporaryPassword: string | undefined;
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
          'You will then choose a password of your own, and find the collection at ',
          { link: input.link },
        ],
      ]
    : [['Open it at ', { link: input.link }]];
  return composeMail({
    to: input.to,
    subject: [inviter, ' shared ', { user: input.collectionName }, ' with you on Specboard'],
    blocks: [
      [
        inviter,
        ' shared the collection ',
        { user: input.collectionName },
        ` with you on Specboard, as ${roleLabel(input.role)}.`,
      ],
      ...(input.emailMessage
        ? [{ quote: { author: input.inviterName, words: input.emailMessage } }]
        : []),
      ...access,
    ],
  });
}
