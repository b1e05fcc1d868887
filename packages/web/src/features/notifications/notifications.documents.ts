import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AppNotification, NotificationsPage } from './notifications.types.ts';

// Hand-typed until GraphQL Code Generator produces typed client documents.

const NOTIFICATION_FIELDS = gql`
  fragment NotificationFields on Notification {
    id
    kind
    createdDate
    read
    actor {
      id
      name
      email
      picture
    }
    workspaceId
    resourceType
    resourceId
    resourceName
    rowId
    cellPointer
    commentId
    excerpt
    link
  }
`;

export const MY_NOTIFICATIONS_QUERY: TypedDocumentNode<
  { myNotifications: NotificationsPage },
  { nextToken?: string | null; limit?: number }
> = gql`
  query MyNotifications($nextToken: String, $limit: Int) {
    myNotifications(nextToken: $nextToken, limit: $limit) {
      items {
        ...NotificationFields
      }
      nextToken
      unreadCount
    }
  }
  ${NOTIFICATION_FIELDS}
`;

export const MARK_NOTIFICATIONS_READ_MUTATION: TypedDocumentNode<
  { markNotificationsRead: number },
  { ids?: string[] | null }
> = gql`
  mutation MarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids)
  }
`;

export const NOTIFICATION_SUBSCRIPTION: TypedDocumentNode<
  { onNotification: AppNotification },
  Record<string, never>
> = gql`
  subscription OnNotification {
    onNotification {
      ...NotificationFields
    }
  }
  ${NOTIFICATION_FIELDS}
`;
