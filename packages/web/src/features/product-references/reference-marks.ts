import type { Rectangle } from '@glideapps/glide-data-grid';
import type { RowProduct } from '@specboard/domain';

/** How a referenced row is marked: its link, and whether the product has an update for it. */
export type ReferenceMark = 'linked' | 'update' | 'removed';

type RowLike = { id: string; product?: RowProduct | null };

/** The mark a row shows, or null for a row without a reference. */
export function referenceMarkOf(row: RowLike): ReferenceMark | null {
  const product = row.product;
  if (!product) return null;
  if (product.removed) return 'removed';
  return product.updateAvailable ? 'update' : 'linked';
}

/** How many rows are offered an update of their product. */
export function countUpdates(rows: readonly RowLike[]): number {
  let count = 0;
  for (const row of rows) if (referenceMarkOf(row) === 'update') count += 1;
  return count;
}

/** What the canvas shows, for tests and tools: `rowId:mark` of each referenced row. */
export function referenceSummary(rows: readonly RowLike[]): string {
  const parts: string[] = [];
  for (const row of rows) {
    const mark = referenceMarkOf(row);
    if (mark) parts.push(`${row.id}:${mark}`);
  }
  return parts.join(' ');
}

/** '1 update available', '3 updates available'. */
export function updatesText(count: number): string {
  return count === 1 ? '1 update available' : `${count} updates available`;
}

const HEIGHT = 18;
const MARGIN = 6;
const LINK_WIDTH = 22;
/** The update mark: amber with a dark arrow and its words, so it never rests on colour alone. */
const UPDATE_FILL = '#fff3cd';
const UPDATE_STROKE = '#b26a00';
const UPDATE_TEXT = '#6b3e00';

/** Room the mark takes from the right end of its cell (its margin included), for clicks on it. */
export const MARK_ROOM = 84;

/** Whether a click `localX` from the left of a first cell `width` wide lands on its mark. */
export function isOnMark(localX: number, width: number, inset = 0): boolean {
  return localX <= width - inset && localX >= width - inset - MARK_ROOM;
}

/** Where the mark sits: the right end of the row's first cell, left of `inset` pixels. */
function markRect(rect: Rectangle, width: number, inset: number): Rectangle {
  return {
    x: rect.x + rect.width - width - MARGIN - inset,
    y: rect.y + Math.round((rect.height - HEIGHT) / 2),
    width,
    height: HEIGHT,
  };
}

/** Two links of a chain, the product reference's sign, drawn at (x, y) 12 px wide. */
function drawLinkGlyph(ctx: CanvasRenderingContext2D, x: number, y: number, colour: string) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.roundRect(x, y + 3, 8, 5, 2.5);
  ctx.roundRect(x + 5, y + 3, 8, 5, 2.5);
  ctx.stroke();
}

/** An arrow pointing up out of a bar: a newer product. */
function drawUpdateGlyph(ctx: CanvasRenderingContext2D, x: number, y: number, colour: string) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(x + 5, y + 10);
  ctx.lineTo(x + 5, y + 1.5);
  ctx.moveTo(x + 1.5, y + 5);
  ctx.lineTo(x + 5, y + 1.5);
  ctx.lineTo(x + 8.5, y + 5);
  ctx.moveTo(x, y + 11.5);
  ctx.lineTo(x + 10, y + 11.5);
  ctx.stroke();
}

/**
 * The reference mark at the right of the row's first cell (left of a comments badge `inset`
 * pixels wide): a grey chain link, or an amber "Update" pill with an arrow, or a struck "Removed".
 */
export function drawReferenceMark(
  ctx: CanvasRenderingContext2D,
  rect: Rectangle,
  mark: ReferenceMark,
  fontFamily: string,
  inset = 0,
) {
  ctx.save();
  ctx.font = `600 11px ${fontFamily}`;
  ctx.textBaseline = 'middle';
  if (mark === 'linked') {
    const place = markRect(rect, LINK_WIDTH, inset);
    ctx.fillStyle = '#eef1f6';
    ctx.beginPath();
    ctx.roundRect(place.x, place.y, place.width, place.height, HEIGHT / 2);
    ctx.fill();
    drawLinkGlyph(ctx, place.x + 4.5, place.y + 3.5, '#4a5568');
    ctx.restore();
    return;
  }
  const text = mark === 'update' ? 'Update' : 'Removed';
  const width = Math.ceil(ctx.measureText(text).width) + 26;
  const place = markRect(rect, width, inset);
  ctx.fillStyle = mark === 'update' ? UPDATE_FILL : '#eceff1';
  ctx.strokeStyle = mark === 'update' ? UPDATE_STROKE : '#78909c';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.roundRect(place.x + 0.5, place.y + 0.5, place.width - 1, place.height - 1, HEIGHT / 2);
  ctx.fill();
  ctx.stroke();
  if (mark === 'update') drawUpdateGlyph(ctx, place.x + 7, place.y + 3, UPDATE_STROKE);
  else drawLinkGlyph(ctx, place.x + 5, place.y + 3.5, '#78909c');
  ctx.fillStyle = mark === 'update' ? UPDATE_TEXT : '#455a64';
  ctx.fillText(text, place.x + 20, place.y + HEIGHT / 2 + 0.5);
  ctx.restore();
}
