import { useApolloClient, useMutation } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import {
  FOLLOW_COLLECTION_MUTATION,
  UNFOLLOW_COLLECTION_MUTATION,
  WORKSPACES_FOR_FOLLOWING_QUERY,
} from './collection-following.documents.ts';
import { FollowWorkspaceDialog, type WorkspaceChoice } from './FollowWorkspaceDialog.tsx';

/** What following needs to know of a collection. */
export type FollowTarget = { id: string; name: string; workspaceId: string };

type Options = {
  /** The workspace the viewer is in: chosen first, and where Unfollow takes the collection from. */
  workspaceId: string;
  /** The collection is now followed into `into`. */
  onFollowed?: (collection: FollowTarget, into: WorkspaceChoice) => void;
  onUnfollowed?: (collection: FollowTarget) => void;
};

/**
 * Follow and Unfollow (spec 001 §4, §6). Follow asks which workspace to follow into when the
 * viewer may follow into several (listWorkspacesForFollowing, less the collection's own), else
 * follows into the one; the server's refusal (locked to its workspace, private…) is told as is.
 */
export function useFollowCollection({ workspaceId, onFollowed, onUnfollowed }: Options) {
  const client = useApolloClient();
  const { show } = useSnackbar();
  const [followMutation] = useMutation(FOLLOW_COLLECTION_MUTATION);
  const [unfollowMutation] = useMutation(UNFOLLOW_COLLECTION_MUTATION);
  const [pending, setPending] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<{
    collection: FollowTarget;
    workspaces: WorkspaceChoice[];
  } | null>(null);

  const followInto = async (collection: FollowTarget, into: WorkspaceChoice) => {
    setPending(collection.id);
    try {
      await followMutation({ variables: { workspaceId: into.id, collectionId: collection.id } });
      setChoosing(null);
      const where = into.name ? ` in ${into.name}` : '';
      show({ color: 'success', text: `Following “${collection.name}”${where}` });
      onFollowed?.(collection, into);
    } catch (error) {
      show({ color: 'error', text: readApiError(error).message });
    } finally {
      setPending(null);
    }
  };

  const follow = async (collection: FollowTarget) => {
    setPending(collection.id);
    let workspaces: WorkspaceChoice[];
    try {
      const result = await client.query({
        query: WORKSPACES_FOR_FOLLOWING_QUERY,
        fetchPolicy: 'network-only',
      });
      workspaces = (result.data?.listWorkspacesForFollowing.data ?? []).filter(
        (workspace) => workspace.id !== collection.workspaceId,
      );
    } catch (error) {
      setPending(null);
      show({ color: 'error', text: readApiError(error).message });
      return;
    }
    setPending(null);
    const only = workspaces.length === 1 ? workspaces[0] : undefined;
    if (only) return followInto(collection, only);
    // None to choose from: the server says why (its own workspace, or no editor role anywhere).
    if (workspaces.length === 0) return followInto(collection, { id: workspaceId, name: '' });
    setChoosing({ collection, workspaces });
  };

  const unfollow = async (collection: FollowTarget) => {
    setPending(collection.id);
    try {
      await unfollowMutation({ variables: { workspaceId, collectionId: collection.id } });
      show({ color: 'success', text: `Stopped following “${collection.name}”` });
      onUnfollowed?.(collection);
    } catch (error) {
      show({ color: 'error', text: readApiError(error).message });
    } finally {
      setPending(null);
    }
  };

  const dialog: ReactNode = choosing ? (
    <FollowWorkspaceDialog
      collectionName={choosing.collection.name}
      workspaces={choosing.workspaces}
      initialId={
        choosing.workspaces.some((workspace) => workspace.id === workspaceId)
          ? workspaceId
          : (choosing.workspaces[0]?.id ?? '')
      }
      busy={pending !== null}
      onFollow={(into) => void followInto(choosing.collection, into)}
      onClose={() => setChoosing(null)}
    />
  ) : null;

  return { follow, unfollow, pending, dialog };
}
