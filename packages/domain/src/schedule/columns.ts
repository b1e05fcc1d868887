/** The column types a schedule's schema may use (seed 001, section 3). */
export const columnTypes = [
  'string',
  'number',
  'url',
  'currency',
  'unit_price',
  'relation',
  'checkbox',
  'date',
  'integer',
  'float',
  'formula',
  'array',
  'attachment',
] as const;

export type ColumnType = (typeof columnTypes)[number];

export type ScheduleColumn = {
  id: string;
  name: string;
  type: ColumnType;
  /** For arrays: the type of each item. */
  arrayType?: 'string' | 'number' | null;
  maxLen?: number | null;
  multiline?: boolean;
  hint?: string | null;
};

/**
 * The product columns every schedule starts with, in their default order. Names follow the
 * spec's product column names; ids are stable keys inside each row's cells.
 */
export const defaultColumns: readonly ScheduleColumn[] = [
  { id: 'typeDesignation', name: 'Type / Designation', type: 'string', maxLen: 40 },
  { id: 'manufacturer', name: 'Manufacturer', type: 'string', maxLen: 200 },
  { id: 'model', name: 'Model', type: 'string', maxLen: 200 },
  { id: 'productCode', name: 'Product Code', type: 'string', maxLen: 200 },
  { id: 'productType', name: 'Product Type', type: 'string', maxLen: 200 },
  { id: 'description', name: 'Description', type: 'string', maxLen: 4000, multiline: true },
  { id: 'mounting', name: 'Mounting', type: 'string', maxLen: 200 },
  { id: 'environment', name: 'Environment', type: 'string', maxLen: 200 },
  { id: 'location', name: 'Location', type: 'string', maxLen: 400 },
  { id: 'tag', name: 'Tag', type: 'string', maxLen: 100 },
  { id: 'quantity', name: 'Quantity', type: 'integer' },
  { id: 'budgetPrice', name: 'Budget Price', type: 'currency' },
  { id: 'totalCost', name: 'Total Cost', type: 'currency' },
  { id: 'wattage', name: 'Wattage', type: 'float' },
  { id: 'totalPower', name: 'Total Power', type: 'float' },
  { id: 'voltage', name: 'Voltage', type: 'string', maxLen: 50 },
  { id: 'lumens', name: 'Lumens', type: 'float' },
  { id: 'efficacy', name: 'Efficacy', type: 'float' },
  { id: 'leadTime', name: 'Lead Time (Weeks)', type: 'integer' },
  { id: 'releaseDate', name: 'Release Date', type: 'date' },
  { id: 'estimatedDelivery', name: 'Estimated Delivery', type: 'date' },
  { id: 'productUrl', name: 'Product URL', type: 'url' },
  { id: 'image', name: 'Image', type: 'attachment' },
];

/** Columns the schedule computes from others; nobody types into them. */
export const readOnlyColumnIds = [
  'totalCost',
  'totalPower',
  'efficacy',
  'estimatedDelivery',
] as const;

export type ScheduleSchema = {
  default_fields: readonly ScheduleColumn[];
  read_only_fields: readonly string[];
  custom_fields: readonly ScheduleColumn[];
};

export function scheduleSchema(customFields: readonly ScheduleColumn[]): ScheduleSchema {
  return {
    default_fields: defaultColumns,
    read_only_fields: readOnlyColumnIds,
    custom_fields: customFields,
  };
}

/** Finds a column by id among the default and custom ones. */
export function findColumn(schema: ScheduleSchema, id: string): ScheduleColumn | undefined {
  return (
    schema.default_fields.find((column) => column.id === id) ??
    schema.custom_fields.find((column) => column.id === id)
  );
}

export function isReadOnlyColumn(schema: ScheduleSchema, id: string): boolean {
  return schema.read_only_fields.includes(id);
}

/** Money columns the grid aligns right (seed 000, section 9). */
export const rightAlignedColumnNames = [
  'Budget Price',
  'Total Cost',
  'Budget Price - Project Override',
  'Library Budget Price',
] as const;

export const customColumnNameMaxLength = 60;
export const customColumnsMax = 100;
