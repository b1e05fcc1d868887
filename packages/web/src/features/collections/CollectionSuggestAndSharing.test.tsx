import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { sampleWorkspace } from '../../test/workspace-fixtures.ts';
import { catalogueSharingServer } from '../catalogue-sharing/catalogue-sharing.test-server.ts';
import { followingServer } from '../collection-following/collection-following.test-server.ts';
import { billingServer } from '../upgrade/upgrade.fixtures.tsx';
import { collectionsServer, sampleCollection } from './collections.test-server.ts';

const lamps = sampleCollection({ id: 'col-1', name: 'Lamps' });

type Setup = Parameters<typeof followingServer>[0];

/** The collections page with one collection of the viewer's own, Lamps. */
function openCollections(following: Setup = {}, { sharing = false } = {}) {
  const collections = collectionsServer({ collections: [lamps] });
  const fake = followingServer(following);
  const billing = billingServer(sampleWorkspace({ workspaceType: 'free' }));
  // The share dialog's people (getLibraryCollectionInfo as that dialog asks it).
  const people = sharing ? catalogueSharingServer({ people: [], name: 'Lamps' }).resolvers : {};
  const view = renderApp('/workspace/ws-1/collections', {
    session: signedIn(),
    resolvers: { ...billing.resolvers, ...collections.resolvers, ...fake.resolvers, ...people },
  });
  return { ...view, fake };
}

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });
const requests = (view: ReturnType<typeof openCollections>, operation: string) =>
  view.server.requests.filter((request) => request.operationName === operation);

describe('suggest dialog', () => {
  async function openSuggest(following: Setup = {}) {
    const user = userEvent.setup();
    const view = openCollections(following);
    const privateSection = await section('Private');
    await user.click(
      await within(privateSection).findByRole('button', { name: 'Options for Lamps' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Suggest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest “Lamps”' });
    return { user, view, dialog };
  }

  it('suggests to several people with a message', async () => {
    const { user, view, dialog } = await openSuggest();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'E-mail addresses' }),
      'ann@example.com, bob@example.com',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Message (optional)' }),
      'For the hotel',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Suggest' }));
    expect(await screen.findByText('Suggested “Lamps” to 2 people')).toBeInTheDocument();
    expect(view.fake.state.suggested).toEqual([
      { email: 'ann@example.com', force: false, emailMessage: 'For the hotel' },
      { email: 'bob@example.com', force: false, emailMessage: 'For the hotel' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses addresses it cannot read, sending nothing', async () => {
    const { user, view, dialog } = await openSuggest();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail addresses' }), 'ann@, bob');
    await user.click(within(dialog).getByRole('button', { name: 'Suggest' }));
    expect(
      await within(dialog).findByText('These email addresses are not valid: ann@, bob'),
    ).toBeInTheDocument();
    expect(requests(view, 'SuggestCollection')).toHaveLength(0);
  });

  it("shows each person's failure for 5 s with their address, and suggests again with force after 'Suggestion Exists'", async () => {
    const { user, view, dialog } = await openSuggest({
      suggestRefusals: {
        'cy@example.com': { errorType: 'Not Allowed', message: 'Cannot suggest to this person' },
        'dee@example.com': { errorType: 'Suggestion Exists', message: 'Suggestion Exists' },
      },
    });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'E-mail addresses' }),
      'cy@example.com, dee@example.com',
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Suggest' }));
      expect(
        await screen.findByText('Cannot suggest to this person (cy@example.com)'),
      ).toBeInTheDocument();
      const again = await screen.findByRole('dialog', { name: 'Suggestion exists' });
      expect(within(again).getByText(/dee@example\.com/)).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(5_200);
      });
      await waitFor(() =>
        expect(screen.queryByText('Cannot suggest to this person (cy@example.com)')).toBeNull(),
      );
      await user.click(within(again).getByRole('button', { name: 'Suggest again' }));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() =>
      expect(view.fake.state.suggested).toEqual([
        { email: 'dee@example.com', force: true, emailMessage: null },
      ]),
    );
    const forced = requests(view, 'SuggestCollection').at(-1)!;
    expect(forced.variables).toMatchObject({ email: 'dee@example.com', force: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('sharing options', () => {
  it('changes the type and the workspace lock, and copies and resets the link', async () => {
    const user = userEvent.setup();
    const view = openCollections();
    const privateSection = await section('Private');
    await user.click(
      await within(privateSection).findByRole('button', { name: 'Options for Lamps' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Sharing options' }));
    const dialog = await screen.findByRole('dialog', { name: /Sharing options/ });
    expect(await within(dialog).findByRole('radio', { name: /^Unlisted People/ })).toBeChecked();
    const link = within(dialog).getByRole('textbox', { name: 'Link' });
    expect(link).toHaveValue('http://localhost/shared/collection/col-1?accessToken=token-1');

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(
      'http://localhost/shared/collection/col-1?accessToken=token-1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reset the link?' })).getByRole('button', {
        name: 'Reset',
      }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(
        'http://localhost/shared/collection/col-1?accessToken=token-2',
      ),
    );

    await user.click(within(dialog).getByRole('switch', { name: /Lock to this workspace/ }));
    await waitFor(() => expect(view.fake.state.sharing.lockedToWorkspace).toBe(true));
    await user.click(within(dialog).getByRole('radio', { name: /^Private/ }));
    await waitFor(() => expect(view.fake.state.sharing.type).toBe('private'));
    // Private: no link to give.
    await waitFor(() => expect(within(dialog).queryByRole('textbox', { name: 'Link' })).toBeNull());
    expect(within(dialog).getByRole('radio', { name: /^Private/ })).toBeChecked();
  });

  it('opens from the share dialog for those who may change them', async () => {
    const user = userEvent.setup();
    openCollections({}, { sharing: true });
    const privateSection = await section('Private');
    await user.click(
      await within(privateSection).findByRole('button', { name: 'Options for Lamps' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Share' }));
    const share = await screen.findByRole('dialog', { name: /Share/ });
    await user.click(await within(share).findByRole('button', { name: 'Sharing options' }));
    const options = await screen.findByRole('dialog', { name: /Sharing options/ });
    expect(await within(options).findByRole('radio', { name: /^Unlisted People/ })).toBeChecked();
  });
});
