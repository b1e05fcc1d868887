import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import * as notifications from './notifications.service.ts';

export const notificationsResolvers: Resolvers = {
  Query: {
    myNotifications: (_, args, context) => notifications.myNotifications(context, args),
  },
  Mutation: {
    markNotificationsRead: (_, args, context) => notifications.markNotificationsRead(context, args),
  },
  Subscription: {
    onNotification: {
      subscribe: (_, _args, context) => notifications.subscribeToNotifications(context),
      resolve: (event: unknown) => event as never,
    },
  },
};
