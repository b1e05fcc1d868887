import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { systemResolvers } from './system.resolvers.ts';
import { startPulse } from './system.service.ts';

export const systemFeature: Feature = {
  name: 'system',
  typeDefs: fs.readFileSync(new URL('./system.graphql', import.meta.url), 'utf8'),
  resolvers: systemResolvers,
  start: startPulse,
};
