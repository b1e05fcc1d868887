import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { readApiError } from '../identity/index.ts';
import { SEARCH_CELLS_QUERY } from './schedule.documents.ts';
import type { ProjectKey } from './schedule.types.ts';
import {
  collectSearchHits,
  cursorAt,
  findCurrent,
  hitKey,
  type PlacedHit,
  placeHits,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
  type SearchCursor,
  type SearchHit,
  searchStatus,
  stepHit,
} from './schedule-search.ts';

type SearchOptions = {
  projectKey: ProjectKey;
  /** A version being read: its frozen rows are searched. */
  versionId?: string | null;
  /** The rows the grid shows, in its order. */
  shownRows: readonly { id: string }[];
  /** Every row of the schedule, shown or not. */
  allRows: readonly { id: string }[];
  /** The grid's column ids, in its order. */
  columnIds: readonly string[];
  /** Shows a match: selects its cell and scrolls to it. */
  onCurrent: (hit: PlacedHit) => void;
};

/** What the search field shows and does; see useScheduleSearch. */
export type ScheduleSearch = ReturnType<typeof useScheduleSearch>;

const noHits = { placed: [], outside: 0 };
const noHighlights: ReadonlySet<string> = new Set();

/**
 * Search in the schedule: the text is searched 300 ms after the last key; every page of matching
 * cells is read (a snapshot of that moment), then the first match shown. Matches are stepped
 * through by cell (row id and column), so they are found wherever rows have moved since.
 */
export function useScheduleSearch({
  projectKey,
  versionId,
  shownRows,
  allRows,
  columnIds,
  onCurrent,
}: SearchOptions) {
  const client = useApolloClient();
  const { projectId, workspaceId } = projectKey;
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cursor, setCursor] = useState<SearchCursor>(null);

  // The grid as it is when the last page arrives, to show the first match of that moment.
  const latest = useRef({ shownRows, allRows, columnIds, onCurrent });
  latest.current = { shownRows, allRows, columnIds, onCurrent };

  useEffect(() => {
    const next = text.trim();
    const timer = setTimeout(() => setQuery(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    setHits(null);
    setCursor(null);
    setError(null);
    setLoading(query !== '');
    if (!query) return;
    const controller = new AbortController();
    const fetchPage = async (scrollID: string | null) => {
      const result = await client.query({
        query: SEARCH_CELLS_QUERY,
        variables: {
          projectId,
          workspaceId,
          versionId: versionId ?? null,
          query,
          limit: SEARCH_PAGE_SIZE,
          scrollID,
        },
        fetchPolicy: 'no-cache',
      });
      if (!result.data) throw result.error;
      return result.data.searchProjectCells;
    };
    collectSearchHits(fetchPage, controller.signal).then(
      (found) => {
        if (!found) return;
        const grid = latest.current;
        const { placed } = placeHits(found, grid.shownRows, grid.allRows, grid.columnIds);
        setHits(found);
        setLoading(false);
        setCursor(cursorAt(placed, 0));
        if (placed[0]) grid.onCurrent(placed[0]);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        setError(readApiError(failure).message);
      },
    );
    return () => controller.abort();
  }, [client, projectId, workspaceId, versionId, query]);

  const { placed, outside } = useMemo(
    () => (hits ? placeHits(hits, shownRows, allRows, columnIds) : noHits),
    [hits, shownRows, allRows, columnIds],
  );
  const current = findCurrent(placed, cursor);
  // The same set while the same cells match: a new one makes the grid draw every cell again.
  const lastHighlights = useRef<ReadonlySet<string>>(noHighlights);
  const highlights = useMemo(() => {
    const keys = new Set(placed.map(hitKey));
    const last = lastHighlights.current;
    if (keys.size === last.size && [...keys].every((key) => last.has(key))) return last;
    lastHighlights.current = keys;
    return keys;
  }, [placed]);

  const step = (direction: 1 | -1) => {
    const next = stepHit(placed, cursor, direction);
    if (!next) return;
    setCursor(next.cursor);
    onCurrent(next.hit);
  };

  return {
    text,
    setText,
    clear: () => {
      setText('');
      setQuery('');
    },
    /** Enter: searches now if the text changed, else steps to the next match (back with Shift). */
    submit: (direction: 1 | -1) => {
      if (text.trim() !== query) setQuery(text.trim());
      else if (!loading) step(direction);
    },
    next: () => step(1),
    previous: () => step(-1),
    loading,
    error,
    /** Results are in (possibly none). */
    done: hits !== null,
    canStep: placed.length > 0,
    status: searchStatus({ shown: placed.length, current, outside }),
    /** Matching cells, by hitKey, for the grid to tint. */
    highlights,
  };
}
