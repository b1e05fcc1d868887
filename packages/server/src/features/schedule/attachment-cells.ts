import type { AttachmentRef, CellValue } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { findAttachableFiles, type StoredFile } from '../files/index.ts';
import type { CellToStore } from './cell-checks.ts';
import { type AttachmentPhotometry, readPhotometry } from './photometry.ts';
import type { ScheduleAccess } from './schedule-access.ts';

function refsOf(value: CellValue): AttachmentRef[] {
  return Array.isArray(value) ? (value as AttachmentRef[]) : [];
}

function storedRef(file: StoredFile, photometry: AttachmentPhotometry = {}): AttachmentRef {
  return {
    key: file.key,
    filename: file.filename,
    type: file.contentType,
    size: file.size,
    thumbnails: file.thumbnails ? { ...file.thumbnails } : null,
    ...photometry,
  };
}

/**
 * Attachment cells as they are stored, the one place every write path (updateCell, updateCells,
 * createEmptyRow) fills them in: each file named by its key is looked up among the uploads and
 * kept with its recorded name, type, size and thumbnail keys, so that the grid draws a thumbnail
 * without another call. Whatever the client sent beside the key is not trusted. A key counts only
 * when the viewer uploaded the file or the project's cells hold or held it: knowing a key is no
 * way to a file (links to it are handed out for the cells holding it). A collection's products are
 * held as a project's cells are. An IES file is read in the same request and its photometry
 * (lumens, input watts, efficacy, CCT) kept beside its key, or the reason it could not be read
 * (issue 25). Answers the cells with their files filled in, and those naming any other key (left
 * as sent).
 */
export async function withUploadedFiles<T extends CellToStore>(
  context: Pick<GraphQLContext, 'database' | 'viewer' | 'storage' | 'log'>,
  access: Pick<ScheduleAccess, 'schedule'>,
  cells: readonly T[],
): Promise<{ cells: T[]; unknown: T[] }> {
  const keys = new Set(
    cells
      .filter((cell) => cell.column.type === 'attachment')
      .flatMap((cell) => refsOf(cell.value).map((ref) => ref.key)),
  );
  if (keys.size === 0) return { cells: [...cells], unknown: [] };
  const found = await findAttachableFiles(context, {
    userId: context.viewer?.userId ?? '',
    projectId: access.schedule.collectionId
      ? { collectionId: access.schedule.collectionId }
      : (access.schedule.projectId as string),
    keys: [...keys],
  });
  const photometry = await readPhotometry(context, found);
  const files = new Map(
    found.map((file): [string, AttachmentRef] => [
      file.key,
      storedRef(file, photometry.get(file.key)),
    ]),
  );
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
