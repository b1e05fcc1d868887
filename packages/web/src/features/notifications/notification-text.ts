import { PROJECTS_SEGMENT } from '../projects/index.ts';
import { workspacePath } from '../workspaces/index.ts';
import type { AppNotification, NotificationsPage } from './notifications.types.ts';

const actions: Record<AppNotification['kind'], string> = {
  mention: 'mentioned you in',
  comment: 'commented on a row you follow in',
  share: 'shared a project with you:',
  inviteRequest: 'asks you to invite people to',
};

/** What the actor did, followed by the project's name: "mentioned you in", "shared …". */
export function notificationAction(notification: Pick<AppNotification, 'kind'>): string {
  return actions[notification.kind];
}

/**
 * Where a notification leads: the place its event names (a request for an invite: the share
 * dialog filled in), else the project's schedule with the comment's row open (?row=…&comment=…),
 * or the project itself. null for a collection (they have no page yet).
 */
export function notificationLink(notification: AppNotification): string | null {
  if (notification.link) return notification.link;
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
