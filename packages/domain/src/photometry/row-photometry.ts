import type { IesPhotometry } from './ies-parse.ts';

/** A row's cells as stored (a schedule's `RowCells`, or the JSON a row was read as). */
type Cells = Readonly<Record<string, unknown>>;

/**
 * How far a row's own lumens or wattage may differ from its IES file before the grid flags it:
 * 5 %, about what separates a rounded catalogue value or a different driver from the file, while
 * a wrong product (another lumen package) is well beyond it.
 */
export const photometryTolerance = 0.05;

/** What an attachment keeps of a parsed IES file, beside its key in the cell. */
export type PhotometrySummary = {
  lumens: number;
  inputWatts: number | null;
  efficacy: number | null;
  cct: number | null;
  manufacturer: string | null;
  catalogueNumber: string | null;
};

export type PhotometryMismatch = { columnId: 'lumens' | 'wattage'; ours: number; file: number };

/** The row's photometry as the API answers it: the first IES file among its attachments. */
export type RowPhotometry = {
  key: string;
  lumens: number;
  inputWatts: number | null;
  efficacy: number | null;
  cct: number | null;
  mismatches: PhotometryMismatch[];
};

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

export function summarizeIes(photometry: IesPhotometry): PhotometrySummary {
  return {
    lumens: round(photometry.lumens, 0),
    inputWatts: photometry.inputWatts > 0 ? round(photometry.inputWatts, 2) : null,
    efficacy: photometry.efficacy === null ? null : round(photometry.efficacy, 2),
    cct: photometry.cct,
    manufacturer: photometry.manufacturer,
    catalogueNumber: photometry.catalogueNumber,
  };
}

type WithPhotometry = { key: string; photometry: PhotometrySummary };

function isSummary(value: unknown): value is PhotometrySummary {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PhotometrySummary).lumens === 'number'
  );
}

/**
 * The row's attachment carrying a parsed IES file; with several, the first by column id (a
 * stored row's keys come back in the database's order, not the grid's), then in the cell.
 */
export function photometryAttachment(cells: Cells): WithPhotometry | null {
  for (const id of Object.keys(cells).sort()) {
    const value = cells[id];
    if (!Array.isArray(value)) continue;
    for (const ref of value as unknown[]) {
      const candidate = ref as Partial<WithPhotometry> | null;
      if (candidate && typeof candidate.key === 'string' && isSummary(candidate.photometry)) {
        return candidate as WithPhotometry;
      }
    }
  }
  return null;
}

function numberOf(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

const differs = (ours: number, file: number) =>
  Math.abs(ours - file) > photometryTolerance * Math.abs(file);

/** The row's photometry with its mismatches, from the cells as they stand now; null without one. */
export function rowPhotometry(cells: Cells): RowPhotometry | null {
  const attachment = photometryAttachment(cells);
  if (!attachment) return null;
  const { lumens, inputWatts, efficacy, cct } = attachment.photometry;
  const mismatches: PhotometryMismatch[] = [];
  const ourLumens = numberOf(cells.lumens);
  if (ourLumens !== null && differs(ourLumens, lumens)) {
    mismatches.push({ columnId: 'lumens', ours: ourLumens, file: lumens });
  }
  const ourWatts = numberOf(cells.wattage);
  if (ourWatts !== null && inputWatts !== null && differs(ourWatts, inputWatts)) {
    mismatches.push({ columnId: 'wattage', ours: ourWatts, file: inputWatts });
  }
  return { key: attachment.key, lumens, inputWatts, efficacy, cct, mismatches };
}

/**
 * The lumens and wattage cells an IES file fills in when the row leaves them empty, as the
 * schedule stores decimals (strings); the row's efficacy is then computed from them.
 */
export function photometryFills(cells: Cells): { lumens?: string; wattage?: string } {
  const attachment = photometryAttachment(cells);
  if (!attachment) return {};
  const fills: { lumens?: string; wattage?: string } = {};
  const empty = (value: unknown) => value === undefined || value === null || value === '';
  if (empty(cells.lumens)) fills.lumens = String(attachment.photometry.lumens);
  const watts = attachment.photometry.inputWatts;
  if (empty(cells.wattage) && watts !== null) fills.wattage = String(watts);
  return fills;
}
