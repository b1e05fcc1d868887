import { describe, expect, it } from 'vitest';
import { formatClipboard, parseHtmlTable, readClipboard } from './clipboard-html.ts';

describe('the clipboard as an HTML table', () => {
  const cells = [
    ['A1', 'tab\there', 'two\nlines'],
    ['say "hi"', '<b>not bold</b> & co', ''],
  ];

  it('writes quoted text and a table, and reads both back to the same cells', () => {
    const { text, html } = formatClipboard(cells);
    expect(text).toBe('A1\t"tab\there"\t"two\nlines"\n"say ""hi"""\t<b>not bold</b> & co\t');
    expect(parseHtmlTable(html)).toEqual(cells);
    expect(readClipboard({ text })).toEqual(cells);
    expect(readClipboard({ html, text: 'ignored' })).toEqual(cells);
  });

  it('reads tables as Excel and Google Sheets write them', () => {
    const excel =
      '<html><body><table><tr><td class=xl65>A1</td><td>1,085.50</td></tr>' +
      '<tr><td>Line one<br style="mso-data-placement:same-cell;">Line two</td><td>&nbsp;</td></tr></table></body></html>';
    expect(parseHtmlTable(excel)).toEqual([
      ['A1', '1,085.50'],
      ['Line one\nLine two', ''],
    ]);
    const sheets =
      '<google-sheets-html-origin><table><tbody><tr><td colspan="2">wide</td><td>c</td></tr><tr><td rowspan="2">tall</td><td>x</td><td>y</td></tr><tr><td>p</td><td>q</td></tr></tbody></table>';
    expect(parseHtmlTable(sheets)).toEqual([
      ['wide', '', 'c'],
      ['tall', 'x', 'y'],
      ['', 'p', 'q'],
    ]);
  });

  it('falls back to the text when the HTML holds no table', () => {
    expect(parseHtmlTable('<p>just words</p>')).toBeNull();
    expect(readClipboard({ html: '<p>x</p>', text: 'a\tb' })).toEqual([['a', 'b']]);
  });
});
