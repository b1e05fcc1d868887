import type { SniffedContent } from '@specboard/domain';

/** What the bytes are, from their signature (file-type) and whether they read as text. */
export async function sniffContent(bytes: Buffer): Promise<SniffedContent> {
  // file-type takes some UTF-16 text for MPEG audio; a byte order mark says what it is.
  if (utf16Encoding(bytes)) return { text: decodeText(bytes) };
  // Loaded with the first upload rather than at every start.
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  return {
    signature: found && { mimeType: found.mime, extension: found.ext },
    text: decodeText(bytes),
  };
}

// Text has no NUL bytes, unless it is UTF-16 (Excel's "Unicode text"), which starts with a BOM.
function decodeText(bytes: Buffer): string | undefined {
  const utf16 = utf16Encoding(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  if (bytes.includes(0)) return undefined;
  return new TextDecoder('utf-8').decode(bytes);
}

function utf16Encoding(bytes: Buffer): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}
