import { AppError, exportMessages } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { ExportFile } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import type { TopicName, Topics } from '../../platform/pubsub/pubsub.ts';
import { type ExportChange, requesterScope } from './export-events.ts';
import { findExport, type StoredExport } from './exports.repository.ts';
import { loadOwnExport, presentExport } from './exports.service.ts';

type ExportTopic = Extract<TopicName, `exports.${string}`>;

/**
 * The events of one topic and scope as this subscriber's view of each export; an export that is
 * not theirs (or gone) is skipped, never sent.
 */
function exportStream(
  context: GraphQLContext,
  topic: ExportTopic,
  scope: string,
  mine: (requestId: string) => Promise<boolean>,
  first: StoredExport | null = null,
): AsyncIterableIterator<ExportFile> {
  const source = context.pubsub.subscribe(topic, scope) as AsyncIterableIterator<
    Topics[ExportTopic]
  >;
  // The export as it stands when the subscription opens comes first: it may have moved, or
  // even finished, between the request's answer and the subscription.
  let opening = first;
  return {
    async next() {
      if (opening) {
        const value = presentExport(context, opening);
        opening = null;
        return { done: false, value };
      }
      for (;;) {
        const result = await source.next();
        if (result.done) return { done: true, value: undefined };
        const { requestId } = result.value as ExportChange;
        try {
          if (!(await mine(requestId))) continue;
          const stored = await findExport(context.database.db, { requestId });
          if (stored) return { done: false, value: presentExport(context, stored) };
        } catch (error) {
          context.log.error({ err: error }, 'an export event could not be read for a subscriber');
        }
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
}

/** One export's progress and outcome, for its requester (the spec's notify export files). */
export async function subscribeToExport(context: GraphQLContext, requestId: string) {
  const stored = await loadOwnExport(context, { requestId });
  return exportStream(context, 'exports.byRequest', requestId, async () => true, stored);
}

/** Every export of the project by this person (the spec's notify export file data). */
export function subscribeToExportsOf(context: GraphQLContext, projectId: string, username: string) {
  const requester = requireViewer(context).userId;
  if (requester !== username) throw new AppError('NOT_FOUND', exportMessages.notFound);
  return exportStream(
    context,
    'exports.byRequester',
    requesterScope(projectId, username),
    async (requestId) => {
      await loadOwnExport(context, { requestId });
      return true;
    },
  );
}

/** A PDF export's progress by its name (the spec's PDF download progress). */
export async function subscribeToPdfProgress(context: GraphQLContext, pdfName: string) {
  const fileId = pdfName.replace(/\.pdf$/, '');
  const stored = await loadOwnExport(context, { fileId });
  return exportStream(context, 'exports.byPdfName', pdfName, async () => true, stored);
}
