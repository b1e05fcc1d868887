import Big from 'big.js';
import { AppError } from '../errors/error-codes.ts';
import type { ThumbnailSize } from '../files/limits.ts';
import type { ScheduleColumn } from './columns.ts';
import { cellMessages } from './messages.ts';

/** A cell's stored value: exact decimals are strings, never binary floats. */
export type CellValue = string | boolean | string[] | AttachmentRef[] | null;

/**
 * A file in an attachment cell. As stored, the server has filled in its name, type, size and
 * thumbnail keys from the recorded upload (thumbnails null for a file without any).
 */
export type AttachmentRef = {
  key: string;
  filename: string;
  type?: string | null;
  size?: number;
  thumbnails?: Record<ThumbnailSize, string> | null;
};

const invalid = (message: string) => new AppError('BAD_USER_INPUT', message);

const maxTextLength = 10_000;
const maxListLength = 200;
const maxDigits = 18;

/** Currency markers a pasted amount may carry; usd and cad are the accepted currencies. */
const currencyMarkers: Record<string, 'usd' | 'cad'> = {
  $: 'usd',
  us$: 'usd',
  usd: 'usd',
  ca$: 'cad',
  c$: 'cad',
  cad: 'cad',
};

// Digits, or digits grouped in threes by commas ("1,234,567"), then a decimal part.
const typedDecimal = /^[-+]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)$/;

/**
 * A decimal from a number or text as people type or paste it ("1,234.50"), or null: the one
 * reading of typed numbers, for cells and forms alike. Commas must group thousands; anything
 * else ("1,2", "1.000,50", "12.3.4") is not read as some other number.
 */
export function parseDecimal(input: unknown): Big | null {
  if (typeof input === 'number') {
    return Number.isFinite(input) ? new Big(String(input)) : null;
  }
  if (typeof input !== 'string') return null;
  const trimmed = input.trim();
  if (!typedDecimal.test(trimmed)) return null;
  // Big reads no plus sign.
  const value = new Big(trimmed.replaceAll(',', '').replace(/^\+/, ''));
  return value.abs().gte(`1e${maxDigits}`) ? null : value;
}

function splitCurrency(text: string): { amount: string; currency: string | null } {
  const match = /^([a-z]{1,3}\$?|\$)?\s*([-+]?[\d.,]+)\s*([a-z]{3})?$/i.exec(text.trim());
  if (!match) return { amount: text, currency: null };
  const marker = (match[1] ?? match[3] ?? '').toLowerCase();
  return { amount: match[2] ?? text, currency: marker || null };
}

function normalizeCurrency(input: unknown): string {
  if (typeof input === 'string') {
    const { amount, currency } = splitCurrency(input);
    if (currency && !currencyMarkers[currency]) throw invalid(cellMessages.wrongCurrency);
    const value = parseDecimal(amount);
    if (!value) throw invalid(cellMessages.notNumber);
    return value.toFixed();
  }
  const value = parseDecimal(input);
  if (!value) throw invalid(cellMessages.notNumber);
  return value.toFixed();
}

// A web address: http(s), a host with a dot (or an IPv4 address), an optional port, no spaces.
const webAddress =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$|^https?:\/\/\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

function normalizeUrl(input: unknown): string {
  if (typeof input !== 'string') throw invalid(cellMessages.invalidUrl);
  const text = input.trim();
  if (text.length > 2000 || !webAddress.test(text)) throw invalid(cellMessages.invalidUrl);
  return text;
}

function normalizeDate(input: unknown): string {
  if (typeof input !== 'string') throw invalid(cellMessages.dateNotString);
  const text = input.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw invalid(cellMessages.dateNotValid);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    throw invalid(cellMessages.dateNotValid);
  }
  return text;
}

function normalizeBoolean(input: unknown): boolean {
  if (typeof input === 'boolean') return input;
  if (input === 'true' || input === 'TRUE') return true;
  if (input === 'false' || input === 'FALSE') return false;
  throw invalid(cellMessages.notBoolean);
}

function normalizeList(input: unknown, itemType: 'string' | 'number'): string[] {
  const items = typeof input === 'string' ? input.split(/[,;\n]/) : input;
  if (!Array.isArray(items) || items.length > maxListLength) throw invalid(cellMessages.notList);
  return items
    .map((item) => {
      if (itemType === 'number') {
        const value = parseDecimal(item);
        if (!value) throw invalid(cellMessages.notNumber);
        return value.toFixed();
      }
      if (typeof item !== 'string' && typeof item !== 'number') throw invalid(cellMessages.notList);
      return String(item).trim();
    })
    .filter((item) => item !== '');
}

function normalizeAttachments(input: unknown): AttachmentRef[] {
  if (!Array.isArray(input) || input.length > maxListLength)
    throw invalid(cellMessages.notAttachments);
  return input.map((item) => {
    const ref = item as Partial<AttachmentRef> | null;
    if (
      !ref ||
      typeof ref.key !== 'string' ||
      !/^[\w./-]{1,300}$/.test(ref.key) ||
      typeof ref.filename !== 'string' ||
      ref.filename.length > 300
    ) {
      throw invalid(cellMessages.notAttachments);
    }
    return { key: ref.key, filename: ref.filename, type: ref.type ?? null };
  });
}

function isEmpty(input: unknown): boolean {
  return (
    input === null ||
    input === undefined ||
    (typeof input === 'string' && input.trim() === '') ||
    (Array.isArray(input) && input.length === 0)
  );
}

/**
 * A value as typed, pasted or sent, checked against its column's type and brought to the one
 * form it is stored in. Throws the spec's message when the value does not fit; empty clears.
 */
export function normalizeCellValue(column: ScheduleColumn, input: unknown): CellValue {
  if (column.type === 'formula') throw invalid(cellMessages.computed);
  if (isEmpty(input)) return column.type === 'checkbox' ? false : null;
  switch (column.type) {
    case 'string': {
      if (typeof input !== 'string' && typeof input !== 'number') {
        throw invalid(cellMessages.tooLong(column.maxLen ?? maxTextLength));
      }
      const text = String(input);
      const max = column.maxLen ?? maxTextLength;
      if (text.length > max) throw invalid(cellMessages.tooLong(max));
      return column.multiline ? text : text.replace(/\s*\n\s*/g, ' ').trim();
    }
    case 'url':
      return normalizeUrl(input);
    case 'currency':
    case 'unit_price':
      return normalizeCurrency(input);
    case 'number':
    case 'float': {
      const value = parseDecimal(input);
      if (!value) throw invalid(cellMessages.notNumber);
      return value.toFixed();
    }
    case 'integer': {
      const value = parseDecimal(input);
      if (!value) throw invalid(cellMessages.notNumber);
      if (!value.round(0).eq(value)) throw invalid(cellMessages.notWholeNumber);
      return value.toFixed(0);
    }
    case 'checkbox':
      return normalizeBoolean(input);
    case 'date':
      return normalizeDate(input);
    case 'array':
      return normalizeList(input, column.arrayType ?? 'string');
    case 'relation':
      return normalizeList(input, 'string');
    case 'attachment':
      return normalizeAttachments(input);
  }
}
