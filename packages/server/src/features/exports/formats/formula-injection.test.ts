import {
  buildExportDocument,
  defaultColumns,
  type ExportDocument,
  type ScheduleColumn,
} from '@specboard/domain';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderCsv } from './csv.ts';
import { renderDocx } from './docx.ts';
import { fixtureContext } from './export-fixture.test-support.ts';
import { renderPdf } from './pdf.ts';
import { pdfPages, words } from './pdf-text.test-support.ts';
import { parseCsv, readDocx, readZip } from './read-back.test-support.ts';
import { renderRevit } from './revit.ts';
import { renderXlsx } from './xlsx.ts';
import { renderZip } from './zip.ts';

// What a spreadsheet would read as a formula, and the apostrophe that makes it plain text.
const formulaStart = /^[=+\-@\t\r]/;
const isNumber = /^-?\d+(\.\d+)?$/;

const payloads = [
  '=1+1',
  '+SUM(A1:A9)',
  '-2+3',
  '@SUM(1)',
  '\t=1',
  '\r=1',
  "=cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example","click")',
  ' =1',
  '\u0001=1',
  'a\n=1',
  '\uD800=1',
];
const text = fc.oneof(
  fc.constantFrom(...payloads),
  fc.string(),
  fc.string({ unit: 'binary-ascii' }),
  fc.string({ unit: 'grapheme' }),
  fc
    .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string({ unit: 'binary-ascii' }))
    .map(([sign, rest]) => sign + rest),
);
const decimal = fc.oneof(
  fc.constant(''),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc
    .tuple(fc.integer({ min: -99_999, max: 99_999 }), fc.integer({ min: 0, max: 99 }))
    .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`),
);

const documents = fc
  .record({
    project: text,
    view: text,
    number: text,
    customNames: fc.array(text, { minLength: 1, maxLength: 3 }),
    rows: fc.array(
      fc.record({
        type: text,
        texts: fc.array(text, { minLength: 4, maxLength: 4 }),
        money: decimal,
        power: decimal,
      }),
      { maxLength: 5 },
    ),
  })
  .map(({ project, view, number, customNames, rows }): ExportDocument => {
    const custom: ScheduleColumn[] = customNames.map((name, index) => ({
      id: `c${index}`,
      name,
      type: 'string',
    }));
    const shown = [
      'typeDesignation',
      'manufacturer',
      'totalCost',
      'totalPower',
      ...custom.map((c) => c.id),
    ];
    return buildExportDocument({
      project: { name: project, number, phase: null, address: null },
      workspace: { name: 'Studio', logoKey: null },
      view: {
        name: view,
        columnOrder: defaultColumns.map((column) => column.id),
        customColumnOrder: custom.map((column) => column.id),
        visibleColumns: shown,
        columnsSize: [],
        sortingData: null,
        filterTag: [],
        currency: 'usd',
      },
      columns: [...defaultColumns, ...custom],
      rows: rows.map((row, index) => ({
        id: `r${index}`,
        cells: {
          typeDesignation: row.type,
          manufacturer: row.texts[0]!,
          totalCost: row.money,
          totalPower: row.power,
          image: [{ key: `k${index}`, filename: row.texts[1]! }],
          ...Object.fromEntries(custom.map((column, c) => [column.id, row.texts[(c + 2) % 4]!])),
        },
      })),
      generatedAt: new Date('2025-01-01T00:00:00Z'),
    });
  });

/** Fails with the offending field and where it was found, so a shrunk case reads plainly. */
function expectPlain(field: string, where: string) {
  if (formulaStart.test(field))
    expect.fail(`${where} starts like a formula: ${JSON.stringify(field)}`);
}

function numericColumns(document: ExportDocument, offset: number): Set<number> {
  return new Set(
    document.columns.flatMap((column, index) =>
      ['money', 'number', 'integer'].includes(column.kind) ? [index + offset] : [],
    ),
  );
}

async function checkXlsx(bytes: Buffer, where: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  for (const sheet of workbook.worksheets) {
    expectPlain(sheet.name, `${where} sheet name`);
    sheet.eachRow((row, r) =>
      row.eachCell((cell, c) => {
        const at = `${where} ${sheet.name}!R${r}C${c}`;
        if (cell.type === ExcelJS.ValueType.Formula) {
          // Only our own totals are formulas.
          expect(cell.formula, at).toMatch(/^SUM(IF)?\([A-Z$0-9:]+(,"<>Removed",[A-Z0-9:]+)?\)$/);
        } else if (typeof cell.value === 'string') expectPlain(cell.value, at);
      }),
    );
  }
}

function checkLines(document: ExportDocument, lines: string[][], where: string, offset = 0) {
  const numeric = numericColumns(document, offset);
  for (const [r, fields] of lines.entries()) {
    for (const [c, field] of fields.entries()) {
      if (r > 0 && numeric.has(c) && isNumber.test(field)) continue; // a number, not text
      expectPlain(field, `${where} line ${r + 1} field ${c + 1}`);
    }
  }
}

describe('formula injection, across every export format', () => {
  it('no text written by any renderer starts like a formula unless neutralised', async () => {
    await fc.assert(
      fc.asyncProperty(documents, async (document) => {
        const context = fixtureContext();
        await checkXlsx(await renderXlsx(document, context), 'XLSX');

        const csv = parseCsv((await renderCsv(document, context)).toString('utf8').slice(1));
        checkLines(document, csv, 'CSV');

        const revit = (await renderRevit(document, context)).toString('utf8');
        const revitLines = revit
          .split('\r\n')
          .slice(0, -1)
          .map((line) => line.split('\t'));
        // Revit drops the key column (Type) and puts Type Mark first: numeric columns keep their place.
        checkLines(document, revitLines, 'Revit');

        const docx = await readZip(await renderDocx(document, context));
        const { tables, paragraphs } = readDocx(docx.get('word/document.xml')!.toString('utf8'));
        for (const [p, paragraph] of paragraphs.entries()) {
          expectPlain(paragraph, `DOCX paragraph ${p + 1}`);
        }
        for (const [r, row] of tables.flat().entries()) {
          for (const [c, cell] of row.cells.entries()) {
            expectPlain(cell, `DOCX row ${r + 1} cell ${c + 1}`);
          }
        }

        const zip = await readZip(await renderZip(document, context));
        for (const [name, bytes] of zip) {
          for (const part of name.split('/'))
            expectPlain(part, `ZIP entry ${JSON.stringify(name)}`);
          if (name.endsWith('.xlsx')) await checkXlsx(bytes, `ZIP ${name}`);
        }

        // A PDF has no cells to read back: pdftotext lays words out in lines, and a wrapped text
        // may well continue with '=' on its next line. What can be checked is that each
        // neutralised text keeps its apostrophe in front of the sign.
        const pdf = words((await pdfPages(await renderPdf(document, context))).join(' '));
        const texts = [
          document.header.projectName,
          document.header.viewName,
          ...document.columns.map((column) => column.name),
          ...document.rows.flatMap((row) => row.cells.map((cell) => cell.text)),
        ];
        for (const sign of ['=', '+', '-', '@']) {
          const neutralised = texts.filter((t) => t.startsWith(`'${sign}`)).length;
          const found = pdf.split(`'${sign}`).length - 1;
          expect(found, `PDF texts starting '${sign}`).toBeGreaterThanOrEqual(neutralised);
        }
      }),
      { numRuns: 25 },
    );
  });
});
