import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { createTestServer } from '../../test/test-apollo.ts';
import { NotificationBell } from './NotificationBell.tsx';
import type { AppNotification } from './notifications.types.ts';

function makeNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    __typename: 'Notification',
    id: 'n1',
    kind: 'mention',
    createdDate: new Date().toISOString(),
    read: false,
    actor: {
      __typename: 'CommentPerson',
      id: 'u-a',
      name: 'Alice Martin',
      email: 'alice@example.com',
      picture: null,
    },
    workspaceId: 'ws-1',
    resourceType: 'project',
    resourceId: 'p-1',
    resourceName: 'Harbour Lofts',
    rowId: 'row-9',
    cellPointer: 'qty',
    commentId: 'c-7',
    excerpt: 'Can you check the quantity?',
    link: null,
    ...overrides,
  } as AppNotification;
}

function setup(items: AppNotification[]) {
  const events = new Subject<AppNotification>();
  const marked: (string[] | null)[] = [];
  const server = createTestServer(undefined, {
    session: signedIn(),
    resolvers: {
      myNotifications: () => ({
        __typename: 'NotificationsPage',
        items,
        nextToken: null,
        unreadCount: items.filter((item) => !item.read).length,
      }),
      onNotification: () => events,
      markNotificationsRead: ({ ids }) => {
        marked.push(ids ?? null);
        return ids ? items.filter((item) => !item.read && !ids.includes(item.id)).length : 0;
      },
    },
  });
  const view = renderRoutes(
    [
      { path: '/', element: <NotificationBell /> },
      { path: '/workspace/:wId/projects/:id', element: <p>Schedule page</p> },
    ],
    '/',
    { client: server.client, session: server.session },
  );
  return { ...view, events, marked, user: userEvent.setup() };
}

describe('the notifications bell', () => {
  it('counts unread notifications, live', async () => {
    const { events } = setup([makeNotification()]);
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    events.next(makeNotification({ id: 'n2', kind: 'comment' }));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
  });

  it('lists who did what where, and opens the comment’s row, marking it read', async () => {
    const { user, router, marked } = setup([
      makeNotification(),
      makeNotification({ id: 'n0', kind: 'comment', read: true }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const items = screen.getAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('Alice Martin mentioned you in Harbour Lofts');
    expect(items[0]).toHaveTextContent('Can you check the quantity?');
    expect(items[1]).toHaveTextContent('commented on a row you follow in Harbour Lofts');
    await user.click(items[0] as HTMLElement);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/workspace/ws-1/projects/p-1'),
    );
    expect(router.state.location.search).toBe('?row=row-9&comment=c-7');
    expect(marked).toEqual([['n1']]);
  });

  it('marks all read', async () => {
    const { user, marked } = setup([makeNotification(), makeNotification({ id: 'n2' })]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(marked).toEqual([null]));
    // The menu is still open: the bell behind it is hidden from the accessibility tree.
    expect(
      await screen.findByRole('button', { name: 'Notifications', hidden: true }),
    ).toBeInTheDocument();
  });
});
