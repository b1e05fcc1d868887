import type { Rectangle } from '@glideapps/glide-data-grid';
import type {
  AttachmentRef,
  PhotometryMismatch,
  PhotometrySummary,
  RowPhotometry,
} from '@specboard/domain';
import { photometryMessages } from '@specboard/domain';
import type { ScheduleRow } from '../schedule.types.ts';

/** The row as the server sends it since issue 25: its IES file's photometry, when it has one. */
type RowWithPhotometry = ScheduleRow & { photometry?: RowPhotometry | null };

const units: Record<PhotometryMismatch['columnId'], string> = { lumens: 'lm', wattage: 'W' };
const figures = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * What a lumens or wattage cell says of its row's IES file when its own value differs from the
 * file's beyond the tolerance (the server computes the mismatches from the current cells):
 * "The IES file says 1,250 lm". Null for every other cell.
 */
export function photometryNoteOf(row: ScheduleRow | undefined, columnId: string): string | null {
  const mismatch = (row as RowWithPhotometry | undefined)?.photometry?.mismatches.find(
    (candidate) => candidate.columnId === columnId,
  );
  if (!mismatch) return null;
  return photometryMessages.fileSays(figures.format(mismatch.file), units[mismatch.columnId]);
}

/** The flagged cells as `rowId:columnId` joined by commas, for tests and tools. */
export function photometrySummary(rows: readonly ScheduleRow[]): string {
  return rows
    .flatMap((row) =>
      ((row as RowWithPhotometry).photometry?.mismatches ?? []).map(
        (mismatch) => `${row.id}:${mismatch.columnId}`,
      ),
    )
    .join(',');
}

/** An attachment as stored since issue 25: an IES file carries what the server read of it. */
type StoredAttachment = AttachmentRef & {
  photometry?: PhotometrySummary;
  photometryError?: string;
};

/**
 * What the files dialog says under an IES file: "1,250 lm · 10 W · 125 lm/W · 3000 K", or why
 * the file could not be read (`error`). Null for other files.
 */
export function iesFileLine(file: AttachmentRef): { text: string; error: boolean } | null {
  const { photometry, photometryError } = file as StoredAttachment;
  if (photometryError) return { text: photometryError, error: true };
  if (!photometry) return null;
  const parts = [`${figures.format(photometry.lumens)} lm`];
  if (photometry.inputWatts !== null) parts.push(`${figures.format(photometry.inputWatts)} W`);
  if (photometry.efficacy !== null) parts.push(`${figures.format(photometry.efficacy)} lm/W`);
  if (photometry.cct !== null) parts.push(`${figures.format(photometry.cct)} K`);
  return { text: parts.join(' · '), error: false };
}

export const MARK_SIZE = 7;
const MARK_FILL = '#ed6c02'; // MUI's warning orange: the colour the app uses for "check this".

/** A small warning corner in the cell's top right, drawn over its content. */
export function drawPhotometryMark(ctx: CanvasRenderingContext2D, rect: Rectangle) {
  const right = rect.x + rect.width;
  ctx.save();
  ctx.fillStyle = MARK_FILL;
  ctx.beginPath();
  ctx.moveTo(right - MARK_SIZE - 1, rect.y + 1);
  ctx.lineTo(right - 1, rect.y + 1);
  ctx.lineTo(right - 1, rect.y + MARK_SIZE + 1);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}
