import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser, signInThroughUi } from './support/accounts.ts';
import { accessToken, callApi } from './support/api.ts';
import { expectAccessible, keepScreenshot, launchBrowser, openPage } from './support/browser.ts';
import { graphql } from './support/graphql/index.ts';

const path = (url: string) => new URL(url).pathname;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

describe('billing with the built-in test provider', () => {
  let browser: Browser;
  const email = 'ines.moreau@example.com';
  const password = 'billing-pass-21';

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(email, password, 'Inès Moreau');
  });
  afterAll(() => browser?.close());

  async function signIn(page: Page): Promise<string> {
    await signInThroughUi(page, email, password);
    await poll(() => path(page.url())).toMatch(/^\/workspace\/[^/]+\/projects$/);
    return path(page.url()).split('/')[2]!;
  }

  /** Types a card into the payment page's card form and saves it, as a person does. */
  async function saveCard(page: Page, number: string) {
    await page.getByRole('textbox', { name: 'Card number' }).fill('');
    await page.getByRole('textbox', { name: 'Card number' }).pressSequentially(number);
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('');
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).pressSequentially('12/34');
    await page.getByRole('textbox', { name: 'CVC' }).fill('');
    await page.getByRole('textbox', { name: 'CVC' }).pressSequentially('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page
      .getByText(`•••• ${number.slice(-4)}`)
      .first()
      .waitFor();
  }

  it('starts a trial from a gate, buys 3 seats, turns read-only when a renewal fails and lifts it when paid', async () => {
    const page = await openPage(browser, 1280, 900);
    const workspaceId = await signIn(page);
    const token = await accessToken(email, password);
    const { deprecatedCreateProjectV2: project } = await callApi(
      graphql(
        `mutation BillingCreateProject($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: "Riverside Library", address: { formatted_address: "Ottawa, Canada" }) { id } }`,
      ),
      { w: workspaceId },
      token,
    );
    const versionsPage = `/workspace/${workspaceId}/projects/${project.id}/versions`;

    // A free workspace: versions are refused, and the refused button is the way through.
    await page.goto(versionsPage);
    const createVersion = page.getByRole('button', { name: 'Create version' });
    await expect(createVersion.isDisabled()).resolves.toBe(true);
    await page.getByTestId('upgrade-gate').filter({ has: createVersion }).hover();
    await page
      .getByRole('tooltip')
      .getByText('To create versions, upgrade your workspace')
      .waitFor();
    await page.getByRole('tooltip').getByRole('button', { name: 'Upgrade' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade your workspace' });
    await upgrade.getByText('To create versions, upgrade your workspace').waitFor();
    await upgrade.getByRole('button', { name: 'Start 14-day free trial' }).click();
    await page.getByText('Activating your trial').first().waitFor();
    await upgrade.waitFor({ state: 'hidden' });
    // The gate opens without a reload.
    await poll(() => createVersion.isEnabled()).toBe(true);

    // Buys 3 Premium seats with the card that pays.
    await page.goto(`/workspace-payment/${workspaceId}`);
    await page.getByRole('heading', { level: 1, name: 'Plans and billing' }).waitFor();
    await page.getByText('Test mode').first().waitFor();
    const currentPlan = page.getByRole('region', { name: 'Current plan' });
    await currentPlan.getByText(/Trial — ends/).waitFor();
    await saveCard(page, '4242424242424242');
    await page.getByRole('radio', { name: /Premium/ }).check();
    const seats = page.getByRole('spinbutton', { name: 'Seats', exact: true });
    await seats.fill('');
    await seats.pressSequentially('3');
    await page.getByRole('button', { name: 'Update plan' }).click();
    await page.getByText('Subscription plan has been successfully completed').waitFor();
    await currentPlan.getByText('Active').waitFor();
    await currentPlan.getByText(/3 seats/).waitFor();
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await invoices.getByRole('link', { name: 'PDF' }).first().waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, 'billing-paid');

    // The members page counts the 3 premium licences.
    await page.goto(`/workspace/${workspaceId}/workspace-adminpanel/members`);
    await page.getByTestId('licence-summary').getByText(/of 3/).waitFor();

    // A renewal charged to a card the bank then declines: Read-Only mode, live.
    await page.goto(`/workspace-payment/${workspaceId}`);
    await saveCard(page, '4000000000000341');
    await page.getByRole('button', { name: 'Run renewal now' }).click();
    const banner = page.getByTestId('payment-failure-banner');
    await banner.getByText('Read-Only mode').waitFor();
    const failure = page.getByText('Something went wrong with your payment');
    await failure.waitFor();
    await keepScreenshot(page, 'billing-failed');

    // The project is read-only: creating a version is refused with the read-only reason.
    await page.goto(versionsPage);
    await expect(createVersion.isDisabled()).resolves.toBe(true);
    await banner.getByRole('button', { name: 'Update payment' }).click();
    await poll(() => path(page.url())).toBe(`/workspace-payment/${workspaceId}`);

    // Paying again with a good card lifts it at once.
    await saveCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await banner.waitFor({ state: 'hidden' });
    await currentPlan.getByText('Active').waitFor();
    await page.goto(versionsPage);
    await poll(() => createVersion.isEnabled()).toBe(true);
  });

  it('shows the payment page at phone width', async () => {
    const page = await openPage(browser, 375, 812);
    const workspaceId = await signIn(page);
    await page.goto(`/workspace-payment/${workspaceId}`);
    await page.getByRole('heading', { level: 1, name: 'Plans and billing' }).waitFor();
    await page.getByRole('region', { name: 'Current plan' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await keepScreenshot(page, 'billing-phone');
  });
});
