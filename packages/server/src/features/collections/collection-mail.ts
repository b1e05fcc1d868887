import type { GraphQLContext } from '../../graphql/context.ts';
import {
  catalogueInvitationMail,
  findPeopleByIds,
  type PlannedInvite,
  type SharedResource,
} from '../catalogue-people/index.ts';

/** The collection's page in the app. */
export function collectionLink(publicUrl: string, workspaceId: string, collectionId: string) {
  return `${publicUrl}/workspace/${encodeURIComponent(workspaceId)}/collection/${encodeURIComponent(collectionId)}`;
}

/**
 * Mails everyone invited to the collection: an account made for them its temporary password
 * (its first sign-in accepts the workspace invitation), others the link.
 */
export async function sendCollectionInvitations(
  context: GraphQLContext,
  collection: SharedResource,
  collectionName: string,
  planned: readonly PlannedInvite[],
  emailMessage: string | null,
) {
  const viewerId = context.viewer!.userId;
  const inviter = (await findPeopleByIds(context.database.db, collection, [viewerId])).find(
    (person) => person.membership || person.invitation_id,
  );
  const inviterName = inviter?.name || inviter?.email || '';
  const publicUrl = context.config.publicUrl;
  const link = collectionLink(publicUrl, collection.workspaceId, collection.id);
  for (const invite of planned) {
    await context.mail.send(
      catalogueInvitationMail({
        to: invite.email,
        inviterName,
        shared: { kind: 'collection', name: collectionName, link },
        role: invite.role,
        temporaryPassword: invite.newAccount?.temporaryPassword,
        emailMessage,
        publicUrl,
      }),
    );
  }
}
