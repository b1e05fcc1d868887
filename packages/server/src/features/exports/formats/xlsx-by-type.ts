import type { Currency, ExportDocument } from '@specboard/domain';
import type ExcelJS from 'exceljs';
import { xmlSafeText } from './file-names.ts';
import { tableLabels } from './table-labels.ts';
import { moneyFormats } from './xlsx-styles.ts';

type Comparison = NonNullable<ExportDocument['comparison']>;

/** The comparison's second sheet: per type designation, rows, cost and power before and after. */
export function addByTypeSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  comparison: Comparison,
  currency: Currency,
) {
  const sheet = workbook.addWorksheet(tableLabels.byTypeSheet, {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
  });
  const money = moneyFormats[currency];
  sheet.columns = [
    { key: 'type', width: 24 },
    { key: 'rowsBefore', width: 12 },
    { key: 'rowsAfter', width: 12 },
    { key: 'costBefore', width: 16, style: { numFmt: money } },
    { key: 'costAfter', width: 16, style: { numFmt: money } },
    { key: 'costDelta', width: 16, style: { numFmt: money } },
    { key: 'powerBefore', width: 14 },
    { key: 'powerAfter', width: 14 },
    { key: 'powerDelta', width: 14 },
  ];
  const header = sheet.addRow([
    tableLabels.type,
    tableLabels.rowsBefore,
    tableLabels.rowsAfter,
    tableLabels.costBefore,
    tableLabels.costAfter,
    tableLabels.costDelta,
    tableLabels.powerBefore,
    tableLabels.powerAfter,
    tableLabels.powerDelta,
  ]);
  header.font = { bold: true };
  header.commit();
  const amounts = (values: string[]) => values.map((value) => Number(value));
  for (const type of comparison.byType) {
    const row = sheet.addRow([
      xmlSafeText(type.type),
      type.rowsBefore,
      type.rowsAfter,
      ...amounts([type.costBefore, type.costAfter, type.costDelta]),
      ...amounts([type.powerBefore, type.powerAfter, type.powerDelta]),
    ]);
    for (const column of [4, 5, 6]) row.getCell(column).numFmt = money;
    row.commit();
  }
  const { totals } = comparison;
  const total = sheet.addRow([
    tableLabels.total,
    comparison.byType.reduce((sum, type) => sum + type.rowsBefore, 0),
    comparison.byType.reduce((sum, type) => sum + type.rowsAfter, 0),
    ...amounts([totals.costBefore, totals.costAfter, totals.costDelta]),
    ...amounts([totals.powerBefore, totals.powerAfter, totals.powerDelta]),
  ]);
  total.font = { bold: true };
  for (const column of [4, 5, 6]) total.getCell(column).numFmt = money;
  total.commit();
  sheet.commit();
}
