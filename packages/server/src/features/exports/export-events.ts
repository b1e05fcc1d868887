import type { Platform } from '../../graphql/context.ts';
import type { StoredExport } from './exports.repository.ts';

/**
 * An export moved (progress, ready, failed). Published on three scopes: the request id
 * (notifyExportFiles), the project and requester (notifyExportFileData) and the PDF name
 * (pdfDownloadProgress). Carries only the request id: each subscriber reads the export and
 * signs its own links.
 */
export type ExportChange = { requestId: string };

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    'exports.byRequest': ExportChange;
    'exports.byRequester': ExportChange;
    'exports.byPdfName': ExportChange;
  }
}

export const requesterScope = (projectId: string, requester: string) => `${projectId}/${requester}`;

/** The name PDF progress is keyed by: the export's own file id, unique and unguessable. */
export const pdfNameOf = (stored: Pick<StoredExport, 'id' | 'format'>) =>
  `${stored.id}.${stored.format}`;

/** Publish only after the change has committed. */
export function publishExportChanged(platform: Platform, stored: StoredExport) {
  const change = { requestId: stored.request_id };
  platform.pubsub.publish('exports.byRequest', stored.request_id, change);
  const requester = stored.user_id ?? stored.shared_link;
  if (requester) {
    platform.pubsub.publish(
      'exports.byRequester',
      requesterScope(stored.project_id, requester),
      change,
    );
  }
  platform.pubsub.publish('exports.byPdfName', pdfNameOf(stored), change);
}
