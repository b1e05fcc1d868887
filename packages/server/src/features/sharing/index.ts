import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { sharingResolvers } from './sharing.resolvers.ts';

export { isSharedLinkOn } from './shared-link.repository.ts';

export const sharingFeature: Feature = {
  name: 'sharing',
  typeDefs: fs.readFileSync(new URL('./sharing.graphql', import.meta.url), 'utf8'),
  resolvers: sharingResolvers,
};
