import { PROJECTS_SEGMENT } from '../projects/index.ts';
import { workspacePath } from '../workspaces/index.ts';
import type { AppNotification, NotificationsPage } from './notifications.types.ts';

/** What the actor did: "mentioned you in" or "commented on a row you follow in". */
export function notificationAction(notification: Pick<AppNotification, 'kind'>): string {
  return notification.kind === 'mention' ? 'mentioned you in' : 'commented on a row you follow in';
}

/**
 * Where a notification leads: the project's schedule with the comment's row open
 * (?row=…&comment=…), or its project comments for a general one. null for a collection (they
 * have no page yet).
 */
export function notificationLink(notification: AppNotification): string | null {
  if (notification.resourceType !== 'project') return null;
  const path = workspacePath(
    notification.workspaceId,
    PROJECTS_SEGMENT,
    encodeURIComponent(notification.resourceId),
  );
  const params = new URLSearchParams();
  if (notification.rowId) params.set('row', notification.rowId);
  if (notification.commentId) params.set('comment', notification.commentId);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A notification just made, put first (once) with the unread count raised. */
export function prependNotification(
  page: NotificationsPage,
  notification: AppNotification,
): NotificationsPage {
  if (page.items.some((item) => item.id === notification.id)) return page;
  return {
    ...page,
    items: [notification, ...page.items],
    unreadCount: page.unreadCount + (notification.read ? 0 : 1),
  };
}

/** Notifications marked read (every one when ids is null), with the server's new count. */
export function markRead(
  page: NotificationsPage,
  ids: readonly string[] | null,
  unreadCount: number,
): NotificationsPage {
  return {
    ...page,
    items: page.items.map((item) =>
      ids === null || ids.includes(item.id) ? { ...item, read: true } : item,
    ),
    unreadCount,
  };
}
