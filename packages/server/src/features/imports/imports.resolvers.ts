import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { startImport } from './import-request.service.ts';
import { getImportDocument, subscribeToImport } from './imports.service.ts';
import { previewImportDocument } from './preview.service.ts';
import { getTemplateUrl } from './template.ts';

export const importsResolvers: Resolvers = {
  Query: {
    getTemplateUrl: (_, args, context) => getTemplateUrl(context, args),
    previewImportDocument: (_, args, context) => previewImportDocument(context, args),
    getImportDocument: (_, args, context) => getImportDocument(context, args),
  },
  Mutation: {
    importDocument: (_, args, context) => startImport(context, args),
  },
  Subscription: {
    subscribeImportDocument: {
      subscribe: (_, args, context) => subscribeToImport(context, args),
      resolve: (document: unknown) => document as never,
    },
  },
};
