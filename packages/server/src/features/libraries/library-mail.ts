import type { GraphQLContext } from '../../graphql/context.ts';
import { catalogueInvitationMail, type PlannedInvite } from '../catalogue-people/index.ts';
import { findMember, findWorkspaceName, invitationsPath } from '../workspaces/index.ts';
import type { LibraryView } from './libraries.repository.ts';

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
  planned: readonly PlannedInvite[],
  emailMessage: string | null,
) {
  const fresh = planned.filter((invite) => !invite.person?.share_role);
  if (fresh.length === 0) return;
  const db = context.database.db;
  const actor = await findMember(db, library.workspace_id, context.viewer!.userId);
  const inviterName = actor?.name?.trim() || actor?.email || 'A colleague';
  const workspaceName = await findWorkspaceName(db, library.workspace_id);
  const publicUrl = context.config.publicUrl;
  const link = libraryLink(publicUrl, library.workspace_id, library.id);
  for (const invite of fresh) {
    await context.mail.send(
      catalogueInvitationMail({
        to: invite.email,
        inviterName,
        shared: { kind: 'library', name: library.name, workspaceName, link },
        role: invite.role,
        temporaryPassword: invite.newAccount?.temporaryPassword,
        invitationsLink: invite.person?.membership ? undefined : `${publicUrl}${invitationsPath}`,
        emailMessage,
        publicUrl,
      }),
    );
  }
}
