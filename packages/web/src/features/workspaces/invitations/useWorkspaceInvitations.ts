import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../ui/snackbar/index.ts';
import { readApiError, useSession } from '../../identity/index.ts';
import { PROJECTS_SEGMENT, projectPath } from '../../projects/index.ts';
import { useActiveWorkspace } from '../active/useActiveWorkspace.ts';
import { workspacePath } from '../workspaces.paths.ts';
import type { WorkspaceInvitation } from '../workspaces.types.ts';
import { invitationSubject } from './invitation-text.ts';
import {
  ACCEPT_WORKSPACE_INVITATION_MUTATION,
  DECLINE_WORKSPACE_INVITATION_MUTATION,
  LIST_MY_WORKSPACE_INVITATIONS_QUERY,
} from './invitations.documents.ts';

const noInvitations: readonly WorkspaceInvitation[] = [];

/** Where accepting leads: the one project shared through the invitation, or the projects page. */
function pathAfterAccepting(invitation: WorkspaceInvitation): string {
  const [only, ...others] = invitation.projects;
  return only && others.length === 0
    ? projectPath(invitation.workspaceId, only.projectId)
    : workspacePath(invitation.workspaceId, PROJECTS_SEGMENT);
}

/**
 * The signed-in person's open invitations into workspaces, read again whenever the window comes
 * back into view. `accept` makes them a member (or a guest of the projects shared with them) and
 * opens the one project shared, else the workspace's projects; `decline` drops the invitation.
 * Either tells the outcome in a snackbar.
 */
export function useWorkspaceInvitations() {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const query = useQuery(
    LIST_MY_WORKSPACE_INVITATIONS_QUERY,
    signedIn ? { fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const { refetch: refetchQuery } = query;
  const { refetch: refetchWorkspaces } = useActiveWorkspace();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const [acceptInvitation] = useMutation(ACCEPT_WORKSPACE_INVITATION_MUTATION);
  const [declineInvitation] = useMutation(DECLINE_WORKSPACE_INVITATION_MUTATION);
  const [busyId, setBusyId] = useState<string | null>(null);

  const readAgain = useCallback(() => {
    void refetchQuery().catch(() => {});
  }, [refetchQuery]);

  useEffect(() => {
    if (!signedIn) return;
    const whenVisible = () => {
      if (document.visibilityState === 'visible') readAgain();
    };
    document.addEventListener('visibilitychange', whenVisible);
    window.addEventListener('focus', whenVisible);
    return () => {
      document.removeEventListener('visibilitychange', whenVisible);
      window.removeEventListener('focus', whenVisible);
    };
  }, [signedIn, readAgain]);

  const accept = async (invitation: WorkspaceInvitation) => {
    setBusyId(invitation.id);
    try {
      await acceptInvitation({ variables: { invitationId: invitation.id } });
      await refetchWorkspaces();
      readAgain();
      show({ color: 'success', text: `You joined ${invitationSubject(invitation)}.` });
      void navigate(pathAfterAccepting(invitation));
    } catch (error) {
      show({ color: 'error', text: readApiError(error).message });
      readAgain();
    } finally {
      setBusyId(null);
    }
  };

  const decline = async (invitation: WorkspaceInvitation) => {
    setBusyId(invitation.id);
    try {
      await declineInvitation({ variables: { invitationId: invitation.id } });
      show({
        color: 'success',
        text: `You declined the invitation to ${invitationSubject(invitation)}.`,
      });
    } catch (error) {
      show({ color: 'error', text: readApiError(error).message });
    } finally {
      readAgain();
      setBusyId(null);
    }
  };

  return {
    invitations: query.data?.listMyWorkspaceInvitations ?? noInvitations,
    loading: query.loading && !query.data,
    busyId,
    accept,
    decline,
  };
}
