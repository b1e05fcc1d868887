import { AppError, importMessages } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { ImportDocument } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { authorize, loadWorkspace } from '../workspaces/index.ts';
import type { ImportChange } from './import-events.ts';
import { toImportDocument } from './import-presenter.ts';
import { findImport, type StoredImport } from './imports.repository.ts';

const notFound = () => new AppError('NOT_FOUND', importMessages.notFound);

/** The import, for the person who started it only (while still in the workspace). */
export async function loadOwnImport(
  context: GraphQLContext,
  args: { workspaceId: string; importId: string },
): Promise<StoredImport> {
  const viewer = requireViewer(context);
  const stored = await findImport(context.database.executeSql, args.importId);
  if (!stored || stored.user_id !== viewer.userId || stored.workspace_id !== args.workspaceId) {
    throw notFound();
  }
  authorize((await loadWorkspace(context, args.workspaceId)).subject, 'workspace:read');
  return stored;
}

export async function getImportDocument(
  context: GraphQLContext,
  args: { workspaceId: string; importId: string },
): Promise<ImportDocument> {
  return toImportDocument(await loadOwnImport(context, args));
}

/**
 * The import as it stands when the subscription opens (it may have moved, or even ended, since
 * the mutation answered), then each change, until its end.
 */
export async function subscribeToImport(
  context: GraphQLContext,
  args: { workspaceId: string; importId: string },
) {
  const stored = await loadOwnImport(context, args);
  const source = context.pubsub.subscribe(
    'imports.changed',
    args.importId,
  ) as AsyncIterableIterator<ImportChange>;
  let opening: StoredImport | null = stored;
  let ended = false;
  const isEnd = (s: StoredImport) => s.status === 'finished' || s.status === 'failed';
  const stream: AsyncIterableIterator<ImportDocument> = {
    async next() {
      if (opening) {
        const value = toImportDocument(opening);
        ended = isEnd(opening);
        opening = null;
        return { done: false, value };
      }
      if (ended) {
        await source.return?.();
        return { done: true, value: undefined };
      }
      for (;;) {
        const result = await source.next();
        if (result.done) return { done: true, value: undefined };
        const current = await findImport(context.database.executeSql, args.importId);
        if (!current) continue;
        ended = isEnd(current);
        return { done: false, value: toImportDocument(current) };
      }
    },
    return: async () => {
      await source.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return stream;
}
