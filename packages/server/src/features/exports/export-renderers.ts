import type { ExportFileFormat, ExportKind } from '@specboard/domain';
import type { Renderer } from './formats/render.ts';

// Each renderer is loaded on its first export: the document libraries are large, and a server
// that exports nothing should not start slower or sit bigger for them.
const byFormat: Record<ExportFileFormat, () => Promise<Renderer>> = {
  pdf: async () => (await import('./formats/pdf.ts')).renderPdf,
  xlsx: async () => (await import('./formats/xlsx.ts')).renderXlsx,
  docx: async () => (await import('./formats/docx.ts')).renderDocx,
  csv: async () => (await import('./formats/csv.ts')).renderCsv,
  zip: async () => (await import('./formats/zip.ts')).renderZip,
  tsv: async () => (await import('./formats/revit.ts')).renderRevit,
};

/** The renderer of a kind and format (checked together by exportRequestOf when asked). */
export async function rendererOf(kind: ExportKind, format: ExportFileFormat): Promise<Renderer> {
  if (kind === 'submittal') return (await import('./formats/submittal.ts')).renderSubmittal;
  return byFormat[format]();
}
