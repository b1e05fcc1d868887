import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { readApiError } from '../identity/index.ts';
import {
  COLLECTION_ROWS_QUERY,
  COLLECTION_SCHEMA_QUERY,
  CREATE_ROW_MUTATION,
  DELETE_ROW_MUTATION,
  DUPLICATE_ROW_MUTATION,
  PROJECT_SCHEDULE_QUERY,
  RESTORE_ROWS_MUTATION,
  ROWS_CHANGED_SUBSCRIPTION,
  SCHEDULE_COMMANDS_QUERY,
  SCHEDULE_ROWS_QUERY,
  SCHEDULE_TOTALS_QUERY,
  SCHEDULE_TOTALS_SUBSCRIPTION,
  SET_ROWS_VISIBILITY_MUTATION,
  UPDATE_CELL_MUTATION,
  UPDATE_CELLS_MUTATION,
} from './schedule.documents.ts';
import type {
  ProjectKey,
  ScheduleCommand,
  ScheduleCommandName,
  ScheduleInfo,
  ScheduleRow,
  TableKey,
} from './schedule.types.ts';
import { type ApiFailure, type ScheduleNotice, ScheduleStore } from './schedule-store.ts';

/** How long rows wait for the live change stream before they are read without it. */
const LIVE_WAIT_MS = 3000;

/** This tab's editing session: live events it caused come back marked with it and are skipped. */
export const tabSession: string =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `tab-${Date.now()}-${Math.random().toString(36).slice(2)}`;

function readFailure(error: unknown): ApiFailure {
  const { code, message } = readApiError(error);
  const extensions = CombinedGraphQLErrors.is(error)
    ? ((error.errors[0]?.extensions ?? {}) as Record<string, unknown>)
    : {};
  return { code, message, extensions };
}

/**
 * One schedule, live: its columns, every row (read page by page), what the viewer may do, the
 * totals kept live (read with useScheduleTotals), and the store that keeps edits and undo. Rows other sessions change arrive by
 * subscription; this tab's own are skipped unless forced.
 */
export function useSchedule(
  key: TableKey,
  notify: (notice: ScheduleNotice) => void,
  /** A version's frozen schedule, read-only and not live; null for the live schedule. */
  version: ScheduleVersion | null = null,
  /** Read through a shared link: live, but nothing may change (no viewer to ask commands for). */
  sharedReadOnly = false,
) {
  const client = useApolloClient();
  const { projectId, collectionId, workspaceId } = key;
  const scheduleId = version?.scheduleId ?? null;
  // A project's schedule is read as the project's; a collection's products through its own calls.
  const projectInfo = useQuery(PROJECT_SCHEDULE_QUERY, {
    variables: { projectId: projectId ?? '', workspaceId, scheduleId },
    fetchPolicy: 'network-only',
    skip: projectId === undefined,
  });
  const collectionInfo = useQuery(COLLECTION_SCHEMA_QUERY, {
    variables: { collectionId: collectionId ?? '', workspaceId },
    fetchPolicy: 'network-only',
    skip: collectionId === undefined,
  });
  const info = collectionId === undefined ? projectInfo : collectionInfo;
  const infoData =
    collectionId === undefined
      ? projectInfo.data?.getProjectSchedule
      : collectionInfo.data?.getCollectionSchema;
  const commandsQuery = useQuery(SCHEDULE_COMMANDS_QUERY, {
    variables: { projectId, collectionId, workspaceId },
    fetchPolicy: 'cache-and-network',
    skip: sharedReadOnly,
  });
  // The totals are kept live here and read where they are shown (useScheduleTotals): a new total
  // after each edit renders the status line, not the page.
  useSubscription(SCHEDULE_TOTALS_SUBSCRIPTION, {
    variables: { projectId: projectId ?? '', workspaceId },
    skip: version !== null || projectId === undefined,
    ignoreResults: true,
  });

  const [notifyRef] = useState(() => ({ current: notify }));
  notifyRef.current = notify;

  const store = useMemo(() => {
    const variables = { projectId, collectionId, workspaceId, session: tabSession };
    // Rows are JSON in the SDL: this is where they come in, read as the server writes them.
    return new ScheduleStore(
      {
        fetchPage: async (limit, nextToken) => {
          if (collectionId !== undefined) {
            const result = await client.query({
              query: COLLECTION_ROWS_QUERY,
              variables: { collectionId, workspaceId, limit, nextToken },
              fetchPolicy: 'no-cache',
            });
            if (!result.data) throw result.error;
            const page = result.data.listStructuredCollectionRows;
            return { data: page.data as ScheduleRow[], nextToken: page.nextToken };
          }
          const result = await client.query({
            query: SCHEDULE_ROWS_QUERY,
            variables: { projectId, workspaceId, scheduleId, limit, nextToken },
            fetchPolicy: 'no-cache',
          });
          if (!result.data) throw result.error;
          const page = result.data.getStructuredScheduleRows;
          return { data: page.data as ScheduleRow[], nextToken: page.nextToken };
        },
        updateCell: async (request) => {
          const result = await client.mutate({
            mutation: UPDATE_CELL_MUTATION,
            variables: {
              ...variables,
              row: request.rowId,
              col: request.col,
              value: request.value,
              version: request.version,
            },
            fetchPolicy: 'no-cache',
          });
          if (!result.data) throw result.error;
          return result.data.updateCell.row as ScheduleRow;
        },
        updateCells: async (requests) => {
          const result = await client.mutate({
            mutation: UPDATE_CELLS_MUTATION,
            variables: {
              ...variables,
              cells: requests.map((request) => ({
                row: request.rowId,
                col: request.col,
                value: request.value,
                version: request.version,
              })),
            },
            fetchPolicy: 'no-cache',
          });
          if (!result.data) throw result.error;
          return result.data.updateCells.rows as ScheduleRow[];
        },
        createRow: async (cells, nextTo) => {
          const result = await client.mutate({
            mutation: CREATE_ROW_MUTATION,
            variables: {
              ...variables,
              cells,
              nextToRowId: nextTo?.rowId ?? null,
              place: nextTo?.place ?? null,
            },
            fetchPolicy: 'no-cache',
          });
          if (!result.data) throw result.error;
          return result.data.createEmptyRow as ScheduleRow;
        },
        duplicateRow: async (rowId) => {
          const result = await client.mutate({
            mutation: DUPLICATE_ROW_MUTATION,
            variables: { ...variables, rowId },
            fetchPolicy: 'no-cache',
          });
          if (!result.data) throw result.error;
          return result.data.duplicateRow as ScheduleRow;
        },
        deleteRow: async (rowId) => {
          await client.mutate({
            mutation: DELETE_ROW_MUTATION,
            variables: { ...variables, rowId },
            fetchPolicy: 'no-cache',
          });
        },
        restoreRows: async (rowIds) => {
          const result = await client.mutate({
            mutation: RESTORE_ROWS_MUTATION,
            variables: { ...variables, rowsIds: rowIds },
            fetchPolicy: 'no-cache',
          });
          return (result.data?.restoreRows ?? []) as ScheduleRow[];
        },
        setRowsVisibility: async (rowIds, visible) => {
          const result = await client.mutate({
            mutation: SET_ROWS_VISIBILITY_MUTATION,
            variables: { ...variables, rowIds, visible },
            fetchPolicy: 'no-cache',
          });
          return (result.data?.setRowsVisibility ?? []) as ScheduleRow[];
        },
        readFailure,
      },
      (notice) => notifyRef.current(notice),
    );
  }, [client, projectId, collectionId, workspaceId, scheduleId, notifyRef]);

  // Rows are read once the change stream is in place, so nothing changed meanwhile is missed; and
  // read again whenever it is back after a lost connection. Without WebSockets (a proxy), they are
  // read anyway after a few seconds.
  useEffect(() => {
    // A version never changes: read it at once, with nothing to listen to.
    const fallback = setTimeout(() => store.loadWithoutLive(), scheduleId ? 0 : LIVE_WAIT_MS);
    return () => {
      clearTimeout(fallback);
      store.dispose();
    };
  }, [store, scheduleId]);

  useSubscription(ROWS_CHANGED_SUBSCRIPTION, {
    variables: { projectId, collectionId, workspaceId },
    skip: version !== null,
    // Events go to the store, which tells the page what changed: each edit's own event (skipped
    // below) would otherwise render the page again.
    ignoreResults: true,
    onData: ({ data }) => {
      const change = data.data?.onScheduleRowsChanged;
      if (!change) return;
      if (change.kind === 'subscribed') store.goLive();
      else if (change.kind === 'put') {
        const rows = change.rows ?? (change.row ? [change.row] : []);
        if (change.session !== tabSession || change.forceUpdate) {
          store.putServerRows(rows as ScheduleRow[]);
        }
      } else if (change.kind === 'columns') void info.refetch();
      else if (change.session !== tabSession) store.removeServerRows(change.rowIds ?? []);
    },
  });

  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const total = infoData?.rowsCount ?? 0;
  const commands = commandsQuery.data?.getScheduleCommands ?? [];

  return {
    store,
    snapshot,
    load: { ...snapshot.load, total: Math.max(snapshot.load.total, total) },
    // A column's type is a String in the SDL (see ScheduleInfo).
    schedule: (infoData ?? null) as ScheduleInfo | null,
    scheduleError: info.error ? readApiError(info.error).message : null,
    command: (name: ScheduleCommandName) =>
      sharedReadOnly
        ? sharedLinkReadOnly
        : version && !readsOnly.has(name)
          ? versionReadOnly
          : findCommand(commands, name),
    commandsKnown: commandsQuery.data !== undefined,
    /** Reads the columns again (after they were added, renamed, deleted or brought back). */
    refetchColumns: () => void info.refetch(),
  };
}

/**
 * The schedule's totals (cost and power, by tag), as useSchedule's subscription keeps them; none
 * for a version.
 */
export function useScheduleTotals(key: ProjectKey, skip: boolean) {
  const totalsQuery = useQuery(SCHEDULE_TOTALS_QUERY, {
    variables: { projectId: key.projectId, workspaceId: key.workspaceId },
    fetchPolicy: 'cache-and-network',
    skip,
  });
  return totalsQuery.data?.getProjectAggregation ?? null;
}

/** The version being read (version mode). */
export type ScheduleVersion = { id: string; scheduleId: string; title: string };

/** In version mode only what reads stays open; the views are the project's, not the version's. */
const readsOnly = new Set<ScheduleCommandName>(['createView', 'export', 'comment']);
const versionReadOnly = {
  allowed: false,
  message: 'This is a version of the schedule: it is kept as it was and cannot be changed.',
};

const sharedLinkReadOnly = {
  allowed: false,
  message: 'This schedule is shared read-only: sign in as a member of the project to change it.',
};

/** A command's ability; unknown until the server answers, when nothing is allowed yet. */
function findCommand(
  commands: readonly ScheduleCommand[],
  name: ScheduleCommandName,
): { allowed: boolean; message: string | null } {
  const found = commands.find((command) => command.name === name);
  return found ?? { allowed: false, message: null };
}
