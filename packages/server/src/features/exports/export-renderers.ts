import type { ExportFileFormat, ExportKind } from '@specboard/domain';
import { renderCsv } from './formats/csv.ts';
import { renderDocx } from './formats/docx.ts';
import { renderPdf } from './formats/pdf.ts';
import type { Renderer } from './formats/render.ts';
import { renderRevit } from './formats/revit.ts';
import { renderSubmittal } from './formats/submittal.ts';
import { renderXlsx } from './formats/xlsx.ts';
import { renderZip } from './formats/zip.ts';

const byFormat: Record<ExportFileFormat, Renderer> = {
  pdf: renderPdf,
  xlsx: renderXlsx,
  docx: renderDocx,
  csv: renderCsv,
  zip: renderZip,
  tsv: renderRevit,
};

/** The renderer of a kind and format (checked together by exportRequestOf when asked). */
export function rendererOf(kind: ExportKind, format: ExportFileFormat): Renderer {
  if (kind === 'submittal') return renderSubmittal;
  return byFormat[format];
}
