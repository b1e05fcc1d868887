import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlError } from '../../test/test-apollo.ts';
import { exportAs, makeFile, ready, setup } from './exports.test-support.tsx';

function stubFetch(status: number) {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET' });
      return new Response(null, { status });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('exporting what the person sees', () => {
  it('asks for the view, version and tag filter as a PDF of the chosen size, then shows the progress and Export ready', async () => {
    const { user, push, server } = setup();
    await exportAs(user, 'PDF', 'A4');

    const asked = server.requests.find((request) => request.operationName === 'StartExport');
    expect(asked?.variables).toMatchObject({
      workspaceId: 'ws-1',
      projectId: 'p-1',
      exportType: 'schedule',
      fileFormat: 'pdf',
      templateName: 'a4',
      viewId: 'view-design',
      versionId: null,
      filterTags: ['Lobby'],
    });

    const waiting = await screen.findByTestId('export-progress');
    expect(waiting).toHaveTextContent('Preparing your export. It can take up to 3 minutes.');
    push(makeFile({ status: 'RUNNING', progress: 40 }));
    await waitFor(() => expect(screen.getByTestId('export-progress')).toHaveTextContent('40%'));

    push(ready());
    const done = await screen.findByTestId('export-ready');
    expect(done).toHaveTextContent('Export ready');
    expect(done).toHaveTextContent('Harbour Lofts - Design Team View.pdf');
    expect(screen.queryByTestId('export-progress')).not.toBeInTheDocument();

    await user.click(within(done).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', {
      name: 'Harbour Lofts - Design Team View.pdf',
    });
    expect(
      within(preview).getByTitle('Preview of Harbour Lofts - Design Team View.pdf'),
    ).toHaveAttribute('src', '/files/exports/req-1.pdf?signature=preview');
  });

  it('downloads a ready file through its link once the link answers', async () => {
    const { user, push } = setup();
    const calls = stubFetch(200);
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    await exportAs(user, 'Excel (xlsx)');
    push(ready({ fileFormat: 'xlsx', downloadFileName: 'Harbour Lofts.xlsx' }));
    const done = await screen.findByTestId('export-ready');
    // Only a PDF is previewed.
    expect(within(done).queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(clicked).toEqual([
        { href: '/files/exports/req-1.pdf?signature=download', download: 'Harbour Lofts.xlsx' },
      ]),
    );
    expect(calls).toEqual([{ url: '/files/exports/req-1.pdf?signature=download', method: 'HEAD' }]);
  });

  it('says the download failed when the link does not answer', async () => {
    const { user, push } = setup();
    stubFetch(404);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await exportAs(user, 'CSV');
    push(ready({ fileFormat: 'csv', downloadFileName: 'Harbour Lofts.csv' }));
    const done = await screen.findByTestId('export-ready');
    await user.click(within(done).getByRole('button', { name: 'Download' }));
    expect(await screen.findByTestId('export-download-failed')).toHaveTextContent(
      'Error with downloading of Subscription',
    );
    expect(click).not.toHaveBeenCalled();
  });

  it('says something went wrong when the export fails', async () => {
    const { user, push } = setup();
    await exportAs(user, 'Word (docx)', 'Tabloid');
    push(makeFile({ status: 'FAILED', error: true, errorMessage: 'Renderer crashed' }));
    const failed = await screen.findByTestId('export-failed');
    expect(failed).toHaveTextContent('Something went wrong');
    expect(failed).toHaveTextContent('Please try to export again.');
  });

  it('says something went wrong when the request is refused or answers no request id', async () => {
    const { user } = setup({
      start: () => graphqlError('Something went wrong', 'INTERNAL_SERVER_ERROR'),
    });
    await exportAs(user, 'PDF');
    const failed = await screen.findByTestId('export-failed');
    expect(failed).toHaveTextContent('Something went wrong');
    expect(failed).toHaveTextContent('Please try to export again.');
  });

  it('exports a comparison of two versions with its own formats', async () => {
    const { user, server } = setup({
      exportTarget: {
        workspaceId: 'ws-1',
        projectId: 'p-1',
        comparison: { primaryVersionId: 'v-1', secondaryVersionId: null },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export comparison…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export comparison' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['PDF', 'Excel (xlsx)', 'CSV']);
    await user.click(within(dialog).getByRole('radio', { name: 'Excel (xlsx)' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Page size' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(
        server.requests.find((request) => request.operationName === 'StartExport')?.variables,
      ).toMatchObject({
        exportType: 'comparison',
        fileFormat: 'xlsx',
        templateName: null,
        primaryVersionId: 'v-1',
        secondaryVersionId: null,
      }),
    );
  });
});

describe('the formats offered', () => {
  it('offers Revit only when the engine allows it', async () => {
    const { user } = setup({ revit: true });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export schedule' });
    expect(
      within(dialog).getByRole('radio', { name: 'Revit key schedule (tsv)' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('radio', { name: 'Submittal package (PDF)' }),
    ).toBeInTheDocument();
  });

  it('offers no Revit key schedule without the engine’s leave', async () => {
    const { user } = setup({ revit: false });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export schedule' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(6);
    expect(within(dialog).queryByRole('radio', { name: /Revit/ })).not.toBeInTheDocument();
  });

  it('is disabled with the engine’s reason when the person may not export', async () => {
    const { user } = setup({
      ability: { allowed: false, message: 'Collaborators cannot export in this workspace.' },
    });
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Collaborators cannot export in this workspace.',
    );
  });
});
