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
};

export type NotificationsPage = {
  items: AppNotification[];
  nextToken: string | null;
  unreadCount: number;
};
