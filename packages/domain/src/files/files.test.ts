import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkContent, describeContent, extensionOf, findFileKind } from './file-kinds.ts';
import { formatMegabyteLimit, formatMegabytes } from './limits.ts';
import { fileMessages } from './messages.ts';

describe('file kinds', () => {
  it('recognises a file by its name first, whatever the case', () => {
    expect(findFileKind('Fixture A.IES')?.id).toBe('ies');
    expect(findFileKind('drawings.zip', 'application/octet-stream')?.id).toBe('zip');
    expect(findFileKind('photo.JPG', 'image/png')?.id).toBe('jpeg');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('no-extension')).toBe('');
  });

  it('falls back on the declared type when the name has no known extension', () => {
    expect(findFileKind('pasted image', 'image/png; charset=binary')?.id).toBe('png');
    expect(findFileKind('export', 'application/vnd.ms-excel')?.id).toBe('csv');
    expect(findFileKind('setup.exe', 'application/x-msdownload')).toBeUndefined();
  });

  it('accepts office files the sniffer sees only as ZIP, and refuses a PDF named .png', () => {
    const docx = findFileKind('spec.docx')!;
    const zip = { signature: { mimeType: 'application/zip', extension: 'zip' } };
    expect(checkContent(docx, zip)).toEqual({ ok: true });
    const pdf = { signature: { mimeType: 'application/pdf', extension: 'pdf' } };
    expect(checkContent(findFileKind('photo.png')!, pdf)).toEqual({
      ok: false,
      found: 'a PDF document',
    });
  });

  it('checks text kinds for text, and IES files for their TILT line', () => {
    const ies = findFileKind('a.ies')!;
    expect(checkContent(ies, { text: 'IESNA:LM-63-2002\nTILT=NONE\n1 1000' })).toEqual({
      ok: true,
    });
    expect(checkContent(ies, { text: 'hello' })).toEqual({
      ok: false,
      found: 'text without a TILT= line',
    });
    const csv = findFileKind('a.csv')!;
    expect(checkContent(csv, {})).toEqual({ ok: false, found: 'not a format we recognise' });
    const xml = { signature: { mimeType: 'application/xml', extension: 'xml' }, text: '<a/>' };
    expect(checkContent(findFileKind('notes.txt')!, xml)).toEqual({ ok: true });
    const png = { signature: { mimeType: 'image/png', extension: 'png' } };
    expect(checkContent(csv, png)).toEqual({ ok: false, found: 'a PNG image' });
    expect(describeContent({ signature: { mimeType: 'x', extension: 'exe' } })).toBe(
      'a file of type EXE',
    );
  });

  it('names both the expected and the found type when refusing', () => {
    expect(fileMessages.contentMismatch('photo.png', 'a PNG image', 'a PDF document')).toBe(
      'The file photo.png is not a PNG image: its content is a PDF document.',
    );
  });
});

describe('sizes in MB', () => {
  it('shows sizes with two decimals and limits without trailing zeros', () => {
    expect(formatMegabytes(3_637_248)).toBe('3.47 MB');
    expect(formatMegabytes(0)).toBe('0.00 MB');
    expect(formatMegabyteLimit(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatMegabyteLimit(512 * 1024)).toBe('0.5 MB');
    expect(fileMessages.tooLarge(10 * 1024 * 1024)).toBe(
      'The file is larger than the limit of 10 MB.',
    );
  });

  it('always has exactly two decimals', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), (bytes) => {
        expect(formatMegabytes(bytes)).toMatch(/^\d+\.\d{2} MB$/);
      }),
    );
  });
});
