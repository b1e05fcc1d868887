import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createReadyUser,
  readCodeFromOutbox,
  signInThroughUi,
  skipGettingStartedTour,
} from './support/accounts.ts';
import { expectAccessible, keepScreenshot, launchBrowser, openPage } from './support/browser.ts';

const path = (url: string) => new URL(url).pathname;

describe('identity journeys', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('signs up, confirms with the mailed code, signs in, completes the profile and lands on projects', async () => {
    const page = await openPage(browser, 1280);
    const email = 'new.specifier@example.com';
    const password = 'first-pass-77';

    await page.goto('/sign-up');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Mira Okafor');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect.poll(() => path(page.url())).toBe('/confirm-sign-up');
    const code = await readCodeFromOutbox(email);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();

    await expect.poll(() => path(page.url())).toBe('/login');
    await page.getByText('Your email is confirmed. Please sign in.').waitFor();
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // The profile guard holds a new user on personal-info until the profile is complete.
    await expect.poll(() => path(page.url())).toBe('/account/personal-info');
    await keepScreenshot(page, 'identity-personal-info');
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Company' }).fill('Okafor Lighting');
    await page.getByRole('textbox', { name: 'Location' }).fill('Lagos, Nigeria');
    await page.getByRole('combobox', { name: 'Project team role' }).click();
    await page.getByRole('option', { name: 'Lighting Designer' }).click();
    await page.getByRole('button', { name: 'Save' }).click();

    // Projects is the landing route: the projects page of the new user's own workspace.
    await expect.poll(() => path(page.url())).toMatch(/^\/workspace\/[^/]+\/projects$/);
    // A new user on a wide screen is greeted by the Getting Started tour, once.
    await skipGettingStartedTour(page);
    await page.getByRole('heading', { name: 'Projects' }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.context().close();
  });

  it('resets a forgotten password with the mailed code and signs in with the new one', async () => {
    const email = 'forgetful@example.com';
    await createReadyUser(email, 'old-pass-123');
    const page = await openPage(browser, 375, 812);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    const asked = Date.now() - 1000;
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();

    await expect.poll(() => path(page.url())).toBe('/confirm-reset-password');
    const code = await readCodeFromOutbox(email, asked);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByLabel(/^New password/).fill('new-pass-456');
    await keepScreenshot(page, 'identity-reset-375');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => path(page.url())).toBe('/login');

    await signInThroughUi(page, email, 'old-pass-123');
    await page.getByText('Incorrect username or password.').waitFor();
    await signInThroughUi(page, email, 'new-pass-456');
    await expect.poll(() => path(page.url())).toMatch(/^\/workspace\/[^/]+\/projects$/);
    await page.context().close();
  });
});
