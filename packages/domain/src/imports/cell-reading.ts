import { AppError } from '../errors/error-codes.ts';
import { type CellValue, normalizeCellValue } from '../schedule/cell-values.ts';
import type { ScheduleColumn } from '../schedule/columns.ts';
import { importLimits } from './limits.ts';
import { importMessages } from './messages.ts';

/** A cell as a CSV or a workbook gives it: text, a number, a boolean or a date (workbooks). */
export type RawCell = string | number | boolean | Date | null | undefined;

export type CellReading = { ok: true; value: CellValue } | { ok: false; message: string };

const ok = (value: CellValue): CellReading => ({ ok: true, value });
const refused = (message: string): CellReading => ({ ok: false, message });

/** Days from Excel's day 0 (1899-12-30, the 1900 system with its leap-year bug) to 1970-01-01. */
const excelEpochDays = 25_569;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A workbook's date serial (days, fractions for the time of day) as a date. */
export function excelSerialToDate(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null;
  return isoDate(new Date(Math.round((Math.floor(serial) - excelEpochDays) * 86_400_000)));
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function validDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return isoDate(date);
}

const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

/**
 * A date as people write it: 2026-03-31 (with or without a time), 31/03/2026 and 03/31/2026
 * (day first unless that cannot be, as in a European list; a day over 12 settles it), 31.03.2026,
 * 31 Mar 2026, Mar 31, 2026, or a bare spreadsheet serial.
 */
export function parseDateText(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/.exec(
    t,
  );
  if (m) return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(t);
  if (m) {
    const [a, b, y] = [Number(m[1]), Number(m[2]), fullYear(Number(m[3]))];
    // Day first, unless the first number cannot be a day's month partner (03/31/2026).
    return b > 12 ? validDate(y, a, b) : validDate(y, b, a);
  }
  m = /^(\d{1,2})[ -]([a-z]{3})[a-z]*\.?[ -,]*(\d{4})$/i.exec(t);
  if (m) {
    const month = months.indexOf((m[2] as string).toLowerCase()) + 1;
    return month ? validDate(Number(m[3]), month, Number(m[1])) : null;
  }
  m = /^([a-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/i.exec(t);
  if (m) {
    const month = months.indexOf((m[1] as string).toLowerCase()) + 1;
    return month ? validDate(Number(m[3]), month, Number(m[2])) : null;
  }
  if (/^\d{5}(\.\d+)?$/.test(t)) return excelSerialToDate(Number(t));
  return null;
}

/**
 * A number as lists write it, with its unit and grouping taken off: '1,200 lm', '12 W',
 * '1.234,50' (decimal comma), '1 234,5', "1'200". The last of '.' and ',' is the decimal mark
 * when both are there; a lone ',' is a decimal mark unless it groups thousands exactly.
 */
export function parseNumberText(text: string, unit?: RegExp): string | null {
  let t = text.trim().replace(/[\u00a0\u202f]/g, ' ');
  if (unit) t = t.replace(unit, '').trim();
  if (!/^[-+]?[\d.,' ]*\d[\d.,' ]*$/.test(t)) return null;
  t = t.replace(/['\s]/g, '');
  const lastDot = t.lastIndexOf('.');
  const lastComma = t.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    t = lastComma > lastDot ? t.replaceAll('.', '').replace(',', '.') : t.replaceAll(',', '');
  } else if (lastComma >= 0) {
    t = /^[-+]?\d{1,3}(,\d{3})+$/.test(t) ? t.replaceAll(',', '') : t.replace(',', '.');
  } else if (/^[-+]?\d{1,3}(\.\d{3}){2,}$/.test(t)) {
    t = t.replaceAll('.', '');
  }
  return /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(t) ? t.replace(/^\+/, '') : null;
}

const measureUnits =
  /\s*(?:w|watts?|lm|lumens?|v|vac|vdc|volts?|k|kelvin|mm|cm|m|in|"|pcs|pc|ea|weeks?|wks?|%)\.?$/i;
const currencyMarks =
  /^\s*(?:[$€£]|us\$|ca\$|c\$|usd|cad|eur|gbp)\s*|\s*(?:[$€£]|usd|cad|eur|gbp)\s*$/gi;

function numberOf(raw: RawCell, unit: RegExp): string | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? String(raw) : null;
  if (typeof raw === 'string') return parseNumberText(raw, unit);
  return null;
}

const yes = new Set(['true', 'yes', 'y', '1', 'x', '✓', '✔', 'on']);
const no = new Set(['false', 'no', 'n', '0', 'off', '-']);

/** Text of a cell as the preview shows it (dates as ISO dates, numbers as written by JS). */
export function cellText(raw: RawCell): string | null {
  if (raw === null || raw === undefined) return null;
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? null : isoDate(raw);
  const text = String(raw);
  return text.trim() === '' ? null : text;
}

/** The first step per type: what the schedule's own reading is then given. */
function prepared(column: ScheduleColumn, raw: RawCell): unknown {
  switch (column.type) {
    case 'number':
    case 'float':
    case 'integer':
      return numberOf(raw, measureUnits) ?? raw;
    case 'currency':
    case 'unit_price':
      return numberOf(raw, currencyMarks) ?? raw;
    case 'date':
      if (raw instanceof Date) return isoDate(raw);
      if (typeof raw === 'number') return excelSerialToDate(raw) ?? String(raw);
      return typeof raw === 'string' ? (parseDateText(raw) ?? raw) : raw;
    case 'checkbox': {
      if (typeof raw === 'boolean') return raw;
      const word = String(raw).trim().toLowerCase();
      return yes.has(word) ? true : no.has(word) ? false : raw;
    }
    case 'url': {
      const text = String(raw).trim();
      return /^www\./i.test(text) ? `https://${text}` : text;
    }
    default:
      // Text stays as written: a cell like '=HYPERLINK(...)' or '+1' is kept, never evaluated.
      // Line ends inside a cell are the schedule's own (a CSV from Windows writes CRLF).
      if (typeof raw === 'string') return raw.replace(/\r\n?/g, '\n');
      return raw instanceof Date
        ? isoDate(raw)
        : typeof raw === 'boolean'
          ? String(raw).toUpperCase()
          : raw;
  }
}

const typeMessages: Partial<Record<ScheduleColumn['type'], string>> = {
  number: importMessages.notNumber,
  float: importMessages.notNumber,
  date: importMessages.notDate,
  checkbox: importMessages.notBoolean,
  url: importMessages.notUrl,
};

/**
 * A document's cell read as its column's value, the way the import stores it and the mapping
 * step checks it. Empty cells read as null (nothing stored). Never throws.
 */
export function readImportCell(column: ScheduleColumn, raw: RawCell): CellReading {
  if (cellText(raw) === null) return ok(null);
  if (
    column.type === 'string' &&
    String(raw).length > (column.maxLen ?? importLimits.maxCellLength)
  ) {
    return refused(importMessages.tooLong(column.maxLen ?? importLimits.maxCellLength));
  }
  try {
    return ok(normalizeCellValue(column, prepared(column, raw)));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const own = typeMessages[column.type];
    if (own) return refused(own);
    if (column.type === 'integer') {
      return refused(
        numberOf(raw, measureUnits) ? importMessages.notWholeNumber : importMessages.notNumber,
      );
    }
    if (column.type === 'currency' || column.type === 'unit_price') {
      return refused(
        numberOf(raw, currencyMarks) ? importMessages.wrongCurrency : importMessages.notNumber,
      );
    }
    return refused(error.message);
  }
}
