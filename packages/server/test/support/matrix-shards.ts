import fs from 'node:fs';
import path from 'node:path';
import type { RootField } from './introspection.ts';

/**
 * The permission matrix is one suite split over this many test files
 * (test/permission-matrix-<n>.test.ts), each calling a slice of the root fields, so that Vitest
 * runs the slices on its workers side by side: as one file it was the longest of the server
 * suites, run on one worker while the other had finished.
 */
export const matrixShardCount = 4;

export const matrixShardFile = (shard: number) => `permission-matrix-${shard}.test.ts`;

/** The slice that calls every subscription (see `matrixShardOf`). */
export const subscriptionsShard = 1;

/**
 * The slice (1 to `matrixShardCount`) that calls a root field. Subscriptions all go to the first:
 * their probe causes one round of events for every subscription at once, and would cause it once
 * per slice if split. The HTTP fields, sorted by name, are dealt out in turn from the second,
 * so that each slice holds about as many of the calls every role makes.
 */
export function matrixShardOf(root: RootField, roots: RootField[]): number {
  if (root.kind === 'subscription') return subscriptionsShard;
  const http = roots
    .filter((other) => other.kind !== 'subscription')
    .map((other) => other.key)
    .sort();
  const index = http.indexOf(root.key);
  if (index < 0) throw new Error(`${root.key} is not among the schema's root fields`);
  return ((index + 1) % matrixShardCount) + 1;
}

/** The shard files found beside the matrix's support, to tell a slice that no file runs. */
export function matrixShardFilesPresent(): string[] {
  const testDirectory = path.resolve(import.meta.dirname, '..');
  return fs
    .readdirSync(testDirectory)
    .filter((name) => /^permission-matrix.*\.test\.ts$/.test(name))
    .sort();
}
