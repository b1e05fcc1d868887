import type { ThumbnailSize } from '@specboard/domain';

/** Where a file and its thumbnails download from, until `expiresAt` (ms since the epoch). */
export type FileLink = {
  key: string;
  url: string;
  thumbnails: Partial<Record<ThumbnailSize, string | null>> | null;
  expiresAt: number;
};

/** Asks the server for links to these files (getFileLinks); files it leaves out are refused. */
export type FetchLinks = (keys: string[]) => Promise<FileLink[]>;

/**
 * The links a page holds to its files, asked for as they are needed and again before they expire.
 * `link` answers at once from what is held (or undefined, and the key is asked for with others
 * in one request); subscribers hear when links arrive or are about to expire, so that what they
 * draw asks again.
 */
export type FileLinkStore = {
  link(key: string): FileLink | undefined;
  /** Keeps a link the app already has (an upload's answer). */
  put(link: FileLink): void;
  /** Forgets the key's link (a download through it was refused) and asks for a fresh one. */
  retry(key: string): void;
  subscribe(listener: () => void): () => void;
  /** Changes whenever what `link` answers may have changed. */
  version(): number;
};

type Entry =
  | { state: 'held'; link: FileLink; receivedAt: number }
  | { state: 'refused'; until: number };

type Options = {
  now?: () => number;
  /** Keys asked for in one request at most (the server takes 200). */
  batch?: number;
};

/** A key refused (not in the project's cells, or the request failed) is asked again after this. */
const refusedForMs = 30_000;
const maxTimerMs = 2 ** 31 - 1;
/** A link younger than this is not asked for again when a download through it fails. */
const retryAfterMs = 10_000;
/**
 * The least life a link just received is given here. The server never hands out expired links:
 * one that looks so comes to a machine whose clock is ahead, and is used all the same.
 */
const minLifeMs = 60_000;

function held(link: FileLink, receivedAt: number): Entry {
  return {
    state: 'held',
    link: { ...link, expiresAt: Math.max(link.expiresAt, receivedAt + minLifeMs) },
    receivedAt,
  };
}

/** When a link held since `receivedAt` should be renewed: once four fifths of its life are gone. */
function renewAt(entry: Extract<Entry, { state: 'held' }>): number {
  return entry.link.expiresAt - (entry.link.expiresAt - entry.receivedAt) / 5;
}

/** The expiry a signed link carries in its address (`expires`, in seconds), in ms. */
export function linkExpiry(url: string): number | undefined {
  const expires = new URL(url, 'http://link.invalid').searchParams.get('expires');
  return expires && /^\d+$/.test(expires) ? Number(expires) * 1000 : undefined;
}

export function createFileLinkStore(fetchLinks: FetchLinks, options: Options = {}): FileLinkStore {
  const now = options.now ?? Date.now;
  const batch = options.batch ?? 200;
  const entries = new Map<string, Entry>();
  const wanted = new Set<string>();
  const inFlight = new Set<string>();
  const listeners = new Set<() => void>();
  let version = 0;
  let flushing = false;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;

  const notify = () => {
    version += 1;
    scheduleRenewal();
    for (const listener of listeners) listener();
  };

  // Wakes subscribers when the first held link is due for renewal: they ask for it again.
  function scheduleRenewal() {
    if (renewTimer) clearTimeout(renewTimer);
    renewTimer = undefined;
    if (listeners.size === 0) return;
    let first = Number.POSITIVE_INFINITY;
    for (const entry of entries.values()) {
      if (entry.state === 'held') first = Math.min(first, renewAt(entry));
    }
    if (first === Number.POSITIVE_INFINITY) return;
    const delay = Math.min(maxTimerMs, Math.max(0, first - now()) + 50);
    renewTimer = setTimeout(() => {
      renewTimer = undefined;
      notify();
    }, delay);
  }

  function want(key: string) {
    if (inFlight.has(key) || wanted.has(key)) return;
    wanted.add(key);
    if (flushing) return;
    flushing = true;
    // Every key asked for while this frame is drawn goes in one request.
    queueMicrotask(() => {
      flushing = false;
      void flush();
    });
  }

  async function flush() {
    const keys = [...wanted].slice(0, batch);
    for (const key of keys) {
      wanted.delete(key);
      inFlight.add(key);
    }
    if (wanted.size > 0) queueMicrotask(() => void flush());
    let links: FileLink[] = [];
    try {
      links = await fetchLinks(keys);
    } catch {
      // Offline, or the session is renewing: asked again a little later.
    }
    const received = now();
    const given = new Set<string>();
    for (const link of links) {
      given.add(link.key);
      entries.set(link.key, held(link, received));
    }
    for (const key of keys) {
      inFlight.delete(key);
      if (!given.has(key)) entries.set(key, { state: 'refused', until: received + refusedForMs });
    }
    notify();
  }

  return {
    link(key) {
      const entry = entries.get(key);
      const at = now();
      if (entry?.state === 'refused') {
        if (at >= entry.until) want(key);
        return undefined;
      }
      if (!entry) {
        want(key);
        return undefined;
      }
      if (at >= renewAt(entry)) want(key);
      return at < entry.link.expiresAt ? entry.link : undefined;
    },
    put(link) {
      entries.set(link.key, held(link, now()));
      notify();
    },
    retry(key) {
      const entry = entries.get(key);
      if (entry?.state !== 'held' || inFlight.has(key)) return;
      // A link just received that fails is not one that expired: asking again would not help.
      if (now() - entry.receivedAt < retryAfterMs) return;
      entries.delete(key);
      want(key);
    },
    subscribe(listener) {
      listeners.add(listener);
      scheduleRenewal();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && renewTimer) clearTimeout(renewTimer);
      };
    },
    version: () => version,
  };
}
