import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { StartExportMutationVariables } from '../../graphql/graphql.ts';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { canDownload, saveFile } from './download-export.ts';
import { isRecent } from './export-choices.ts';
import { downloadFailedNotice, exportNotice } from './export-notices.ts';
import { exportTrackerOf } from './export-tracker.ts';
import { RECENT_EXPORTS_QUERY } from './exports.documents.ts';
import type { ExportFile, ExportTarget } from './exports.types.ts';

/** A signed link within a few seconds of its end is signed again before it is used. */
const linkMarginMs = 5_000;

function linkUsable(file: ExportFile, now: number): boolean {
  if (!file.url) return false;
  if (!file.linkExpiresAt) return true;
  return Date.parse(file.linkExpiresAt) - linkMarginMs > now;
}

/**
 * The person's exports of a project: starting one, its snackbars (waiting with progress, then
 * 'Export ready' with Preview and Download, or 'Something went wrong'), the downloads, and the
 * exports of the last 20 minutes, those still being written followed again.
 */
export function useExports(target: Pick<ExportTarget, 'workspaceId' | 'projectId'>) {
  const client = useApolloClient();
  const tracker = exportTrackerOf(client);
  const { show } = useSnackbar();
  const [previewing, setPreviewing] = useState<ExportFile | null>(null);
  const mounted = useRef(false);

  const download = useCallback(
    async (file: ExportFile) => {
      const current = linkUsable(file, Date.now())
        ? file
        : ((await tracker.refresh(file.requestId)) ?? file);
      if (current.url && (await canDownload(current.url))) {
        saveFile(current.url, current.downloadFileName);
      } else {
        show(downloadFailedNotice);
      }
    },
    [tracker, show],
  );

  const preview = useCallback((file: ExportFile) => {
    if (mounted.current) setPreviewing(file);
    // The schedule was left since: the browser's own viewer shows it in a new tab.
    else window.open(file.previewUrl ?? file.url ?? '', '_blank', 'noopener');
  }, []);

  useEffect(() => {
    mounted.current = true;
    tracker.setNotifier((event) => show(exportNotice(event, { preview, download })));
    return () => {
      mounted.current = false;
    };
  }, [tracker, show, preview, download]);

  const variables = { workspaceId: target.workspaceId, projectId: target.projectId };
  const recent = useQuery(RECENT_EXPORTS_QUERY, { variables, fetchPolicy: 'network-only' });
  const listed = recent.data?.listExportFiles;
  // Spec section 4: exports younger than 20 minutes still being written are followed again.
  useEffect(() => {
    for (const file of listed ?? []) tracker.follow(file);
  }, [listed, tracker]);

  const version = useSyncExternalStore(tracker.subscribe, tracker.getVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tracker's version is the trigger
  const files = useMemo(() => {
    const now = Date.now();
    return (listed ?? []).map((file) => tracker.latest(file)).filter((file) => isRecent(file, now));
  }, [listed, tracker, version]);

  const start = useCallback(
    async (exportVariables: StartExportMutationVariables) => {
      const requestId = await tracker.start(exportVariables);
      if (requestId) void recent.refetch();
      return requestId;
    },
    [tracker, recent.refetch],
  );

  return {
    start,
    download,
    preview,
    previewing,
    closePreview: () => setPreviewing(null),
    recent: {
      files,
      loading: recent.loading && !listed,
      error: recent.error ?? null,
      refetch: () => void recent.refetch(),
    },
  };
}
