import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { startExport } from './export-request.service.ts';
import {
  subscribeToExport,
  subscribeToExportsOf,
  subscribeToPdfProgress,
} from './export-subscriptions.ts';
import { getExportFile, listExportFiles, refreshExportFile } from './exports.service.ts';

export const exportsResolvers: Resolvers = {
  Query: {
    listExportFiles: (_, args, context) => listExportFiles(context, args),
    getExportFile: (_, args, context) => getExportFile(context, args),
  },
  Mutation: {
    fileExporterInvoke: (_, args, context) => startExport(context, args),
    exportProject: (_, args, context) =>
      startExport(context, {
        ...args,
        exportType: 'schedule',
        fileFormat: args.fileFormat ?? 'xlsx',
      }),
    downloadProjectPdf: (_, args, context) =>
      startExport(context, { ...args, exportType: 'schedule', fileFormat: 'pdf' }),
    refreshExportFile: (_, args, context) => refreshExportFile(context, args),
  },
  Subscription: {
    notifyExportFiles: {
      subscribe: (_, args, context) => subscribeToExport(context, args.requestId),
      resolve: (file: unknown) => file as never,
    },
    notifyExportFileData: {
      subscribe: (_, args, context) => subscribeToExportsOf(context, args.projectId, args.username),
      resolve: (file: unknown) => file as never,
    },
    pdfDownloadProgress: {
      subscribe: (_, args, context) => subscribeToPdfProgress(context, args.pdfName),
      resolve: (file: unknown) => file as never,
    },
  },
};
