import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { createTestServer } from '../../test/test-apollo.ts';
import { AddFromLinkDialog } from './AddFromLinkDialog.tsx';
import type { ScrapeResult } from './scraped-product.ts';

const target = { workspaceId: 'ws-1', collectionId: 'c-1' };
const pageUrl = 'https://lights.example/products/lx-10';

function result(overrides: Partial<ScrapeResult> = {}): ScrapeResult {
  return {
    __typename: 'ScrapeResult',
    attachmentId: 'a-1',
    url: pageUrl,
    status: 'RUNNING',
    product: null,
    image: null,
    sources: [],
    error: null,
    ...overrides,
  } as ScrapeResult;
}

const found = () =>
  result({
    status: 'FINISHED',
    product: { manufacturer: 'Lumen & Co', model: 'LX-10', wattage: '12', productUrl: pageUrl },
    image: {
      __typename: 'ScrapedImage',
      key: 'uploads/u-1/lx-10.jpg',
      filename: 'lx-10.jpg',
      size: 2048,
      type: 'image/jpeg',
      url: '/files/uploads/u-1/lx-10.jpg?signature=s',
      thumbnails: { __typename: 'Thumbnails', small: '/t/s.jpg', medium: '/t/m.jpg', large: null },
    },
    sources: ['json-ld'],
  } as Partial<ScrapeResult>);

function setup(options: { timeoutMs?: number } = {}) {
  const events = new Subject<ScrapeResult>();
  const server = createTestServer(undefined, {
    session: signedIn(),
    resolvers: {
      onScrapeResult: () => events,
      scrapeProductData: ({ attachmentId }) => result({ attachmentId }),
      cancelScrape: () => true,
      createEmptyRow: () => ({ id: 'row-9', cells: {} }),
    },
  });
  const onClose = vi.fn();
  renderWithProviders(
    <AddFromLinkDialog target={target} onClose={onClose} timeoutMs={options.timeoutMs} />,
    { client: server.client, session: server.session },
  );
  const dialog = screen.getByRole('dialog', { name: 'Add from link' });
  return { server, events, onClose, dialog, user: userEvent.setup() };
}

async function readPage(setupResult: ReturnType<typeof setup>) {
  const { user, dialog, events } = setupResult;
  await user.type(within(dialog).getByLabelText('Product page address'), pageUrl);
  await user.click(within(dialog).getByRole('button', { name: 'Read page' }));
  await waitFor(() => expect(events.observed).toBe(true));
}

describe('Add from link', () => {
  it('listens for the result before asking, then fills an editable form and adds the product', async () => {
    const setupResult = setup();
    const { server, events, dialog, user, onClose } = setupResult;
    await readPage(setupResult);
    expect(within(dialog).getByText('Reading the page…')).toBeInTheDocument();
    const names = server.requests.map((request) => request.operationName);
    expect(names.indexOf('OnScrapeResult')).toBeLessThan(names.indexOf('ScrapeProductData'));
    const asked = server.requests.find((request) => request.operationName === 'ScrapeProductData');
    const listened = server.requests.find((request) => request.operationName === 'OnScrapeResult');
    expect(asked?.variables.attachmentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(listened?.variables.attachmentId).toBe(asked?.variables.attachmentId);

    events.next(found());
    const model = await within(dialog).findByLabelText('Model');
    expect(model).toHaveValue('LX-10');
    expect(within(dialog).getByLabelText('Manufacturer')).toHaveValue('Lumen & Co');
    expect(within(dialog).getByRole('img', { name: 'Image of LX-10' })).toHaveAttribute(
      'src',
      '/t/m.jpg',
    );
    expect(events.observed).toBe(false);

    await user.clear(model);
    await user.type(model, 'LX-10 Mini');
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const created = server.requests.find(
      (request) => request.operationName === 'AddScrapedProduct',
    );
    expect(created?.variables).toMatchObject({
      workspaceId: 'ws-1',
      collectionId: 'c-1',
      cells: {
        manufacturer: 'Lumen & Co',
        model: 'LX-10 Mini',
        wattage: '12',
        productUrl: pageUrl,
        image: [{ key: 'uploads/u-1/lx-10.jpg', filename: 'lx-10.jpg', type: 'image/jpeg' }],
      },
    });
    expect(await screen.findByText('Product added')).toBeInTheDocument();
  });

  it("tells a failure in the spec's words, and a page without product data", async () => {
    const setupResult = setup();
    const { events, dialog, user } = setupResult;
    await readPage(setupResult);
    events.next(
      result({
        status: 'FAILED',
        error: 'Error when getting data from url: the address is not a public one',
      }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error when getting data from url: the address is not a public one',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Read page' }));
    await waitFor(() => expect(events.observed).toBe(true));
    events.next(result({ status: 'FINISHED', product: {} }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No product data received from scraping!',
    );
  });

  it('gives up when no result comes in time', async () => {
    const setupResult = setup({ timeoutMs: 200 });
    await readPage(setupResult);
    expect(await within(setupResult.dialog).findByRole('alert')).toHaveTextContent(
      'Subscription callback timed out',
    );
    expect(setupResult.events.observed).toBe(false);
  });

  it('cancels quietly: the server is asked to stop and no error is shown', async () => {
    const setupResult = setup();
    const { server, events, dialog, user } = setupResult;
    await readPage(setupResult);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(server.requests.map((request) => request.operationName)).toContain('CancelScrape'),
    );
    expect(events.observed).toBe(false);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Reading the page…')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Product page address')).toHaveValue(pageUrl);
  });

  it('refuses an address that is not a web page address before asking', async () => {
    const { dialog, user, server } = setup();
    await user.type(
      within(dialog).getByLabelText('Product page address'),
      'ftp://lights.example/x',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Read page' }));
    expect(
      within(dialog).getByText('Enter a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(server.requests.map((request) => request.operationName)).not.toContain(
      'ScrapeProductData',
    );
  });
});
