import { AppError, scrapeLimits, scrapeMessages } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  MutationCancelScrapeArgs,
  MutationScrapeProductDataArgs,
  ScrapeResult,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { loadCatalogueWorkspace } from '../collections/index.ts';
import { authorize } from '../workspaces/index.ts';
import { SafeFetcher } from './safe-fetch.ts';
import { scrapeScope } from './scrape-events.ts';
import { scrapeRunnerOf } from './scrape-runner.ts';
import { runScrape } from './scrape-work.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A scrape adds a product of the viewer's own making to the workspace, as typing one in does:
 * a member who may add custom products (editor and above, the core package when its flag is on).
 */
async function authorizeScraping(context: GraphQLContext, workspaceId: string) {
  const viewer = requireViewer(context);
  authorize(await loadCatalogueWorkspace(context, workspaceId), 'product:addCustom');
  return viewer;
}

function checkAttachmentId(attachmentId: string | null | undefined): string {
  if (!attachmentId?.trim()) throw new AppError('BAD_USER_INPUT', scrapeMessages.noAttachmentId);
  if (!uuid.test(attachmentId)) {
    throw new AppError('BAD_USER_INPUT', scrapeMessages.attachmentIdNotUuid);
  }
  return attachmentId.toLowerCase();
}

/**
 * Starts reading a product from a web page (seed 001 §7) and answers RUNNING at once; the result
 * is told to the viewer's onScrapeResult for the same attachmentId.
 */
export async function scrapeProductData(
  context: GraphQLContext,
  args: MutationScrapeProductDataArgs,
): Promise<ScrapeResult> {
  // The gate first: someone it refuses learns nothing of what else the call would refuse.
  const viewer = await authorizeScraping(context, args.workspaceId);
  const attachmentId = checkAttachmentId(args.attachmentId);
  if (args.identityId && args.identityId !== viewer.userId) {
    throw new AppError('FORBIDDEN', scrapeMessages.notYourIdentity);
  }
  const runner = scrapeRunnerOf(context);
  const scope = scrapeScope(viewer.userId, args.workspaceId, attachmentId);
  if (runner.isRunning(scope)) throw new AppError('BAD_USER_INPUT', scrapeMessages.alreadyRunning);
  if (runner.runningFor(viewer.userId) >= scrapeLimits.runningPerViewer) {
    throw new AppError('LIMIT_REACHED', scrapeMessages.tooManyRunning, {
      limit: scrapeLimits.runningPerViewer,
    });
  }
  const url = args.url.trim();
  const fetcher = new SafeFetcher(runner.fetcherOptions);
  const job = { userId: viewer.userId, url, attachmentId };
  runner.start(context, scope, viewer.userId, (signal) => runScrape(context, fetcher, job, signal));
  context.log.info({ attachmentId }, 'scrape started');
  return {
    attachmentId,
    url,
    status: 'RUNNING',
    product: null,
    image: null,
    sources: [],
    error: null,
  };
}

/** Stops the viewer's scrape; its subscription hears ABORTED. False when none runs in this process. */
export async function cancelScrape(
  context: GraphQLContext,
  args: MutationCancelScrapeArgs,
): Promise<boolean> {
  const viewer = await authorizeScraping(context, args.workspaceId);
  const attachmentId = checkAttachmentId(args.attachmentId);
  const scope = scrapeScope(viewer.userId, args.workspaceId, attachmentId);
  return scrapeRunnerOf(context).cancel(context, scope);
}

/**
 * The viewer's own scrape's result, once: kept from before the subscription if it already came
 * (the web subscribes just after the mutation answers), else the next one told.
 */
export async function subscribeToScrapeResult(
  context: GraphQLContext,
  args: { workspaceId: string; attachmentId: string },
): Promise<AsyncIterableIterator<ScrapeResult>> {
  const viewer = await authorizeScraping(context, args.workspaceId);
  const attachmentId = checkAttachmentId(args.attachmentId);
  const scope = scrapeScope(viewer.userId, args.workspaceId, attachmentId);
  const source = context.pubsub.subscribe('scraping.result', scope);
  // Listening starts with the first pull; the kept result is read only after, so a result told
  // in between is either kept or heard.
  const heard = source.next();
  const kept = scrapeRunnerOf(context).lastResult(scope);
  let done = false;
  const end = async () => {
    done = true;
    await source.return?.();
    return { done: true as const, value: undefined };
  };
  const stream: AsyncIterableIterator<ScrapeResult> = {
    async next() {
      if (done) return { done: true, value: undefined };
      done = true;
      if (kept) {
        void source.return?.();
        return { done: false, value: kept };
      }
      const result = await heard;
      void source.return?.();
      return result.done ? { done: true, value: undefined } : { done: false, value: result.value };
    },
    return: end,
    [Symbol.asyncIterator]: () => stream,
  };
  return stream;
}
