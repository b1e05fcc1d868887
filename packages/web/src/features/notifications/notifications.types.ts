/** The viewer's notifications as the web reads them (see the server's notifications.graphql). */

export type NotificationKind = 'mention' | 'comment' | 'share' | 'inviteRequest';

export type AppNotification = {
  id: string;
  kind: NotificationKind;
  createdDate: string;
  read: boolean;
  actor: { id: string; name: string; email: string; picture: string | null };
  workspaceId: string;
  resourceType: 'project' | 'collection';
  resourceId: string;
  resourceName: string;
  rowId: string | null;
  cellPointer: string | null;
  commentId: string | null;
  excerpt: string;
  /** Where it leads in the app, when not the resource itself. */
  link: string | null;
};

export type NotificationsPage = {
  items: AppNotification[];
  nextToken: string | null;
  unreadCount: number;
};
