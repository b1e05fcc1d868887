import type { Platform } from '../../graphql/context.ts';
import type { ExportFile } from '../../graphql/resolvers.generated.ts';
import type { FileLinks } from '../files/index.ts';
import { pdfNameOf } from './export-events.ts';
import type { StoredExport } from './exports.repository.ts';

const statuses = {
  pending: 'PENDING',
  running: 'RUNNING',
  ready: 'READY',
  failed: 'FAILED',
} as const;

/** The storage key of an export's file: fixed by its id, so a retried job writes the same one. */
export const exportStorageKey = (stored: Pick<StoredExport, 'id' | 'format'>) =>
  `export-${stored.id}.${stored.format}`;

function bucketNameOf(platform: Platform): string {
  const { storage } = platform.config.files;
  return storage.kind === 's3' ? storage.bucket : 'local';
}

export function toExportFile(
  platform: Platform,
  stored: StoredExport,
  links: FileLinks,
): ExportFile {
  const ready = stored.status === 'ready' && stored.storage_key !== null;
  const url = ready ? links.url(stored.storage_key as string) : null;
  return {
    requestId: stored.request_id,
    fileId: stored.id,
    projectId: stored.project_id,
    username: stored.user_id,
    pdfName: pdfNameOf(stored),
    downloadFileName: stored.file_name,
    downloadPdfName: stored.format === 'pdf' ? stored.file_name : null,
    bucketName: bucketNameOf(platform),
    fileFormat: stored.format,
    exportType: stored.kind,
    status: statuses[stored.status],
    progress: stored.progress,
    error: stored.status === 'failed',
    errorMessage: stored.error_message,
    url,
    // PDFs are served inline, so the same link previews in the browser.
    previewUrl: stored.format === 'pdf' ? url : null,
    linkExpiresAt: ready ? links.expiresAt.toISOString() : null,
    createdAt: stored.created_at.toISOString(),
    expiresAt: stored.expires_at.toISOString(),
  };
}
