import { type DrawCellCallback, GridCellKind, type Theme } from '@glideapps/glide-data-grid';
import { palette } from '../../ui/theme/palette.ts';

const fontFamily = '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/** The grid drawn in the app's one theme: 13 px Inter, the palette's text and accent colours. */
export const gridTheme: Partial<Theme> = {
  accentColor: palette.primary.main,
  accentLight: 'rgba(52, 81, 178, 0.12)',
  accentFg: '#ffffff',
  textDark: palette.text.primary,
  textMedium: palette.text.secondary,
  textLight: '#6b727d',
  textHeader: palette.text.secondary,
  textHeaderSelected: '#ffffff',
  bgCell: '#ffffff',
  bgCellMedium: '#f3f4f7',
  bgHeader: '#f6f7f9',
  bgHeaderHasFocus: '#e9ecf3',
  bgHeaderHovered: '#eef0f4',
  borderColor: 'rgba(28, 32, 36, 0.10)',
  horizontalBorderColor: 'rgba(28, 32, 36, 0.07)',
  linkColor: palette.primary.main,
  fontFamily,
  baseFontStyle: '13px',
  headerFontStyle: '600 12px',
  editorFontSize: '13px',
  cellHorizontalPadding: 10,
};

/** Computed cells: drawn on a faint grey so it reads that nobody types there. */
export const readOnlyTheme: Partial<Theme> = { bgCell: '#f8f9fb', textDark: '#3d434b' };
/** A cell whose edit is on its way to the server: quietly tinted. */
export const savingTheme: Partial<Theme> = { textDark: palette.primary.dark };
/** A cell matching the search: marked as browsers mark what find-in-page found. */
export const matchTheme: Partial<Theme> = { bgCell: '#fff1b8' };
const savingMatchTheme: Partial<Theme> = { ...matchTheme, ...savingTheme };

/** A text cell's own theme: tinted while saving, marked when it matches the search. */
export function cellTheme({
  saving,
  matched,
}: {
  saving: boolean;
  matched: boolean;
}): Partial<Theme> | undefined {
  if (saving) return matched ? savingMatchTheme : savingTheme;
  return matched ? matchTheme : undefined;
}

const advanceCache = new Map<string, number>();

function advance(ctx: CanvasRenderingContext2D, text: string): number {
  const key = `${ctx.font}\u0000${text}`;
  let width = advanceCache.get(key);
  if (width === undefined) {
    width = ctx.measureText(text).width;
    advanceCache.set(key, width);
  }
  return width;
}

function digitAdvance(ctx: CanvasRenderingContext2D): number {
  let widest = 0;
  for (let digit = 0; digit <= 9; digit += 1)
    widest = Math.max(widest, advance(ctx, String(digit)));
  return widest;
}

/**
 * Right-aligned numbers in tabular figures: a canvas cannot switch on the font's `tnum` feature,
 * so each digit is drawn centred in the widest digit's advance, and columns of figures line up.
 */
export const drawTabularCell: DrawCellCallback = (args, drawContent) => {
  const { cell, ctx, rect, theme } = args;
  if (cell.kind !== GridCellKind.Text || cell.contentAlign !== 'right' || !cell.displayData) {
    drawContent();
    return;
  }
  const text = cell.displayData;
  ctx.save();
  ctx.font = `${theme.baseFontStyle} ${theme.fontFamily}`;
  ctx.fillStyle = theme.textDark;
  ctx.textBaseline = 'middle';
  const digit = digitAdvance(ctx);
  let x = rect.x + rect.width - theme.cellHorizontalPadding;
  const y = rect.y + rect.height / 2 + 0.5;
  ctx.beginPath();
  ctx.rect(rect.x, rect.y, rect.width, rect.height);
  ctx.clip();
  for (let index = text.length - 1; index >= 0; index -= 1) {
    const char = text[index] as string;
    const own = advance(ctx, char);
    if (char >= '0' && char <= '9') {
      x -= digit;
      ctx.fillText(char, x + (digit - own) / 2, y);
    } else {
      x -= own;
      ctx.fillText(char, x, y);
    }
  }
  ctx.restore();
};
