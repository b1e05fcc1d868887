import type { PreviewFile } from './preview-types.ts';

/** The carousel wraps around: one before the first is the last, one after the last the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Whether a file shows as a PDF document rather than an image. */
export function isPdf(file: PreviewFile): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.filename);
}
