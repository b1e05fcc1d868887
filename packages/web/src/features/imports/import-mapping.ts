import { readImportCell, type ScheduleColumn } from '@specboard/domain';
import type { PreviewImportDocumentQuery } from '../../graphql/graphql.ts';

export type ImportPreview = PreviewImportDocumentQuery['previewImportDocument'];
export type SourceColumn = ImportPreview['columns'][number];
export type TargetColumn = ImportPreview['targetColumns'][number];

/** Which target column each source column fills, by source index; null skips it. */
export type Mapping = ReadonlyMap<number, string | null>;

/**
 * The server's guesses as a mapping. A target guessed for two columns goes to the first: a target
 * is filled from one column only.
 */
export function initialMapping(columns: readonly SourceColumn[]): Mapping {
  const taken = new Set<string>();
  const mapping = new Map<number, string | null>();
  for (const column of columns) {
    const guess = column.columnId ?? null;
    if (guess && !taken.has(guess)) {
      taken.add(guess);
      mapping.set(column.index, guess);
    } else {
      mapping.set(column.index, null);
    }
  }
  return mapping;
}

/** Maps a source column to a target; a target already chosen elsewhere moves here. */
export function assignColumn(mapping: Mapping, index: number, columnId: string | null): Mapping {
  const next = new Map(mapping);
  if (columnId) {
    for (const [other, target] of next) {
      if (other !== index && target === columnId) next.set(other, null);
    }
  }
  next.set(index, columnId);
  return next;
}

/** The mapping as importDocument takes it: every source column, skipped ones with null. */
export function mappingInput(mapping: Mapping): { index: number; columnId: string | null }[] {
  return [...mapping].sort(([a], [b]) => a - b).map(([index, columnId]) => ({ index, columnId }));
}

export function mappedCount(mapping: Mapping): number {
  return [...mapping.values()].filter((columnId) => columnId !== null).length;
}

/** How a guess was made, as the mapping step tells it beside the choice. */
export function guessLabel(column: SourceColumn, chosen: string | null): string | null {
  if (chosen !== column.columnId) return chosen === null ? null : 'Chosen by you';
  if (column.guessedBy === 'name') return 'Guessed from the header';
  if (column.guessedBy === 'content') return 'Guessed from the values';
  return null;
}

/** Why a value would be refused by its column, or null when it fits: as the import reads it. */
export function cellProblem(column: TargetColumn, value: string | null): string | null {
  const reading = readImportCell(column as ScheduleColumn, value);
  return reading.ok ? null : reading.message;
}

export type PreviewCell = { value: string | null; problem: string | null };

/** The mapped columns, in the order of the document, as the preview table's headers. */
export function previewColumns(
  mapping: Mapping,
  targets: readonly TargetColumn[],
): { index: number; target: TargetColumn }[] {
  const byId = new Map(targets.map((target) => [target.id, target]));
  return mappingInput(mapping).flatMap(({ index, columnId }) => {
    const target = columnId ? byId.get(columnId) : undefined;
    return target ? [{ index, target }] : [];
  });
}

/** The first rows as they will be imported: each mapped cell with why it would be refused. */
export function previewRows(
  rows: readonly (readonly (string | null)[])[],
  mapping: Mapping,
  targets: readonly TargetColumn[],
): PreviewCell[][] {
  const columns = previewColumns(mapping, targets);
  return rows.map((row) =>
    columns.map(({ index, target }) => {
      const value = row[index] ?? null;
      return { value, problem: cellProblem(target, value) };
    }),
  );
}

export function problemCount(cells: readonly PreviewCell[][]): number {
  return cells.reduce((sum, row) => sum + row.filter((cell) => cell.problem).length, 0);
}
