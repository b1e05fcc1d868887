import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { PreviewFile } from './preview-types.ts';
import { usePreview } from './usePreview.ts';

const files: PreviewFile[] = [
  { url: '/files/front.png', filename: 'front.png', type: 'image/png' },
  { url: '/files/side.jpg', filename: 'side.jpg', type: 'image/jpeg' },
  { url: '/files/spec-sheet.pdf', filename: 'spec-sheet.pdf', type: 'application/pdf' },
];

function OpenButton({ index }: { index: number }) {
  const preview = usePreview();
  return (
    <button type="button" onClick={() => preview.open(files, index)}>
      Open preview
    </button>
  );
}

async function openAt(index: number) {
  const user = userEvent.setup();
  renderWithProviders(<OpenButton index={index} />);
  await user.click(screen.getByRole('button', { name: 'Open preview' }));
  return { user, dialog: screen.getByRole('dialog') };
}

describe('file preview overlay', () => {
  it('shows the chosen file with its position, "n of m"', async () => {
    const { dialog } = await openAt(1);
    expect(dialog).toHaveAccessibleName('side.jpg');
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'side.jpg' })).toHaveAttribute(
      'src',
      '/files/side.jpg',
    );
  });

  it('wraps around from the last file to the first and back', async () => {
    const { user, dialog } = await openAt(2);
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next file' }));
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous file' }));
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
  });

  it('moves with the arrow keys and closes with Esc', async () => {
    const { user, dialog } = await openAt(0);
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a PDF in a frame and offers it for download', async () => {
    const { dialog } = await openAt(2);
    expect(within(dialog).getByTitle('spec-sheet.pdf').tagName).toBe('IFRAME');
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/files/spec-sheet.pdf');
    expect(download).toHaveAttribute('download', 'spec-sheet.pdf');
  });

  it('jumps to a file from its thumbnail', async () => {
    const { user, dialog } = await openAt(0);
    const thumbnails = within(dialog).getByRole('list', { name: 'Files' });
    await user.click(within(thumbnails).getByRole('button', { name: 'Show spec-sheet.pdf' }));
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    expect(within(thumbnails).getByRole('button', { name: 'Show spec-sheet.pdf' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('closes with the close button', async () => {
    const { user, dialog } = await openAt(0);
    await user.click(within(dialog).getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
