import {
  type CellValue,
  computeCells,
  extensionOf,
  iesMaxChars,
  type PhotometrySummary,
  parseIes,
  photometryAttachment,
  photometryFills,
  type RowCells,
  summarizeIes,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { StoredFile } from '../files/index.ts';
import type { CellToStore } from './cell-checks.ts';

/** What an attachment keeps of its IES file: the summary, or why the file could not be read. */
export type AttachmentPhotometry =
  | { photometry: PhotometrySummary }
  | { photometryError: string }
  | Record<string, never>;

const iesType = 'application/x-ies';

/** Whether a stored upload is an IES file (the upload's sniff checked its TILT= line). */
export function isIesFile(file: Pick<StoredFile, 'filename' | 'contentType'>): boolean {
  return file.contentType === iesType || extensionOf(file.filename) === 'ies';
}

/** The object's text, no more than the parser's cap (plus one byte, so that it can refuse). */
async function readText(context: Pick<GraphQLContext, 'storage'>, key: string) {
  const object = await context.storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of object.body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    chunks.push(buffer);
    size += buffer.length;
    if (size > iesMaxChars) {
      object.body.destroy();
      break;
    }
  }
  const bytes = Buffer.concat(chunks);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Older files are often Windows-1252 (a degree sign in a keyword): latin1 never fails.
    return bytes.toString('latin1');
  }
}

/**
 * Each IES file among `files` read from storage and parsed, in the request that attaches it: a
 * summary by file key, or the parser's message. Files are never changed under a key, so the
 * same key always gives the same answer.
 */
export async function readPhotometry(
  context: Pick<GraphQLContext, 'storage' | 'log'>,
  files: readonly StoredFile[],
): Promise<Map<string, AttachmentPhotometry>> {
  const found = new Map<string, AttachmentPhotometry>();
  for (const file of files.filter(isIesFile)) {
    // Storage failing to answer must not refuse the attachment itself: the file is kept unread.
    const text = await readText(context, file.key).catch((error: unknown) => {
      context.log.warn({ key: file.key, err: error }, 'IES file not readable from storage');
      return null;
    });
    if (text === null) continue;
    const parsed = parseIes(text);
    if (parsed.ok) found.set(file.key, { photometry: summarizeIes(parsed.photometry) });
    else {
      context.log.info({ key: file.key, reason: parsed.message }, 'IES file not read');
      found.set(file.key, { photometryError: parsed.message });
    }
  }
  return found;
}

const carriesPhotometry = (value: CellValue) => photometryAttachment({ value }) !== null;

/**
 * The row's cells after an edit, with the lumens and wattage an IES file just attached gives
 * filled in where the row left them empty (and the computed cells, efficacy among them, again).
 * Only an edit attaching such a file fills: a user clearing lumens later keeps it empty.
 */
export function withPhotometryFills(cells: RowCells, edits: readonly CellToStore[]): RowCells {
  const attaches = edits.some(
    ({ column, value }) =>
      column.type === 'attachment' && value !== null && carriesPhotometry(value),
  );
  if (!attaches) return cells;
  const fills = photometryFills(cells);
  if (Object.keys(fills).length === 0) return cells;
  const next = { ...cells, ...fills };
  return { ...next, ...computeCells(next) };
}
