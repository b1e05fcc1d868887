/**
 * The files users may attach, how each is recognised and how its content is checked. A file's
 * kind comes from its name (the spec recognises IES and ZIP files by name), or from its declared
 * type when the name has no known extension; its bytes must then agree with that kind.
 *
 * Not taken, on purpose: SVG (it can carry script and would be served from our origin), HEIC (the
 * image library cannot decode it everywhere), legacy .doc/.xls (their container says nothing of
 * their content), binary DXF (rare; ASCII DXF is taken), and anything executable.
 */

/** How the content of a kind is checked against what the bytes turn out to be. */
export type ContentRule =
  /** A binary format: the sniffed type must be one of these. */
  | { by: 'signature'; mimeTypes: readonly string[] }
  /** A text format: no binary signature, no NUL bytes; optionally a line the format requires. */
  | { by: 'text'; requiredLine?: { pattern: RegExp; missing: string } };

export type FileKind = {
  id: string;
  /** With its article, for messages: 'a PNG image'. */
  label: string;
  /** Short name for the list of accepted types. */
  name: string;
  extensions: readonly string[];
  mimeType: string;
  /** Other types a browser may declare for it. */
  declaredTypes?: readonly string[];
  content: ContentRule;
  /** Thumbnails are made for it. */
  image: boolean;
  /** Shown in the browser when opened (images, PDF); others download. */
  inline: boolean;
};

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const pptxType = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const zipTypes = ['application/zip', docxType, xlsxType, pptxType];

const image = (id: string, name: string, extensions: string[], mimeType: string): FileKind => ({
  id,
  label: `a ${name} image`,
  name,
  extensions,
  mimeType,
  content: { by: 'signature', mimeTypes: [mimeType] },
  image: true,
  inline: true,
});

// Office files are ZIP containers: a sniffer may see only the ZIP, so the name decides.
const office = (id: string, label: string, mimeType: string): FileKind => ({
  id,
  label,
  name: id.toUpperCase(),
  extensions: [id],
  mimeType,
  content: { by: 'signature', mimeTypes: [mimeType, 'application/zip'] },
  image: false,
  inline: false,
});

export const fileKinds: readonly FileKind[] = [
  image('png', 'PNG', ['png'], 'image/png'),
  image('jpeg', 'JPEG', ['jpg', 'jpeg'], 'image/jpeg'),
  image('webp', 'WebP', ['webp'], 'image/webp'),
  image('gif', 'GIF', ['gif'], 'image/gif'),
  {
    id: 'pdf',
    label: 'a PDF document',
    name: 'PDF',
    extensions: ['pdf'],
    mimeType: 'application/pdf',
    content: { by: 'signature', mimeTypes: ['application/pdf'] },
    image: false,
    inline: true,
  },
  {
    id: 'zip',
    label: 'a ZIP archive',
    name: 'ZIP',
    extensions: ['zip'],
    mimeType: 'application/zip',
    declaredTypes: ['application/x-zip-compressed', 'application/x-zip'],
    content: { by: 'signature', mimeTypes: zipTypes },
    image: false,
    inline: false,
  },
  office('docx', 'a Word document', docxType),
  office('xlsx', 'an Excel workbook', xlsxType),
  office('pptx', 'a PowerPoint presentation', pptxType),
  {
    id: 'csv',
    label: 'a CSV file',
    name: 'CSV',
    extensions: ['csv'],
    mimeType: 'text/csv',
    declaredTypes: ['application/vnd.ms-excel', 'application/csv'],
    content: { by: 'text' },
    image: false,
    inline: false,
  },
  {
    id: 'txt',
    label: 'a text file',
    name: 'TXT',
    extensions: ['txt'],
    mimeType: 'text/plain',
    content: { by: 'text' },
    image: false,
    inline: false,
  },
  {
    id: 'ies',
    label: 'an IES photometric file',
    name: 'IES',
    extensions: ['ies'],
    mimeType: 'application/x-ies',
    // Every version of IES LM-63 has a TILT= line before the photometric data.
    content: {
      by: 'text',
      requiredLine: { pattern: /^\s*TILT\s*=/im, missing: 'text without a TILT= line' },
    },
    image: false,
    inline: false,
  },
  {
    id: 'dwg',
    label: 'a DWG drawing',
    name: 'DWG',
    extensions: ['dwg'],
    mimeType: 'image/vnd.dwg',
    declaredTypes: ['application/acad', 'application/x-dwg', 'image/x-dwg'],
    content: { by: 'signature', mimeTypes: ['image/vnd.dwg'] },
    image: false,
    inline: false,
  },
  {
    id: 'dxf',
    label: 'a DXF drawing',
    name: 'DXF',
    extensions: ['dxf'],
    mimeType: 'image/vnd.dxf',
    declaredTypes: ['application/dxf', 'image/x-dxf'],
    content: { by: 'text' },
    image: false,
    inline: false,
  },
  {
    id: 'rvt',
    label: 'a Revit model',
    name: 'RVT',
    extensions: ['rvt', 'rfa'],
    mimeType: 'application/vnd.autodesk.revit',
    // Revit models and families are OLE compound files.
    content: { by: 'signature', mimeTypes: ['application/x-cfb'] },
    image: false,
    inline: false,
  },
];

/** The extension of a file name, lower case, without the dot; '' when it has none. */
export function extensionOf(filename: string): string {
  const match = filename.match(/\.([^./\\]+)$/);
  return match?.[1]?.toLowerCase() ?? '';
}

/** The kind a file is by its name, or by its declared type when the name does not tell. */
export function findFileKind(filename: string, declaredType?: string): FileKind | undefined {
  const extension = extensionOf(filename);
  const byName = fileKinds.find((kind) => kind.extensions.includes(extension));
  if (byName) return byName;
  const type = declaredType?.split(';')[0]?.trim().toLowerCase();
  if (!type) return undefined;
  return fileKinds.find((kind) => kind.mimeType === type || kind.declaredTypes?.includes(type));
}

/** What a sniffer made of the bytes: a format's signature, and the text when they decode as text. */
export type SniffedContent = {
  signature?: { mimeType: string; extension: string };
  text?: string;
};

/** Whether the bytes are what the kind says; otherwise what they are, for the message. */
export function checkContent(
  kind: FileKind,
  sniffed: SniffedContent,
): { ok: true } | { ok: false; found: string } {
  const rule = kind.content;
  if (rule.by === 'signature') {
    const mimeType = sniffed.signature?.mimeType;
    if (mimeType && rule.mimeTypes.includes(mimeType)) return { ok: true };
    return { ok: false, found: describeContent(sniffed) };
  }
  const binary = sniffed.signature && !isTextFormat(sniffed.signature.mimeType);
  if (sniffed.text === undefined || binary) return { ok: false, found: describeContent(sniffed) };
  if (rule.requiredLine && !rule.requiredLine.pattern.test(sniffed.text)) {
    return { ok: false, found: rule.requiredLine.missing };
  }
  return { ok: true };
}

/** What sniffed content is, in words: 'a PDF document', 'text', 'a file of type EXE'. */
export function describeContent(sniffed: SniffedContent): string {
  const { signature } = sniffed;
  if (!signature) return sniffed.text === undefined ? 'not a format we recognise' : 'text';
  const known = fileKinds.find((kind) => kind.mimeType === signature.mimeType);
  return known ? known.label : `a file of type ${signature.extension.toUpperCase()}`;
}

// A text file may well hold XML or JSON: those signatures do not make it binary.
function isTextFormat(mimeType: string): boolean {
  return /^text\/|[/+](xml|json)$/.test(mimeType);
}

/** For a file picker's `accept` attribute: every extension and type we take. */
export const acceptedFileTypes = fileKinds
  .flatMap((kind) => [...kind.extensions.map((extension) => `.${extension}`), kind.mimeType])
  .join(',');

/**
 * A file name as it may be stored and shown: its last path segment, without control characters,
 * at most 255 characters (the extension kept). Empty when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const name = (raw.split(/[/\\]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  if (name.length <= 255) return name;
  const extension = extensionOf(name);
  const keep = extension && extension.length < 20 ? `.${extension}` : '';
  return name.slice(0, 255 - keep.length) + keep;
}
