import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { projectsResolvers } from './projects.resolvers.ts';

export const projectsFeature: Feature = {
  name: 'projects',
  typeDefs: fs.readFileSync(new URL('./projects.graphql', import.meta.url), 'utf8'),
  resolvers: projectsResolvers,
};
