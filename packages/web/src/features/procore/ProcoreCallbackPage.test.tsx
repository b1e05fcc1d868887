import { procoreMessages } from '@specboard/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { createTestServer, graphqlError } from '../../test/test-apollo.ts';
import { ProcoreCallbackPage } from './ProcoreCallbackPage.tsx';

function open(path: string, connect: (args: Record<string, unknown>) => unknown) {
  const server = createTestServer(undefined, {
    session: signedIn(),
    resolvers: { connectProcoreAccount: connect },
  });
  renderRoutes([{ path: '/procore/callback', element: <ProcoreCallbackPage /> }], path, {
    client: server.client,
    session: server.session,
  });
  return server;
}

describe('the page Procore sign-in returns to', () => {
  it('sends the code and state once, as the signed-in person, and says the account is connected', async () => {
    const server = open('/procore/callback?code=c-1&state=s-1', () => ({
      __typename: 'ProcoreAccount',
      id: 'acc-1',
      login: 'pat@builder.example',
      name: 'Pat',
    }));
    expect(await screen.findByText(procoreMessages.connected)).toBeVisible();
    expect(screen.getByRole('heading', { name: procoreMessages.connectedTitle })).toBeVisible();
    expect(screen.getByText('Pat (pat@builder.example)')).toBeVisible();
    const sent = server.requests.filter((r) => r.operationName === 'ConnectProcoreAccount');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.variables).toEqual({ code: 'c-1', state: 's-1', error: null });
  });

  it("shows the server's reason when the sign-in cannot be connected", async () => {
    open('/procore/callback?state=forged&error=access_denied', () =>
      graphqlError(procoreMessages.stateNotValid, 'BAD_USER_INPUT'),
    );
    expect(await screen.findByText(procoreMessages.stateNotValid)).toBeVisible();
    expect(screen.getByRole('heading', { name: procoreMessages.notConnectedTitle })).toBeVisible();
  });
});
