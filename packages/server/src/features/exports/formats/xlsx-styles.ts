import type { Currency, ExportColumn } from '@specboard/domain';
import type { Fill, Style } from 'exceljs';

/** Excel's own forms for the two currencies: '$' for usd, 'CA$' (Canadian English) for cad. */
export const moneyFormats: Record<Currency, string> = {
  usd: '"$"#,##0.00;-"$"#,##0.00',
  cad: '[$CA$-1009]#,##0.00;-[$CA$-1009]#,##0.00',
};
export const dateFormat = 'yyyy-mm-dd';
export const integerFormat = '#,##0';

const solid = (argb: string): Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });

/** How a comparison marks a row or a cell: new rows green, removed red, changed cells amber. */
export const changeFills = {
  added: solid('FFE3F5E1'),
  removed: solid('FFFBE0E0'),
  modified: solid('FFFFF1C2'),
} as const;
export type Marking = keyof typeof changeFills | 'none';

/** The number format a column's cells are written with, if any. */
export function numberFormatOf(column: ExportColumn, currency: Currency): string | undefined {
  if (column.kind === 'money') return moneyFormats[currency];
  if (column.kind === 'integer') return integerFormat;
  if (column.kind === 'date') return dateFormat;
  return undefined;
}

/**
 * One style object per column and marking, made once and shared by every cell that uses it: the
 * streaming writer then serialises a handful of styles, not one per cell.
 */
export function createStyleCache(currency: Currency) {
  const cache = new Map<string, Partial<Style> | undefined>();
  return (column: ExportColumn, marking: Marking, bold = false): Partial<Style> | undefined => {
    const key = `${column.id}|${marking}|${bold}`;
    if (cache.has(key)) return cache.get(key);
    const numFmt = numberFormatOf(column, currency);
    const style: Partial<Style> = {};
    if (numFmt) style.numFmt = numFmt;
    if (marking !== 'none') style.fill = changeFills[marking];
    if (bold) style.font = { bold: true };
    if (marking === 'removed') style.font = { ...style.font, strike: true };
    const result = Object.keys(style).length > 0 ? style : undefined;
    cache.set(key, result);
    return result;
  };
}
