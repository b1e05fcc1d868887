import type { AttachmentRef } from '@specboard/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { createTestServer } from '../../../test/test-apollo.ts';
import { linkTo, signed } from '../../files/file-links.test-support.ts';
import { FileLinksProvider } from '../../files/index.ts';
import { CellFilesDialog } from './CellFilesDialog.tsx';

const key = (letter: string) => letter.repeat(40);
const picture: AttachmentRef = {
  key: key('a'),
  filename: 'Lamp A1.png',
  type: 'image/png',
  size: 34_500,
  thumbnails: {
    small: `${key('a')}.small.png`,
    medium: `${key('a')}.medium.png`,
    large: `${key('a')}.large.png`,
    full: `${key('a')}.full.png`,
  },
};
const photometry: AttachmentRef = {
  key: key('b'),
  filename: 'lamp.ies',
  type: 'application/x-ies',
  size: 512,
  thumbnails: null,
};

function renderDialog(allowed = true, files = [picture, photometry]) {
  const onAdd = vi.fn();
  const onRemove = vi.fn();
  // The project's cells hold both files: the server hands out their links (getFileLinks).
  const server = createTestServer(undefined, {
    resolvers: {
      getFileLinks: ({ keys }) =>
        (keys as string[]).map((fileKey) => {
          const link = linkTo(fileKey, fileKey === picture.key);
          return { ...link, expiresAt: new Date(link.expiresAt).toISOString() };
        }),
    },
  });
  renderWithProviders(
    <FileLinksProvider tableKey={{ workspaceId: 'w1', projectId: 'p1' }}>
      <CellFilesDialog
        title="Image · A1"
        files={files}
        uploading={[{ id: 1, name: 'cut-sheet.pdf' }]}
        ability={
          allowed ? { allowed: true } : { allowed: false, message: 'You can only view this.' }
        }
        onAdd={onAdd}
        onRemove={onRemove}
        onClose={() => {}}
      />
    </FileLinksProvider>,
    { client: server.client },
  );
  return {
    onAdd,
    onRemove,
    requests: server.requests,
    dialog: screen.getByRole('dialog', { name: 'Files of Image · A1' }),
  };
}

describe("a file cell's dialog", () => {
  it('lists the files with their sizes and the one still uploading', () => {
    const { dialog } = renderDialog();
    const items = within(dialog).getAllByTestId('cell-file');
    expect(items.map((item) => item.textContent)).toEqual(['Lamp A1.png35 KB', 'lamp.ies512 B']);
    expect(
      within(dialog).getByRole('progressbar', { name: 'Uploading cut-sheet.pdf' }),
    ).toBeTruthy();
  });

  it('previews a picture in the overlay; a file it cannot show downloads, through signed links', async () => {
    const { dialog, requests } = renderDialog();
    const download = await within(dialog).findByRole('link', { name: 'Download lamp.ies' });
    expect(download.getAttribute('href')).toBe(signed(key('b')));
    // Both files' links were asked for at once.
    const asked = requests.filter((request) => request.operationName === 'FileLinks');
    expect(asked.map((request) => request.variables)).toEqual([
      { workspaceId: 'w1', projectId: 'p1', keys: [key('a'), key('b')] },
    ]);
    const thumbnail = dialog.querySelector('img');
    expect(thumbnail?.getAttribute('src')).toBe(signed(`${key('a')}.small.png`));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview Lamp A1.png' }));
    const overlay = await screen.findByRole('dialog', { name: 'Lamp A1.png' });
    expect(within(overlay).getByRole('img', { name: 'Lamp A1.png' }).getAttribute('src')).toBe(
      signed(key('a')),
    );
  });

  it('removes a file and adds the files chosen', async () => {
    const { dialog, onAdd, onRemove } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove lamp.ies' }));
    expect(onRemove).toHaveBeenCalledWith(photometry);
    const chosen = new File([new Uint8Array([1, 2, 3])], 'spec.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByTestId('cell-files-input'), chosen);
    expect(onAdd).toHaveBeenCalledWith([chosen]);
  });

  it('shows a viewer why the files cannot be changed, with the controls disabled', async () => {
    const { dialog } = renderDialog(false);
    expect(within(dialog).getByText('You can only view this.')).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Remove lamp.ies' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Add files' }).hasAttribute('disabled')).toBe(
      true,
    );
    // Looking is still allowed.
    expect(await within(dialog).findByRole('button', { name: 'Preview Lamp A1.png' })).toBeTruthy();
  });

  it('says what the server read of an IES file, or why it could not', () => {
    // As the server stores them since issue 25: the parsed figures, or the parser's message.
    const read = {
      ...photometry,
      photometry: {
        lumens: 1250,
        inputWatts: 10,
        efficacy: 125,
        cct: 3000,
        manufacturer: 'Acme',
        catalogueNumber: 'A1',
      },
    };
    const broken = {
      ...photometry,
      key: key('c'),
      filename: 'broken.ies',
      photometryError: 'Line 5: expected the input watts, found "ten".',
    };
    const { dialog } = renderDialog(true, [read, broken]);
    const items = within(dialog).getAllByTestId('cell-file');
    expect(items.map((item) => item.textContent)).toEqual([
      'lamp.ies512 B1,250 lm · 10 W · 125 lm/W · 3,000 K',
      'broken.ies512 BLine 5: expected the input watts, found "ten".',
    ]);
  });
});
