import { scrapeLimits } from '@specboard/domain';
import type { Platform } from '../../graphql/context.ts';
import type { ScrapeResult } from '../../graphql/resolvers.generated.ts';
import type { SafeFetcherOptions } from './safe-fetch.ts';
import { publishScrapeResult } from './scrape-events.ts';

/** Why a scrape's signal was aborted: the person cancelled it, or its time ran out. */
export class ScrapeCancelled extends Error {
  constructor() {
    super('scrape cancelled');
    this.name = 'ScrapeCancelled';
  }
}
export class ScrapeTimedOut extends Error {
  constructor() {
    super('scrape timed out');
    this.name = 'ScrapeTimedOut';
  }
}

type Running = { controller: AbortController; userId: string };

/** What a runner may be given by tests; production builds its runner with none of it. */
export type ScrapeRunnerOptions = { fetcher?: SafeFetcherOptions; timeoutMs?: number };

/**
 * The scrapes of one process: which are running (by scope, each with its AbortController, at
 * most a few per person), and the last results for a few minutes, for a subscriber who arrives
 * after the result was told. In-process: a scrape is short, and its result is told to every
 * process through pub/sub.
 */
export class ScrapeRunner {
  private readonly running = new Map<string, Running>();
  private readonly results = new Map<string, { result: ScrapeResult; timer: NodeJS.Timeout }>();
  fetcherOptions: SafeFetcherOptions;
  timeoutMs: number;

  constructor(options: ScrapeRunnerOptions = {}) {
    this.fetcherOptions = options.fetcher ?? {};
    this.timeoutMs = options.timeoutMs ?? scrapeLimits.timeoutMs;
  }

  isRunning(scope: string) {
    return this.running.has(scope);
  }

  runningFor(userId: string): number {
    let count = 0;
    for (const run of this.running.values()) if (run.userId === userId) count++;
    return count;
  }

  /**
   * Starts `work` in the background with a signal that aborts on cancel or after the time
   * limit; its result is kept, then told. Never rejects: `work` turns every failure into one.
   */
  start(
    platform: Pick<Platform, 'pubsub' | 'logger'>,
    scope: string,
    userId: string,
    work: (signal: AbortSignal) => Promise<ScrapeResult>,
  ) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new ScrapeTimedOut()), this.timeoutMs);
    this.running.set(scope, { controller, userId });
    this.forget(scope);
    // A cancel taken by another process (behind a load balancer) reaches this one by pub/sub.
    const cancels = platform.pubsub.subscribe('scraping.cancel', scope);
    cancels.next().then(
      (event) => {
        if (!event.done) controller.abort(new ScrapeCancelled());
      },
      () => {},
    );
    void work(controller.signal)
      .then((result) => this.finish(platform, scope, result))
      .catch((error) => platform.logger.error({ err: error }, 'a scrape ended unexpectedly'))
      .finally(() => {
        clearTimeout(timer);
        this.running.delete(scope);
        void cancels.return?.();
      });
  }

  /**
   * Aborts the scrape: here at once when this process runs it (true), and in any other process
   * through pub/sub (false: whether one runs there is not known here).
   */
  cancel(platform: Pick<Platform, 'pubsub'>, scope: string): boolean {
    const run = this.running.get(scope);
    run?.controller.abort(new ScrapeCancelled());
    platform.pubsub.publish('scraping.cancel', scope, { scope });
    return Boolean(run);
  }

  /** The result told last under that scope, while it is kept. */
  lastResult(scope: string): ScrapeResult | undefined {
    return this.results.get(scope)?.result;
  }

  /** Aborts every running scrape (the process is stopping). */
  stop() {
    for (const run of this.running.values()) run.controller.abort(new ScrapeCancelled());
    for (const kept of this.results.values()) clearTimeout(kept.timer);
    this.results.clear();
  }

  private finish(platform: Pick<Platform, 'pubsub'>, scope: string, result: ScrapeResult) {
    this.running.delete(scope);
    // Kept before it is told, so a subscriber that looks after it starts listening misses nothing.
    const timer = setTimeout(() => this.results.delete(scope), scrapeLimits.resultKeptMs);
    timer.unref();
    this.results.set(scope, { result, timer });
    publishScrapeResult(platform, scope, result);
  }

  private forget(scope: string) {
    const kept = this.results.get(scope);
    if (!kept) return;
    clearTimeout(kept.timer);
    this.results.delete(scope);
  }
}

// One runner per running app, found from any context of it (contexts copy the platform's
// fields, so its pub/sub port is the same object in every one).
const runners = new WeakMap<object, ScrapeRunner>();

/** The scrapes of this app. */
export function scrapeRunnerOf(platform: Pick<Platform, 'pubsub'>): ScrapeRunner {
  let runner = runners.get(platform.pubsub);
  if (!runner) {
    runner = new ScrapeRunner();
    runners.set(platform.pubsub, runner);
  }
  return runner;
}
