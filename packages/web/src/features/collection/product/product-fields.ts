import {
  AppError,
  type AttachmentRef,
  type CellValue,
  editText,
  normalizeCellValue,
  type ScheduleColumn,
} from '@specboard/domain';

/** A product's value of one field, as its form shows it ('' for nothing). */
export function fieldText(value: CellValue | undefined): string {
  return editText(value);
}

/** The files of an attachment field (none for any other value). */
export function filesOf(value: CellValue | undefined): AttachmentRef[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is AttachmentRef => typeof item === 'object' && item !== null);
}

/**
 * A typed value in its stored form, or the domain's message for it ('Must be a valid URL'): the
 * same check the grid and the server make.
 */
export function parseField(
  column: ScheduleColumn,
  input: unknown,
): { value: CellValue } | { error: string } {
  try {
    return { value: normalizeCellValue(column, input) };
  } catch (error) {
    if (error instanceof AppError) return { error: error.message };
    throw error;
  }
}

/** Whether a field holds nothing (so a new product need not send it). */
export function isEmptyValue(value: CellValue | undefined): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === false ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The cells of a product to copy into a new one: every field that holds something and may be set. */
export function copyableCells(
  cells: Record<string, CellValue | undefined>,
  columns: readonly ScheduleColumn[],
  readOnly: readonly string[],
): Record<string, CellValue> {
  const copy: Record<string, CellValue> = {};
  for (const column of columns) {
    const value = cells[column.id];
    if (readOnly.includes(column.id) || column.type === 'formula' || isEmptyValue(value)) continue;
    copy[column.id] = value ?? null;
  }
  return copy;
}

/** The columns on which two products differ (compare marks them). */
export function differingColumns(
  columns: readonly ScheduleColumn[],
  left: Record<string, CellValue | undefined>,
  right: Record<string, CellValue | undefined>,
): Set<string> {
  const differing = new Set<string>();
  for (const column of columns) {
    if (JSON.stringify(left[column.id] ?? null) !== JSON.stringify(right[column.id] ?? null)) {
      differing.add(column.id);
    }
  }
  return differing;
}

/** The product's spec sheet: the first PDF among its files. */
export function specSheetOf(
  cells: Record<string, CellValue | undefined>,
  columns: readonly ScheduleColumn[],
): AttachmentRef | null {
  for (const column of columns) {
    if (column.type !== 'attachment') continue;
    const pdf = filesOf(cells[column.id]).find(
      (file) => file.type === 'application/pdf' || file.filename.toLowerCase().endsWith('.pdf'),
    );
    if (pdf) return pdf;
  }
  return null;
}
