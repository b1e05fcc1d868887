import { useMutation } from '@apollo/client/react';
import { inviteeEmail } from './invitees.ts';
import { MANAGE_PERMISSION_MUTATION, SUGGEST_COLLABORATOR_MUTATION } from './sharing.documents.ts';
import type { Invitee, ProjectPermission, ProjectPermissionType } from './sharing.types.ts';

type SendInvitesOptions = {
  projectId: string;
  workspaceId: string;
  /** Creators share directly (Send); the others ask the creators (Request an invite). */
  direct: boolean;
  /** Receives the project's people after a direct share. */
  onPeople: (people: ProjectPermission[]) => void;
};

export type Invitation = {
  invitees: readonly Invitee[];
  /** Typed entries that are not addresses: the server drops them, or refuses the list naming them. */
  wrongEntries: readonly string[];
  type: ProjectPermissionType;
  message: string;
};

/**
 * Sends the chosen people: creators give permissions to people of the workspace and invite
 * typed addresses in one managePermission call; others send a suggestCollaborator request.
 * A refusal (member cap, licences, wrong e-mails) is thrown for the dialog to show.
 */
export function useSendInvites({ projectId, workspaceId, direct, onPeople }: SendInvitesOptions) {
  const [manage, managing] = useMutation(MANAGE_PERMISSION_MUTATION);
  const [suggest, suggesting] = useMutation(SUGGEST_COLLABORATOR_MUTATION);

  const send = async ({ invitees, wrongEntries, type, message }: Invitation) => {
    if (!direct) {
      await suggest({
        variables: {
          projectId,
          workspaceId,
          type,
          usersToInvite: [...invitees.map(inviteeEmail), ...wrongEntries],
        },
      });
      return;
    }
    const createPermission = invitees.flatMap((invitee) =>
      invitee.kind === 'user' ? [{ userId: invitee.user.id, type }] : [],
    );
    const inviteUserToProject = [
      ...invitees.flatMap((invitee) => (invitee.kind === 'email' ? [invitee.email] : [])),
      ...wrongEntries,
    ].map((email) => ({ email, type }));
    const { data } = await manage({
      variables: {
        projectId,
        workspaceId,
        createPermission,
        inviteUserToProject,
        emailMessage: message.trim() || null,
      },
    });
    if (data) onPeople(data.managePermission.permissions);
  };

  return { send, sending: managing.loading || suggesting.loading };
}
