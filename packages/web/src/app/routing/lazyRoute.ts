/** Spec: a route chunk that has not loaded after 120 s is reported as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A page's code could not be downloaded (offline, timed out, or replaced by a new release). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * Wraps a route's `lazy` import so that it fails with a ChunkLoadError after the timeout, or when
 * the import itself fails; the route's error element then offers a reload.
 */
export function lazyRoute<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError('Loading the page timed out.')),
        timeoutMs,
      );
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (cause: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError('Loading the page failed.', { cause }));
        },
      );
    });
}
