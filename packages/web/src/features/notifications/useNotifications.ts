import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import { markRead, prependNotification } from './notification-text.ts';
import {
  MARK_NOTIFICATIONS_READ_MUTATION,
  MY_NOTIFICATIONS_QUERY,
  NOTIFICATION_SUBSCRIPTION,
} from './notifications.documents.ts';
import type { NotificationsPage } from './notifications.types.ts';

const variables = {};

/**
 * The viewer's latest notifications and unread count, live: each new one arrives by
 * subscription and is put first in the cached answer; reading them writes the server's count.
 * The list is a query, so a reconnect reads it again.
 */
export function useNotifications(skip = false) {
  const client = useApolloClient();
  const query = useQuery(MY_NOTIFICATIONS_QUERY, {
    variables,
    skip,
    fetchPolicy: 'cache-and-network',
  });

  const update = useCallback(
    (change: (page: NotificationsPage) => NotificationsPage) =>
      client.cache.updateQuery({ query: MY_NOTIFICATIONS_QUERY, variables }, (data) =>
        data ? { myNotifications: change(data.myNotifications) } : data,
      ),
    [client],
  );

  useSubscription(NOTIFICATION_SUBSCRIPTION, {
    skip,
    onData: ({ data }) => {
      const notification = data.data?.onNotification;
      if (notification) update((page) => prependNotification(page, notification));
    },
  });

  const markAsRead = useCallback(
    async (ids: string[] | null) => {
      const result = await client.mutate({
        mutation: MARK_NOTIFICATIONS_READ_MUTATION,
        variables: { ids },
      });
      const count = result.data?.markNotificationsRead;
      if (typeof count === 'number') update((page) => markRead(page, ids, count));
    },
    [client, update],
  );

  const page = query.data?.myNotifications;
  return {
    items: page?.items ?? [],
    unreadCount: page?.unreadCount ?? 0,
    loading: query.loading && !page,
    markAsRead,
  };
}
