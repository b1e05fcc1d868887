import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { createTestServer } from '../../test/test-apollo.ts';
import { CommentsPanel, type CommentsPanelScope } from './CommentsPanel.tsx';
import { alice, bruno, makeComment, makeSlant } from './comments.fixtures.ts';
import type { Comment } from './comments.types.ts';
import type { ResourceCommentsStateApi } from './useResourceCommentsState.ts';

const key = { workspaceId: 'ws-1', projectId: 'project-1' };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString();

function fakeState(overrides: Partial<ResourceCommentsStateApi> = {}): ResourceCommentsStateApi {
  return {
    unread: 2,
    hideResolved: false,
    known: true,
    setHideResolved: vi.fn(async () => {}),
    readAll: vi.fn(async () => {}),
    ...overrides,
  };
}

function setup(
  comments: Comment[],
  scope: CommentsPanelScope = { kind: 'row', rowId: 'row-1', cellPointer: 'qty' },
) {
  const events = new Subject<Comment>();
  const onRowRead = vi.fn();
  const state = fakeState();
  const server = createTestServer(undefined, {
    resolvers: {
      listComments: ({ nextToken, limit }) => {
        const start = nextToken ? Number(nextToken) : 0;
        const end = start + limit;
        return {
          __typename: 'CommentsPage',
          items: comments.slice(start, end),
          nextToken: end < comments.length ? String(end) : null,
        };
      },
      onCommentChanged: () => events,
      setSlant: ({ rowId }) => makeSlant({ rowId, commentsAmount: comments.length }),
      getRowFollowers: () => [
        {
          __typename: 'RowFollower',
          userId: alice.id,
          name: alice.name,
          email: alice.email,
          picture: null,
        },
      ],
      toggleResolvedComments: ({ commentIds, resolved }) =>
        comments
          .filter((item) => commentIds.includes(item.id))
          .map((item) => ({ ...item, resolved })),
    },
  });
  renderWithProviders(
    <CommentsPanel
      open
      onClose={() => {}}
      commentsKey={key}
      scope={scope}
      state={state}
      onRowRead={onRowRead}
      columnName={(id) => ({ qty: 'Quantity', power: 'Power' })[id] ?? null}
      rowName={(id) => `Row ${id}`}
      commentAbility={{ allowed: true }}
      viewerId={alice.id}
    />,
    { client: server.client, session: server.session },
  );
  return { events, onRowRead, state, requests: server.requests };
}

const articles = () => screen.getAllByRole('article');

describe('the comments panel', () => {
  const five = [5, 4, 3, 2, 1].map((minute) =>
    makeComment({ id: `c${minute}`, createdDate: at(minute) }),
  );

  it('lists the newest three, then earlier ones on request', async () => {
    const user = userEvent.setup();
    setup(five);
    await waitFor(() => expect(articles()).toHaveLength(3));
    expect(articles()[0]).toHaveTextContent('Comment c5');
    await user.click(screen.getByRole('button', { name: 'Show earlier comments' }));
    await waitFor(() => expect(articles()).toHaveLength(5));
    expect(articles()[4]).toHaveTextContent('Comment c1');
    expect(screen.queryByRole('button', { name: 'Show earlier comments' })).not.toBeInTheDocument();
  });

  it("marks the row's comments read when opened", async () => {
    const { onRowRead, requests } = setup(five);
    await waitFor(() =>
      expect(onRowRead).toHaveBeenCalledWith(expect.objectContaining({ rowId: 'row-1' })),
    );
    expect(
      requests.find((request) => request.operationName === 'SetSlant')?.variables,
    ).toMatchObject({
      rowId: 'row-1',
      projectId: 'project-1',
    });
  });

  it('offers Edit and Delete on the viewer’s own comments only', async () => {
    setup([
      makeComment({ id: 'mine', createdDate: at(2) }),
      makeComment({ id: 'theirs', creator: bruno, createdDate: at(1) }),
    ]);
    const mine = await screen.findByRole('article', { name: 'Comment by Alice Martin' });
    const theirs = screen.getByRole('article', { name: 'Comment by Bruno Diaz' });
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
  });

  it('shows the cell a comment is on, a private badge, and the server’s HTML', async () => {
    setup([
      makeComment({
        cellPointer: 'power',
        privacy: 'private',
        message:
          '<p>Check <strong>this</strong> <span data-type="mention" data-id="user-bruno" data-label="Bruno Diaz">@Bruno Diaz</span></p>',
      }),
    ]);
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Power')).toBeInTheDocument();
    expect(within(article).getByText('Private')).toBeInTheDocument();
    expect(within(article).getByText('this').tagName).toBe('STRONG');
    expect(within(article).getByText('@Bruno Diaz')).toHaveAttribute('data-type', 'mention');
  });

  it('applies live changes: a new comment appears, a deleted one goes', async () => {
    const { events } = setup([makeComment({ id: 'old', createdDate: at(1) })]);
    await waitFor(() => expect(articles()).toHaveLength(1));
    events.next(
      makeComment({
        id: 'live',
        creator: bruno,
        createdDate: at(9),
        message: '<p>Hello live</p>',
        read: false,
      }),
    );
    await screen.findByText('Hello live');
    expect(articles()[0]).toHaveTextContent('Hello live');
    events.next(makeComment({ id: 'old', createdDate: at(1), status: 'deleted' }));
    await waitFor(() => expect(articles()).toHaveLength(1));
  });

  it('resolves a comment, and passes Hide resolved and Mark all read on', async () => {
    const user = userEvent.setup();
    const { state } = setup([makeComment({ id: 'r1' })]);
    const article = await screen.findByRole('article');
    await user.click(within(article).getByRole('button', { name: 'Resolve' }));
    expect(await within(article).findByText('Resolved')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Hide resolved'));
    expect(state.setHideResolved).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: /Mark all read/ }));
    expect(state.readAll).toHaveBeenCalledWith('row-1');
  });

  it('names the cell being commented on, and shows the row’s followers', async () => {
    setup([]);
    expect(await screen.findByText('Commenting on Quantity')).toBeInTheDocument();
    expect(await screen.findByLabelText('Followers: Alice Martin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
  });
});
