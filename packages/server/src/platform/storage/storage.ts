import type { Readable } from 'node:stream';
import type { StorageConfig } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';

export type StorageKind = 'local' | 's3';

export type StoredObject = { body: Readable; size: number };

/**
 * Where file contents live, by key. Objects are written once and never changed, so a key always
 * names the same bytes. Keys are letters, digits, dots, hyphens and underscores.
 */
export type Storage = {
  kind: StorageKind;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream; undefined when there is none under this key. */
  get(key: string): Promise<StoredObject | undefined>;
  head(key: string): Promise<{ size: number } | undefined>;
  /** Removes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
};

const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Refuses a key that could escape a folder or a prefix. */
export function assertStorageKey(key: string): void {
  if (!keyPattern.test(key) || key.includes('..')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** A local folder by default; an S3-compatible bucket when one is configured. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.kind === 'local') return createLocalStorage(config.dir);
  // Loaded only when configured: the AWS SDK is large and a local folder needs none of it.
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config);
}
