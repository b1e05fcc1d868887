import { denialMessage, followingMessages } from '@specboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { sampleWorkspace } from '../../test/workspace-fixtures.ts';
import {
  followingServer,
  sampleSuggestion,
} from '../collection-following/collection-following.test-server.ts';
import { billingServer } from '../upgrade/upgrade.fixtures.tsx';
import { collectionsServer, sampleCollection } from './collections.test-server.ts';

const becamePrivateMessage = followingMessages.becamePrivate;
const lockedFollow = followingMessages.lockedToWorkspaceFollow;

/** An ability the server's permission engine refused, as it answers it. */
const refused = (reason: string, message: string) => ({
  __typename: 'Ability' as const,
  allowed: false,
  reason,
  message,
});
/** A card's abilities with some answered otherwise (the rest allowed). */
const abilitiesWith = (changes: Record<string, ReturnType<typeof refused>>) => ({
  ...sampleCollection({ id: 'template' }).abilities,
  ...changes,
});

const lamps = sampleCollection({ id: 'col-1', name: 'Lamps' });
const followed = sampleCollection({
  id: 'col-f',
  name: 'Partner fixtures',
  collectionGroup: 'followed',
  workspaceId: 'ws-other',
  follow: true,
  author: 'Grace Hopper',
  // A follower passes nothing on: the engine refuses Suggest for the role.
  abilities: abilitiesWith({
    suggest: refused('noRole', denialMessage('noRole', 'collection:suggest')),
  }),
});
const sharedAbroad = sampleCollection({
  id: 'col-s',
  name: 'Guest lights',
  collectionGroup: 'shared',
  workspaceId: 'ws-other',
});
const downlights = sampleSuggestion({
  id: 'sug-1',
  collectionId: 'col-d',
  collectionName: 'Downlights',
  emailMessage: 'Worth a look for the lobby',
});
const gone = sampleSuggestion({
  id: 'sug-2',
  collectionId: 'col-g',
  collectionName: 'Hidden range',
  becamePrivate: true,
  collection: null,
  message: becamePrivateMessage,
});

type Setup = Parameters<typeof followingServer>[0];

function openCollections(following: Setup = {}) {
  const collections = collectionsServer({ collections: [lamps, followed, sharedAbroad] });
  const fake = followingServer({ suggestions: [downlights, gone], ...following });
  const billing = billingServer(sampleWorkspace({ workspaceType: 'free' }));
  const view = renderApp('/workspace/ws-1/collections', {
    session: signedIn(),
    resolvers: { ...billing.resolvers, ...collections.resolvers, ...fake.resolvers },
  });
  return { ...view, fake, collections };
}

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });
const requests = (view: ReturnType<typeof openCollections>, operation: string) =>
  view.server.requests.filter((request) => request.operationName === operation);

describe('collections page: following and suggestions', () => {
  it('shows Followed and Suggested: suggestion cards with Follow, Copy, Ignore; a private one with Ignore and Keep', async () => {
    const user = userEvent.setup();
    openCollections();
    const followedSection = await section('Followed');
    expect(await within(followedSection).findByText('Partner fixtures')).toBeInTheDocument();

    const suggested = await section('Suggested');
    const card = await within(suggested).findByRole('listitem', { name: 'Downlights' });
    expect(within(card).getByText('Suggested by Grace Hopper')).toBeInTheDocument();
    expect(within(card).getByText('“Worth a look for the lobby”')).toBeInTheDocument();
    for (const name of ['Follow', 'Copy', 'Ignore']) {
      expect(within(card).getByRole('button', { name })).toBeEnabled();
    }
    const hidden = within(suggested).getByRole('listitem', { name: 'Hidden range' });
    expect(within(hidden).getByText(becamePrivateMessage)).toBeInTheDocument();
    expect(within(hidden).queryByRole('button', { name: 'Follow' })).toBeNull();
    await user.click(within(hidden).getByRole('button', { name: 'Keep' }));
    // Kept: the notice is put away; the suggestion stays, and can still be ignored.
    expect(within(hidden).queryByText(becamePrivateMessage)).toBeNull();
    expect(within(hidden).getByRole('button', { name: 'Ignore' })).toBeInTheDocument();
  });

  it('takes an ignored or copied suggestion off the list', async () => {
    const user = userEvent.setup();
    const view = openCollections();
    const suggested = await section('Suggested');
    const hidden = await within(suggested).findByRole('listitem', { name: 'Hidden range' });
    await user.click(within(hidden).getByRole('button', { name: 'Ignore' }));
    await waitFor(() => expect(within(suggested).queryByText('Hidden range')).toBeNull());
    expect(view.fake.state.suggestions.find((item) => item.id === 'sug-2')?.status).toBe('ignored');

    const card = within(suggested).getByRole('listitem', { name: 'Downlights' });
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(within(suggested).queryByText('Downlights')).toBeNull());
    expect(view.fake.state.copied).toEqual(['col-d']);
    expect(await within(suggested).findByText('No collections yet')).toBeInTheDocument();
  });

  it('asks which workspace to follow a suggestion into when there are several', async () => {
    const user = userEvent.setup();
    const view = openCollections({
      workspaces: [
        { id: 'ws-1', name: 'Studio' },
        { id: 'ws-2', name: 'Site office' },
      ],
    });
    const suggested = await section('Suggested');
    const card = await within(suggested).findByRole('listitem', { name: 'Downlights' });
    await user.click(within(card).getByRole('button', { name: 'Follow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Follow “Downlights”' });
    // The workspace the viewer is in is chosen first.
    expect(within(dialog).getByRole('radio', { name: 'Studio' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Site office' }));
    await user.click(within(dialog).getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(within(suggested).queryByText('Downlights')).toBeNull());
    expect(view.fake.state.follows).toEqual([{ workspaceId: 'ws-2', collectionId: 'col-d' }]);
    expect(await screen.findByText('Following “Downlights” in Site office')).toBeInTheDocument();
  });

  it("follows another workspace's collection from its card menu, and unfollows a followed one", async () => {
    const user = userEvent.setup();
    const view = openCollections();
    const shared = await section('Shared with me');
    await user.click(
      await within(shared).findByRole('button', { name: 'Options for Guest lights' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Follow' }));
    // One workspace to follow into: no question asked.
    await waitFor(() =>
      expect(view.fake.state.follows).toEqual([{ workspaceId: 'ws-1', collectionId: 'col-s' }]),
    );
    // Its own collections offer no Follow.
    const privateSection = await section('Private');
    await user.click(within(privateSection).getByRole('button', { name: 'Options for Lamps' }));
    expect(screen.queryByRole('menuitem', { name: 'Follow' })).toBeNull();
    await user.keyboard('{Escape}');

    const followedSection = await section('Followed');
    await user.click(
      await within(followedSection).findByRole('button', { name: 'Options for Partner fixtures' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Unfollow' }));
    await waitFor(() =>
      expect(requests(view, 'UnfollowCollection')[0]?.variables).toEqual({
        workspaceId: 'ws-1',
        collectionId: 'col-f',
      }),
    );
  });

  it('offers no Follow or Suggest on a private collection, and no Suggest to a follower, saying why', async () => {
    const user = userEvent.setup();
    const hidden = sampleCollection({
      id: 'col-p',
      name: 'Hidden',
      collectionGroup: 'shared',
      workspaceId: 'ws-other',
      type: 'private',
      abilities: abilitiesWith({
        follow: refused('privateCollection', followingMessages.privateCollection),
        suggest: refused('privateCollection', followingMessages.privateCollection),
      }),
    });
    const collections = collectionsServer({ collections: [hidden, followed] });
    const billing = billingServer(sampleWorkspace({ workspaceType: 'free' }));
    renderApp('/workspace/ws-1/collections', {
      session: signedIn(),
      resolvers: { ...billing.resolvers, ...collections.resolvers, ...followingServer().resolvers },
    });
    const shared = await section('Shared with me');
    await user.click(await within(shared).findByRole('button', { name: 'Options for Hidden' }));
    for (const name of ['Follow', 'Suggest']) {
      const item = await screen.findByRole('menuitem', { name: new RegExp(`^${name}`) });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(within(item).getByText(followingMessages.privateCollection)).toBeInTheDocument();
    }
    await user.keyboard('{Escape}');
    const followedSection = await section('Followed');
    await user.click(
      await within(followedSection).findByRole('button', { name: 'Options for Partner fixtures' }),
    );
    const suggest = await screen.findByRole('menuitem', { name: /^Suggest/ });
    expect(suggest).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers no Follow on a collection locked to its workspace, saying why before any click', async () => {
    const user = userEvent.setup();
    const locked = sampleCollection({
      id: 'col-l',
      name: 'Locked range',
      collectionGroup: 'shared',
      workspaceId: 'ws-other',
      abilities: abilitiesWith({ follow: refused('lockedToWorkspaceFollow', lockedFollow) }),
    });
    const collections = collectionsServer({ collections: [locked] });
    const fake = followingServer();
    const billing = billingServer(sampleWorkspace({ workspaceType: 'free' }));
    renderApp('/workspace/ws-1/collections', {
      session: signedIn(),
      resolvers: { ...billing.resolvers, ...collections.resolvers, ...fake.resolvers },
    });
    const shared = await section('Shared with me');
    await user.click(
      await within(shared).findByRole('button', { name: 'Options for Locked range' }),
    );
    const follow = await screen.findByRole('menuitem', { name: /^Follow/ });
    expect(follow).toHaveAttribute('aria-disabled', 'true');
    expect(within(follow).getByText(lockedFollow)).toBeInTheDocument();
  });

  it("tells the server's refusal when the collection was locked after the list was read", async () => {
    const user = userEvent.setup();
    const refusal = lockedFollow;
    openCollections({ followRefusal: refusal });
    const shared = await section('Shared with me');
    await user.click(
      await within(shared).findByRole('button', { name: 'Options for Guest lights' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Follow' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
