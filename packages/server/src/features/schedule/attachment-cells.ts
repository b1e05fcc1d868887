import type { AttachmentRef, CellValue } from '@specboard/domain';
import type { Platform } from '../../graphql/context.ts';
import { findFile, type StoredFile } from '../files/index.ts';
import type { CellToStore } from './cell-checks.ts';

function refsOf(value: CellValue): AttachmentRef[] {
  return Array.isArray(value) ? (value as AttachmentRef[]) : [];
}

function storedRef(file: StoredFile): AttachmentRef {
  return {
    key: file.key,
    filename: file.filename,
    type: file.contentType,
    size: file.size,
    thumbnails: file.thumbnails ? { ...file.thumbnails } : null,
  };
}

/**
 * Attachment cells as they are stored, the one place every write path (updateCell, updateCells,
 * createEmptyRow) fills them in: each file named by its key is looked up among the uploads and
 * kept with its recorded name, type, size and thumbnail keys, so that the grid draws a thumbnail
 * without another call. Whatever the client sent beside the key is not trusted. Answers the cells
 * with their files filled in, and those naming a key no upload has (left as sent).
 */
export async function withUploadedFiles<T extends CellToStore>(
  platform: Pick<Platform, 'database'>,
  cells: readonly T[],
): Promise<{ cells: T[]; unknown: T[] }> {
  const keys = new Set(
    cells
      .filter((cell) => cell.column.type === 'attachment')
      .flatMap((cell) => refsOf(cell.value).map((ref) => ref.key)),
  );
  if (keys.size === 0) return { cells: [...cells], unknown: [] };
  // A key is the capability to download the file (files.http.ts): anyone holding it may attach it.
  const files = new Map<string, AttachmentRef>();
  for (const key of keys) {
    const file = await findFile(platform, key);
    if (file) files.set(key, storedRef(file));
  }
  const unknown: T[] = [];
  const filled = cells.map((cell) => {
    if (cell.column.type !== 'attachment' || cell.value === null) return cell;
    const refs = refsOf(cell.value).map((ref) => files.get(ref.key));
    if (refs.some((ref) => !ref)) {
      unknown.push(cell);
      return cell;
    }
    return { ...cell, value: refs as AttachmentRef[] };
  });
  return { cells: filled, unknown };
}
