import { importLimits, importMessages } from '@specboard/domain';

const megabytes = Math.round(importLimits.maxFileBytes / (1024 * 1024));

/**
 * What the import dialog tells beyond the domain's importMessages (seed 001, section 4: how many
 * products were uploaded, or that none were added).
 */
export const importNotices = {
  uploaded: (count: number) =>
    count === 0
      ? 'No products were added'
      : `${count} ${count === 1 ? 'product' : 'products'} uploaded`,
  wrongFile: importMessages.notSpreadsheet,
  limits: `CSV or XLSX, up to ${megabytes} MB and ${importLimits.maxRows.toLocaleString('en-US')} rows (a collection holds 100 products). The first row with values is read as the headers.`,
  failed: 'Nothing was imported.',
} as const;

const accepted = /\.(csv|xlsx)$/i;

/** Whether a chosen file is one the import reads (by its name: browsers guess types poorly). */
export function isImportable(file: { name: string }): boolean {
  return accepted.test(file.name);
}
