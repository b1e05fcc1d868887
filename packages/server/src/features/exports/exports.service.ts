import { AppError, exportContentTypes, exportMessages } from '@specboard/domain';
import type { GraphQLContext, Platform } from '../../graphql/context.ts';
import type { ExportFile, ExportRequest } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { type Download, fileLinksOf } from '../files/index.ts';
import { loadProject } from '../projects/index.ts';
import { exportRetryLimit } from './export-job-name.ts';
import { exportStorageKey, toExportFile } from './export-presenter.ts';
import { startExport } from './export-request.service.ts';
import { findExport, listLiveExports, type StoredExport } from './exports.repository.ts';

const exportNotFound = () => new AppError('NOT_FOUND', exportMessages.notFound);

/** Who an export belongs to, as a request presents itself: the account, or the shared link. */
function requesterOf(context: GraphQLContext, sharedLink?: string | null) {
  return {
    userId: context.viewer?.userId ?? null,
    sharedLink: context.viewer ? null : (sharedLink ?? context.sharedLink ?? null),
  };
}

function isRequester(context: GraphQLContext, stored: StoredExport, sharedLink?: string | null) {
  const requester = requesterOf(context, sharedLink);
  if (requester.userId) return stored.user_id === requester.userId;
  return (
    stored.user_id === null &&
    requester.sharedLink !== null &&
    stored.shared_link === requester.sharedLink
  );
}

/**
 * An export as its requester sees it now. A run whose process died on its last try leaves the
 * export running for ever: past every try's time it is shown as failed, to be asked again.
 */
export function presentExport(context: GraphQLContext, stored: StoredExport): ExportFile {
  const file = toExportFile(context, stored, fileLinksOf(context));
  const runs = exportRetryLimit + 1;
  const triesOverMs = (context.config.exports.jobTimeoutSeconds * runs + 60) * 1000;
  const unfinished = stored.status === 'pending' || stored.status === 'running';
  if (unfinished && Date.now() - stored.created_at.getTime() > triesOverMs) {
    return { ...file, status: 'FAILED', error: true, errorMessage: exportMessages.tryAgain };
  }
  return file;
}

/**
 * The export, for its requester only, while they may still read its project; anyone else is
 * told it does not exist.
 */
export async function loadOwnExport(
  context: GraphQLContext,
  by: { requestId: string } | { fileId: string },
  sharedLink?: string | null,
): Promise<StoredExport> {
  if (!requesterOf(context, sharedLink).sharedLink) requireViewer(context);
  const stored = await findExport(context.database.db, by);
  if (!stored || !isRequester(context, stored, sharedLink)) throw exportNotFound();
  await loadProject(context, stored.workspace_id, stored.project_id, {
    sharedLink: stored.shared_link,
  });
  return stored;
}

export async function listExportFiles(
  context: GraphQLContext,
  args: { workspaceId: string; projectId: string; sharedLink?: string | null },
): Promise<ExportFile[]> {
  const requester = requesterOf(context, args.sharedLink);
  // A signed-in reader of the shared link reads the project through it too.
  await loadProject(context, args.workspaceId, args.projectId, {
    sharedLink: args.sharedLink ?? context.sharedLink ?? null,
  });
  const rows = await listLiveExports(context.database.db, {
    projectId: args.projectId,
    ...requester,
  });
  return rows.map((stored) => presentExport(context, stored));
}

export async function getExportFile(
  context: GraphQLContext,
  args: { requestId?: string | null; fileId?: string | null; sharedLink?: string | null },
): Promise<ExportFile> {
  if (!requesterOf(context, args.sharedLink).sharedLink) requireViewer(context);
  const by = args.requestId
    ? { requestId: args.requestId }
    : args.fileId
      ? { fileId: args.fileId }
      : null;
  if (!by) throw exportNotFound();
  return presentExport(context, await loadOwnExport(context, by, args.sharedLink));
}

/** The same export asked again, as its requester asked it first (force_update). */
export async function refreshExportFile(
  context: GraphQLContext,
  args: { fileId: string; sharedLink?: string | null },
): Promise<ExportRequest> {
  const stored = await loadOwnExport(context, { fileId: args.fileId }, args.sharedLink);
  const request = stored.params.request as Parameters<typeof startExport>[1];
  return startExport(context, request, stored.params.delivery);
}

/** Serves an export's file through a signed link while it is offered (20 minutes). */
export async function findExportDownload(
  platform: Platform,
  key: string,
): Promise<Download | undefined> {
  const match = /^export-([0-9a-f-]{36})\.[a-z]+$/.exec(key);
  if (!match) return undefined;
  const stored = await findExport(platform.database.db, { fileId: match[1] as string });
  if (stored?.status !== 'ready' || stored.expires_at.getTime() <= Date.now()) return undefined;
  if (exportStorageKey(stored) !== key) return undefined;
  return {
    key,
    filename: stored.file_name,
    contentType: exportContentTypes[stored.format],
    // A PDF opens in the browser (the preview); the other formats download.
    inline: stored.format === 'pdf',
  };
}
