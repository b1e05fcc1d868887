import { createHash } from 'node:crypto';
import {
  AppError,
  defaultColumns,
  importMessages,
  isReadOnlyColumn,
  type ScheduleColumn,
  scheduleSchema,
} from '@specboard/domain';
import type { GraphQLContext, Platform } from '../../graphql/context.ts';
import type { QueryGetTemplateUrlArgs } from '../../graphql/resolvers.generated.ts';
import { type Download, fileLinksOf } from '../files/index.ts';
import { authorize, loadWorkspace } from '../workspaces/index.ts';
import { loadImportTarget } from './import-target.ts';

export const templatePrefix = 'import-template-';
const contentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;
type TemplateFormat = keyof typeof contentTypes;

/** One made-up product, so that the template shows what each column takes. */
const examples: Record<string, string | number | Date> = {
  typeDesignation: 'A1',
  manufacturer: 'Acme Lighting',
  model: 'Linea 1200',
  productCode: 'LN-1200-830',
  productType: 'Linear pendant',
  description: 'Suspended linear luminaire, opal diffuser',
  mounting: 'Suspended',
  environment: 'Dry',
  location: 'Open office',
  tag: 'Level 2',
  quantity: 12,
  budgetPrice: 345.5,
  wattage: 36,
  voltage: '120-277V',
  lumens: 4200,
  leadTime: 6,
  releaseDate: new Date(Date.UTC(2026, 2, 31)),
  productUrl: 'https://www.example.com/products/linea-1200',
};

function exampleOf(column: ScheduleColumn): string | number | Date | boolean {
  const known = examples[column.id];
  if (known !== undefined) return known;
  switch (column.type) {
    case 'number':
    case 'float':
    case 'currency':
    case 'unit_price':
      return 10.5;
    case 'integer':
      return 10;
    case 'date':
      return new Date(Date.UTC(2026, 0, 15));
    case 'checkbox':
      return true;
    case 'url':
      return 'https://www.example.com';
    default:
      return 'Example';
  }
}

const csvField = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
const csvText = (value: string | number | Date | boolean) =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : typeof value === 'boolean'
      ? String(value).toUpperCase()
      : String(value);

/** The template's bytes: the columns' names as headers, then the example row. */
export async function buildTemplate(
  columns: readonly ScheduleColumn[],
  format: TemplateFormat,
): Promise<Buffer> {
  const values = columns.map(exampleOf);
  if (format === 'csv') {
    const lines = [columns.map((c) => csvField(c.name)), values.map((v) => csvField(csvText(v)))];
    return Buffer.from(`\ufeff${lines.map((line) => line.join(',')).join('\r\n')}\r\n`, 'utf8');
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(columns.map((c) => c.name)).font = { bold: true };
  sheet.addRow(values);
  columns.forEach((column, index) => {
    const cell = sheet.getRow(2).getCell(index + 1);
    if (column.type === 'date') cell.numFmt = 'yyyy-mm-dd';
    if (column.type === 'currency' || column.type === 'unit_price') cell.numFmt = '"$"#,##0.00';
    sheet.getColumn(index + 1).width = Math.max(12, column.name.length + 2);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A signed link to the import template of the target (or of the default product columns): the
 * file is stored once per set of columns, under a key its content names.
 */
export async function getTemplateUrl(
  context: GraphQLContext,
  args: QueryGetTemplateUrlArgs,
): Promise<string> {
  const format = (args.format ?? 'xlsx').toLowerCase();
  if (format !== 'xlsx' && format !== 'csv') {
    throw new AppError('BAD_USER_INPUT', importMessages.templateFormat(String(args.format)));
  }
  let columns: ScheduleColumn[];
  if (args.projectId || args.collectionId) {
    columns = (await loadImportTarget(context, args)).targetColumns;
  } else {
    authorize((await loadWorkspace(context, args.workspaceId)).subject, 'workspace:read');
    const schema = scheduleSchema([]);
    columns = defaultColumns.filter(
      (c) => !isReadOnlyColumn(schema, c.id) && c.type !== 'attachment',
    );
  }
  const body = await buildTemplate(columns, format);
  const digest = createHash('sha256').update(body).digest('hex').slice(0, 24);
  const key = `${templatePrefix}${digest}.${format}`;
  await context.storage.put(key, body, contentTypes[format]);
  return fileLinksOf(context).url(key);
}

/** Serves a template through a signed link. */
export async function findTemplateDownload(
  platform: Platform,
  key: string,
): Promise<Download | undefined> {
  const match = /^import-template-[0-9a-f]{24}\.(xlsx|csv)$/.exec(key);
  if (!match) return undefined;
  const format = match[1] as TemplateFormat;
  const object = await platform.storage.get(key);
  if (!object) return undefined;
  object.body.destroy();
  return {
    key,
    filename: `import-template.${format}`,
    contentType: contentTypes[format],
    inline: false,
  };
}
