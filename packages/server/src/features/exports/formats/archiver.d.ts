// archiver 8 ships no types (and @types/archiver describes the version before ZipArchive): the
// part of its API the ZIP export uses.
declare module 'archiver' {
  import type { Transform } from 'node:stream';

  export class ZipArchive extends Transform {
    constructor(options?: { zlib?: { level?: number }; store?: boolean });
    append(source: Buffer | string, data: { name: string; date?: Date; store?: boolean }): this;
    finalize(): Promise<void>;
    pointer(): number;
  }
}
