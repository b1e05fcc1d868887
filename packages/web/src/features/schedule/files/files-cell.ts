import {
  type CustomCell,
  type CustomRenderer,
  GridCellKind,
  roundedRect,
  type Theme,
} from '@glideapps/glide-data-grid';
import type { AttachmentRef, CellValue } from '@specboard/domain';
import type { FileLinks } from '../../files/index.ts';
import { cellFiles, fileBadge, filesText, fileThumbnailUrl } from './cell-files.ts';

/**
 * What a file cell draws: its files, in order, and where each one's small picture is (null: it
 * has none, a tag says its type; undefined: its link is on its way).
 */
export type FilesCellData = {
  kind: 'files-cell';
  files: readonly AttachmentRef[];
  pictures: readonly (string | null | undefined)[];
};
export type FilesCell = CustomCell<FilesCellData>;

const gap = 4;

/**
 * A file cell as the grid draws it: its files with their pictures through the project's file
 * links, in the cell's options (read-only, theme, faded). Its text, which the accessibility
 * table reads and a copy takes, is the file names.
 */
export function filesCell(
  value: CellValue | undefined,
  links: FileLinks | null,
  options: { readonly: boolean; themeOverride?: Partial<Theme>; style?: 'faded' },
): FilesCell {
  const files = cellFiles(value);
  return {
    kind: GridCellKind.Custom,
    data: {
      kind: 'files-cell',
      files,
      pictures: files.map((file) => fileThumbnailUrl(file, links, 'small')),
    },
    copyData: filesText(files),
    // The grid's own dialog (files/), not Glide's overlay, opens on these cells.
    allowOverlay: false,
    readonly: options.readonly,
    themeOverride: options.themeOverride,
    style: options.style,
  };
}

function isFilesCell(cell: CustomCell): cell is FilesCell {
  return (cell.data as Partial<FilesCellData> | undefined)?.kind === 'files-cell';
}

/**
 * Draws a file cell: a small picture of each file that has one (a tag with its type for the
 * others), as many as fit, then the file's name when there is one, or how many there are.
 */
export const filesCellRenderer: CustomRenderer<FilesCell> = {
  kind: GridCellKind.Custom,
  isMatch: isFilesCell,
  needsHover: false,
  draw: (args, cell) => {
    const { ctx, rect, theme, imageLoader, col, row } = args;
    const { files, pictures } = cell.data;
    if (files.length === 0) return;
    const size = Math.max(12, Math.min(rect.height - theme.cellVerticalPadding * 2, 40));
    const top = rect.y + (rect.height - size) / 2;
    const right = rect.x + rect.width - theme.cellHorizontalPadding;
    let x = rect.x + theme.cellHorizontalPadding;
    ctx.save();
    ctx.beginPath();
    ctx.rect(rect.x, rect.y, rect.width, rect.height);
    ctx.clip();
    ctx.font = `${theme.baseFontStyle} ${theme.fontFamily}`;
    ctx.textBaseline = 'middle';
    let drawn = 0;
    for (const [index, file] of files.entries()) {
      if (x + size > right) break;
      const url = pictures[index];
      const image = url ? imageLoader.loadOrGetImage(url, col, row) : undefined;
      let width = size;
      if (image && image.width > 0 && image.height > 0) {
        width = Math.min(size * 2, (image.width * size) / image.height);
        if (x + width > right) break;
        ctx.save();
        ctx.beginPath();
        roundedRect(ctx, x, top, width, size, 3);
        ctx.clip();
        ctx.drawImage(image, x, top, width, size);
        ctx.restore();
      } else {
        // No picture (or not loaded yet): a tag saying what kind of file it is.
        ctx.fillStyle = theme.bgCellMedium;
        ctx.beginPath();
        roundedRect(ctx, x, top, size, size, 3);
        ctx.fill();
        ctx.save();
        ctx.font = `600 ${Math.max(8, Math.round(size / 3.5))}px ${theme.fontFamily}`;
        ctx.fillStyle = theme.textMedium;
        ctx.textAlign = 'center';
        // A picture on its way: an empty tag until it comes.
        ctx.fillText(url === null ? fileBadge(file) : '', x + size / 2, top + size / 2, size - 4);
        ctx.restore();
      }
      x += width + gap;
      drawn += 1;
    }
    const label =
      drawn < files.length
        ? `+${files.length - drawn}`
        : files.length === 1
          ? (files[0]?.filename ?? '')
          : `${files.length} files`;
    if (x < right) {
      ctx.fillStyle = theme.textDark;
      ctx.fillText(label, x + 2, rect.y + rect.height / 2 + 0.5);
    }
    ctx.restore();
  },
  measure: (ctx, cell, theme) =>
    cell.data.files.length * (36 + gap) +
    theme.cellHorizontalPadding * 2 +
    (cell.data.files.length === 1 ? ctx.measureText(cell.data.files[0]?.filename ?? '').width : 40),
  // Typing or pasting into a file cell changes nothing; files are dropped or picked.
  onPaste: () => undefined,
};
