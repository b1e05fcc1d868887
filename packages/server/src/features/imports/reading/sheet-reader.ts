import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, importLimits, importMessages, type RawCell } from '@specboard/domain';
import { parse } from 'csv-parse';
import type { Storage } from '../../../platform/storage/storage.ts';
import { type SheetFormat, sniffDelimiter, sniffEncoding, sniffFormat } from './sniff.ts';
import { checkWorkbookZip, type MergeRange } from './zip-check.ts';

/** One row of a document, numbered from 1 as a spreadsheet numbers it. */
export type SheetRow = { row: number; cells: RawCell[] };

export type OpenedSheet = {
  format: SheetFormat;
  delimiter: string | null;
  /** The sheet being read; set once rows() found it (the first with data when none is named). */
  sheetName: string | null;
  /** Merged ranges near the top of the sheet read (workbooks). */
  merges: MergeRange[];
  rows(): AsyncGenerator<SheetRow>;
};

const refuse = (message: string, reason: string) =>
  new AppError('BAD_USER_INPUT', message, { reason });

const maxMb = Math.round(importLimits.maxFileBytes / 1024 / 1024);

/** Copies the stored object to a file of its own, refusing it past the size limit. */
async function spool(storage: Storage, key: string, file: string): Promise<number> {
  const object = await storage.get(key);
  if (!object) throw new AppError('NOT_FOUND', importMessages.fileNotFound);
  if (object.size > importLimits.maxFileBytes) {
    object.body.destroy();
    throw refuse(importMessages.tooLarge(maxMb), 'tooLarge');
  }
  const handle = await open(file, 'w');
  let size = 0;
  try {
    for await (const chunk of object.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > importLimits.maxFileBytes)
        throw refuse(importMessages.tooLarge(maxMb), 'tooLarge');
      await handle.write(chunk);
    }
  } finally {
    await handle.close();
  }
  return size;
}

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function decoderOf(encoding: 'utf-8' | 'windows-1252') {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

async function* csvRows(file: string, delimiter: string, encoding: 'utf-8' | 'windows-1252') {
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: importLimits.maxCellLength * 10,
  });
  const feeding = pipeline(createReadStream(file), decoderOf(encoding), parser);
  feeding.catch(() => {});
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      yield { row, cells: record.map((cell) => (cell === '' ? null : cell)) } satisfies SheetRow;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw refuse(`${importMessages.damaged.split('.')[0]}: ${message}`, 'badCsv');
  } finally {
    parser.destroy();
  }
}

/** A workbook cell's value as the import reads it: a formula's cached result, a link's text. */
function workbookCell(value: unknown): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value as RawCell;
  const v = value as Record<string, unknown>;
  if ('result' in v || 'formula' in v || 'sharedFormula' in v) return workbookCell(v.result);
  if (Array.isArray(v.richText)) {
    return (v.richText as { text: string }[]).map((part) => part.text).join('');
  }
  if ('text' in v) return workbookCell(v.text);
  if ('error' in v) return String(v.error);
  return null;
}

function xlsxSheet(file: string, wanted: string | null, merges: Map<string, MergeRange[]>) {
  const sheet: OpenedSheet = {
    format: 'xlsx',
    delimiter: null,
    sheetName: null,
    merges: [],
    async *rows() {
      // exceljs (1.5 MB of code) is loaded by the first workbook read, not at every server start.
      const { default: ExcelJS } = await import('exceljs');
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
        worksheets: 'emit',
        sharedStrings: 'cache',
        styles: 'cache',
        hyperlinks: 'ignore',
        entries: 'ignore',
      });
      let found = false;
      try {
        for await (const worksheet of reader) {
          const name = (worksheet as unknown as { name: string }).name;
          if (found || (wanted !== null && name !== wanted)) continue;
          for await (const row of worksheet) {
            const values = (row.values as unknown[]).slice(1).map(workbookCell);
            if (!found) {
              // The first sheet with data, unless one was named.
              if (wanted === null && values.every((v) => v === null || v === '')) continue;
              found = true;
              sheet.sheetName = name;
              sheet.merges = merges.get(name) ?? [];
            }
            yield { row: row.number, cells: values };
          }
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw refuse(importMessages.damaged, 'damaged');
      }
      if (!found && wanted !== null && !merges.has(wanted)) {
        throw refuse(importMessages.noSheet(wanted), 'noSheet');
      }
    },
  };
  return sheet;
}

export type StoredSheet = OpenedSheet & { close(): Promise<void> };

/**
 * Opens an uploaded document for reading, whatever its name says: the stored object is copied
 * to a private temporary file (so a workbook's ZIP can be checked and both formats streamed),
 * removed by close().
 */
export async function openStoredSheet(
  storage: Storage,
  key: string,
  sheetName: string | null,
): Promise<StoredSheet> {
  const folder = await mkdtemp(path.join(tmpdir(), 'specboard-import-'));
  const close = () => rm(folder, { recursive: true, force: true });
  const file = path.join(folder, 'upload');
  try {
    await spool(storage, key, file);
    const head = await readHead(file, 64 * 1024);
    const format = sniffFormat(head);
    if (format === 'xlsx') {
      const { size } = await stat(file);
      const { merges } = await checkWorkbookZip(file, size);
      return Object.assign(xlsxSheet(file, sheetName, merges), { close });
    }
    const encoding = sniffEncoding(head);
    const delimiter = sniffDelimiter(new TextDecoder(encoding).decode(head));
    return {
      format,
      delimiter,
      sheetName: null,
      merges: [],
      rows: () => csvRows(file, delimiter, encoding),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

export async function withStoredSheet<T>(
  storage: Storage,
  key: string,
  sheetName: string | null,
  work: (sheet: OpenedSheet) => Promise<T>,
): Promise<T> {
  const sheet = await openStoredSheet(storage, key, sheetName);
  try {
    return await work(sheet);
  } finally {
    await sheet.close();
  }
}
