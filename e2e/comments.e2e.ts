import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser } from './support/accounts.ts';
import { accessToken } from './support/api.ts';
import { baseUrl, expectAccessible, keepScreenshot, launchBrowser } from './support/browser.ts';
import { inviteAndAccept } from './support/invitations.ts';
import {
  allRows,
  clickTypeCell,
  createProject,
  createRows,
  signInToWorkspace,
} from './support/schedule.ts';

// A 96×64 amber PNG (made with sharp), small enough to keep here.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAwElEQVR4nO3ZwQnDQADEQBemElPf1ZN/IP6EsH4MXAVCK5/t67xyzncIFzrnVhGAAqhfVsKgAIpB/e9RY2IBFIMysVYXWg0KoBiUiaVBPfO7gkgHUAzKxNKg5j0W6QCKQZlY8+64KAZQDMrEmgfIy2oAxaBMLA1qHmORDqAYlIk1j46LYgDFoEyshxx/VgMoBmViaVDzHot0AMWgTKx5d1wUAygGZWLNA+RlNYBiUCaWBjWPsUgHUAzKxJpH5+O8AeVm0jtc5LlrAAAAAElFTkSuQmCC',
  'base64',
);

const slow = { timeout: 20_000 };

describe('comments', () => {
  let browser: Browser;
  const author = {
    email: 'comments.author@example.com',
    password: 'comments-pass-1',
    name: 'Maya Okafor',
  };
  const reader = {
    email: 'comments.reader@example.com',
    password: 'comments-pass-2',
    name: 'Theo Brandt',
  };
  let workspaceId: string;
  let projectId: string;
  let rowId: string;

  async function open(
    person: { email: string; password: string },
    width: number,
    height = 800,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl() });
    const page = await context.newPage();
    if (process.env.E2E_CONSOLE) {
      page.on('console', (message) =>
        console.log(`[${person.email} ${message.type()}] ${message.text()}`),
      );
      page.on('pageerror', (error) => console.log(`[${person.email} error] ${error.stack}`));
    }
    await signInToWorkspace(page, person.email, person.password);
    return { context, page };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(author.email, author.password, author.name);
    await createReadyUser(reader.email, reader.password, reader.name);
    const token = await accessToken(author.email, author.password);
    const { page, context } = await (async () => {
      const context = await browser.newContext({ baseURL: baseUrl() });
      return { context, page: await context.newPage() };
    })();
    workspaceId = await signInToWorkspace(page, author.email, author.password);
    await context.close();
    // The reader is an editor of the author's workspace, and so of its projects.
    await inviteAndAccept(token, workspaceId, reader, 'editor');
    projectId = await createProject(token, workspaceId, 'Riverside Library');
    const ids = { p: projectId, w: workspaceId };
    await createRows(token, ids, [
      { typeDesignation: 'L1', manufacturer: 'Lumenworks', model: 'LW-40' },
      { typeDesignation: 'L2', manufacturer: 'Orion', model: 'OR-12' },
    ]);
    rowId = (await allRows(token, ids))[0]!.id;
  });
  afterAll(() => browser?.close());

  it('a cell comment with a mention and an image reaches the other person live; they preview, resolve and hide it, and are notified', async () => {
    const projectUrl = `/workspace/${workspaceId}/projects/${projectId}`;
    const a = await open(author, 1280);
    const b = await open(reader, 1280);
    await a.page.goto(projectUrl);
    await b.page.goto(projectUrl);
    const gridA = a.page.getByTestId('schedule-grid');
    const gridB = b.page.getByTestId('schedule-grid');
    await a.page.getByTestId('data-grid-canvas').waitFor(slow);
    await b.page.getByTestId('data-grid-canvas').waitFor(slow);
    await expect.poll(() => gridB.getAttribute('data-commented-rows'), slow).toBe('');

    // The author comments on row L1's Manufacturer cell.
    await a.page.bringToFront();
    await clickTypeCell(a.page, 0);
    await a.page.keyboard.press('ArrowRight');
    await a.page.getByRole('button', { name: 'More tools' }).click();
    await a.page.getByRole('menuitem', { name: 'Comment on this cell (Ctrl+Alt+M)' }).click();
    const panelA = a.page.getByRole('dialog', { name: 'L1' });
    await panelA.getByText('Commenting on Manufacturer').waitFor(slow);
    const editor = panelA.getByRole('textbox', { name: 'Comment' });
    await editor.click();
    await a.page.keyboard.type('Please confirm the finish with ');
    await a.page.keyboard.type('@The');
    const option = a.page.getByRole('menuitem', { name: /Theo Brandt/ });
    await option.waitFor(slow);
    await keepScreenshot(a.page, 'comments-mention-1280');
    await a.page.keyboard.press('Enter');
    await option.waitFor({ state: 'detached' });
    await panelA
      .getByLabel('Files to attach')
      .setInputFiles({ name: 'finish-sample.png', mimeType: 'image/png', buffer: PNG });
    await panelA
      .getByRole('button', { name: 'finish-sample.png' })
      .or(panelA.getByText('finish-sample.png'))
      .first()
      .waitFor(slow);
    await expect.poll(() => panelA.getByLabel('Uploading').count(), slow).toBe(0);
    await keepScreenshot(a.page, 'comments-composer-1280');
    await a.page.keyboard.press('Control+Enter');
    const sent = panelA.getByRole('article', { name: `Comment by ${author.name}` });
    await sent.waitFor(slow);
    await sent.getByText('@Theo Brandt').waitFor();
    await sent.getByRole('button', { name: 'Preview finish-sample.png' }).waitFor();
    await expect
      .poll(() => gridA.getAttribute('data-commented-rows'), slow)
      .toMatch(new RegExp(`^${rowId}:1:`));

    // The reader's grid shows the row's badge, unread, without a reload.
    await b.page.bringToFront();
    await expect.poll(() => gridB.getAttribute('data-commented-rows'), slow).toBe(`${rowId}:1:1`);
    await b.page.getByRole('button', { name: 'Comments, 1 unread' }).waitFor(slow);
    await keepScreenshot(b.page, 'comments-badge-1280');
    // The badge sits at the right end of the Type cell (after row markers under 60 px wide, 180 px
    // wide); a click there opens the row's comments.
    const box = await b.page.getByTestId('data-grid-canvas').boundingBox();
    if (!box) throw new Error('no grid');
    await b.page.mouse.click(box.x + 195, box.y + 36 + 18);
    const panelB = b.page.getByRole('dialog', { name: 'L1' });
    const received = panelB.getByRole('article', { name: `Comment by ${author.name}` });
    await received.waitFor(slow);
    await received.getByText('Manufacturer').waitFor();
    // The reader may resolve it, but not edit or delete another person's comment.
    expect(await received.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await received.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    // Opening it marked it read.
    await expect.poll(() => gridB.getAttribute('data-commented-rows'), slow).toBe(`${rowId}:1:0`);
    await keepScreenshot(b.page, 'comments-panel-1280');
    await expectAccessible(b.page);

    // The image in the overlay.
    await received.getByRole('button', { name: 'Preview finish-sample.png' }).click();
    const overlay = b.page.getByRole('dialog', { name: 'finish-sample.png' });
    await overlay.getByRole('img', { name: 'finish-sample.png' }).first().waitFor(slow);
    await keepScreenshot(b.page, 'comments-carousel-1280');
    await overlay.getByRole('button', { name: 'Close preview' }).click();
    await overlay.waitFor({ state: 'detached' });

    // Resolved, then hidden.
    await received.getByRole('button', { name: 'Resolve' }).click();
    await received.getByText(`Resolved by ${reader.name}`).waitFor(slow);
    await panelB.getByLabel('Hide resolved').check();
    await received.waitFor({ state: 'detached', ...slow });
    await panelB.getByText('No comments yet.').waitFor();
    await panelB.getByRole('button', { name: 'Close comments' }).click();

    // The mention is under the reader's bell.
    await b.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const notification = b.page.getByRole('menuitem', {
      name: /Maya Okafor mentioned you in Riverside Library/,
    });
    await notification.waitFor(slow);
    await keepScreenshot(b.page, 'comments-bell-1280');
    await notification.click();
    await expect.poll(() => new URL(b.page.url()).searchParams.get('row')).toBe(rowId);
    await b.page.getByRole('dialog', { name: 'L1' }).waitFor(slow);
    // Read now; the bell sits behind the open panel (hidden from the accessibility tree).
    await b.page
      .getByRole('button', { name: 'Notifications', exact: true, includeHidden: true })
      .waitFor({ state: 'attached', ...slow });

    await a.context.close();
    await b.context.close();
  }, 180_000);

  it('opens a row’s comments full-screen on a phone, from the address', async () => {
    const phone = await open(author, 375, 812);
    await phone.page.goto(`/workspace/${workspaceId}/projects/${projectId}?row=${rowId}`);
    const panel = phone.page.getByRole('dialog', { name: 'L1' });
    await panel.getByLabel('Hide resolved').waitFor(slow);
    // The author still sees the resolved comment: hiding them is the reader's choice.
    await panel.getByRole('article').first().waitFor(slow);
    const size = await panel.boundingBox();
    expect(size?.width).toBe(375);
    await keepScreenshot(phone.page, 'comments-panel-375');
    await panel.getByRole('textbox', { name: 'Comment' }).click();
    await phone.page.keyboard.type('@The');
    await phone.page.getByRole('menuitem').first().waitFor(slow);
    await keepScreenshot(phone.page, 'comments-mention-375');
    await phone.page.keyboard.press('Escape');
    await phone.context.close();
  }, 90_000);
});
