import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { cellText } from './schedule.ts';

// Helpers of the views journeys: the grid is a canvas, so columns are found by their offsets.

export const slow = { timeout: 15_000 };

/** The grid's columns and widths, as the schedule exposes them beside its canvas. */
export async function gridColumns(page: Page): Promise<{ ids: string[]; widths: number[] }> {
  const grid = page.getByTestId('schedule-grid');
  const ids = (await grid.getAttribute('data-column-ids')) ?? '';
  const widths = (await grid.getAttribute('data-column-widths')) ?? '';
  return { ids: ids.split(','), widths: widths.split(',').map(Number) };
}

/** The Type of the first rows the grid shows (Type is always the first column). */
export async function firstTypes(page: Page, count: number): Promise<string[]> {
  const types: string[] = [];
  for (let row = 0; row < count; row += 1) types.push((await cellText(page, 1, row)) ?? '');
  return types;
}

/** Row markers are 32 px wide under 100 rows; the header row is 36 px high. */
export const MARKERS = 32;
export const HEADER = 36;

/** Where a shown column's header starts and ends on the page (after the grid's own scrolling). */
export async function headerSpan(page: Page, id: string) {
  const box = await page.getByTestId('data-grid-canvas').boundingBox();
  if (!box) throw new Error('no grid on the page');
  const { ids, widths } = await gridColumns(page);
  const index = ids.indexOf(id);
  if (index < 0) throw new Error(`column ${id} is not shown`);
  // The first column is frozen; the others move left as the grid scrolls right.
  const scrolled =
    index === 0
      ? 0
      : await page
          .getByTestId('schedule-grid')
          .locator('.dvn-scroller')
          .evaluate((scroller) => scroller.scrollLeft);
  const left =
    box.x + MARKERS + widths.slice(0, index).reduce((sum, width) => sum + width, 0) - scrolled;
  return { left, right: left + widths[index]!, y: box.y + HEADER / 2 };
}

/**
 * Drags with the mouse, a frame at a time as a hand does: the grid follows the pointer frame by
 * frame, and a drag faster than that ends before it has seen where it goes.
 */
export async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  // Hover first: the grid decides what a press grabs (a header, its edge) from the hover.
  await page.mouse.move(from.x, from.y, { steps: 4 });
  await page.waitForTimeout(100);
  await page.mouse.down();
  const steps = 16;
  for (let step = 1; step <= steps; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    await page.mouse.move(x, y);
    await page.waitForTimeout(20);
  }
  await page.mouse.up();
}

/**
 * Closes an open settings panel with Escape, and waits until it has gone: until its closing
 * animation ends, its invisible backdrop takes the clicks meant for the grid.
 */
export async function closePanel(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
}

/**
 * Clicks a shown column's cell in `row` (base row height) until the grid has selected it: a dialog
 * just closed may still be moving the page under the pointer.
 */
export async function clickCell(page: Page, id: string, row: number) {
  const col = (await gridColumns(page)).ids.indexOf(id) + 1;
  const cell = page.getByTestId(`glide-cell-${col}-${row}`);
  await expect
    .poll(async () => {
      // Never a second click on the selected cell: that opens its editor.
      if ((await cell.getAttribute('aria-selected', { timeout: 2000 })) === 'true') return 'true';
      const span = await headerSpan(page, id);
      await page.mouse.click((span.left + span.right) / 2, span.y + HEADER / 2 + row * 36 + 18);
      await page.waitForTimeout(300);
      return cell.getAttribute('aria-selected', { timeout: 2000 });
    }, slow)
    .toBe('true');
}

/** Opens a column header's menu (its button sits at the header's right end, shown on hover). */
export async function openHeaderMenu(page: Page, id: string, name: string) {
  const span = await headerSpan(page, id);
  await page.mouse.move((span.left + span.right) / 2, span.y, { steps: 3 });
  await page.mouse.move(span.right - 14, span.y, { steps: 3 });
  await page.waitForTimeout(100);
  await page.mouse.click(span.right - 14, span.y);
  await page.getByRole('menu', { name: `${name} column` }).waitFor();
}

export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
