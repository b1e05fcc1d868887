import { checkContent, findFileKind } from '@specboard/domain';
import { describe, expect, it } from 'vitest';
import { storedZip } from './files.test-support.ts';
import { sniffContent } from './sniff.ts';

const check = async (name: string, bytes: Buffer) =>
  checkContent(findFileKind(name)!, await sniffContent(bytes));

const docx = storedZip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document/>',
});

describe('sniffing uploads', () => {
  it('looks inside ZIP containers for Office documents', async () => {
    expect((await sniffContent(docx)).signature?.extension).toBe('docx');
    expect(await check('spec.docx', docx)).toEqual({ ok: true });
    expect(await check('drawings.zip', docx)).toEqual({ ok: true });
    expect(await check('budget.xlsx', docx)).toEqual({ ok: false, found: 'a Word document' });
  });

  it('takes CAD and BIM files by their signatures', async () => {
    const dwg = Buffer.concat([Buffer.from('AC1032'), Buffer.alloc(100)]);
    const cfb = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(1024),
    ]);
    expect(await check('plan.dwg', dwg)).toEqual({ ok: true });
    expect(await check('model.rvt', cfb)).toEqual({ ok: true });
    expect(await check('family.rfa', cfb)).toEqual({ ok: true });
    expect(await check('plan.dxf', Buffer.from('  0\nSECTION\n  2\nHEADER\n'))).toEqual({
      ok: true,
    });
    expect(await check('plan.dxf', dwg)).toEqual({ ok: false, found: 'a DWG drawing' });
  });

  it("reads UTF-8 and UTF-16 text, as Excel's CSV and Unicode text exports write it", async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Type,Qty\n', 'utf16le')]);
    expect(await sniffContent(utf16)).toEqual({ signature: undefined, text: 'Type,Qty\n' });
    expect(await check('export.csv', utf16)).toEqual({ ok: true });
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Typ,Menge\nÄ1,2\n')]);
    expect(await check('export.csv', utf8)).toEqual({ ok: true });
    const binary = Buffer.from([1, 2, 0, 4, 5]);
    expect(await check('notes.txt', binary)).toEqual({
      ok: false,
      found: 'not a format we recognise',
    });
  });
});
