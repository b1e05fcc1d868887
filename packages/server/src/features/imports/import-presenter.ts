import type { ImportDocument } from '../../graphql/resolvers.generated.ts';
import type { StoredImport } from './imports.repository.ts';

const statuses = {
  pending: 'PENDING',
  running: 'RUNNING',
  finished: 'FINISHED',
  failed: 'FAILED',
} as const;

const iso = (date: Date | string | null) =>
  date === null ? null : (date instanceof Date ? date : new Date(date)).toISOString();

export function toImportDocument(stored: StoredImport): ImportDocument {
  return {
    importId: stored.id,
    workspaceId: stored.workspace_id,
    collectionId: stored.collection_id,
    projectId: stored.project_id,
    fileName: stored.file_name,
    status: statuses[stored.status],
    rowsRead: stored.rows_read,
    rowsCount: stored.rows_count,
    productsUploaded: stored.products_uploaded,
    errors: stored.errors,
    errorsCount: stored.errors_count,
    firstError: stored.first_error,
    createdAt: iso(stored.created_at) as string,
    finishedAt: iso(stored.finished_at),
  };
}
