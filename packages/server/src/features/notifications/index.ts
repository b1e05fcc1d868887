import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { notificationsResolvers } from './notifications.resolvers.ts';

export { type NotificationEvent, notify } from './notifications.service.ts';

export const notificationsFeature: Feature = {
  name: 'notifications',
  typeDefs: fs.readFileSync(new URL('./notifications.graphql', import.meta.url), 'utf8'),
  resolvers: notificationsResolvers,
};
