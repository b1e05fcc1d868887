import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { commentsResolvers } from './comments.resolvers.ts';

export const commentsFeature: Feature = {
  name: 'comments',
  typeDefs: fs.readFileSync(new URL('./comments.graphql', import.meta.url), 'utf8'),
  resolvers: commentsResolvers,
};
