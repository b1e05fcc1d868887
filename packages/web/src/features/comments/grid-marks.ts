import type { Rectangle } from '@glideapps/glide-data-grid';

/** What the grid marks for comments: a badge on commented rows, a corner on commented cells. */
export type GridCommentMarks = {
  /** The row's count and unread count, or null for a row without comments. */
  rowBadge: (rowId: string) => { count: number; unread: number } | null;
  hasCellComments: (rowId: string, columnId: string) => boolean;
  /** Opens the row's comments, on a cell when columnId is set. */
  open: (rowId: string, columnId: string | null) => void;
  /** What the canvas shows, for tests and tools: `rowId:count:unread` of each commented row. */
  summary: string;
};

const BADGE_HEIGHT = 18;
const BADGE_MARGIN = 6;
const MARKER_SIZE = 7;

function badgeWidth(ctx: CanvasRenderingContext2D, text: string) {
  return Math.ceil(ctx.measureText(text).width) + 22;
}

/** Where a row's badge sits in its first cell: the right end, centred vertically. */
export function badgeRect(rect: Rectangle, width: number): Rectangle {
  return {
    x: rect.x + rect.width - width - BADGE_MARGIN,
    y: rect.y + Math.round((rect.height - BADGE_HEIGHT) / 2),
    width,
    height: BADGE_HEIGHT,
  };
}

/** Whether a click at `localX` (from the cell's left) lands on the badge of a cell `width` wide. */
export function isOnBadge(localX: number, width: number): boolean {
  return localX >= width - 56;
}

/**
 * A speech-bubble count at the right of the row's first cell: blue with white text when some are
 * unread, grey otherwise.
 */
export function drawRowBadge(
  ctx: CanvasRenderingContext2D,
  rect: Rectangle,
  badge: { count: number; unread: number },
  fontFamily: string,
) {
  ctx.save();
  ctx.font = `600 11px ${fontFamily}`;
  const text = String(badge.count);
  const place = badgeRect(rect, badgeWidth(ctx, text));
  const unread = badge.unread > 0;
  ctx.fillStyle = unread ? '#1565c0' : '#eceff1';
  ctx.beginPath();
  ctx.roundRect(place.x, place.y, place.width, place.height, BADGE_HEIGHT / 2);
  ctx.fill();
  // The bubble: a small outline with a tail, left of the count.
  ctx.strokeStyle = unread ? '#ffffff' : '#546e7a';
  ctx.lineWidth = 1.25;
  const bx = place.x + 6;
  const by = place.y + 5;
  ctx.beginPath();
  ctx.roundRect(bx, by, 9, 7, 2);
  ctx.moveTo(bx + 2, by + 7);
  ctx.lineTo(bx + 1.5, by + 9.5);
  ctx.lineTo(bx + 4.5, by + 7);
  ctx.stroke();
  ctx.fillStyle = unread ? '#ffffff' : '#37474f';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, place.x + 18, place.y + BADGE_HEIGHT / 2 + 0.5);
  ctx.restore();
}

/** A small amber triangle in the top-right corner of a cell with comments, as spreadsheets do. */
export function drawCellMarker(ctx: CanvasRenderingContext2D, rect: Rectangle) {
  ctx.save();
  ctx.fillStyle = '#f29900';
  ctx.beginPath();
  ctx.moveTo(rect.x + rect.width - MARKER_SIZE - 1, rect.y + 1);
  ctx.lineTo(rect.x + rect.width - 1, rect.y + 1);
  ctx.lineTo(rect.x + rect.width - 1, rect.y + MARKER_SIZE + 1);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}
