import { randomUUID } from 'node:crypto';
import { AppError, notificationMessages } from '@specboard/domain';
import type { GraphQLContext, Platform } from '../../graphql/context.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type { Notification, NotificationsPage } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  countUnreadNotifications,
  insertNotifications,
  markNotificationsRead as markRead,
  type NewNotification,
  type StoredNotification,
  selectActors,
  selectNotifications,
} from './notifications.repository.ts';

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    /** A notification made for the person the scope names. */
    'notifications.created': Notification;
  }
}

export const notificationsPageSize = 20;
const notificationsPageMax = 100;
const markReadMax = 1000;

export type NotificationEvent = Omit<NewNotification, 'actor_id'> & {
  actor: Notification['actor'];
};

function toNotification(stored: StoredNotification, actor: Notification['actor']): Notification {
  return {
    id: stored.id,
    kind: stored.kind,
    createdDate: stored.created_date,
    read: stored.read,
    actor,
    workspaceId: stored.workspace_id,
    resourceType: stored.resource_type,
    resourceId: stored.resource_id,
    resourceName: stored.resource_name,
    rowId: stored.row_id,
    cellPointer: stored.cell_pointer,
    commentId: stored.comment_id,
    excerpt: stored.excerpt,
    link: stored.link,
  };
}

/**
 * Makes one notification for each person and tells their open bells. Called by the feature where
 * the event happened, after its transaction committed.
 */
export async function notify(platform: Platform, userIds: string[], event: NotificationEvent) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const { actor, ...rest } = event;
  const stored = await insertNotifications(
    platform.database.executeSql,
    unique,
    unique.map(() => randomUUID()),
    { ...rest, actor_id: actor.id },
  );
  for (const notification of stored) {
    platform.pubsub.publish(
      'notifications.created',
      notification.user_id,
      toNotification(notification, actor),
    );
  }
}

async function loadActors(context: GraphQLContext, ids: string[]) {
  const users = await selectActors(context.database.db, [...new Set(ids)]);
  return new Map(
    users.map((user) => [
      user.id,
      { id: user.id, name: user.name?.trim() || user.email, email: user.email, picture: null },
    ]),
  );
}

/** The viewer's notifications, newest first, with their unread count. */
export async function myNotifications(
  context: GraphQLContext,
  args: { nextToken?: string | null; limit?: number | null },
): Promise<NotificationsPage> {
  const viewer = requireViewer(context);
  const limit = pageSize(args.limit, notificationsPageSize, notificationsPageMax);
  const after = decodeCursor(args.nextToken, 2) as [string, string] | undefined;
  const run = context.database.executeSql;
  const rows = await selectNotifications(run, viewer.userId, limit + 1, after);
  const page = rows.slice(0, limit);
  const actors = await loadActors(
    context,
    page.map((row) => row.actor_id),
  );
  const last = page.at(-1);
  return {
    items: page.map((row) =>
      toNotification(
        row,
        actors.get(row.actor_id) ?? { id: row.actor_id, name: '', email: '', picture: null },
      ),
    ),
    nextToken: rows.length > limit && last ? encodeCursor([last.cursor_at, last.id]) : null,
    unreadCount: await countUnreadNotifications(context.database.db, viewer.userId),
  };
}

/** Marks the viewer's notifications read (the given ones, or all); answers the unread count. */
export async function markNotificationsRead(
  context: GraphQLContext,
  args: { ids?: string[] | null },
): Promise<number> {
  const viewer = requireViewer(context);
  if (args.ids && args.ids.length > markReadMax) {
    throw new AppError('BAD_USER_INPUT', notificationMessages.tooManyToMark(markReadMax));
  }
  await markRead(context.database.db, viewer.userId, args.ids ?? null);
  return countUnreadNotifications(context.database.db, viewer.userId);
}

/** The viewer's own new notifications: the scope is their id, so no one else's reach them. */
export function subscribeToNotifications(context: GraphQLContext) {
  const viewer = requireViewer(context);
  return context.pubsub.subscribe('notifications.created', viewer.userId);
}
