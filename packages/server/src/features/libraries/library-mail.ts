import { roleLabel } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { type Block, composeMail } from '../../platform/mail/compose.ts';
import { findMember, findWorkspaceName, invitationsPath } from '../workspaces/index.ts';
import type { LibraryView } from './libraries.repository.ts';
import type { PlannedInvite } from './library-permissions.service.ts';

/** The library's page in the app (route collection-library). */
export function libraryLink(publicUrl: string, workspaceId: string, libraryId: string): string {
  return `${publicUrl}/workspace/${encodeURIComponent(workspaceId)}/collections/${encodeURIComponent(libraryId)}`;
}

/**
 * Mails the people newly given the library, as project shares are mailed: a member the link; an
 * account made for them its temporary password (signing in accepts); anyone else outside the
 * workspace the page where they accept the invitation.
 */
export async function sendLibraryInvitations(
  context: GraphQLContext,
  library: LibraryView,
  planned: PlannedInvite[],
  emailMessage: string | null,
) {
  const fresh = planned.filter((invite) => !invite.person?.library_role);
  if (fresh.length === 0) return;
  const db = context.database.db;
  const actor = await findMember(db, library.workspace_id, context.viewer!.userId);
  const inviterName = actor?.name?.trim() || actor?.email || 'A colleague';
  const workspaceName = await findWorkspaceName(db, library.workspace_id);
  const publicUrl = context.config.publicUrl;
  const link = libraryLink(publicUrl, library.workspace_id, library.id);
  for (const invite of fresh) {
    const signIn = `${publicUrl}/login?email=${encodeURIComponent(invite.email)}`;
    const access: Block[] = invite.newAccount
      ? [
          [
            'Sign in at ',
            { link: signIn },
            ` with this address and the temporary password ${invite.newAccount.temporaryPassword}\n`,
            'You will then choose a password of your own, and find the library at ',
            { link },
          ],
        ]
      : invite.person?.membership
        ? [['Open it at ', { link }]]
        : [
            [
              'Accept or decline the invitation in Specboard: ',
              { link: `${publicUrl}${invitationsPath}` },
            ],
          ];
    await context.mail.send(
      composeMail({
        to: invite.email,
        subject: [
          { user: inviterName },
          ' shared ',
          { user: library.name },
          ' with you on Specboard',
        ],
        blocks: [
          [
            { user: inviterName },
            ' shared the library ',
            { user: library.name },
            ' (',
            { user: workspaceName },
            `) with you on Specboard, as ${roleLabel(invite.role)}.`,
          ],
          ...(emailMessage ? [{ quote: { author: inviterName, words: emailMessage } }] : []),
          ...access,
        ],
      }),
    );
  }
}
