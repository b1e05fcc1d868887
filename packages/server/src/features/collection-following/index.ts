import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { followingResolvers } from './following.resolvers.ts';

/** Following collections into workspaces, suggesting them, their sharing options and link. */
export const collectionFollowingFeature: Feature = {
  name: 'collection-following',
  typeDefs: fs.readFileSync(new URL('./collection-following.graphql', import.meta.url), 'utf8'),
  resolvers: followingResolvers,
};
