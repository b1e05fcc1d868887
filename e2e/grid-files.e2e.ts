import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser } from './support/accounts.ts';
import { accessToken } from './support/api.ts';
import { baseUrl, expectAccessible, keepScreenshot, launchBrowser } from './support/browser.ts';
import {
  allRows,
  cellText,
  col,
  createProject,
  createRows,
  type ScheduleIds,
  signInToWorkspace,
} from './support/schedule.ts';
import { clickCell, gridColumns, HEADER, headerSpan, slow } from './support/views.ts';

type StoredFile = { key: string; filename: string; thumbnails: Record<string, string> | null };

/** Scrolls the grid to its right end, where the Image column is. */
async function scrollToEnd(page: Page) {
  await page
    .getByTestId('schedule-grid')
    .locator('.dvn-scroller')
    .evaluate((scroller) => {
      scroller.scrollLeft = scroller.scrollWidth;
    });
  // The grid redraws on the next frames: wait for two of them, not for a fixed time.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The middle of a shown column's cell in `row` (base row height), on the page. */
async function cellPoint(page: Page, id: string, row: number) {
  const span = await headerSpan(page, id);
  return { x: (span.left + span.right) / 2, y: span.y + HEADER / 2 + row * 36 + 18 };
}

/**
 * Drops a picture file on the page at a point, as a file dragged from the desktop is: dragenter,
 * dragover and drop, carrying a PNG the browser draws (a red 120 × 80 rectangle).
 */
async function dropPicture(page: Page, name: string, at: { x: number; y: number }) {
  const dataTransfer = await page.evaluateHandle(async (filename) => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#cc2222';
    context.fillRect(0, 0, 120, 80);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!)));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], filename, { type: 'image/png' }));
    return transfer;
  }, name);
  await page.evaluate(
    ({ transfer, x, y }) => {
      const target = document.elementFromPoint(x, y);
      if (!target) throw new Error(`nothing at ${x}, ${y}`);
      for (const type of ['dragenter', 'dragover', 'drop']) {
        target.dispatchEvent(
          new DragEvent(type, {
            bubbles: true,
            cancelable: true,
            clientX: x,
            clientY: y,
            dataTransfer: transfer,
          }),
        );
      }
    },
    { transfer: dataTransfer, ...at },
  );
}

/** The colour the grid's canvas shows at a point of the page. */
async function canvasColour(page: Page, at: { x: number; y: number }) {
  return page.getByTestId('data-grid-canvas').evaluate((canvas, point) => {
    const element = canvas as HTMLCanvasElement;
    const box = element.getBoundingClientRect();
    const scale = element.width / box.width;
    const pixel = element
      .getContext('2d')!
      .getImageData((point.x - box.left) * scale, (point.y - box.top) * scale, 1, 1).data;
    return { r: pixel[0]!, g: pixel[1]!, b: pixel[2]! };
  }, at);
}

describe('files in the grid', () => {
  let browser: Browser;
  const owner = { email: 'files.lead@example.com', password: 'files-pass-9', name: 'Fia Lund' };
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(owner.email, owner.password, owner.name);
    token = await accessToken(owner.email, owner.password);
  });
  afterAll(() => browser?.close());

  const imageOf = async (ids: ScheduleIds) =>
    ((await allRows(token, ids))[0]?.cells.image ?? null) as StoredFile[] | null;

  it('an image dropped into a cell is uploaded, drawn, kept, previewed from its dialog, removed and put back', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    const workspaceId = await signInToWorkspace(page, owner.email, owner.password);
    const projectId = await createProject(token, workspaceId, 'Grid Files');
    const ids = { p: projectId, w: workspaceId };
    await createRows(token, ids, [{ typeDesignation: 'F1', model: 'Arc' }]);
    await page.goto(`/workspace/${workspaceId}/projects/${projectId}`);
    await expect.poll(() => cellText(page, col.model, 0), slow).toBe('Arc');

    // A file dropped on a column that does not hold files is refused, saying where files go.
    await dropPicture(page, 'lamp-f1.png', await cellPoint(page, 'model', 0));
    const refused = page.getByTestId('schedule-refused');
    await refused.waitFor(slow);
    expect(await refused.textContent()).toContain('Model does not take files. Drop them on Image.');
    expect(await imageOf(ids)).toBeNull();

    // Dropped on the Image cell: uploaded, then saved into the cell with its thumbnails.
    await scrollToEnd(page);
    const imageCol = (await gridColumns(page)).ids.indexOf('image') + 1;
    const imageCell = await cellPoint(page, 'image', 0);
    await dropPicture(page, 'lamp-f1.png', imageCell);
    await page.getByTestId('cell-files-added').waitFor(slow);
    expect(await page.getByTestId('cell-files-added').textContent()).toContain(
      'lamp-f1.png added to Image · F1',
    );
    await expect.poll(() => cellText(page, imageCol, 0), slow).toBe('lamp-f1.png');
    await expect
      .poll(async () => (await imageOf(ids))?.[0]?.thumbnails?.small, slow)
      .toMatch(/^[0-9a-f]{40}\.small\.png$/);
    const [stored] = (await imageOf(ids))!;
    expect(stored).toMatchObject({ filename: 'lamp-f1.png', type: 'image/png' });

    // The cell draws the picture's thumbnail (red) at its left.
    const span = await headerSpan(page, 'image');
    const thumbnail = { x: span.left + 10 + 8, y: imageCell.y };
    await expect
      .poll(async () => {
        const { r, g, b } = await canvasColour(page, thumbnail);
        return r > 150 && g < 90 && b < 90;
      }, slow)
      .toBe(true);

    // Still there after a reload.
    await page.reload();
    await expect.poll(() => cellText(page, col.model, 0), slow).toBe('Arc');
    await scrollToEnd(page);
    await expect.poll(() => cellText(page, imageCol, 0), slow).toBe('lamp-f1.png');

    // Enter on the cell opens its files; the picture previews in the overlay.
    await clickCell(page, 'image', 0);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Files of Image · F1' });
    await dialog.waitFor(slow);
    await expect
      .poll(() => dialog.getByTestId('cell-file').allTextContents(), slow)
      .toEqual([expect.stringMatching(/^lamp-f1\.png\d+ (B|KB)$/)]);
    await expectAccessible(page);
    await keepScreenshot(page, 'grid-files-dialog-1280');
    await dialog.getByRole('button', { name: 'Preview lamp-f1.png' }).click();
    const overlay = page.getByRole('dialog', { name: 'lamp-f1.png' });
    const full = overlay.getByRole('img', { name: 'lamp-f1.png' });
    await full.waitFor(slow);
    // Through a signed link that expires, not the bare key (issue 17, item 15).
    const signedLink = (key: string) =>
      new RegExp(`^/files/${key.replace(/\./g, '\\.')}\\?expires=\\d+&signature=[\\w-]{43}$`);
    expect(await full.getAttribute('src')).toMatch(signedLink(stored!.key));
    const bare = await page.evaluate(
      async (key) => (await fetch(`/files/${key}`)).status,
      stored!.key,
    );
    expect(bare).toBe(403);
    await expect
      .poll(() => full.evaluate((image) => (image as HTMLImageElement).naturalWidth), slow)
      .toBe(120);
    await keepScreenshot(page, 'grid-files-preview-1280');
    await overlay.getByRole('button', { name: 'Close' }).first().click();
    await overlay.waitFor({ state: 'detached' });

    // Removing it is an edit of the cell like any other: saved, and undone.
    await dialog.getByRole('button', { name: 'Remove lamp-f1.png' }).click();
    await expect.poll(() => dialog.getByTestId('cell-file').count(), slow).toBe(0);
    await expect.poll(async () => (await imageOf(ids)) ?? [], slow).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await clickCell(page, 'image', 0);
    await page.keyboard.press('Control+z');
    await expect
      .poll(async () => (await imageOf(ids))?.map((file) => file.key), slow)
      .toEqual([stored!.key]);
    await expect.poll(() => cellText(page, imageCol, 0), slow).toBe('lamp-f1.png');

    // A gallery card shows the picture, by its stored medium thumbnail.
    await page.getByRole('button', { name: 'View: Design Team View' }).click();
    await page.getByRole('menuitem', { name: /Shop Drawings/ }).click();
    const picture = page
      .getByRole('button', { name: 'Open the picture of Type F1' })
      .locator('img');
    await picture.waitFor(slow);
    expect(await picture.getAttribute('src')).toMatch(signedLink(stored!.thumbnails!.medium!));
    await expect
      .poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth), slow)
      .toBe(120);
    await context.close();
  });
});
