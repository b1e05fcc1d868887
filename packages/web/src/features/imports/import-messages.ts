/**
 * What the import dialog tells (seed 001, sections 4 and 8). The domain's imports messages will
 * hold these once they are written there; the wording is the spec's where it has one.
 */
export const importMessages = {
  uploaded: (count: number) =>
    count === 0
      ? 'No products were added'
      : `${count} ${count === 1 ? 'product' : 'products'} uploaded`,
  wrongFile: 'Choose a CSV or XLSX file.',
  limits: 'CSV or XLSX, up to 20,000 rows. The first row with values is read as the headers.',
  failed: 'Nothing was imported.',
} as const;

/** The import link's snackbar lasts 1.2 s (seed 001, section 9). */
export const IMPORT_LINK_SNACKBAR_MS = 1200;

const accepted = /\.(csv|xlsx)$/i;

/** Whether a chosen file is one the import reads (by its name: browsers guess types poorly). */
export function isImportable(file: { name: string }): boolean {
  return accepted.test(file.name);
}
