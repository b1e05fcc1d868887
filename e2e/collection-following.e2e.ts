import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser, readMailFromOutbox } from './support/accounts.ts';
import { accessToken, callApi } from './support/api.ts';
import { baseUrl, expectAccessible, keepScreenshot, launchBrowser } from './support/browser.ts';
import { graphql } from './support/graphql/index.ts';
import { allRows, createProject, signInToWorkspace } from './support/schedule.ts';
import { slow } from './support/views.ts';

const createCollection = graphql(`
  mutation FollowingJourneyCreateCollection($w: ID!, $n: String!) {
    createCollectionV3(workspaceId: $w, name: $n) {
      id
    }
  }
`);

const addProduct = graphql(`
  mutation FollowingJourneyAddProduct($w: ID!, $c: ID!, $cells: JSON) {
    createEmptyRow(workspaceId: $w, collectionId: $c, cells: $cells)
  }
`);

/** A page of its own (own cookies), signed in as `who`, at `width`. */
async function signedInPage(
  browser: Browser,
  who: { email: string; password: string },
  width: number,
) {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    baseURL: baseUrl(),
  });
  const page = await context.newPage();
  const workspaceId = await signInToWorkspace(page, who.email, who.password);
  return { page, workspaceId };
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('following: a collection suggested to someone of another workspace, followed and used there', () => {
  let browser: Browser;
  const ann = { email: 'ann.agent@example.com', password: 'following-pass-1', name: 'Ann Agent' };
  const ben = {
    email: 'ben.designer@example.com',
    password: 'following-pass-2',
    name: 'Ben Designer',
  };
  const collectionName = 'Harbour Downlights';
  let annWorkspace: string;
  let collectionId: string;
  let productId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(ann.email, ann.password, ann.name);
    await createReadyUser(ben.email, ben.password, ben.name);
  });
  afterAll(() => browser?.close());

  it('Ann suggests her collection to Ben by e-mail, from its page', async () => {
    const { page, workspaceId } = await signedInPage(browser, ann, 1280);
    annWorkspace = workspaceId;
    const token = await accessToken(ann.email, ann.password);
    ({
      createCollectionV3: { id: collectionId },
    } = await callApi(createCollection, { w: annWorkspace, n: collectionName }, token));
    const { createEmptyRow } = await callApi(
      addProduct,
      {
        w: annWorkspace,
        c: collectionId,
        cells: { typeDesignation: 'D1', manufacturer: 'Lumenco', model: 'LX-500' },
      },
      token,
    );
    productId = (createEmptyRow as { id: string }).id;

    await page.goto(`/workspace/${annWorkspace}/collection/${collectionId}`);
    await page.getByRole('heading', { level: 1, name: collectionName }).waitFor(slow);
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Suggest' }).click();
    const dialog = page.getByRole('dialog', { name: `Suggest “${collectionName}”` });
    await dialog.getByRole('textbox', { name: 'E-mail addresses' }).pressSequentially(ben.email, {
      delay: 20,
    });
    await dialog
      .getByRole('textbox', { name: 'Message (optional)' })
      .pressSequentially('The lobby fittings we talked about', { delay: 20 });
    await keepScreenshot(page, 'following-suggest-1280');
    await dialog.getByRole('button', { name: 'Suggest' }).click();
    await page.getByText(`Suggested “${collectionName}” to ${ben.email}`).waitFor(slow);
    await dialog.waitFor({ state: 'detached' });
    // Ben is told by mail, with Ann's words.
    const mail = await readMailFromOutbox(ben.email, new RegExp(collectionName));
    expect(mail).toContain('The lobby fittings we talked about');

    // Suggested again: the server answers 'Suggestion Exists'; Suggest again sends it anyway.
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Suggest' }).click();
    await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill(ben.email);
    await dialog.getByRole('button', { name: 'Suggest' }).click();
    const again = page.getByRole('dialog', { name: 'Suggestion exists' });
    await again.getByText(ben.email).waitFor(slow);
    await again.getByRole('button', { name: 'Suggest again' }).click();
    await page.getByText(`Suggested “${collectionName}” to ${ben.email}`).first().waitFor(slow);
    await page.context().close();
  });

  it('on a phone, Ann reads its sharing options and sends it by e-mail to a visitor', async () => {
    const { page } = await signedInPage(browser, ann, 375);
    await page.goto(`/workspace/${annWorkspace}/collection/${collectionId}`);
    await page.getByRole('heading', { level: 1, name: collectionName }).waitFor(slow);
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sharing options' }).click();
    const options = page.getByRole('dialog', { name: /Sharing options/ });
    // No link until one is made; then it carries the collection and its token.
    await options.getByRole('button', { name: 'Make a link' }).click(slow);
    // Unlisted, as a collection starts.
    await expect
      .poll(() =>
        options.getByRole('radio', { checked: true }).getAttribute('value', { timeout: 2000 }),
      )
      .toBe('unlisted');
    await expect
      .poll(() => options.getByRole('textbox', { name: 'Link' }).inputValue({ timeout: 2000 }))
      .toContain(collectionId);
    await keepScreenshot(page, 'following-sharing-options-375');
    await expectAccessible(page);
    await options.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Send by e-mail' }).click();
    const send = page.getByRole('dialog', { name: 'Send by e-mail' });
    await send
      .getByRole('textbox', { name: 'E-mail address' })
      .pressSequentially('visitor@example.com', { delay: 20 });
    await send
      .getByRole('textbox', { name: 'Message (optional)' })
      .fill('Nice meeting you at the stand');
    await keepScreenshot(page, 'following-trade-show-375');
    await send.getByRole('button', { name: 'Send' }).click();
    await page.getByText(`Sent “${collectionName}” to visitor@example.com`).waitFor(slow);
    const mail = await readMailFromOutbox('visitor@example.com', new RegExp(collectionName));
    expect(mail).toContain('Nice meeting you at the stand');
    await page.context().close();
  });

  it('Ben sees it in Suggested, follows it into his workspace, and reads its product', async () => {
    const { page, workspaceId } = await signedInPage(browser, ben, 1280);
    await page.goto(`/workspace/${workspaceId}/collections`);
    const suggested = region(page, 'Suggested');
    const card = suggested.getByRole('listitem', { name: collectionName });
    await card.waitFor(slow);
    await card.getByText(`Suggested by ${ann.name}`).waitFor();
    await keepScreenshot(page, 'following-suggested-1280');
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await keepScreenshot(page, 'following-suggested-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await card.getByRole('button', { name: 'Follow' }).click();
    await page.getByText(`Following “${collectionName}”`).waitFor(slow);
    await card.waitFor({ state: 'detached', ...slow });
    const followed = region(page, 'Followed').getByRole('listitem', { name: collectionName });
    await followed.waitFor(slow);
    await keepScreenshot(page, 'following-followed-1280');

    // Its page, in Ben's workspace: Unfollow offered, the product read-only.
    await followed.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: collectionName }).waitFor(slow);
    await page.getByRole('button', { name: 'Unfollow' }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Add product' }).isDisabled())
      .toBe(true);
    await page.goto(`${new URL(page.url()).pathname}/product/${productId}`);
    const modal = page.getByRole('dialog', { name: /Product D1/ });
    await modal
      .getByText('This is a followed product, you do not have permission to update')
      .waitFor(slow);
    await expect.poll(() => modal.getByLabel('Model').isDisabled()).toBe(true);
    await keepScreenshot(page, 'following-product-1280');
    await page.context().close();
  });

  it('on a phone, the followed collection and its page fit the screen', async () => {
    const { page, workspaceId } = await signedInPage(browser, ben, 375);
    await page.goto(`/workspace/${workspaceId}/collections`);
    const followed = region(page, 'Followed').getByRole('listitem', { name: collectionName });
    await followed.waitFor(slow);
    await keepScreenshot(page, 'following-collections-375');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await followed.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: collectionName }).waitFor(slow);
    await page.getByRole('button', { name: 'Unfollow' }).waitFor();
    await page.getByTestId('data-grid-canvas').waitFor(slow);
    await keepScreenshot(page, 'following-collection-375');
    // A follower passes nothing on: Suggest, Sharing options and Send by e-mail say why not.
    await page.getByRole('button', { name: 'More', exact: true }).click();
    const suggest = page.getByRole('menuitem', { name: /^Suggest/ });
    await expect.poll(() => suggest.getAttribute('aria-disabled')).toBe('true');
    await keepScreenshot(page, 'following-follower-menu-375');
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it("Ben adds the followed collection's product to a project of his workspace", async () => {
    const { page, workspaceId } = await signedInPage(browser, ben, 1280);
    const token = await accessToken(ben.email, ben.password);
    const projectId = await createProject(token, workspaceId, 'Harbour Lobby');
    await page.goto(`/workspace/${workspaceId}/projects/${projectId}`);
    await page.getByRole('button', { name: 'Add from library' }).click(slow);
    const picker = page.getByRole('dialog', { name: 'Add from library' });
    await picker
      .getByRole('list', { name: 'Collections' })
      .getByRole('button', { name: new RegExp(collectionName) })
      .click(slow);
    await picker
      .getByRole('list', { name: 'Products' })
      .getByRole('checkbox', { name: /LX-500|D1/ })
      .first()
      .click(slow);
    await keepScreenshot(page, 'following-picker-1280');
    await picker.getByRole('button', { name: 'Add 1 product' }).click();
    await picker.waitFor({ state: 'detached', ...slow });
    await expect
      .poll(async () =>
        (await allRows(token, { p: projectId, w: workspaceId })).map((row) => row.cells.model),
      )
      .toContain('LX-500');
    await page.context().close();
  });
});
