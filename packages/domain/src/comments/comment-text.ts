import { extensionOf, fileKinds } from '../files/file-kinds.ts';

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The text a reader sees in a comment's HTML: tags dropped, block ends as line breaks, the
 * common entities decoded. For lengths, emptiness, excerpts and mail, never for display.
 */
export function commentPlainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/blockquote|\/pre)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) {
        return safeCodePoint(Number.parseInt(name.slice(2), 16)) ?? whole;
      }
      if (name.startsWith('#')) return safeCodePoint(Number(name.slice(1))) ?? whole;
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function safeCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff
    ? String.fromCodePoint(code)
    : undefined;
}

/** The start of a comment on one line, for notifications and mail subjects. */
export function commentExcerpt(html: string, maxLength = 140): string {
  const text = commentPlainText(html).replace(/\s+/g, ' ').trim();
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}

/** What a mention search looks for: trimmed, a leading @ ignored, lower case. */
export function normalizeMentionSearch(search: string): string {
  return search.trim().replace(/^@+/, '').trim().toLowerCase();
}

export type AttachmentPreviewKind = 'image' | 'pdf' | 'ies' | 'zip' | 'file';

const imageKinds = fileKinds.filter((kind) => kind.image);

/**
 * How the overlay carousel previews an attachment: images and PDFs by their type, IES and ZIP
 * files by name (as the spec recognises them), anything else as a file to download.
 */
export function attachmentPreviewKind(filename: string, type = ''): AttachmentPreviewKind {
  const extension = extensionOf(filename);
  const mime = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (extension === 'ies') return 'ies';
  if (extension === 'zip') return 'zip';
  if (mime === 'application/pdf' || extension === 'pdf') return 'pdf';
  const image = imageKinds.some((kind) =>
    mime ? kind.mimeType === mime : kind.extensions.includes(extension),
  );
  return image ? 'image' : 'file';
}
