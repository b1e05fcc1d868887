import {
  buildExportDocument,
  compareSchedules,
  defaultColumns,
  type ExportDocument,
  type ExportSource,
  type RowCells,
  type ScheduleColumn,
  type SourceRow,
} from '@specboard/domain';
import type { RenderContext } from './render.ts';

export const longDescription =
  'Recessed linear downlight, 4 ft, "high output", 3500 K, 90 CRI, 0-10 V dimming, white trim, ' +
  'for T-bar and drywall ceilings.\nSecond line: emergency battery pack where shown on plans.';

const columns: ScheduleColumn[] = [
  ...defaultColumns,
  { id: 'c_finish', name: 'Finish', type: 'string' },
  { id: 'c_approved', name: 'Approved', type: 'checkbox' },
];

const file = (key: string, filename: string) => ({ key, filename, type: 'application/pdf' });

/** Rows of a small schedule: A1 twice, A2, B1, one hidden and one outside the view's tag. */
export const fixtureRows: SourceRow[] = [
  {
    id: 'r1',
    cells: {
      typeDesignation: 'A1',
      manufacturer: 'Lumenpulse',
      description: longDescription,
      tag: 'L1',
      quantity: '2',
      budgetPrice: '1250.5',
      totalCost: '2501',
      wattage: '12.5',
      totalPower: '25',
      releaseDate: '2024-03-15',
      image: [file('files/a1-spec', 'spec.pdf'), file('files/a1-photo', 'photo.jpg')],
      c_finish: '=HYPERLINK("http://evil","click")',
      c_approved: true,
    },
  },
  {
    id: 'r2',
    cells: {
      typeDesignation: 'B1',
      manufacturer: 'Acme, Inc.',
      tag: 'L1',
      quantity: '10',
      budgetPrice: '99.99',
      totalCost: '999.9',
      wattage: '8',
      totalPower: '80',
      image: [file('files/b1-spec', '../../etc/passwd'), file('files/gone', 'gone.pdf')],
      c_finish: 'Matte black',
      c_approved: false,
    },
  },
  {
    id: 'r3',
    cells: {
      typeDesignation: 'A2',
      manufacturer: 'Lutron',
      tag: 'L1',
      quantity: '1',
      budgetPrice: '300',
      totalCost: '300',
      image: [file('files/a2-spec', 'spec.pdf'), file('files/a2-spec-2', 'spec.pdf')],
      c_finish: '+1 finish',
    },
  },
  {
    id: 'r4',
    cells: {
      typeDesignation: 'A1',
      manufacturer: 'Other maker',
      tag: 'L1',
      quantity: '3',
      budgetPrice: '1250.5',
      totalCost: '3751.5',
      image: [file('files/a1-spec', 'spec.pdf')],
    },
  },
  {
    id: 'hidden',
    hidden: true,
    cells: { typeDesignation: 'H1', manufacturer: 'Hidden row', tag: 'L1', totalCost: '5' },
  },
  {
    id: 'other-tag',
    cells: { typeDesignation: 'Z9', manufacturer: 'Other tag', tag: 'L2', totalCost: '7' },
  },
];

/** The columns the fixture's view shows, in order (Type is always first). */
export const shownColumnIds = [
  'typeDesignation',
  'manufacturer',
  'description',
  'quantity',
  'budgetPrice',
  'totalCost',
  'totalPower',
  'releaseDate',
  'image',
  'c_finish',
  'c_approved',
];

export function fixtureSource(overrides: Partial<ExportSource> = {}): ExportSource {
  return {
    project: { name: 'Harbour Tower', number: 'P-104', phase: 'DD', address: '1 Quay St' },
    workspace: { name: 'Studio North', logoKey: null },
    view: {
      name: 'Lighting / Level 1',
      columnOrder: defaultColumns.map((column) => column.id),
      customColumnOrder: ['c_finish', 'c_approved'],
      visibleColumns: shownColumnIds,
      columnsSize: [{ id: 'description', size: 420 }],
      sortingData: { sortBy: 'typeDesignation', sortOrder: 'asc' },
      filterTag: ['L1'],
      currency: 'usd',
    },
    columns,
    rows: fixtureRows,
    generatedAt: new Date('2025-02-03T10:00:00Z'),
    ...overrides,
  };
}

export function fixtureDocument(overrides: Partial<ExportSource> = {}): ExportDocument {
  return buildExportDocument(fixtureSource(overrides));
}

/** The fixture as a comparison: r2 removed, r3 changed price, a new C1 row. */
export function comparisonDocument(): ExportDocument {
  const older = fixtureRows.slice(0, 4).map((row) => ({ id: row.id, cells: row.cells }));
  const changed: RowCells = { ...fixtureRows[2]!.cells, budgetPrice: '320', totalCost: '320' };
  const newer = [
    older[0]!,
    { id: 'r3', cells: changed },
    older[3]!,
    { id: 'r5', cells: { typeDesignation: 'C1', tag: 'L1', quantity: '1', totalCost: '40' } },
  ];
  return fixtureDocument({
    comparison: compareSchedules(older, newer),
    versionName: 'V1 compared with V2',
  });
}

/** A render context whose storage holds a file for every key but 'files/gone'. */
export function fixtureContext(overrides: Partial<RenderContext> = {}): RenderContext {
  return {
    readFile: async (key) => (key === 'files/gone' ? undefined : Buffer.from(`bytes of ${key}`)),
    template: 'letter',
    keyColumn: 'typeDesignation',
    ...overrides,
  };
}

/** What each shown cell of each row of a document says, as text. */
export function documentTexts(document: ExportDocument): string[][] {
  return document.rows.map((row) => row.cells.map((cell) => cell.text));
}
