import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { readApiError } from '../../identity/index.ts';
import type { TableKey } from '../schedule.types.ts';
import { CELL_HISTORY_QUERY, type CellChange } from './cell-history.documents.ts';

const pageSize = 20;

type HistoryState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; changes: CellChange[]; nextToken: string | null; more: boolean };

/**
 * A cell's accepted changes, newest first, a page at a time; read again whenever the cell's
 * version moves (someone saved it, or a restore went through) while the history is open.
 */
export function useCellHistoryPages(
  projectKey: TableKey,
  rowId: string,
  col: string,
  cellVersion: string | null,
) {
  const client = useApolloClient();
  const [state, setState] = useState<HistoryState>({ status: 'loading' });

  const fetchPage = useCallback(
    (nextToken: string | null) =>
      client.query({
        query: CELL_HISTORY_QUERY,
        variables: { ...projectKey, rowId, col, limit: pageSize, nextToken },
        fetchPolicy: 'no-cache',
      }),
    [client, projectKey, rowId, col],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the cell is the trigger
  useEffect(() => {
    let current = true;
    fetchPage(null).then(
      (result) => {
        const page = result.data?.getCellHistory;
        if (!current || !page) return;
        const changes = page.data as CellChange[];
        setState({ status: 'ready', changes, nextToken: page.nextToken, more: false });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', message: readApiError(error).message });
      },
    );
    return () => {
      current = false;
    };
  }, [fetchPage, cellVersion]);

  const showOlder = useCallback(async () => {
    if (state.status !== 'ready' || !state.nextToken) return;
    setState({ ...state, more: true });
    try {
      const page = (await fetchPage(state.nextToken)).data?.getCellHistory;
      setState({
        status: 'ready',
        changes: [...state.changes, ...((page?.data ?? []) as CellChange[])],
        nextToken: page?.nextToken ?? null,
        more: false,
      });
    } catch (error) {
      setState({ status: 'failed', message: readApiError(error).message });
    }
  }, [state, fetchPage]);

  return { state, showOlder };
}
