import fs from 'node:fs';
import path from 'node:path';

const mebibyte = 2 ** 20;
/** What a new or small database gets: the idle server stays small (the process bench's goal). */
export const smallestBuffersMb = 32;
/** PGlite holds its buffers inside the WebAssembly memory, so they stay bounded. */
export const largestBuffersMb = 256;

/** The size of every file under `dir`, in bytes (0 when it does not exist yet). */
function sizeOf(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

/**
 * PGlite's page buffers for a data folder, sized when the server starts: a quarter of the tables'
 * and indexes' files, rounded up to a power of two, between 32 and 256 MB. The buffers are
 * resident in the WebAssembly memory from the start (128 MB made the idle server some 100 MB
 * larger), and 32 MB serve a 50,000-row schedule's search as fast as 128 MB. But a database they
 * cannot hold reads its pages through the WebAssembly file layer again on every search: a broad
 * search of a 100,000-product catalogue (426 MB of files) read 4,100 pages each time with 32 MB,
 * and none with 128 MB. A database that grows gets larger buffers at the next start.
 */
export function embeddedBuffersMb(pgdataDir: string): number {
  const quarterMb = sizeOf(path.join(pgdataDir, 'base')) / 4 / mebibyte;
  const rounded = 2 ** Math.ceil(Math.log2(Math.max(quarterMb, 1)));
  return Math.min(largestBuffersMb, Math.max(smallestBuffersMb, rounded));
}
