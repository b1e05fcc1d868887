import { describe, expect, it } from 'vitest';
import { renderCsv } from './csv.ts';
import {
  comparisonDocument,
  fixtureContext,
  fixtureDocument,
  longDescription,
} from './export-fixture.test-support.ts';
import { parseCsv } from './read-back.test-support.ts';

describe('renderCsv', () => {
  it('writes UTF-8 with a BOM and CRLF, quoted per RFC 4180, equal to the view', async () => {
    const document = fixtureDocument();
    const bytes = await renderCsv(document, fixtureContext());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.split('\r\n').every((line) => !line.includes('\n') || line.includes('"'))).toBe(
      true,
    );
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(document.columns.map((column) => column.name));
    expect(rows).toHaveLength(4); // the hidden row and the other tag's row are not there
    expect(rows.map((row) => row[0])).toEqual(['A1', 'A1', 'A2', 'B1']);
    expect(rows[0]).toEqual([
      'A1',
      'Lumenpulse',
      longDescription, // commas, quotes and a line break, quoted
      '2',
      '1250.5', // the exact decimal, not '$1,250.50'
      '2501',
      '25',
      '2024-03-15',
      '2 files',
      '\'=HYPERLINK("http://evil","click")',
      'TRUE',
    ]);
    expect(rows[3]![1]).toBe('Acme, Inc.');
    expect(rows[3]![10]).toBe('FALSE');
    // Every other text is as the grid shows it.
    document.rows.forEach((row, r) => {
      row.cells.forEach((cell, c) => {
        const kind = document.columns[c]!.kind;
        if (kind === 'text' || kind === 'files' || kind === 'url') {
          expect(rows[r]![c]).toBe(cell.text);
        }
      });
    });
  });

  it('starts a comparison with the Change column', async () => {
    const [header, ...rows] = parseCsv(
      (await renderCsv(comparisonDocument(), fixtureContext())).toString('utf8').slice(1),
    );
    expect(header![0]).toBe('Change');
    expect(rows.map((row) => `${row[1]}:${row[0]}`).sort()).toEqual([
      'A1:',
      'A1:',
      'A2:Modified',
      'B1:Removed',
      'C1:Added',
    ]);
  });
});
