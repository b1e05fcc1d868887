import type { ApolloClient } from '@apollo/client';
import { linkExpiry } from './file-links.ts';

/** A link this close to its expiry (or past it) is taken as expired when clicked. */
const expiringMs = 60_000;

function isFileLink(url: string): boolean {
  return url.startsWith('/files/');
}

/**
 * Links the API hands out in query answers (pictures, logos, comment files) expire after a few
 * minutes, while Apollo keeps the answers. When a picture through such a link fails to load (once
 * per link: this machine's clock may not agree with the server's), or an expired link is clicked,
 * the active queries whose answers hold it are read again: the page shows the fresh links, and a
 * click goes on through the fresh one.
 */
export function watchExpiredFileLinks(
  client: Pick<ApolloClient, 'refetchQueries'>,
  target: Document = document,
  now: () => number = Date.now,
): () => void {
  const tried = new Set<string>();
  const expired = (url: string) => {
    const expiry = linkExpiry(url);
    return expiry !== undefined && now() >= expiry - expiringMs;
  };
  const refetchHolding = async (url: string) => {
    tried.add(url);
    await client.refetchQueries({
      include: 'active',
      onQueryUpdated: (query) =>
        JSON.stringify(query.getCurrentResult().data ?? null).includes(url),
    });
  };

  const onError = (event: Event) => {
    const image = event.target;
    if (!(image instanceof HTMLImageElement)) return;
    const url = image.getAttribute('src') ?? '';
    if (!isFileLink(url) || tried.has(url)) return;
    void refetchHolding(url);
  };
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href^="/files/"]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const url = anchor.getAttribute('href') ?? '';
    if (!expired(url)) return;
    event.preventDefault();
    void refetchHolding(url).then(() => {
      // The page shows the fresh link by now: follow it.
      const fresh = anchor.getAttribute('href') ?? '';
      if (anchor.isConnected && fresh !== url && !expired(fresh)) anchor.click();
    });
  };
  // Load errors do not bubble: listen while they go down.
  target.addEventListener('error', onError, true);
  target.addEventListener('click', onClick, true);
  return () => {
    target.removeEventListener('error', onError, true);
    target.removeEventListener('click', onClick, true);
  };
}
