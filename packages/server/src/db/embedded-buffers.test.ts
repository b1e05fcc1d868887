import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedBuffersMb } from './embedded-buffers.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A data folder whose tables' files add up to `mb` megabytes, spread over two databases. */
function pgdataOf(mb: number): string {
  const pgdata = fs.mkdtempSync(path.join(os.tmpdir(), 'buffers-'));
  folders.push(pgdata);
  for (const [database, share] of [
    ['1', 0.25],
    ['5', 0.75],
  ] as const) {
    fs.mkdirSync(path.join(pgdata, 'base', database), { recursive: true });
    const file = path.join(pgdata, 'base', database, '16384');
    fs.writeFileSync(file, '');
    fs.truncateSync(file, Math.round(mb * share * 2 ** 20));
  }
  // Write-ahead log is not data the buffers hold.
  fs.mkdirSync(path.join(pgdata, 'pg_wal'));
  const log = path.join(pgdata, 'pg_wal', '000000010000000000000001');
  fs.writeFileSync(log, '');
  fs.truncateSync(log, 600 * 2 ** 20);
  return pgdata;
}

describe('embedded page buffers', () => {
  it('stay at 32 MB for a new or small database', () => {
    expect(embeddedBuffersMb(path.join(os.tmpdir(), 'no-such-pgdata'))).toBe(32);
    expect(embeddedBuffersMb(pgdataOf(40))).toBe(32);
  });

  it('grow to a quarter of the data, rounded up to a power of two', () => {
    expect(embeddedBuffersMb(pgdataOf(200))).toBe(64);
    // The catalogue bench's 100,000 products: 426 MB of tables and indexes.
    expect(embeddedBuffersMb(pgdataOf(426))).toBe(128);
  });

  it('stop at 256 MB', () => {
    expect(embeddedBuffersMb(pgdataOf(4000))).toBe(256);
  });
});
