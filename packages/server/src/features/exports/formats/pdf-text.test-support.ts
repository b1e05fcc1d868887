import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  buildExportDocument,
  type Comparison,
  compareSchedules,
  computeCells,
  defaultColumns,
  defaultViewSettings,
  type ExportDocument,
  type ExportSource,
  type RowCells,
  type ScheduleColumn,
} from '@specboard/domain';
import type { RenderContext } from './render.ts';

const run = promisify(execFile);

/**
 * The text of each page of a PDF: as laid out on the page (`-layout`), or in the order it was
 * drawn (`-raw`), where the lines of one wrapped cell follow each other.
 */
export async function pdfPages(pdf: Buffer, mode: 'layout' | 'raw' = 'layout'): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(folder, 'in.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', [`-${mode}`, '-enc', 'UTF-8', file, '-'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const pages = stdout.split('\f');
    if (pages[pages.length - 1]?.trim() === '') pages.pop();
    return pages;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Words of a text with runs of spaces and line breaks folded, to find wrapped text in it. */
export function words(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Renders one page of a PDF to a PNG under /tmp/export-look/, to be looked at; returns its path. */
export async function pdfPagePng(pdf: Buffer, page: number, name: string): Promise<string> {
  const folder = '/tmp/export-look';
  await mkdir(folder, { recursive: true });
  const input = path.join(folder, `${name}.pdf`);
  await writeFile(input, pdf);
  const prefix = path.join(folder, name);
  await run('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    input,
    prefix,
  ]);
  await readFile(`${prefix}.png`);
  return `${prefix}.png`;
}

/** A custom column of the sample schedule. */
export const finishColumn: ScheduleColumn = {
  id: 'finish',
  name: 'Finish (custom)',
  type: 'string',
};

export const longDescription =
  'Recessed linear LED downlight with a satin aluminium housing, opal diffuser and 0–10 V dimming; ' +
  'rated for damp locations at −20 °C to 40 °C, µ-prismatic lens, Ø 85 mm cut-out, supplied with ' +
  'remote driver, mounting clips and a five-year warranty covering drivers and LED boards 🙂.';

type SampleRow = { id: string; cells: RowCells };

const types = ['A1', 'A2', 'B1'];

/** Rows of a realistic lighting schedule: types A1, A2 and B1, money, power, a custom column. */
export function sampleRows(count: number): SampleRow[] {
  return Array.from({ length: count }, (_, index) => {
    const type = types[index % types.length] ?? 'A1';
    const cells: RowCells = {
      typeDesignation: type,
      manufacturer: index % 2 ? 'Lumenpulse' : 'Ørsted Lighting',
      model: `LX-${100 + index}`,
      productCode: `PC-${type}-${index}`,
      description: index === 0 ? longDescription : `Fixture ${index} – ${type} in corridor`,
      location: `Level ${1 + (index % 4)}`,
      quantity: String(2 + (index % 5)),
      budgetPrice: `${120 + index}.50`,
      wattage: `${10 + (index % 3)}.5`,
      finish: index % 2 ? 'Matte white' : 'Black anodised',
    };
    return { id: `row-${index}`, cells: { ...cells, ...computeCells(cells) } };
  });
}

/** The columns a sample view shows: a few product columns and the custom one. */
export const sampleColumnIds = [
  'typeDesignation',
  'manufacturer',
  'model',
  'description',
  'location',
  'quantity',
  'budgetPrice',
  'totalCost',
  'wattage',
  'totalPower',
  'finish',
];

/** The source of a sample export, with overrides. */
export function sampleSource(overrides: Partial<ExportSource> = {}): ExportSource {
  const columns = [...defaultColumns, finishColumn];
  const settings = defaultViewSettings(null, [finishColumn]);
  return {
    project: {
      name: 'Harbourfront Library',
      number: 'HL-2041',
      phase: 'Construction Documents',
      address: '12 Quay Street, Toronto, ON',
    },
    workspace: { name: 'Northlight Design Studio', logoKey: null },
    view: {
      ...settings,
      visibleColumns: sampleColumnIds,
      columnsSize: [{ id: 'description', size: 360 }],
      name: 'Lighting – Issue for tender',
      currency: 'usd',
    },
    columns,
    rows: sampleRows(12),
    versionName: 'Issue 3',
    generatedAt: new Date('2025-03-14T15:30:00Z'),
    ...overrides,
  };
}

/** A sample export document of `count` rows, showing `columns` columns (default: the sample's). */
export function sampleDocument(count = 12, columns?: number): ExportDocument {
  const source = sampleSource({ rows: sampleRows(count) });
  if (columns) {
    const ids = [...defaultColumns.map((column) => column.id), 'finish'];
    source.view = { ...source.view, visibleColumns: [...ids.slice(0, columns - 1), 'finish'] };
  }
  return buildExportDocument(source);
}

/** A comparison of two issues: a row added, one removed, one modified. */
export function sampleComparison(): { document: ExportDocument; comparison: Comparison } {
  const older = sampleRows(8);
  const newer = sampleRows(8)
    .filter((row) => row.id !== 'row-3')
    .map((row) =>
      row.id === 'row-2'
        ? {
            ...row,
            cells: {
              ...row.cells,
              quantity: '9',
              ...computeCells({ ...row.cells, quantity: '9' }),
            },
          }
        : row,
    );
  newer.push(sampleRows(9)[8] as SampleRow);
  const comparison = compareSchedules(older, newer);
  const document = buildExportDocument(
    sampleSource({ comparison, versionName: 'Issue 2 compared with Issue 3' }),
  );
  return { document, comparison };
}

/** A render context reading from an in-memory store. */
export function contextOf(
  files: Record<string, Buffer> = {},
  overrides: Partial<RenderContext> = {},
): RenderContext {
  return {
    readFile: async (key) => files[key],
    template: 'letter',
    keyColumn: 'typeDesignation',
    ...overrides,
  };
}
