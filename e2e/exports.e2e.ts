import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessToken } from './support/api.ts';
import { expectAccessible, keepScreenshot, launchBrowser, openPage } from './support/browser.ts';
import { cellText, createProject, createRows, signInToWorkspace } from './support/schedule.ts';

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
// The spec allows an export 3 minutes; on this machine one takes seconds.
const exportWait = { timeout: 60_000 };

/**
 * Notes whether the waiting snackbar was ever on the page: a small export can go from waiting to
 * ready between two looks, so the page itself watches for it.
 */
async function watchForProgress(page: Page) {
  await page.evaluate(() => {
    const seen = window as unknown as { __exportProgressSeen?: string };
    seen.__exportProgressSeen = '';
    const look = () => {
      const snackbar = document.querySelector('[data-testid="export-progress"]');
      if (snackbar && !seen.__exportProgressSeen)
        seen.__exportProgressSeen = snackbar.textContent ?? '';
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
  });
}

const progressSeen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __exportProgressSeen?: string }).__exportProgressSeen,
  );

/** Export → Export… → the format (and page size) → Export, as a person does. */
async function exportAs(page: Page, format: string, pageSize?: string) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export schedule' });
  await dialog.getByRole('radio', { name: format, exact: true }).check();
  if (pageSize) {
    await dialog.getByRole('combobox', { name: 'Page size' }).click();
    await page.getByRole('option', { name: pageSize }).click();
  }
  await dialog.getByRole('button', { name: 'Export' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function savedBytes(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFileSync(file);
}

describe('exports', () => {
  let browser: Browser;
  const { email, password } = inject('demoAccount');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('exports the view as a PDF (progress, Export ready, preview, download) and as Excel', {
    timeout: 150_000,
  }, async () => {
    const page = await openPage(browser, 1280, 900);
    const workspaceId = await signInToWorkspace(page, email, password);
    const token = await accessToken(email, password);
    const projectId = await createProject(token, workspaceId, 'Ferry Terminal');
    const ids = { p: projectId, w: workspaceId };
    await createRows(token, ids, [
      { typeDesignation: 'FT1', manufacturer: 'Lumenworks', model: 'LW-10', quantity: 8 },
      { typeDesignation: 'FT2', manufacturer: 'Orion', model: 'OR-7', quantity: 3 },
      { typeDesignation: 'FT3', manufacturer: 'Vega', model: 'VG-1', quantity: 1 },
    ]);

    await page.goto(`/workspace/${workspaceId}/projects/${projectId}`);
    await page.getByTestId('data-grid-canvas').waitFor();
    await poll(() => cellText(page, 1, 2)).toBe('FT3');

    // PDF, on A4: first the waiting snackbar, then Export ready with Preview and Download.
    await watchForProgress(page);
    await exportAs(page, 'PDF', 'A4');
    const ready = page.getByTestId('export-ready');
    await ready.or(page.getByTestId('export-failed')).waitFor(exportWait);
    expect(await page.getByTestId('export-failed').allTextContents()).toEqual([]);
    expect(await progressSeen(page)).toContain(
      'Preparing your export. It can take up to 3 minutes.',
    );
    expect(await ready.textContent()).toContain('Export ready');
    expect(await ready.textContent()).toContain('Ferry Terminal');
    await keepScreenshot(page, 'exports-ready-1280');

    await ready.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: /Ferry Terminal.*\.pdf$/ });
    const frame = preview.locator('iframe');
    await frame.waitFor();
    const previewUrl = await frame.getAttribute('src');
    expect(previewUrl).toBeTruthy();
    const shown = await page.request.get(previewUrl!);
    expect(shown.ok()).toBe(true);
    expect(shown.headers()['content-type']).toContain('application/pdf');
    await keepScreenshot(page, 'exports-preview-1280');

    const pdfDownload = page.waitForEvent('download');
    await preview.getByRole('button', { name: 'Download' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const pdfBytes = await savedBytes(pdf);
    expect(pdfBytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = execFileSync('pdftotext', ['-layout', (await pdf.path())!, '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain('FT2');
    expect(text).toContain('Manufacturer');
    expect(text).toContain('Lumenworks');
    await preview.getByRole('button', { name: 'Close preview' }).click();
    await preview.waitFor({ state: 'detached' });

    // Excel: no preview, a Download that saves a workbook of the view.
    await exportAs(page, 'Excel (xlsx)');
    const excelReady = page.getByTestId('export-ready').filter({ hasText: '.xlsx' });
    await excelReady.or(page.getByTestId('export-failed')).waitFor(exportWait);
    expect(await page.getByTestId('export-failed').allTextContents()).toEqual([]);
    expect(await excelReady.getByRole('button', { name: 'Preview' }).count()).toBe(0);
    const xlsxDownload = page.waitForEvent('download');
    await excelReady.getByRole('button', { name: 'Download' }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsx.path())!);
    const sheet = workbook.worksheets[0]!;
    const cells: string[][] = [];
    sheet.eachRow((row) => {
      cells.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
    });
    const headerIndex = cells.findIndex((row) => row.includes('Manufacturer'));
    expect(headerIndex).toBeGreaterThanOrEqual(0);
    const header = cells[headerIndex]!;
    expect(header).toContain('Model');
    const orion = cells.find((row) => row.includes('FT2'));
    expect(orion?.[header.indexOf('Manufacturer')]).toBe('Orion');

    // Both are offered again from Recent exports.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Recent exports' }).click();
    const recent = page.getByRole('dialog', { name: 'Recent exports' });
    const list = recent.getByRole('list', { name: 'Recent exports' });
    await poll(() => list.getByRole('listitem').count()).toBe(2);
    await list.getByRole('button', { name: /^Preview .*\.pdf$/ }).waitFor();
    await list.getByRole('button', { name: /^Download .*\.xlsx$/ }).waitFor();
    await keepScreenshot(page, 'exports-recent-1280');
    await expectAccessible(page);
    await recent.getByRole('button', { name: 'Close' }).click();
    await page.context().close();
  });

  it('exports from a phone through More', async () => {
    const phone = await openPage(browser, 375, 800);
    const workspaceId = await signInToWorkspace(phone, email, password);
    const token = await accessToken(email, password);
    const projectId = await createProject(token, workspaceId, 'Pier Kiosk');
    await createRows(token, { p: projectId, w: workspaceId }, [
      { typeDesignation: 'PK1', manufacturer: 'Orion', model: 'OR-2' },
    ]);
    await phone.goto(`/workspace/${workspaceId}/projects/${projectId}`);
    await phone.getByTestId('data-grid-canvas').waitFor();
    await phone.getByRole('button', { name: 'More tools' }).click();
    await phone.getByRole('menuitem', { name: 'Export…' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Export schedule' });
    await dialog.getByRole('radio', { name: 'CSV' }).check();
    // Page size is for PDF and Word only.
    expect(await dialog.getByRole('combobox', { name: 'Page size' }).count()).toBe(0);
    const box = await dialog.getByRole('button', { name: 'Export' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await keepScreenshot(phone, 'exports-dialog-375');
    await expectAccessible(phone);
    await dialog.getByRole('button', { name: 'Export' }).click();
    const ready = phone.getByTestId('export-ready');
    await ready.or(phone.getByTestId('export-failed')).waitFor(exportWait);
    expect(await phone.getByTestId('export-failed').allTextContents()).toEqual([]);
    const download = phone.waitForEvent('download');
    await ready.getByRole('button', { name: 'Download' }).click();
    const csv = (await savedBytes(await download)).toString('utf8');
    expect(csv).toContain('PK1');
    expect(csv).toContain('Orion');
    await keepScreenshot(phone, 'exports-ready-375');
    await phone.context().close();
  });
});
