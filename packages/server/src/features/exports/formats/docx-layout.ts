import type { ExportRow } from '@specboard/domain';
import sharp from 'sharp';
import type { PageTemplate } from './render.ts';

/** Portrait page sizes in twips (1/1440 inch); the section turns them to landscape. */
export const pageSizes: Record<PageTemplate, { width: number; height: number }> = {
  letter: { width: 12240, height: 15840 },
  a4: { width: 11906, height: 16838 },
  tabloid: { width: 15840, height: 24480 },
};
export const pageMargin = 720;

/** Column widths in twips that share the landscape width as the view's pixel widths do. */
export function proportionalWidths(pixels: readonly number[], available: number): number[] {
  const total = pixels.reduce((sum, width) => sum + width, 0) || 1;
  return pixels.map((width) => Math.max(300, Math.floor((width / total) * available)));
}

/** Cell shading of a comparison, as Word hex colours. */
export function shadingOf(row: ExportRow, columnId: string | null): string | undefined {
  if (row.change === 'added') return 'E3F5E1';
  if (row.change === 'removed') return 'FBE0E0';
  if (row.change === 'modified' && columnId && row.changedColumns.includes(columnId)) {
    return 'FFF1C2';
  }
  return undefined;
}

/**
 * The workspace logo as a PNG no taller than the header line, or undefined when there is none or
 * it cannot be read (a broken logo must not cost the person their export).
 */
export async function readLogo(
  bytes: Buffer | undefined,
): Promise<{ data: Buffer; width: number; height: number } | undefined> {
  if (!bytes) return undefined;
  try {
    const data = await sharp(bytes)
      .resize({ height: 96, withoutEnlargement: true })
      .png()
      .toBuffer();
    const { width = 0, height = 0 } = await sharp(data).metadata();
    if (!width || !height) return undefined;
    const shown = 40;
    return { data, width: Math.round((width / height) * shown), height: shown };
  } catch {
    return undefined;
  }
}
