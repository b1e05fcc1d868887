import type { ExportDocument, ExportFileFormat, ExportKind } from '@specboard/domain';

/** Landscape page sizes a PDF or DOCX can be laid out on (the export's templateName). */
export const pageTemplates = ['letter', 'a4', 'tabloid'] as const;
export type PageTemplate = (typeof pageTemplates)[number];

/** What a renderer may ask of the server while it writes. */
export type RenderContext = {
  /** A stored file's bytes (logos, images, spec sheets), or undefined when it is gone. */
  readFile(key: string): Promise<Buffer | undefined>;
  /** How far along it is, 0 to 1; called now and then, never required. */
  onProgress?(fraction: number): void;
  template: PageTemplate;
  /** For the Revit key schedule and the ZIP folders: the column rows are keyed by. */
  keyColumn: string;
};

/** Writes one export document as one file. */
export type Renderer = (document: ExportDocument, context: RenderContext) => Promise<Buffer>;

export type RenderTarget = { kind: ExportKind; format: ExportFileFormat };
