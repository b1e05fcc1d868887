import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { projectsResolvers } from './projects.resolvers.ts';

export { loadProject } from './project-loading.ts';
export { type ProjectSubjects, toProject } from './projects.presenter.ts';
export { insertProject, type ProjectView } from './projects.repository.ts';

export const projectsFeature: Feature = {
  name: 'projects',
  typeDefs: ['./projects.graphql', './project-lists.graphql', './aggregation.graphql']
    .map((file) => fs.readFileSync(new URL(file, import.meta.url), 'utf8'))
    .join('\n'),
  resolvers: projectsResolvers,
};
