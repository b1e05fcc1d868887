import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { UploadedFile } from '../files/index.ts';
import { CommentComposer, type ComposedComment } from './CommentComposer.tsx';
import { alice, bruno } from './comments.fixtures.ts';

const stored: UploadedFile = {
  key: 'uploads/u1/photo.png',
  filename: 'photo.png',
  type: 'image/png',
  size: 68,
  url: '/files/uploads/u1/photo.png',
  thumbnails: null,
};

function setup(refusal: string | null = null) {
  const sent: ComposedComment[] = [];
  const onSend = vi.fn(async (comment: ComposedComment) => {
    sent.push(comment);
  });
  const searchMentions = vi.fn(async (query: string) =>
    [alice, bruno].filter((person) =>
      person.name.toLowerCase().includes(query.replace(/^@/, '').toLowerCase()),
    ),
  );
  const upload = vi.fn(async () => stored);
  renderWithProviders(
    <CommentComposer
      searchMentions={searchMentions}
      upload={upload}
      onSend={onSend}
      refusal={refusal}
    />,
  );
  return { sent, onSend, searchMentions, upload, user: userEvent.setup() };
}

// ProseMirror measures the caret to scroll it into view; jsdom lays nothing out.
beforeAll(() => {
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const rect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= rects;
  Range.prototype.getBoundingClientRect ??= rect;
  Element.prototype.getClientRects ??= rects;
  document.elementFromPoint ??= () => null;
});

describe('the comment composer', () => {
  it('sends rich text with Ctrl+Enter and empties itself', async () => {
    const { user, sent } = setup();
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await user.click(box);
    await user.keyboard('Looks good');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      message: '<p>Looks good</p>',
      mentioned: [],
      privacy: 'public',
      attachments: [],
    });
    await waitFor(() => expect(box).toHaveTextContent(''));
  });

  it('mentions a project member chosen from the list after @', async () => {
    const { user, sent, searchMentions } = setup();
    await user.click(screen.getByRole('textbox', { name: 'Comment' }));
    await user.keyboard('Ask @bru');
    const option = await screen.findByRole('menuitem', { name: /Bruno Diaz/ });
    expect(searchMentions).toHaveBeenLastCalledWith('bru');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(option).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.mentioned).toEqual([bruno.id]);
    expect(sent[0]?.message).toContain('data-type="mention"');
    expect(sent[0]?.message).toContain(`data-id="${bruno.id}"`);
    expect(sent[0]?.message).toContain('@Bruno Diaz');
  });

  it('uploads chosen files at once and sends their keys, privately when asked', async () => {
    const { user, sent, upload } = setup();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Files to attach'), file);
    expect(upload).toHaveBeenCalledWith(file);
    await screen.findByText('photo.png');
    await user.click(screen.getByLabelText(/Private/));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ message: '', privacy: 'private', attachments: [stored.key] });
  });

  it('cannot send when empty, nor when the viewer may not comment', async () => {
    setup('Your assigned role is not permitted to use this feature');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
