import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import {
  COMMENT_CELL_POINTERS_QUERY,
  LIST_SLANTS_QUERY,
  SLANT_CHANGED_SUBSCRIPTION,
} from './comment-state.documents.ts';
import type { CommentCellPointer, CommentsKey, Slant } from './comments.types.ts';

/** Commented cells, by `cellKey(rowId, columnId)`. */
export type CellPointers = ReadonlyMap<string, CommentCellPointer>;

/** The key of a cell in CellPointers. */
export const cellKey = (rowId: string, columnId: string) => `${rowId}\u0000${columnId}`;

function withSlant(slants: ReadonlyMap<string, Slant>, slant: Slant) {
  const next = new Map(slants);
  if (slant.commentsAmount > 0) next.set(slant.rowId, slant);
  else next.delete(slant.rowId);
  return next;
}

function withRowPointers(pointers: CellPointers, rowId: string, row: CommentCellPointer[]) {
  const next = new Map([...pointers].filter(([, pointer]) => pointer.rowId !== rowId));
  for (const pointer of row) next.set(cellKey(pointer.rowId, pointer.cellPointer), pointer);
  return next;
}

/**
 * Every commented row's summary (its badge in the grid) and every commented cell, kept live: a
 * row's summary arrives by subscription when a comment on it changes for the viewer, and its
 * cells are read again then. The first page is a query, so a reconnect reads them again.
 */
export function useRowSlants(key: CommentsKey, skip = false) {
  const client = useApolloClient();
  const [slants, setSlants] = useState<ReadonlyMap<string, Slant>>(() => new Map());
  const [pointers, setPointers] = useState<CellPointers>(() => new Map());
  const first = useQuery(LIST_SLANTS_QUERY, { variables: key, skip, fetchPolicy: 'network-only' });
  const pointersQuery = useQuery(COMMENT_CELL_POINTERS_QUERY, {
    variables: key,
    skip,
    fetchPolicy: 'network-only',
  });

  const firstPage = first.data?.listSlants;
  useEffect(() => {
    if (!firstPage) return;
    let cancelled = false;
    void (async () => {
      const all = [...firstPage.items];
      let token = firstPage.nextToken;
      while (token && !cancelled) {
        const result = await client.query({
          query: LIST_SLANTS_QUERY,
          variables: { ...key, nextToken: token },
          fetchPolicy: 'network-only',
        });
        all.push(...(result.data?.listSlants.items ?? []));
        token = result.data?.listSlants.nextToken ?? null;
      }
      if (!cancelled) setSlants(all.reduce(withSlant, new Map<string, Slant>()));
    })();
    return () => {
      cancelled = true;
    };
  }, [client, key, firstPage]);

  const allPointers = pointersQuery.data?.getCommentCellPointers;
  useEffect(() => {
    if (allPointers) {
      setPointers(
        new Map(
          allPointers.map((pointer) => [cellKey(pointer.rowId, pointer.cellPointer), pointer]),
        ),
      );
    }
  }, [allPointers]);

  const refreshRowPointers = useCallback(
    async (rowId: string) => {
      const result = await client.query({
        query: COMMENT_CELL_POINTERS_QUERY,
        variables: { ...key, rowId },
        fetchPolicy: 'network-only',
      });
      const row = result.data?.getCommentCellPointers;
      if (row) setPointers((current) => withRowPointers(current, rowId, row));
    },
    [client, key],
  );

  /** A row's summary as a mutation answered it (setSlant) or as it arrived. */
  const putSlant = useCallback(
    (slant: Slant) => setSlants((current) => withSlant(current, slant)),
    [],
  );

  useSubscription(SLANT_CHANGED_SUBSCRIPTION, {
    variables: key,
    skip,
    onData: ({ data }) => {
      const slant = data.data?.onSlantChanged;
      if (!slant) return;
      putSlant(slant);
      void refreshRowPointers(slant.rowId);
    },
  });

  return { slants, pointers, putSlant };
}

export type RowSlants = ReturnType<typeof useRowSlants>;
