import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { patchView } from './view-layout.ts';
import {
  DELETE_VIEW_MUTATION,
  RENAME_VIEW_MUTATION,
  RESET_VIEW_MUTATION,
  SAVE_CUSTOM_VIEW_MUTATION,
  SCHEDULE_VIEWS_QUERY,
  UPDATE_VIEW_COLUMN_ORDER_MUTATION,
  UPDATE_VIEW_COLUMNS_SIZE_MUTATION,
  UPDATE_VIEW_SETTINGS_MUTATION,
} from './views.documents.ts';
import type { ScheduleView, ViewSettingsPatch } from './views.types.ts';

/** Spec section 2: schedule views take a viewId query parameter. */
export const VIEW_ID_PARAM = 'viewId';

type ProjectKey = { projectId: string; workspaceId: string };

/** What the schedule page needs of its views; see useScheduleView. */
export type ScheduleViews = ReturnType<typeof useScheduleView>;

/**
 * The schedule's views and the one shown: the URL's `viewId`, or the first view (Design Team
 * View). Every change shows at once and is saved; a refusal puts the view back and says why.
 */
export function useScheduleView(key: ProjectKey) {
  const client = useApolloClient();
  const { show } = useSnackbar();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedId = searchParams.get(VIEW_ID_PARAM);
  const query = useQuery(SCHEDULE_VIEWS_QUERY, {
    variables: key,
    fetchPolicy: 'cache-and-network',
  });
  const views = useMemo(() => query.data?.getScheduleViews ?? [], [query.data]);
  const requested = requestedId ? views.find((view) => view.id === requestedId) : undefined;
  const current = requested ?? views[0] ?? null;
  // Judged on the server's answer only: a view just made may not be in a cached list yet.
  const missing = requestedId !== null && !query.loading && views.length > 0 && !requested;

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

  const fallbackName = views[0]?.name;
  useEffect(() => {
    if (!missing) return;
    show({
      id: 'view-missing',
      text: `That view does not exist or is not shared with you. Showing ${fallbackName}.`,
      color: 'warning',
      dataTest: 'view-missing',
    });
    selectView(null, true);
  }, [missing, fallbackName, show, selectView]);

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
        cache.updateQuery({ query: SCHEDULE_VIEWS_QUERY, variables: key }, (list) =>
          list ? { getScheduleViews: [...list.getScheduleViews, made] } : list,
        );
      },
    });
    const made = result.data?.saveCustomView;
    if (!made) throw result.error;
    selectView(made.id);
    return made;
  };

  /** Renames a custom view; the refusal is thrown to the dialog. */
  const renameView = async (view: ScheduleView, name: string) => {
    await client.mutate({ mutation: RENAME_VIEW_MUTATION, variables: { ...viewKey(view), name } });
  };

  const deleteView = async (view: ScheduleView) => {
    const deleted = await attempt(() =>
      client.mutate({
        mutation: DELETE_VIEW_MUTATION,
        variables: viewKey(view),
        update: (cache) => {
          cache.updateQuery({ query: SCHEDULE_VIEWS_QUERY, variables: key }, (list) =>
            list
              ? { getScheduleViews: list.getScheduleViews.filter((item) => item.id !== view.id) }
              : list,
          );
          cache.evict({ id: cache.identify({ __typename: 'View', id: view.id }) });
        },
      }),
    );
    if (!deleted) return;
    if (view.id === current?.id) selectView(null, true);
    show({ text: `${view.name} was deleted.`, color: 'info', timeout: 3000 });
  };

  const resetView = async (view: ScheduleView) => {
    const reset = await attempt(() =>
      client.mutate({ mutation: RESET_VIEW_MUTATION, variables: viewKey(view) }),
    );
    if (reset)
      show({ text: `${view.name} is back to how it started.`, color: 'info', timeout: 3000 });
  };

  return {
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
  };
}
