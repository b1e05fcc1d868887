import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SCRAPE_TIMEOUT_MS, scrapeNotices } from './scrape-messages.ts';
import type { ScrapeResult } from './scraped-product.ts';
import {
  CANCEL_SCRAPE_MUTATION,
  SCRAPE_PRODUCT_MUTATION,
  SCRAPE_RESULT_SUBSCRIPTION,
} from './scraping.documents.ts';

export type ScrapeState =
  | { kind: 'idle' }
  | { kind: 'reading'; attachmentId: string }
  | { kind: 'found'; result: ScrapeResult }
  | { kind: 'failed'; message: string };

type Wait = { attachmentId: string; stop: () => void };

function failureText(result: ScrapeResult): string {
  return result.error ?? scrapeNotices.failed;
}

function hasProduct(result: ScrapeResult): boolean {
  const product = result.product as Record<string, unknown> | null | undefined;
  return !!product && typeof product === 'object' && Object.keys(product).length > 0;
}

/**
 * One scrape at a time: a new attachment id, its result listened for before the scrape is asked,
 * awaited up to 60 s ('Subscription callback timed out'); Cancel asks the server to stop and
 * ends quietly. The listening stops with the dialog.
 */
export function useScrape(workspaceId: string, timeoutMs: number = SCRAPE_TIMEOUT_MS) {
  const client = useApolloClient();
  const [state, setState] = useState<ScrapeState>({ kind: 'idle' });
  const wait = useRef<Wait | null>(null);

  const stop = useCallback(() => {
    wait.current?.stop();
    wait.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const settle = useCallback(
    (attachmentId: string, result: ScrapeResult) => {
      if (wait.current?.attachmentId !== attachmentId) return;
      if (result.status === 'RUNNING') return;
      stop();
      if (result.status === 'ABORTED') setState({ kind: 'idle' });
      else if (result.status === 'FAILED')
        setState({ kind: 'failed', message: failureText(result) });
      else if (!hasProduct(result)) setState({ kind: 'failed', message: scrapeNotices.noData });
      else setState({ kind: 'found', result });
    },
    [stop],
  );

  const read = useCallback(
    async (url: string) => {
      stop();
      const attachmentId = crypto.randomUUID();
      const variables = { workspaceId, attachmentId };
      const events = client.subscribe({ query: SCRAPE_RESULT_SUBSCRIPTION, variables }).subscribe({
        next: (event) => {
          const result = event.data?.onScrapeResult;
          if (result) settle(attachmentId, result);
        },
        error: () => {
          if (wait.current?.attachmentId !== attachmentId) return;
          stop();
          setState({ kind: 'failed', message: scrapeNotices.failed });
        },
      });
      const timer = setTimeout(() => {
        if (wait.current?.attachmentId !== attachmentId) return;
        stop();
        setState({ kind: 'failed', message: scrapeNotices.timedOut });
      }, timeoutMs);
      wait.current = {
        attachmentId,
        stop: () => {
          events.unsubscribe();
          clearTimeout(timer);
        },
      };
      setState({ kind: 'reading', attachmentId });
      try {
        const answer = await client.mutate({
          mutation: SCRAPE_PRODUCT_MUTATION,
          variables: { url, attachmentId, workspaceId },
        });
        const result = answer.data?.scrapeProductData;
        if (!result) throw answer.error ?? new Error(scrapeNotices.failed);
        settle(attachmentId, result);
      } catch (error) {
        if (wait.current?.attachmentId !== attachmentId) return;
        stop();
        setState({
          kind: 'failed',
          message: error instanceof Error && error.message ? error.message : scrapeNotices.failed,
        });
      }
    },
    [client, workspaceId, timeoutMs, settle, stop],
  );

  /** Stops the scrape being read; the server's ABORTED is not an error to show. */
  const cancel = useCallback(() => {
    const current = wait.current;
    stop();
    setState({ kind: 'idle' });
    if (!current) return;
    void client
      .mutate({
        mutation: CANCEL_SCRAPE_MUTATION,
        variables: { workspaceId, attachmentId: current.attachmentId },
      })
      .catch(() => {
        // Already over on the server: nothing is left to stop.
      });
  }, [client, workspaceId, stop]);

  const reset = useCallback(() => {
    stop();
    setState({ kind: 'idle' });
  }, [stop]);

  return { state, read, cancel, reset };
}
