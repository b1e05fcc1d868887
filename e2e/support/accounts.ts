import type { Page } from 'playwright-core';
import { callApi } from './api.ts';
import { baseUrl } from './browser.ts';
import { graphql } from './graphql/index.ts';

/**
 * The newest six-digit code mailed to `email`, read from the development outbox page the way a
 * developer reads it (the server keeps mail there when no SMTP server is configured).
 */
export async function readCodeFromOutbox(email: string, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const html = await (await fetch(`${baseUrl()}/dev/outbox`)).text();
    for (const article of html.split('<article>').slice(1)) {
      const recipient = article.match(/class="recipient">([^<]+)</)?.[1];
      const sentAt = Date.parse(article.match(/datetime="([^"]+)"/)?.[1] ?? '');
      const code = article.match(/code is (\d{6})/)?.[1];
      if (recipient === email && code && sentAt >= after) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${email} in the outbox`);
}

/**
 * The text of the newest mail to `email` whose text matches `pattern`, read from the development
 * outbox page as a person reads their mail: the HTML entities of the page are undone.
 */
export async function readMailFromOutbox(email: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const html = await (await fetch(`${baseUrl()}/dev/outbox`)).text();
    for (const article of html.split('<article>').slice(1)) {
      const recipient = article.match(/class="recipient">([^<]+)</)?.[1];
      const text = (article.match(/<pre>([\s\S]*?)<\/pre>/)?.[1] ?? '').replace(
        /&#(\d+);/g,
        (_entity, code: string) => String.fromCharCode(Number(code)),
      );
      if (recipient === email && pattern.test(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email} matching ${pattern} in the outbox`);
}

/**
 * An account that has confirmed its address and completed its profile, made through the API.
 * The Getting Started tour (shown once on wide screens) is already dismissed unless `tour` is
 * 'pending'.
 */
export async function createReadyUser(
  email: string,
  password: string,
  name = 'Robin Shaw',
  { tour = 'dismissed' }: { tour?: 'dismissed' | 'pending' } = {},
) {
  await callApi(
    graphql(
      `mutation SignUp($e: String!, $p: String!, $n: String) { signUp(email: $e, password: $p, name: $n) { email } }`,
    ),
    { e: email, p: password, n: name },
  );
  const code = await readCodeFromOutbox(email);
  await callApi(
    graphql(`mutation VerifyEmail($e: String!, $c: String!) { verifyEmail(email: $e, code: $c) }`),
    {
      e: email,
      c: code,
    },
  );
  const { signIn } = await callApi(
    graphql(
      `mutation SignIn($e: String!, $p: String!) { signIn(email: $e, password: $p) { session { accessToken } } }`,
    ),
    { e: email, p: password },
  );
  await callApi(
    graphql(
      `mutation UpdateUserProfile($i: UpdateUserProfileInput!) { updateUserProfile(input: $i) { profileComplete } }`,
    ),
    {
      i: {
        company: 'Northlight Studio',
        projectTeamRole: 'Lighting Designer',
        location: 'Montreal, Canada',
      },
    },
    signIn.session!.accessToken,
  );
  if (tour === 'dismissed') {
    await callApi(
      graphql(
        `mutation UpdateUserPreference { updateUserPreference(key: "gettingStartedTourDismissed", value: "true") { key } }`,
      ),
      {},
      signIn.session!.accessToken,
    );
  }
}

/** Closes the Getting Started tour for good with its Skip button, if it is open. */
export async function skipGettingStartedTour(page: Page) {
  const tour = page.getByRole('dialog', { name: 'Getting started with Specboard' });
  await tour.getByRole('button', { name: 'Skip' }).click();
  await tour.waitFor({ state: 'hidden' });
}

/** Signs in through the login page, as a person does. */
export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
