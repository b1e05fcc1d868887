import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { commentsPageSize } from '@specboard/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CreateCommentInput, EditCommentInput } from '../../graphql/graphql.ts';
import {
  appendEarlier,
  applyCommentChange,
  emptyThread,
  replaceFirstPage,
  type Thread,
} from './comment-thread.ts';
import {
  COMMENT_CHANGED_SUBSCRIPTION,
  CREATE_COMMENT_MUTATION,
  DELETE_COMMENT_MUTATION,
  EDIT_COMMENT_MUTATION,
  LIST_COMMENTS_QUERY,
  TOGGLE_RESOLVED_COMMENTS_MUTATION,
} from './comments.documents.ts';
import type { Comment, CommentsKey, CommentsTarget } from './comments.types.ts';

type ThreadOptions = {
  key: CommentsKey;
  target: CommentsTarget;
  hideResolved: boolean;
  /** Nothing is read or listened to while the panel is closed. */
  skip: boolean;
  /** A comment by someone else arrived while the thread is shown. */
  onArrived?: (comment: Comment) => void;
};

/**
 * A thread of comments, newest first, read a page at a time and kept live: a comment created,
 * edited, resolved or deleted (here or elsewhere) is applied as it arrives. The first page is an
 * Apollo query, so it is read again after a lost connection.
 */
export function useCommentThread({ key, target, hideResolved, skip, onArrived }: ThreadOptions) {
  const client = useApolloClient();
  const { workspaceId, projectId } = key;
  const resource = useMemo(
    () => ({ workspaceId, resourceType: 'project' as const, resourceId: projectId }),
    [workspaceId, projectId],
  );
  const variables = useMemo(
    () => ({
      ...resource,
      rowId: target.rowId,
      cellPointer: target.cellPointer,
      limit: commentsPageSize,
    }),
    [resource, target.rowId, target.cellPointer],
  );
  const threadKey = `${target.rowId ?? ''}|${target.cellPointer ?? ''}`;
  const [state, setState] = useState<{ key: string; thread: Thread }>({
    key: threadKey,
    thread: emptyThread,
  });
  const thread = state.key === threadKey ? state.thread : emptyThread;
  const update = useCallback(
    (change: (thread: Thread) => Thread) =>
      setState((current) => ({
        key: threadKey,
        thread: change(current.key === threadKey ? current.thread : emptyThread),
      })),
    [threadKey],
  );

  const first = useQuery(LIST_COMMENTS_QUERY, { variables, skip, fetchPolicy: 'network-only' });
  const firstPage = first.data?.listComments;
  useEffect(() => {
    if (firstPage) update((current) => replaceFirstPage(current, firstPage));
  }, [firstPage, update]);

  const apply = useCallback(
    (comment: Comment) =>
      update((current) => applyCommentChange(current, comment, { target, hideResolved })),
    [update, target, hideResolved],
  );

  useSubscription(COMMENT_CHANGED_SUBSCRIPTION, {
    variables: resource,
    skip,
    onData: ({ data }) => {
      const comment = data.data?.onCommentChanged;
      if (!comment) return;
      apply(comment);
      if (!comment.read && comment.status !== 'deleted') onArrived?.(comment);
    },
  });

  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const loadEarlier = useCallback(async () => {
    if (!thread.nextToken) return;
    setLoadingEarlier(true);
    try {
      const result = await client.query({
        query: LIST_COMMENTS_QUERY,
        variables: { ...variables, nextToken: thread.nextToken },
        fetchPolicy: 'network-only',
      });
      const page = result.data?.listComments;
      if (page) update((current) => appendEarlier(current, page));
    } finally {
      setLoadingEarlier(false);
    }
  }, [client, variables, thread.nextToken, update]);

  const create = useCallback(
    async (input: Omit<CreateCommentInput, 'workspaceId' | 'resourceType' | 'resourceId'>) => {
      const result = await client.mutate({
        mutation: CREATE_COMMENT_MUTATION,
        variables: { input: { ...resource, ...input } },
      });
      if (result.data) apply(result.data.createComment);
    },
    [client, resource, apply],
  );
  const edit = useCallback(
    async (input: Omit<EditCommentInput, 'workspaceId'>) => {
      const result = await client.mutate({
        mutation: EDIT_COMMENT_MUTATION,
        variables: { input: { workspaceId, ...input } },
      });
      if (result.data) apply(result.data.editComment);
    },
    [client, workspaceId, apply],
  );
  const remove = useCallback(
    async (commentId: string) => {
      const result = await client.mutate({
        mutation: DELETE_COMMENT_MUTATION,
        variables: { workspaceId, commentId },
      });
      if (result.data) apply(result.data.deleteComment);
    },
    [client, workspaceId, apply],
  );
  const setResolved = useCallback(
    async (commentId: string, resolved: boolean) => {
      const result = await client.mutate({
        mutation: TOGGLE_RESOLVED_COMMENTS_MUTATION,
        variables: { workspaceId, commentIds: [commentId], resolved },
      });
      for (const comment of result.data?.toggleResolvedComments ?? []) apply(comment);
    },
    [client, workspaceId, apply],
  );

  return {
    items: thread.items,
    hasEarlier: thread.nextToken !== null,
    loading: first.loading && !firstPage,
    error: first.error ?? null,
    loadingEarlier,
    loadEarlier,
    /** Reads the first page again (hide-resolved changed, all marked read). */
    reload: useCallback(async () => {
      const result = await first.refetch();
      const page = result.data?.listComments;
      if (page) update(() => page);
    }, [first, update]),
    create,
    edit,
    remove,
    setResolved,
  };
}

export type CommentThreadApi = ReturnType<typeof useCommentThread>;
