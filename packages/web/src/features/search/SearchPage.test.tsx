import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { sampleWorkspace } from '../../test/workspace-fixtures.ts';
import { billingServer } from '../upgrade/upgrade.fixtures.tsx';
import { type FakeHit, searchServer } from './search.test-server.ts';

const facade = (id: string, cct: string, cri: string): FakeHit => ({
  id,
  collectionId: 'c1',
  collectionName: 'Facade lights',
  name: `Lumenpulse Lumenfacade ${cct} ${cri} CRI`,
  cells: { manufacturer: 'Lumenpulse', model: 'Lumenfacade', description: `${cct} ${cri} CRI` },
});

/** 130 downlights: a page of 100 and a second of 30. */
const downlights: FakeHit[] = Array.from({ length: 130 }, (_, index) => ({
  id: `d${index}`,
  collectionId: 'c2',
  collectionName: 'Downlights',
  name: `Orbit Downlight ${index + 1}`,
  cells: { manufacturer: 'Orbit', model: `DL-${index + 1}` },
}));

function openSearch(query: string, server: Parameters<typeof searchServer>[0], more = '') {
  const billing = billingServer(sampleWorkspace());
  const search = searchServer(server);
  const view = renderApp(`/workspace/ws-1/search?q=${encodeURIComponent(query)}${more}`, {
    session: signedIn(),
    resolvers: { ...billing.resolvers, ...search.resolvers },
  });
  return { ...view, user: userEvent.setup() };
}

const results = () => screen.findByRole('list', { name: 'Products found' }, { timeout: 5000 });

describe('search page', () => {
  it('shows the lighting terms it read as filter chips, and only what matches', async () => {
    openSearch('lumenfacade 3000K 90 CRI', {
      products: [facade('p1', '3000K', '90'), facade('p2', '4000K', '80')],
      understood: {
        'lumenfacade 3000K 90 CRI': [
          { kind: 'word', text: 'lumenfacade', label: 'lumenfacade' },
          { kind: 'filter', text: '3000K', label: 'CCT 3000 K' },
          { kind: 'filter', text: '90 CRI', label: 'CRI ≥ 90' },
        ],
      },
    });
    const list = await results();
    const chips = screen.getByRole('list', { name: 'Read as filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['CCT 3000 K', 'CRI ≥ 90']);
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByRole('button')).toHaveTextContent('3000K 90 CRI');
    expect(screen.getByRole('tab', { name: 'Products (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('loads the next hundred with Load more until there are no more', async () => {
    const view = openSearch('orbit', { products: downlights });
    const list = await results();
    expect(within(list).getAllByRole('button')).toHaveLength(100);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 100 of 130');
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    // 130 list items take jsdom a while to render, and a query by role over them takes seconds:
    // asked again and again, it could run out the wait after they were all there. The count is
    // told in the same render as the items, so it is what is waited for.
    expect(await screen.findByText('Showing 130 of 130', {}, { timeout: 10_000 })).toBeVisible();
    // The next hundred join the list being read: it never gave way to a spinner, which would
    // have brought it back scrolled to the top.
    expect(await results()).toBe(list);
    expect(within(list).getAllByRole('button')).toHaveLength(130);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const asked = view.server.requests.filter((r) => r.operationName === 'SearchProducts');
    expect(asked.at(-1)?.variables).toMatchObject({ scrollID: '100', query: 'orbit' });
  });

  it('says so when a next page has expired, in the server’s words', async () => {
    const view = openSearch('orbit', { products: downlights, expiredScrollIDs: ['100'] });
    await results();
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByText('This search has expired; search again to see more.'),
    ).toBeInTheDocument();
  });

  it('finds nothing for a typo in whole words, and the product once typos are allowed', async () => {
    const view = openSearch('lumenfacde', {
      products: [facade('p1', '3000K', '90')],
      typos: { lumenfacde: 'lumenfacade' },
    });
    expect(
      await screen.findByText('No products match ‘lumenfacde’.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const none = screen.getByRole('region', { name: 'No results' });
    await view.user.click(within(none).getByRole('button', { name: 'Allow typos' }));
    const list = await results();
    // The real word the typo matched is highlighted.
    expect(within(list).getAllByText('Lumenfacade', { selector: 'mark' }).length).toBeGreaterThan(
      0,
    );
    expect(view.router.state.location.search).toContain('match=FUZZY');
    expect(screen.getByRole('button', { name: 'Allow typos', pressed: true })).toBeInTheDocument();
    expect(screen.queryByText(/No products match/)).not.toBeInTheDocument();
  });

  it('offers the modes that find more when whole words find nothing', async () => {
    const view = openSearch('lumen', { products: [facade('p1', '3000K', '90')] }, '&match=FULL');
    expect(
      await screen.findByText('No products match ‘lumen’.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const none = screen.getByRole('region', { name: 'No results' });
    expect(
      within(none)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Part of words', 'Allow typos']);
    await view.user.click(within(none).getByRole('button', { name: 'Part of words' }));
    expect(within(await results()).getAllByRole('button')).toHaveLength(1);
    expect(view.router.state.location.search).toBe('?q=lumen');
  });

  it('searches again as one types in its field, keeping the query in the address', async () => {
    const view = openSearch('orbit', {
      products: [...downlights.slice(0, 2), facade('p1', '3000K', '90')],
    });
    await results();
    const field = screen.getByRole('searchbox', { name: 'Search products and collections' });
    await view.user.clear(field);
    await view.user.type(field, 'lumenfacade');
    await waitFor(() => expect(view.router.state.location.search).toBe('?q=lumenfacade'));
    expect(field).toHaveValue('lumenfacade');
    // The list is drawn anew for the new answer.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Products found' }))
          .getAllByRole('button')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Lumenpulse Lumenfacade 3000K 90 CRI')]),
    );
  });

  it('keeps its filters and sort in the address as they are chosen', async () => {
    const view = openSearch('orbit', { products: downlights.slice(0, 2) });
    await results();
    await view.user.type(screen.getByRole('textbox', { name: 'Lumens (lm) min' }), '800');
    await view.user.type(screen.getByRole('textbox', { name: 'Manufacturer' }), 'Orbit');
    await view.user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await view.user.click(await screen.findByRole('option', { name: 'Wattage' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(view.router.state.location.search))).toEqual({
        q: 'orbit',
        manufacturer: 'Orbit',
        lumensMin: '800',
        sort: 'WATTAGE',
      }),
    );
    await waitFor(() =>
      expect(
        view.server.requests.filter((r) => r.operationName === 'SearchProducts').at(-1)?.variables,
      ).toMatchObject({
        filters: { manufacturer: ['Orbit'], lumens: { gte: 800 } },
        sort: { field: 'WATTAGE' },
      }),
    );
  });

  it('opens with the filters and sort its address holds (a reload, a shared link)', async () => {
    const view = openSearch(
      'orbit',
      { products: downlights.slice(0, 2) },
      '&lumensMin=800&manufacturer=Orbit&sort=PRICE&order=desc',
    );
    await results();
    expect(screen.getByRole('textbox', { name: 'Lumens (lm) min' })).toHaveValue('800');
    expect(screen.getByRole('textbox', { name: 'Manufacturer' })).toHaveValue('Orbit');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Price');
    const asked = view.server.requests.filter((r) => r.operationName === 'SearchProducts');
    expect(asked[0]?.variables).toMatchObject({
      filters: { manufacturer: ['Orbit'], lumens: { gte: 800 } },
      sort: { field: 'PRICE', descending: true },
    });
  });

  it('opens a product in its collection', async () => {
    const view = openSearch('orbit', { products: downlights.slice(0, 2) });
    const list = await results();
    await view.user.click(within(list).getByRole('button', { name: /Orbit Downlight 2/ }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/workspace/ws-1/collection/c2/product/d1'),
    );
  });
});
