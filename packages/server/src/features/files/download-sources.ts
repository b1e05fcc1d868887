import type { Platform } from '../../graphql/context.ts';
import type { Download } from './files.service.ts';

/**
 * Files other features write (exports) and serve through the same signed links as uploads:
 * each answers for the keys that start with its prefix, or undefined when the key names nothing
 * it still offers.
 */
export type DownloadSource = (platform: Platform, key: string) => Promise<Download | undefined>;

const sources = new Map<string, DownloadSource>();

export function registerDownloadSource(prefix: string, find: DownloadSource) {
  sources.set(prefix, find);
}

export function downloadSourceOf(key: string): DownloadSource | undefined {
  for (const [prefix, find] of sources) if (key.startsWith(prefix)) return find;
  return undefined;
}
