import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { registerDownloadSource } from '../files/index.ts';
import { defineExportJob } from './export-job.ts';
import { exportsResolvers } from './exports.resolvers.ts';
import { findExportDownload } from './exports.service.ts';

export { type ExportDeliverer, registerExportDelivery } from './export-deliveries.ts';
export type { ExportDelivery } from './export-params.ts';
export { type FileExporterArgs, startExport } from './export-request.service.ts';

export const exportsFeature: Feature = {
  name: 'exports',
  typeDefs: fs.readFileSync(new URL('./exports.graphql', import.meta.url), 'utf8'),
  resolvers: exportsResolvers,
  start: async (platform) => {
    registerDownloadSource('export-', findExportDownload);
    await defineExportJob(platform);
    return () => {};
  },
};
