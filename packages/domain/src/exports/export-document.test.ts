import { describe, expect, it } from 'vitest';
import { defaultColumns, type ScheduleColumn } from '../schedule/columns.ts';
import { compareSchedules } from '../versions/compare.ts';
import { buildExportDocument, type ExportSource } from './export-document.ts';
import { exportFileName, exportRequestOf } from './export-options.ts';
import { neutraliseFormula, startsLikeFormula } from './formula-injection.ts';

const finish: ScheduleColumn = { id: 'c_finish', name: '+Finish', type: 'string' };

const source = (overrides: Partial<ExportSource> = {}): ExportSource => ({
  project: { name: 'Harbour Hotel', number: 'P-12', phase: 'Tender', address: 'Halifax, Canada' },
  workspace: { name: 'Lumen & Co', logoKey: null },
  view: {
    name: 'Client issue',
    columnOrder: defaultColumns.map((column) => column.id),
    customColumnOrder: ['c_finish'],
    visibleColumns: ['typeDesignation', 'model', 'quantity', 'totalCost', 'c_finish'],
    columnsSize: [{ id: 'model', size: 260 }],
    sortingData: null,
    filterTag: [],
    currency: 'cad',
  },
  columns: [...defaultColumns, finish],
  rows: [
    {
      id: 'r1',
      cells: {
        typeDesignation: 'B1',
        model: 'Slot',
        quantity: '2',
        totalCost: '250',
        tag: 'Lobby',
      },
    },
    {
      id: 'r2',
      cells: {
        typeDesignation: 'A1',
        model: '=cmd|calc',
        quantity: '10',
        totalCost: '1000.5',
        tag: 'Lobby',
      },
    },
    { id: 'r3', hidden: true, cells: { typeDesignation: 'A2', model: 'Hidden', totalCost: '99' } },
    { id: 'r4', cells: { typeDesignation: 'C1', model: 'Service', totalCost: '5', tag: 'Back' } },
  ],
  generatedAt: new Date('2026-11-26T12:00:00Z'),
  ...overrides,
});

describe('an export document: what the view shows', () => {
  it('has the view’s columns in its order and widths, its rows without the hidden ones, and their totals', () => {
    const document = buildExportDocument(source());
    expect(document.columns.map((column) => column.id)).toEqual([
      'typeDesignation',
      'model',
      'quantity',
      'totalCost',
      'c_finish',
    ]);
    expect(document.columns.find((column) => column.id === 'model')?.width).toBe(260);
    expect(document.columns.find((column) => column.id === 'totalCost')).toMatchObject({
      kind: 'money',
      align: 'right',
    });
    expect(document.rows.map((row) => row.id)).toEqual(['r1', 'r2', 'r4']);
    expect(document.totals).toMatchObject({ rows: 3, cost: '1255.5' });
    expect(document.totals.byType.map((total) => total.type)).toEqual(['A1', 'B1', 'C1']);
  });

  it('shows money in the view’s currency and keeps the exact value for spreadsheets', () => {
    const [, second] = buildExportDocument(source()).rows;
    const cost = second!.cells[3]!;
    expect(cost).toEqual({ text: 'CA$1,000.50', value: '1000.5' });
  });

  it('neutralises every text that a spreadsheet would read as a formula, headers included', () => {
    const document = buildExportDocument(
      source({ project: { name: '@SUM(A1)', number: null, phase: null, address: null } }),
    );
    expect(document.rows[1]!.cells[1]!.text).toBe("'=cmd|calc");
    expect(document.columns.at(-1)!.name).toBe("'+Finish");
    expect(document.header.projectName).toBe("'@SUM(A1)");
  });

  it('sorts as the view does, and filters by the view’s tags and the person’s own', () => {
    const sorted = buildExportDocument(
      source({
        view: { ...source().view, sortingData: { sortBy: 'totalCost', sortOrder: 'desc' } },
      }),
    );
    expect(sorted.rows.map((row) => row.id)).toEqual(['r2', 'r1', 'r4']);
    const tagged = buildExportDocument(source({ filterTags: ['Back'] }));
    expect(tagged.rows.map((row) => row.id)).toEqual(['r4']);
    const both = buildExportDocument(
      source({ view: { ...source().view, filterTag: ['Lobby'] }, filterTags: ['Back'] }),
    );
    expect(both.rows).toEqual([]);
  });

  it('takes only the columns asked for, in that order, and rows matching a column filter', () => {
    const document = buildExportDocument(
      source({
        columnIds: ['model', 'typeDesignation'],
        columnFilters: [{ columnId: 'model', values: ['Slot'] }],
      }),
    );
    expect(document.columns.map((column) => column.id)).toEqual(['model', 'typeDesignation']);
    expect(document.rows.map((row) => row.id)).toEqual(['r1']);
  });

  it('marks a comparison’s rows and leaves removed ones out of the totals', () => {
    const older = [
      {
        id: 'r1',
        cells: {
          typeDesignation: 'A1',
          model: 'Old',
          quantity: '1',
          budgetPrice: '100',
          totalCost: '100',
        },
      },
      {
        id: 'r2',
        cells: {
          typeDesignation: 'B1',
          model: 'Gone',
          quantity: '1',
          budgetPrice: '50',
          totalCost: '50',
        },
      },
    ];
    const newer = [
      {
        id: 'r1',
        cells: {
          typeDesignation: 'A1',
          model: 'New',
          quantity: '1',
          budgetPrice: '120',
          totalCost: '120',
        },
      },
      {
        id: 'r3',
        cells: {
          typeDesignation: 'C1',
          model: 'Added',
          quantity: '1',
          budgetPrice: '10',
          totalCost: '10',
        },
      },
    ];
    const document = buildExportDocument(
      source({ rows: [], comparison: compareSchedules(older, newer) }),
    );
    const changes = Object.fromEntries(document.rows.map((row) => [row.id, row.change]));
    expect(changes).toEqual({ r1: 'modified', r2: 'removed', r3: 'added' });
    expect(document.rows.find((row) => row.id === 'r1')?.changedColumns).toEqual([
      'model',
      'totalCost',
    ]);
    expect(document.totals.cost).toBe('130');
    expect(document.comparison?.totals.costDelta).toBe('-20');
  });
});

describe('export options', () => {
  it('checks the kind and format together, in words', () => {
    expect(exportRequestOf(undefined, undefined)).toEqual({ kind: 'schedule', format: 'pdf' });
    expect(exportRequestOf('revit', undefined)).toEqual({ kind: 'revit', format: 'tsv' });
    expect(() => exportRequestOf('submittal', 'xlsx')).toThrow(
      'A submittal export cannot be written as xlsx; choose pdf.',
    );
    expect(() => exportRequestOf('poster', 'pdf')).toThrow('There is no export of type "poster".');
  });

  it('names files people can keep', () => {
    expect(exportFileName(['Harbour / Hotel', 'Client: issue', null, '  '], 'xlsx')).toBe(
      'Harbour Hotel - Client issue.xlsx',
    );
    expect(exportFileName([], 'pdf')).toBe('Schedule.pdf');
  });

  it('neutralises exactly the texts that begin like a formula', () => {
    for (const text of ['=1+1', '+1', '-1', '@x', '\t=1', '\r=1']) {
      expect(startsLikeFormula(text)).toBe(true);
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    }
    for (const text of ['1-2', 'a=b', "'=1", ' =1', '']) expect(neutraliseFormula(text)).toBe(text);
  });
});
