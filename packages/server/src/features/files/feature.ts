import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { filesResolvers } from './files.resolvers.ts';

/**
 * The files feature as the API serves it. Kept apart from index.ts, which other features
 * import: its resolvers read project access (workspaces), and workspaces show logos (here).
 */
export const filesFeature: Feature = {
  name: 'files',
  typeDefs: fs.readFileSync(new URL('./files.graphql', import.meta.url), 'utf8'),
  resolvers: filesResolvers,
};
