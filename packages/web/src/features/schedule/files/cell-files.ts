import {
  type AttachmentRef,
  attachmentPreviewKind,
  type CellValue,
  fileKinds,
  findFileKind,
  type ScheduleColumn,
  type ThumbnailSize,
} from '@specboard/domain';
import type { PreviewFile } from '../../../ui/preview/index.ts';
import type { FileLinks, UploadedFile } from '../../files/index.ts';
import type { CellAccess } from '../editing/useCellEditing.tsx';

/** The file types a file cell's picker offers: every kind the server takes, by extension. */
export const acceptedFileTypes = fileKinds
  .flatMap((kind) => kind.extensions.map((extension) => `.${extension}`))
  .join(',');

/** Whether a column holds files (dropped or picked into it), not typed text. */
export function acceptsFiles(column: ScheduleColumn | undefined): boolean {
  return column?.type === 'attachment';
}

function isFileRef(item: unknown): item is AttachmentRef {
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof (item as AttachmentRef).key === 'string' &&
    typeof (item as AttachmentRef).filename === 'string'
  );
}

/** The files a cell holds, in order; none for an empty cell or a value that is not files. */
export function cellFiles(value: CellValue | undefined): AttachmentRef[] {
  return Array.isArray(value) ? (value as unknown[]).filter(isFileRef) : [];
}

/**
 * A file just uploaded, as a cell holds it. Only the key counts to the server, which fills in the
 * rest from its record of the upload; the name and type let the cell show it meanwhile.
 */
export function fileRefOf(upload: UploadedFile): AttachmentRef {
  return { key: upload.key, filename: upload.filename, type: upload.type };
}

/** The cell's files and then the new ones; a file already in the cell is not added twice. */
export function appendFiles(
  value: CellValue | undefined,
  added: readonly AttachmentRef[],
): AttachmentRef[] {
  const files = cellFiles(value);
  const keys = new Set(files.map((file) => file.key));
  for (const file of added) {
    if (keys.has(file.key)) continue;
    keys.add(file.key);
    files.push(file);
  }
  return files;
}

/** The cell's files without the one stored under `key`. */
export function withoutFile(value: CellValue | undefined, key: string): AttachmentRef[] {
  return cellFiles(value).filter((file) => file.key !== key);
}

/** Where a file is downloaded from now: its signed link, or undefined while it is asked for. */
export function fileUrl(
  file: Pick<AttachmentRef, 'key'>,
  links: FileLinks | null,
): string | undefined {
  return links?.link(file.key)?.url;
}

/**
 * Where a small picture of the file is served: null when it has none (a tag with its type is
 * shown), undefined while its link is asked for. Images and PDFs have thumbnails; a file just
 * added, before the server's answer, counts as having them when it is one of those.
 */
export function fileThumbnailUrl(
  file: AttachmentRef,
  links: FileLinks | null,
  size: ThumbnailSize = 'small',
): string | null | undefined {
  if (file.thumbnails === null) return null;
  const kind = findFileKind(file.filename, file.type ?? undefined);
  if (!file.thumbnails && !(kind && (kind.image || kind.id === 'pdf'))) return null;
  const link = links?.link(file.key);
  if (!link) return undefined;
  return link.thumbnails?.[size] ?? null;
}

/**
 * The file as the preview overlay shows it, or null for a file it cannot show (it downloads) or
 * whose link has not come yet.
 */
export function previewFileOf(file: AttachmentRef, links: FileLinks | null): PreviewFile | null {
  const kind = attachmentPreviewKind(file.filename, file.type ?? '');
  if (kind !== 'image' && kind !== 'pdf') return null;
  const url = fileUrl(file, links);
  if (!url) return null;
  const type =
    file.type ??
    findFileKind(file.filename)?.mimeType ??
    (kind === 'pdf' ? 'application/pdf' : 'image/png');
  return { url, filename: file.filename, type };
}

/** A short label for a file without a picture: its extension, as 'PDF' or 'IES'. */
export function fileBadge(file: AttachmentRef): string {
  const kind = findFileKind(file.filename, file.type ?? undefined);
  const extension = file.filename.match(/\.([^.]+)$/)?.[1];
  return (kind?.name ?? extension ?? 'FILE').slice(0, 4).toUpperCase();
}

/** What a file cell says in words (its accessible text and what it copies as): the file names. */
export function filesText(files: readonly AttachmentRef[]): string {
  return files.map((file) => file.filename).join(', ');
}

/**
 * Why files dropped on a cell are refused, or null when they may go there: no cell, then the
 * reason the viewer may not change the cell (view only, locked, computed), then a column that
 * does not hold files.
 */
export function fileDropRefusal(
  column: ScheduleColumn | undefined,
  access: CellAccess | undefined,
  fileColumnNames: readonly string[],
): string | null {
  if (!column || !access) return 'Drop files onto a cell of a file column.';
  if (access.kind === 'refused') return access.message;
  if (acceptsFiles(column)) return null;
  const where = fileColumnNames.length > 0 ? ` Drop them on ${fileColumnNames.join(', ')}.` : '';
  return `${column.name} does not take files.${where}`;
}
