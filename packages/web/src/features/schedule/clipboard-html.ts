import { formatTsv, parseTsv } from './clipboard-tsv.ts';

/**
 * The clipboard's two forms of a range: tab-separated text (quoted where a cell holds a tab, a
 * line break or a quote) and an HTML table, which Excel, Sheets and word processors read as cells.
 */
export type ClipboardRange = { text: string; html: string };

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A line break inside a cell, as Excel writes it so that it stays in the cell. */
const CELL_BREAK = '<br style="mso-data-placement:same-cell;">';

export function formatClipboard(rows: readonly (readonly string[])[]): ClipboardRange {
  const body = rows
    .map(
      (row) =>
        `<tr>${row.map((cell) => `<td>${escapeHtml(cell).replace(/\r?\n/g, CELL_BREAK)}</td>`).join('')}</tr>`,
    )
    .join('');
  return {
    text: formatTsv(rows),
    html: `<meta charset="utf-8"><table><tbody>${body}</tbody></table>`,
  };
}

/** A cell's text from HTML: line breaks kept, the rest of the markup dropped, spaces as shown. */
function cellText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  for (const br of copy.querySelectorAll('br')) br.replaceWith('\n');
  for (const block of copy.querySelectorAll('p, div')) {
    if (block.nextSibling) block.append('\n');
  }
  return (copy.textContent ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .trim();
}

/**
 * The cells of the first table in clipboard HTML, or null when it holds none. A cell spanning
 * several columns or rows fills the first and leaves the others empty, as a paste in Excel does.
 */
export function parseHtmlTable(html: string): string[][] | null {
  if (!/<table/i.test(html)) return null;
  const table = new DOMParser().parseFromString(html, 'text/html').querySelector('table');
  if (!table) return null;
  const rows: string[][] = [];
  const spanned = new Map<string, true>();
  table.querySelectorAll('tr').forEach((tr, y) => {
    const row: string[] = [];
    let x = 0;
    for (const cell of tr.querySelectorAll('td, th')) {
      while (spanned.has(`${y}:${x}`)) row[x++] = '';
      row[x] = cellText(cell);
      const colSpan = Math.max(1, Number(cell.getAttribute('colspan')) || 1);
      const rowSpan = Math.max(1, Number(cell.getAttribute('rowspan')) || 1);
      for (let dy = 0; dy < rowSpan; dy += 1) {
        for (let dx = 0; dx < colSpan; dx += 1) {
          if (dx === 0 && dy === 0) continue;
          if (dy === 0) row[x + dx] = '';
          else spanned.set(`${y + dy}:${x + dx}`, true);
        }
      }
      x += colSpan;
    }
    while (spanned.has(`${y}:${x}`)) row[x++] = '';
    rows.push(row);
  });
  return rows.length > 0 ? rows : null;
}

/** What was pasted, as rows of cells: the HTML table when there is one, else the text. */
export function readClipboard(data: { html?: string | null; text?: string | null }): string[][] {
  const fromHtml = data.html ? parseHtmlTable(data.html) : null;
  return fromHtml ?? parseTsv(data.text ?? '');
}
