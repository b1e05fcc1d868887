import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { viewsResolvers } from './views.resolvers.ts';

export { getScheduleView, getScheduleViews } from './views.service.ts';

export const viewsFeature: Feature = {
  name: 'views',
  typeDefs: fs.readFileSync(new URL('./views.graphql', import.meta.url), 'utf8'),
  resolvers: viewsResolvers,
};
