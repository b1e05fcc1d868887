import { skipToken, useQuery } from '@apollo/client/react';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router';
import { useSession } from '../../identity/index.ts';
import { GET_WORKSPACE_QUERY, LIST_MY_WORKSPACES_QUERY } from '../workspaces.documents.ts';
import { WORKSPACE_ID_QUERY, WORKSPACE_ROOT_PATH, workspacePath } from '../workspaces.paths.ts';
import type { Workspace } from '../workspaces.types.ts';
import {
  type ActiveWorkspace,
  ActiveWorkspaceContext,
  type ActiveWorkspaceStatus,
} from './ActiveWorkspaceContext.ts';
import {
  chooseActiveWorkspace,
  findSavedWorkspaceId,
  pathOnSwitch,
  saveWorkspaceChoice,
} from './active-workspace.ts';

const noIds: ReadonlySet<string> = new Set();
const noWorkspaces: readonly Workspace[] = [];

/**
 * Works out the active workspace (chooseActiveWorkspace: route parameter, `workspaceId` query,
 * saved choice, first of the list), saves it whenever it changes, and shares it with the app.
 */
export function ActiveWorkspaceProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const match = useMatch(`${WORKSPACE_ROOT_PATH}/:wId/*`);
  const paramId = match?.params.wId;
  const restPath = match?.params['*'] ?? '';
  const queryId = new URLSearchParams(location.search).get(WORKSPACE_ID_QUERY);
  // The saved choice lives in localStorage; this re-reads it after switchTo writes it.
  const [, reReadSavedChoice] = useReducer((count: number) => count + 1, 0);
  const savedId = userId ? findSavedWorkspaceId(userId) : undefined;
  const [unavailable, setUnavailable] = useState<{ userId?: string; ids: ReadonlySet<string> }>({
    ids: noIds,
  });
  const unavailableIds = unavailable.userId === userId ? unavailable.ids : noIds;

  const list = useQuery(LIST_MY_WORKSPACES_QUERY, userId ? {} : skipToken);
  const workspaces = list.data?.listMyWorkspaces ?? noWorkspaces;
  const decision =
    userId && list.dataState === 'complete'
      ? chooseActiveWorkspace({
          paramId,
          queryId,
          savedId,
          workspaceIds: workspaces.map((workspace) => workspace.id),
          unavailableIds,
        })
      : undefined;

  const lookupId = decision?.kind === 'lookup' ? decision.id : undefined;
  const lookup = useQuery(
    GET_WORKSPACE_QUERY,
    lookupId ? { variables: { workspaceId: lookupId } } : skipToken,
  );
  const lookupAnswered = lookupId !== undefined && lookup.variables?.workspaceId === lookupId;
  const found =
    lookupAnswered && lookup.data?.getWorkspace?.id === lookupId
      ? lookup.data.getWorkspace
      : undefined;
  // Not ours, gone, or refused (NOT_FOUND): fall back to the next candidate.
  const lookupFailed =
    lookupAnswered &&
    !lookup.loading &&
    (lookup.error !== undefined ||
      (lookup.dataState === 'complete' && lookup.data.getWorkspace === null));

  useEffect(() => {
    if (!lookupFailed || !lookupId || !userId) return;
    setUnavailable((current) => ({
      userId,
      ids: new Set([...(current.userId === userId ? current.ids : []), lookupId]),
    }));
  }, [lookupFailed, lookupId, userId]);

  // A workspace the server gives but the list lacks (just joined): the list is out of date.
  const { refetch: refetchList } = list;
  const foundId = found?.id;
  useEffect(() => {
    if (foundId) void refetchList();
  }, [foundId, refetchList]);

  let status: ActiveWorkspaceStatus;
  let workspace: Workspace | undefined;
  if (!userId) status = 'signed-out';
  else if (list.error && list.dataState !== 'complete') status = 'error';
  else if (!decision) status = 'loading';
  else if (decision.kind === 'empty') status = 'empty';
  else {
    workspace =
      decision.kind === 'chosen'
        ? workspaces.find((candidate) => candidate.id === decision.id)
        : found;
    status = workspace ? 'ready' : 'loading';
  }

  const activeId = workspace?.id;
  useEffect(() => {
    if (userId && activeId) saveWorkspaceChoice(userId, activeId);
  }, [userId, activeId]);

  const switchTo = useCallback(
    (workspaceId: string) => {
      if (!userId) return;
      saveWorkspaceChoice(userId, workspaceId);
      reReadSavedChoice();
      const params = new URLSearchParams(location.search);
      const hadQuery = params.has(WORKSPACE_ID_QUERY);
      // The query outranks the saved choice, so it must go for the switch to hold.
      params.delete(WORKSPACE_ID_QUERY);
      const search = params.size > 0 ? `?${params}` : '';
      if (paramId !== undefined) {
        void navigate(`${workspacePath(workspaceId, pathOnSwitch(restPath))}${search}`);
      } else if (hadQuery) {
        void navigate({ pathname: location.pathname, search }, { replace: true });
      }
    },
    [userId, location.search, location.pathname, paramId, restPath, navigate],
  );

  const { refetch: refetchLookup } = lookup;
  const refetch = useCallback(async () => {
    if (!userId) return;
    await Promise.all([refetchList(), lookupId ? refetchLookup() : undefined]);
  }, [userId, lookupId, refetchList, refetchLookup]);

  const error = list.error;
  const value = useMemo<ActiveWorkspace>(
    () => ({ status, workspace, workspaces, error, switchTo, refetch }),
    [status, workspace, workspaces, error, switchTo, refetch],
  );
  return (
    <ActiveWorkspaceContext.Provider value={value}>{children}</ActiveWorkspaceContext.Provider>
  );
}
