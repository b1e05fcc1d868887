import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleSession, signedIn } from '../../test/identity-fixtures.ts';
import { projectServer } from '../../test/project-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { FieldResolver } from '../../test/test-apollo.ts';
import { sampleWorkspace } from '../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../test/workspace-server.ts';
import type { Workspace } from '../workspaces/index.ts';
import { billingServer } from './billing.test-support.tsx';

const second = () => sampleWorkspace({ id: 'ws-2', name: 'Difference Engines' });

function resolversFor(workspaces: Workspace[]): Record<string, FieldResolver> {
  return {
    ...workspaceServer({ workspaces }).resolvers,
    ...projectServer([]).resolvers,
    ...billingServer().resolvers,
    onProjectStatusChanged: () => new Promise(() => {}),
    getOnboardingRoute: ({ input }) => input.storedRoute ?? '/projects',
    signIn: () => ({
      __typename: 'SignInResult',
      session: sampleSession(),
      challenge: null,
      challengeToken: null,
    }),
  };
}

function open(path: string, workspaces = [sampleWorkspace(), second()], signedInNow = true) {
  return renderApp(path, {
    session: signedInNow ? signedIn() : undefined,
    resolvers: resolversFor(workspaces),
  });
}

async function onPaymentPageOf(router: ReturnType<typeof open>['router'], workspaceId: string) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Plans and billing' })).toBeVisible();
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(`/workspace-payment/${workspaceId}`),
  );
}

async function signIn() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Sign in to Specboard' });
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse 1');
  await user.keyboard('{Enter}');
}

describe('payment routes', () => {
  afterEach(() => sessionStorage.clear());

  it("/payment opens the active workspace's payment page", async () => {
    localStorage.setItem('activeWorkspace:user-1', 'ws-2');
    const { router } = open('/payment');
    await onPaymentPageOf(router, 'ws-2');
    expect(within(screen.getByRole('main')).getByText('Difference Engines')).toBeVisible();
    expect(document.title).toBe('Plans and billing · Specboard');
  });

  it('?forcepay on any page opens the payment page of its workspace', async () => {
    const view = open('/workspace/ws-2/projects?forcepay=true');
    await onPaymentPageOf(view.router, 'ws-2');
    view.unmount();
    localStorage.clear();
    const account = open('/status?forcepay');
    await onPaymentPageOf(account.router, 'ws-1');
  });

  it('the spec form /workspace/{id}/workspace-payment leads to the page', async () => {
    const { router } = open('/workspace/ws-2/workspace-payment');
    await onPaymentPageOf(router, 'ws-2');
  });

  it('makes the workspace it is for the active one', async () => {
    const { router } = open('/workspace-payment/ws-2');
    await onPaymentPageOf(router, 'ws-2');
    await waitFor(() => expect(localStorage.getItem('activeWorkspace:user-1')).toBe('ws-2'));
    expect(within(screen.getByRole('banner')).getByText('Difference Engines')).toBeVisible();
  });

  it("switching workspace on the payment page opens the other workspace's", async () => {
    const user = userEvent.setup();
    const { router } = open('/workspace-payment/ws-1');
    await onPaymentPageOf(router, 'ws-1');
    await user.click(await screen.findByRole('button', { name: 'Workspace: Analytical Engines' }));
    await user.click(await screen.findByRole('menuitem', { name: /Difference Engines/ }));
    await onPaymentPageOf(router, 'ws-2');
    expect(await within(screen.getByRole('main')).findByText('Difference Engines')).toBeVisible();
  });

  it('signed out with forcepay: signs in, then comes back to the payment page', async () => {
    const { router } = open('/projects?forcepay=true', undefined, false);
    await signIn();
    await onPaymentPageOf(router, 'ws-1');
  });

  it('a sign-in page carrying forcepay, with no page kept, leads to the payment page', async () => {
    const { router } = open('/login?forcepay=true', undefined, false);
    await signIn();
    await onPaymentPageOf(router, 'ws-1');
  });

  it('sends a payment-required workspace from its pages to its payment page', async () => {
    const required = sampleWorkspace({ paymentRequired: true, workspaceType: 'self_serve' });
    const view = open('/workspace/ws-1/projects', [required]);
    await onPaymentPageOf(view.router, 'ws-1');
    view.unmount();
    // The account stays open to its members.
    const account = open('/account/personal-info', [required]);
    expect(await screen.findByRole('form', { name: 'Personal info' })).toBeVisible();
    expect(account.router.state.location.pathname).toBe('/account/personal-info');
  });
});
