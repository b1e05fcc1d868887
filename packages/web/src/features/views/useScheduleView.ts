import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ScheduleViewFieldsFragment } from '../../graphql/graphql.ts';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import {
  GRANT_VIEW_TO_ROLES_MUTATION,
  GRANT_VIEW_TO_USERS_MUTATION,
  TAKE_VIEW_FROM_ROLES_MUTATION,
  TAKE_VIEW_FROM_USERS_MUTATION,
} from './view-access.documents.ts';
import { chooseView, fallbackView, readPreviousView, writePreviousView } from './view-choice.ts';
import { type Grants, grantChanges } from './view-grants.ts';
import { patchView } from './view-layout.ts';
import {
  COLLECTION_VIEWS_QUERY,
  DELETE_VIEW_MUTATION,
  LAST_VIEW_PREFERENCE_KEY,
  LAST_VIEW_QUERY,
  REMEMBER_VIEW_MUTATION,
  RENAME_VIEW_MUTATION,
  RESET_VIEW_MUTATION,
  SAVE_CUSTOM_VIEW_MUTATION,
  SCHEDULE_VIEWS_QUERY,
  UPDATE_VIEW_COLUMN_ORDER_MUTATION,
  UPDATE_VIEW_COLUMNS_SIZE_MUTATION,
  UPDATE_VIEW_SETTINGS_MUTATION,
} from './views.documents.ts';
import type { ScheduleView, ViewSettingsPatch } from './views.types.ts';

type ListedView = ScheduleViewFieldsFragment;

/** Spec section 2: schedule views take a viewId query parameter. */
export const VIEW_ID_PARAM = 'viewId';

/** A project's schedule or a collection's products (the schedule feature's TableKey). */
type TableKey =
  | { workspaceId: string; projectId: string; collectionId?: undefined }
  | { workspaceId: string; collectionId: string; projectId?: undefined };

/** What the schedule page needs of its views; see useScheduleView. */
export type ScheduleViews = ReturnType<typeof useScheduleView>;

/**
 * The schedule's views and the one shown (see chooseView): the URL's `viewId`, else the view the
 * person last used here, else the first (Design Team View). Every change shows at once and is
 * saved; a refusal puts the view back and says why. `rememberLastView: false` (a shared link's
 * reader, who is no user) neither reads nor saves the last view.
 */
export function useScheduleView(key: TableKey, options: { rememberLastView?: boolean } = {}) {
  const client = useApolloClient();
  const { show } = useSnackbar();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedId = searchParams.get(VIEW_ID_PARAM);
  const { collectionId } = key;
  const projectQuery = useQuery(SCHEDULE_VIEWS_QUERY, {
    variables: key,
    fetchPolicy: 'cache-and-network',
    skip: collectionId !== undefined,
  });
  // A collection's views are read through its own call; the last view is kept per project only.
  const collectionQuery = useQuery(COLLECTION_VIEWS_QUERY, {
    variables: { collectionId: collectionId ?? '', workspaceId: key.workspaceId },
    fetchPolicy: 'cache-and-network',
    skip: collectionId === undefined,
  });
  const query = collectionId === undefined ? projectQuery : collectionQuery;
  const rememberLastView = (options.rememberLastView ?? true) && key.projectId !== undefined;
  const listed =
    collectionId === undefined
      ? projectQuery.data?.getScheduleViews
      : collectionQuery.data?.getCollectionViews;
  // Read with the domain's lists for the String settings (see ScheduleView).
  const views = useMemo(() => (listed ?? []) as readonly ScheduleView[], [listed]);
  const tableId = key.projectId ?? key.collectionId;
  const lastKey = {
    projectId: key.projectId ?? '',
    workspaceId: key.workspaceId,
    key: LAST_VIEW_PREFERENCE_KEY,
  };
  const last = useQuery(LAST_VIEW_QUERY, {
    variables: lastKey,
    fetchPolicy: 'network-only',
    skip: !rememberLastView,
  });
  const lastKnown = !rememberLastView || last.data !== undefined || last.error !== undefined;
  const rememberedId = last.data?.getUserProjectPreference?.value ?? null;
  const previousId = readPreviousView(tableId);
  const choice = chooseView(views, { requestedId, rememberedId, previousId });
  // Without a viewId, nothing is shown until the last view is known (no flash of another one).
  const current = requestedId === null && !lastKnown ? null : choice.view;
  // Judged on the server's answer only: a view just made may not be in a cached list yet.
  const missing = choice.missing && !query.loading && views.length > 0;

  const selectView = useCallback(
    (viewId: string | null, replace = false) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (viewId) next.set(VIEW_ID_PARAM, viewId);
          else next.delete(VIEW_ID_PARAM);
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const fallback = missing ? current : null;
  useEffect(() => {
    if (!fallback) return;
    show({
      id: 'view-missing',
      text: `That view does not exist or is not shared with you. Showing ${fallback.name}.`,
      color: 'warning',
      dataTest: 'view-missing',
    });
    selectView(fallback.id, true);
  }, [fallback, show, selectView]);

  // The view left is kept in this tab (to come back to it), the one shown on the server.
  const shownId = current?.id ?? null;
  const shownBefore = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly shown view is recorded
  useEffect(() => {
    if (!shownId) return;
    const before = shownBefore.current;
    shownBefore.current = shownId;
    if (before && before !== shownId) writePreviousView(tableId, before);
    if (!rememberLastView || !lastKnown || shownId === rememberedId) return;
    void client
      .mutate({
        mutation: REMEMBER_VIEW_MUTATION,
        variables: { ...lastKey, value: shownId },
        update: (cache, { data }) => {
          if (!data) return;
          cache.writeQuery({
            query: LAST_VIEW_QUERY,
            variables: lastKey,
            data: { getUserProjectPreference: data.updateUserProjectPreference },
          });
        },
      })
      // Not remembered (signed out, offline): the schedule simply opens on the first view.
      .catch(() => undefined);
  }, [shownId, lastKnown]);

  /** Runs a call; a refusal is shown and answers null. */
  const attempt = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | null> => {
      try {
        return await call();
      } catch (error) {
        show({ text: readApiError(error).message, color: 'error', dataTest: 'view-refused' });
        return null;
      }
    },
    [show],
  );

  const viewKey = (view: ScheduleView) => ({ ...key, viewId: view.id });

  /** The cached list of views changed in place (a view made or deleted). */
  const updateViewList = (cache: ApolloCache, change: (list: ListedView[]) => ListedView[]) => {
    if (collectionId === undefined) {
      cache.updateQuery({ query: SCHEDULE_VIEWS_QUERY, variables: key }, (list) =>
        list ? { getScheduleViews: change(list.getScheduleViews) } : list,
      );
    } else {
      const variables = { collectionId, workspaceId: key.workspaceId };
      cache.updateQuery({ query: COLLECTION_VIEWS_QUERY, variables }, (list) =>
        list ? { getCollectionViews: change(list.getCollectionViews) } : list,
      );
    }
  };

  const updateSettings = (view: ScheduleView, settings: ViewSettingsPatch) =>
    attempt(() =>
      client.mutate({
        mutation: UPDATE_VIEW_SETTINGS_MUTATION,
        variables: { ...viewKey(view), settings },
        optimisticResponse: { updateViewSettings: patchView(view, settings) },
      }),
    );

  const reorderColumns = (
    view: ScheduleView,
    orders: { columnOrder: string[]; customColumnOrder: string[] },
  ) =>
    attempt(() =>
      client.mutate({
        mutation: UPDATE_VIEW_COLUMN_ORDER_MUTATION,
        variables: { ...viewKey(view), ...orders },
        optimisticResponse: { updateViewColumnOrder: patchView(view, orders) },
      }),
    );

  const resizeColumn = (view: ScheduleView, id: string, size: number) => {
    const columnsSize = [{ id, size: Math.round(size) }];
    return attempt(() =>
      client.mutate({
        mutation: UPDATE_VIEW_COLUMNS_SIZE_MUTATION,
        variables: { ...viewKey(view), columnsSize },
        optimisticResponse: { updateViewColumnsSize: patchView(view, { columnsSize }) },
      }),
    );
  };

  /** Create New View: made, added to the list and shown; the refusal is thrown to the dialog. */
  const createView = async (name: string): Promise<ScheduleView> => {
    const result = await client.mutate({
      mutation: SAVE_CUSTOM_VIEW_MUTATION,
      variables: { ...key, name },
      update: (cache, { data }) => {
        const made = data?.saveCustomView;
        if (!made) return;
        updateViewList(cache, (list) => [...list, made]);
      },
    });
    const made = result.data?.saveCustomView;
    if (!made) throw result.error;
    selectView(made.id);
    return made as ScheduleView;
  };

  /** Renames a custom view; the refusal is thrown to the dialog. */
  const renameView = async (view: ScheduleView, name: string) => {
    await client.mutate({ mutation: RENAME_VIEW_MUTATION, variables: { ...viewKey(view), name } });
  };

  const deleteView = async (view: ScheduleView) => {
    // Read first: the list without the view renders another one before the call returns.
    const previousId = readPreviousView(tableId);
    const deleted = await attempt(() =>
      client.mutate({
        mutation: DELETE_VIEW_MUTATION,
        variables: viewKey(view),
        update: (cache) => {
          updateViewList(cache, (list) => list.filter((item) => item.id !== view.id));
          cache.evict({ id: cache.identify({ __typename: 'View', id: view.id }) });
        },
      }),
    );
    if (!deleted) return;
    // Back to the view they came from (the spec's custom-view redirect).
    if (view.id === current?.id) {
      selectView(fallbackView(views, previousId, view.id)?.id ?? null, true);
    }
    show({ text: `${view.name} was deleted.`, color: 'info', timeout: 3000 });
  };

  const resetView = async (view: ScheduleView) => {
    const reset = await attempt(() =>
      client.mutate({ mutation: RESET_VIEW_MUTATION, variables: viewKey(view) }),
    );
    if (reset)
      show({ text: `${view.name} is back to how it started.`, color: 'info', timeout: 3000 });
  };

  /** Who sees a view: the grants changed to `next`; a refusal is thrown to the dialog. */
  const setViewAccess = async (view: ScheduleView, next: Grants) => {
    const change = grantChanges(view.grants, next);
    const variables = viewKey(view);
    // Grants first, so that a view is never left open to everyone halfway through.
    if (change.grantUsers.length > 0) {
      await client.mutate({
        mutation: GRANT_VIEW_TO_USERS_MUTATION,
        variables: { ...variables, userIds: change.grantUsers },
      });
    }
    if (change.grantRoles.length > 0) {
      await client.mutate({
        mutation: GRANT_VIEW_TO_ROLES_MUTATION,
        variables: { ...variables, roles: change.grantRoles },
      });
    }
    if (change.takeUsers.length > 0) {
      await client.mutate({
        mutation: TAKE_VIEW_FROM_USERS_MUTATION,
        variables: { ...variables, userIds: change.takeUsers },
      });
    }
    if (change.takeRoles.length > 0) {
      await client.mutate({
        mutation: TAKE_VIEW_FROM_ROLES_MUTATION,
        variables: { ...variables, roles: change.takeRoles },
      });
    }
  };

  return {
    projectKey: key,
    views,
    current,
    loading: query.loading && views.length === 0,
    error: query.error && views.length === 0 ? readApiError(query.error).message : null,
    selectView: (viewId: string) => selectView(viewId),
    updateSettings,
    reorderColumns,
    resizeColumn,
    createView,
    renameView,
    deleteView,
    resetView,
    setViewAccess,
  };
}
