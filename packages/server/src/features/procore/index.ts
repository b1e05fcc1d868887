import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { registerExportDelivery } from '../exports/index.ts';
import { procoreResolvers } from './procore.resolvers.ts';
import { deliverToProcore } from './procore-delivery.ts';

export { procoreEnabled } from './procore.service.ts';

export const procoreFeature: Feature = {
  name: 'procore',
  typeDefs: fs.readFileSync(new URL('./procore.graphql', import.meta.url), 'utf8'),
  resolvers: procoreResolvers,
  start: () => {
    registerExportDelivery('procore', deliverToProcore);
    return () => {};
  },
};
