import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useConfirm } from '../../ui/confirm/index.ts';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { uploadFile } from '../files/index.ts';
import { readApiError, useSessionManager } from '../identity/index.ts';
import type { CommentActions } from './CommentItem.tsx';
import { SEARCH_COMMENT_MENTIONS_QUERY } from './comment-state.documents.ts';
import type { CommentsKey } from './comments.types.ts';
import type { CommentThreadApi } from './useCommentThread.ts';

/**
 * What a comment's buttons and the composer do, with the server's refusal said in a snackbar
 * (a failed send rejects, so the composer keeps the text).
 */
export function useCommentActions(key: CommentsKey, thread: CommentThreadApi) {
  const client = useApolloClient();
  const session = useSessionManager();
  const confirm = useConfirm();
  const { show } = useSnackbar();

  const fail = useCallback(
    (error: unknown) => {
      show({ text: readApiError(error).message, color: 'error', dataTest: 'comment-refused' });
    },
    [show],
  );

  const searchMentions = useCallback(
    async (search: string) => {
      const result = await client.query({
        query: SEARCH_COMMENT_MENTIONS_QUERY,
        variables: {
          workspaceId: key.workspaceId,
          resourceType: 'project',
          resourceId: key.projectId,
          search,
        },
        fetchPolicy: 'network-only',
      });
      return result.data?.searchCommentMentions ?? [];
    },
    [client, key],
  );

  const upload = useCallback(
    (file: File) =>
      uploadFile(file, {
        getAccessToken: session.getAccessToken,
        refresh: session.refresh,
      }),
    [session],
  );

  const actions = useMemo<CommentActions>(
    () => ({
      searchMentions,
      upload,
      setResolved: (comment, resolved) => {
        thread.setResolved(comment.id, resolved).catch(fail);
      },
      edit: async (comment, change) => {
        try {
          await thread.edit({
            commentId: comment.id,
            message: change.message,
            mentioned: change.mentioned,
          });
        } catch (error) {
          fail(error);
          throw error;
        }
      },
      remove: (comment) => {
        void confirm({
          title: 'Delete comment?',
          message: 'It is removed for everyone. This cannot be undone.',
          confirmLabel: 'Delete',
          destructive: true,
        }).then((yes) => {
          if (yes) thread.remove(comment.id).catch(fail);
        });
      },
    }),
    [searchMentions, upload, thread, fail, confirm],
  );

  return { actions, fail };
}
