import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { createTestServer } from '../../test/test-apollo.ts';
import { setViewportWidth } from '../../test/viewport.ts';
import { ImportDialog } from './ImportDialog.tsx';
import type { ImportJob } from './useImportFlow.ts';

const target = { workspaceId: 'ws-1', collectionId: 'c-1' };

const preview = {
  __typename: 'ImportPreview',
  key: 'uploads/u-1/lights.csv',
  fileName: 'lights.csv',
  format: 'csv',
  sheetName: null,
  delimiter: ';',
  headerRow: 1,
  rowsCount: 2,
  columns: [
    {
      index: 0,
      header: 'Brand',
      samples: ['Lumen & Co'],
      columnId: 'manufacturer',
      guessedBy: 'name',
    },
    {
      index: 1,
      header: 'Ref',
      samples: ['LX-10', 'LX-20'],
      columnId: 'wattage',
      guessedBy: 'content',
    },
    { index: 2, header: 'Power', samples: ['12', '9.5'], columnId: null, guessedBy: 'none' },
  ].map((column) => ({ __typename: 'ImportSourceColumn', ...column })),
  rows: [
    ['Lumen & Co', 'LX-10', '12'],
    ['Lumen & Co', 'LX-20', '9.5'],
  ],
  targetColumns: [
    { id: 'manufacturer', name: 'Manufacturer', type: 'string', maxLen: 200 },
    { id: 'model', name: 'Model', type: 'string', maxLen: 200 },
    { id: 'wattage', name: 'Wattage', type: 'float', maxLen: null },
  ].map((column) => ({
    __typename: 'ScheduleColumn',
    arrayType: null,
    multiline: null,
    hint: null,
    ...column,
  })),
};

function job(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    __typename: 'ImportDocument',
    importId: 'imp-1',
    workspaceId: 'ws-1',
    collectionId: 'c-1',
    projectId: null,
    fileName: 'lights.csv',
    status: 'PENDING',
    rowsRead: 0,
    rowsCount: 2,
    productsUploaded: 0,
    errors: [],
    errorsCount: 0,
    firstError: null,
    createdAt: new Date().toISOString(),
    finishedAt: null,
    ...overrides,
  } as ImportJob;
}

const rowError = (row: number, value: string) =>
  ({
    __typename: 'ImportRowError',
    row,
    columnId: 'wattage',
    value,
    message: 'Enter a number.',
  }) as ImportJob['errors'][number];

function setup(current: () => ImportJob = () => job()) {
  const events = new Subject<ImportJob>();
  const server = createTestServer(undefined, {
    session: signedIn(),
    resolvers: {
      getTemplateUrl: ({ format }) => `/files/templates/import.${format}?signature=t`,
      previewImportDocument: () => preview,
      importDocument: () => job(),
      getImportDocument: () => current(),
      subscribeImportDocument: () => events,
    },
  });
  const onClose = vi.fn();
  renderWithProviders(
    <ImportDialog target={target} heading="Import products" onClose={onClose} />,
    {
      client: server.client,
      session: server.session,
    },
  );
  return { server, events, onClose, user: userEvent.setup() };
}

async function chooseFile(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('dialog', { name: 'Import products' });
  const file = new File(['Brand;Ref;Power\n'], 'lights.csv', { type: 'text/csv' });
  await user.upload(within(dialog).getByLabelText('Spreadsheet to import'), file);
  await within(dialog).findByLabelText('Import Brand as', {}, { timeout: 5000 });
  return dialog;
}

beforeEach(() => {
  // The files route (POST /files) answers as the server does: the stored file's key.
  vi.stubGlobal('fetch', async () =>
    Response.json({
      key: preview.key,
      filename: 'lights.csv',
      type: 'text/csv',
      size: 16,
      url: '/x',
      thumbnails: null,
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  setViewportWidth(1280);
});

describe('the import dialog', () => {
  it('offers the template and states the limits', async () => {
    setup();
    const link = await screen.findByRole('link', { name: 'Download template' });
    expect(link).toHaveAttribute('href', '/files/templates/import.xlsx?signature=t');
    expect(screen.getByText(/CSV or XLSX, up to 20 MB and 50,000 rows/)).toBeInTheDocument();
  });

  it('refuses a file that is not a spreadsheet', async () => {
    setup();
    // The browser's file picker can be told to show every file; the dialog checks again.
    const user = userEvent.setup({ applyAccept: false });
    const pdf = new File(['%PDF'], 'cut-sheet.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Spreadsheet to import'), pdf);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a CSV or an Excel workbook',
    );
  });

  it("shows the server's guesses, flags a cell its column refuses, and moves a target chosen again", async () => {
    const { user } = setup();
    const dialog = await chooseFile(user);
    expect(within(dialog).getByTestId('import-summary')).toHaveTextContent(
      'lights.csv: 2 rows to import, headers on row 1, separated by semicolons.',
    );
    expect(within(dialog).getByLabelText('Import Brand as')).toHaveValue('manufacturer');
    expect(within(dialog).getByText('Guessed from the header')).toBeInTheDocument();
    expect(within(dialog).getByText('Guessed from the values')).toBeInTheDocument();
    // 'LX-10' is no wattage: the preview says so before anything is imported.
    const preview = within(dialog).getByRole('region', { name: 'Preview of the import' });
    expect(within(preview).getAllByText('not a number.').length).toBeGreaterThan(0);
    expect(within(dialog).getByTestId('import-problems')).toHaveTextContent('2 cells do not fit');

    await user.selectOptions(within(dialog).getByLabelText('Import Ref as'), 'model');
    await user.selectOptions(within(dialog).getByLabelText('Import Power as'), 'wattage');
    expect(within(dialog).queryByTestId('import-problems')).not.toBeInTheDocument();
    // Wattage chosen for Power leaves nothing else mapped to it.
    await user.selectOptions(within(dialog).getByLabelText('Import Brand as'), 'model');
    expect(within(dialog).getByLabelText('Import Ref as')).toHaveValue('');
  });

  it('imports with the mapping, shows the progress, then says how many were uploaded and closes', async () => {
    const { user, server, events, onClose } = setup();
    const dialog = await chooseFile(user);
    await user.selectOptions(within(dialog).getByLabelText('Import Ref as'), 'model');
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));
    await waitFor(() => expect(events.observed).toBe(true));
    const sent = server.requests.find((request) => request.operationName === 'ImportDocument');
    expect(sent?.variables).toMatchObject({
      collectionId: 'c-1',
      key: preview.key,
      mapping: [
        { index: 0, columnId: 'manufacturer' },
        { index: 1, columnId: 'model' },
        { index: 2, columnId: null },
      ],
    });
    events.next(job({ status: 'RUNNING', rowsRead: 1 }));
    expect(await within(dialog).findByText('Read 1 of 2 rows')).toBeInTheDocument();
    events.next(job({ status: 'FINISHED', rowsRead: 2, productsUploaded: 2 }));
    expect(await screen.findByText('2 products uploaded')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    // The subscription is removed once the import is over.
    expect(events.observed).toBe(false);
  });

  it('tells the end once when both the event and the read after subscribing bring it', async () => {
    const done = job({ status: 'FINISHED', rowsRead: 2, productsUploaded: 2 });
    const { user, events } = setup(() => done);
    const dialog = await chooseFile(user);
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByText('2 products uploaded')).toBeInTheDocument();
    events.next(done);
    await waitFor(() => expect(events.observed).toBe(false));
    expect(screen.getAllByText('2 products uploaded')).toHaveLength(1);
  });

  it('tells a failure row by row and goes back to the mapping', async () => {
    const { user, events } = setup();
    const dialog = await chooseFile(user);
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));
    await waitFor(() => expect(events.observed).toBe(true));
    events.next(
      job({
        status: 'FAILED',
        firstError: 'Row 2: Wattage: Enter a number.',
        errorsCount: 2,
        errors: [rowError(2, 'LX-10'), rowError(3, 'LX-20')],
      }),
    );
    expect(await within(dialog).findByText('Row 2: Wattage: Enter a number.')).toBeInTheDocument();
    const table = within(dialog).getByRole('region', { name: 'Rows that could not be imported' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('LX-20')).toBeInTheDocument();
    expect(events.observed).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Back to the mapping' }));
    expect(within(dialog).getByLabelText('Import Ref as')).toBeInTheDocument();
  });

  it('has no serious axe violations in the mapping step at 375 px', async () => {
    setViewportWidth(375);
    const { user } = setup();
    await chooseFile(user);
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});
