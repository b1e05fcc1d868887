import { graphql } from '../../graphql/index.ts';

export const NOTIFICATION_FIELDS = graphql(`
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
`);

export const MY_NOTIFICATIONS_QUERY = graphql(`
  query MyNotifications($nextToken: String, $limit: Int) {
    myNotifications(nextToken: $nextToken, limit: $limit) {
      items {
        ...NotificationFields
      }
      nextToken
      unreadCount
    }
  }
`);

export const MARK_NOTIFICATIONS_READ_MUTATION = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids)
  }
`);

export const NOTIFICATION_SUBSCRIPTION = graphql(`
  subscription OnNotification {
    onNotification {
      ...NotificationFields
    }
  }
`);
