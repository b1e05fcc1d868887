import type { Dropdown, ScheduleColumn } from '@specboard/domain';

/** How several chosen values are kept in one cell (the cell stays plain text). */
export const MULTIPLE_SEPARATOR = ', ';

const listedTypes = new Set(['string', 'number', 'integer', 'float', 'url', 'currency', 'date']);

/** Columns whose cells may be chosen from a list: those a person types into. */
export function canHaveDropdown(column: ScheduleColumn, readOnly: boolean): boolean {
  return !readOnly && listedTypes.has(column.type);
}

/** Several values fit in one cell only as text. */
export function canSelectMany(column: ScheduleColumn): boolean {
  return column.type === 'string';
}

/** A view's dropdown for a column, if it has one with values. */
export function findDropdown(
  dropdowns: readonly Dropdown[],
  columnId: string,
): Dropdown | undefined {
  return dropdowns.find((dropdown) => dropdown.name === columnId && dropdown.values.length > 0);
}

/** The view's dropdowns with one column's replaced (or removed when it has no values left). */
export function withDropdown(dropdowns: readonly Dropdown[], next: Dropdown): Dropdown[] {
  const others = dropdowns.filter((dropdown) => dropdown.name !== next.name);
  return next.values.length > 0 ? [...others, next] : others;
}

/** The values a multiple-choice cell holds: its text split at commas, blanks dropped. */
export function selectedValues(text: string): string[] {
  return text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

/**
 * Adds or removes a value from a multiple-choice cell, returning the cell's new text. The list's
 * values keep the list's order; values typed by hand (not in the list) follow, as typed.
 */
export function toggleValue(text: string, value: string, options: readonly string[]): string {
  const chosen = selectedValues(text);
  const has = chosen.some((item) => sameValue(item, value));
  const next = has ? chosen.filter((item) => !sameValue(item, value)) : [...chosen, value];
  return orderValues(next, options).join(MULTIPLE_SEPARATOR);
}

function orderValues(values: readonly string[], options: readonly string[]): string[] {
  const listed = options.filter((option) => values.some((value) => sameValue(value, option)));
  const typed = values.filter((value) => !options.some((option) => sameValue(value, option)));
  return [...listed, ...typed];
}

/** Values match whatever their case: typing "led" chooses the list's "LED". */
export function sameValue(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** The list's spelling of a typed value, or the typed value when the list does not have it. */
export function listedSpelling(typed: string, options: readonly string[]): string {
  return options.find((option) => sameValue(option, typed)) ?? typed.trim();
}

/** The options matching what is typed (all of them before anything is typed). */
export function matchingOptions(options: readonly string[], typed: string): string[] {
  const needle = typed.trim().toLocaleLowerCase();
  if (!needle) return [...options];
  return options.filter((option) => option.toLocaleLowerCase().includes(needle));
}
