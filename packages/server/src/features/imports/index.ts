import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { registerDownloadSource } from '../files/index.ts';
import { defineImportJob } from './import-job.ts';
import { importsResolvers } from './imports.resolvers.ts';
import { findTemplateDownload, templatePrefix } from './template.ts';

export const importsFeature: Feature = {
  name: 'imports',
  typeDefs: fs.readFileSync(new URL('./imports.graphql', import.meta.url), 'utf8'),
  resolvers: importsResolvers,
  start: async (platform) => {
    registerDownloadSource(templatePrefix, findTemplateDownload);
    await defineImportJob(platform);
    return () => {};
  },
};
