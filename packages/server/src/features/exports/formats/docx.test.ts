import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderDocx } from './docx.ts';
import {
  comparisonDocument,
  documentTexts,
  fixtureContext,
  fixtureDocument,
} from './export-fixture.test-support.ts';
import { readDocx, readZip } from './read-back.test-support.ts';

async function documentXml(bytes: Buffer) {
  const entries = await readZip(bytes);
  return entries.get('word/document.xml')!.toString('utf8');
}

describe('renderDocx', () => {
  it('lays the view out as a landscape table whose header repeats, with totals and page numbers', async () => {
    const document = fixtureDocument();
    const bytes = await renderDocx(document, fixtureContext({ template: 'a4' }));
    const entries = await readZip(bytes);
    const xml = entries.get('word/document.xml')!.toString('utf8');
    const { tables, paragraphs } = readDocx(xml);

    expect(paragraphs[0]).toBe('Harbour Tower');
    expect(paragraphs[1]).toBe('P-104 · DD · 1 Quay St');
    expect(paragraphs[2]).toBe('View: Lighting / Level 1 · Exported: 2025-02-03');
    expect(paragraphs).toContain('Rows: 4 · Total cost: $7,552.40 · Total power: 105');

    const [header, ...rows] = tables[0]!;
    expect(header!.repeatsAsHeader).toBe(true);
    expect(header!.cells).toEqual(document.columns.map((column) => column.name));
    expect(rows.map((row) => row.cells)).toEqual(documentTexts(document));
    expect(rows.some((row) => row.repeatsAsHeader)).toBe(false);

    // A4 landscape: 16838 wide, 11906 high; the description (420 px) wider than the rest (180).
    expect(xml).toMatch(/<w:pgSz w:w="16838" w:h="11906" w:orient="landscape"\/>/);
    const widths = [...xml.matchAll(/<w:gridCol w:w="(\d+)"\/>/g)].map((m) => Number(m[1]));
    expect(widths).toHaveLength(document.columns.length);
    expect(widths[2]! / widths[1]!).toBeCloseTo(420 / 180, 1);

    const footer = [...entries.keys()].find((name) => /^word\/footer\d*\.xml$/.test(name))!;
    const footerXml = entries.get(footer)!.toString('utf8');
    expect(footerXml).toContain('PAGE');
    expect(footerXml).toContain('NUMPAGES');
  });

  it('shades the changes of a comparison beside a Change column', async () => {
    const { tables } = readDocx(
      await documentXml(await renderDocx(comparisonDocument(), fixtureContext())),
    );
    const [header, ...rows] = tables[0]!;
    expect(header!.cells[0]).toBe('Change');
    expect(rows.map((row) => row.cells[0]).sort()).toEqual([
      '',
      '',
      'Added',
      'Modified',
      'Removed',
    ]);
  });

  it('draws the workspace logo above the header, and does without one it cannot read', async () => {
    const logo = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#204080' },
    })
      .png()
      .toBuffer();
    const document = fixtureDocument({ workspace: { name: 'Studio North', logoKey: 'logo' } });
    const withLogo = await readZip(
      await renderDocx(document, fixtureContext({ readFile: async () => logo })),
    );
    const media = [...withLogo.keys()].filter((name) => name.startsWith('word/media/'));
    expect(media).toHaveLength(1);
    expect((await sharp(withLogo.get(media[0]!)!).metadata()).height).toBe(96);

    const broken = await readZip(
      await renderDocx(
        document,
        fixtureContext({ readFile: async () => Buffer.from('not an image') }),
      ),
    );
    expect([...broken.keys()].some((name) => name.startsWith('word/media/'))).toBe(false);
    expect(readDocx(broken.get('word/document.xml')!.toString('utf8')).paragraphs[0]).toBe(
      'Harbour Tower',
    );
  });
});
