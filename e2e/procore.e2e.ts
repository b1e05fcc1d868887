import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeProcore,
  startFakeProcore,
} from '../packages/server/test/support/fake-procore.ts';
import { createReadyUser } from './support/accounts.ts';
import { accessToken } from './support/api.ts';
import {
  expectAccessible,
  keepScreenshot,
  launchBrowser,
  openPage,
  pointHelpersAt,
} from './support/browser.ts';
import { cellText, createProject, createRows, signInToWorkspace } from './support/schedule.ts';
import { type RunningServer, startServer } from './support/server.ts';

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
// The spec allows an export 3 minutes; on this machine one takes seconds.
const exportWait = { timeout: 60_000 };

/**
 * Notes whether the dialog's progress bar was ever on the page: a small file can go from
 * waiting to sent between two looks, so the page itself watches for it.
 */
async function watchForProgress(page: Page) {
  await page.evaluate(() => {
    const seen = window as unknown as { __procoreProgressSeen?: boolean };
    seen.__procoreProgressSeen = false;
    const look = () => {
      if (document.querySelector('[role="progressbar"][aria-label="Sending to Procore"]'))
        seen.__procoreProgressSeen = true;
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
  });
}

const progressSeen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __procoreProgressSeen?: boolean }).__procoreProgressSeen,
  );

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openSchedule(page: Page, workspaceId: string, projectId: string) {
  await page.goto(`/workspace/${workspaceId}/projects/${projectId}`);
  await page.getByTestId('data-grid-canvas').waitFor();
  await poll(() => cellText(page, 1, 1)).toBe('HH2');
}

// The shared server has no Procore: this journey starts the app pointed at a fake Procore, with
// its own address as PUBLIC_URL, where Procore's sign-in sends the person back.
describe('Send to Procore', () => {
  let fake: FakeProcore;
  let server: RunningServer;
  let browser: Browser;
  const person = { email: 'procore@example.com', password: 'procore-pass-1', name: 'Noor Haddad' };
  let workspaceId = '';
  let projectId = '';

  beforeAll(async () => {
    fake = await startFakeProcore();
    server = await startServer((url) => ({ ...fake.env, PUBLIC_URL: url }));
    pointHelpersAt(server.url);
    browser = await launchBrowser();
    await createReadyUser(person.email, person.password, person.name);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
    pointHelpersAt(null);
  });

  it('connects a Procore account and sends the schedule to a nested folder', {
    timeout: 150_000,
  }, async () => {
    const page = await openPage(browser, 1280, 900);
    const context: BrowserContext = page.context();
    workspaceId = await signInToWorkspace(page, person.email, person.password);
    const token = await accessToken(person.email, person.password);
    projectId = await createProject(token, workspaceId, 'Harbour Hotel');
    await createRows(token, { p: projectId, w: workspaceId }, [
      { typeDesignation: 'HH1', manufacturer: 'Lumenworks', model: 'LW-10', quantity: 12 },
      { typeDesignation: 'HH2', manufacturer: 'Orion', model: 'OR-7', quantity: 4 },
    ]);
    await openSchedule(page, workspaceId, projectId);
    const toolbar = page.getByRole('toolbar', { name: 'Schedule' });
    const sendButton = toolbar.getByRole('button', { name: 'Send to Procore' });
    await sendButton.waitFor();
    // Beside Export, and inside the page: the toolbar does not overflow at 1280.
    const box = await sendButton.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1280);
    await keepScreenshot(page, 'procore-toolbar-1280');

    await sendButton.click();
    const dialog = page.getByRole('dialog', { name: 'Send to Procore' });
    await dialog
      .getByText('Connect your Procore account to send schedules to its documents.')
      .waitFor();

    // Procore's sign-in opens in a window of its own and comes back to /procore/callback.
    const popupOpened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Connect Procore account' }).click();
    const popup = await popupOpened;
    await popup.getByRole('heading', { name: 'Procore connected' }).waitFor();
    await popup.getByText('Pat Builder (pat@builder.example)').waitFor();
    expect(new URL(popup.url()).pathname).toBe('/procore/callback');
    await popup.close();
    await page.bringToFront();

    // Back in the dialog, the account is there without reopening it.
    await poll(() =>
      dialog.getByRole('combobox', { name: 'Procore account' }).textContent(),
    ).toContain('Pat Builder (pat@builder.example)');
    await choose(page, 'Company', 'Harbour Construction');
    await choose(page, 'Project', 'HH-01 Harbour Hotel');
    await dialog.getByRole('button', { name: 'Open Schedules', exact: true }).click();
    await dialog.getByRole('button', { name: 'Open Lighting', exact: true }).click();
    const issued = dialog.getByRole('button', { name: 'Issued', exact: true });
    await issued.click();
    expect(await issued.getAttribute('aria-pressed')).toBe('true');
    await keepScreenshot(page, 'procore-dialog-1280');
    await expectAccessible(page);

    await watchForProgress(page);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = dialog.getByText(/^Sent .*\.xlsx to Procore\.$/);
    const failed = dialog.getByRole('alert').filter({ hasNotText: /^Sent / });
    await sent.or(failed).waitFor(exportWait);
    expect(await failed.allTextContents()).toEqual([]);
    expect(await progressSeen(page)).toBe(true);
    expect(await sent.textContent()).toContain('Harbour Hotel');
    await keepScreenshot(page, 'procore-sent-1280');

    expect(fake.uploads).toHaveLength(1);
    const upload = fake.uploads[0]!;
    expect(upload.projectId).toBe('2101');
    expect(upload.parentId).toBe('9111');
    expect(upload.fileName).toMatch(/\.xlsx$/);
    expect(upload.body.subarray(0, 2).toString('latin1')).toBe('PK');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('sends again from a phone through More, to the folder used last', async () => {
    const phone = await openPage(browser, 375, 800);
    await signInToWorkspace(phone, person.email, person.password);
    await openSchedule(phone, workspaceId, projectId);
    await phone.getByRole('button', { name: 'More tools' }).click();
    await phone.getByRole('menuitem', { name: 'Send to Procore…' }).waitFor();
    await keepScreenshot(phone, 'procore-more-375');
    await phone.getByRole('menuitem', { name: 'Send to Procore…' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Send to Procore' });
    const lastUsed = dialog.getByRole('button', {
      name: 'Harbour Hotel / Schedules/Lighting/Issued',
    });
    await lastUsed.click();
    await dialog.getByText('Sending to: Schedules/Lighting/Issued').waitFor();
    await choose(phone, 'Format', 'CSV');
    const send = dialog.getByRole('button', { name: 'Send', exact: true });
    const box = await send.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await keepScreenshot(phone, 'procore-dialog-375');
    await expectAccessible(phone);
    await send.click();
    const sent = dialog.getByText(/^Sent .*\.csv to Procore\.$/);
    const failed = dialog.getByRole('alert').filter({ hasNotText: /^Sent / });
    await sent.or(failed).waitFor(exportWait);
    expect(await failed.allTextContents()).toEqual([]);
    await poll(() => fake.uploads.length).toBe(2);
    expect(fake.uploads[1]!.parentId).toBe('9111');
    expect(fake.uploads[1]!.body.toString('utf8')).toContain('Orion');
    await keepScreenshot(phone, 'procore-sent-375');
    await phone.context().close();
  });
});
