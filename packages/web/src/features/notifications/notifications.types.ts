/** The viewer's notifications as the web reads them: aliases of the generated types. */
import type { MyNotificationsQuery, NotificationFieldsFragment } from '../../graphql/graphql.ts';

export type AppNotification = NotificationFieldsFragment;

export type NotificationsPage = MyNotificationsQuery['myNotifications'];
