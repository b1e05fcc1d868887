import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import * as versions from './versions.service.ts';

export const versionsResolvers: Resolvers = {
  Query: {
    listProjectVersions: (_, args, context) => versions.listProjectVersions(context, args),
    compareProjectVersions: (_, args, context) => versions.compareProjectVersions(context, args),
    getComparisonFields: (_, args, context) => versions.getComparisonFields(context, args),
  },
  Mutation: {
    createProjectVersion: (_, args, context) => versions.createProjectVersion(context, args),
    updateProjectVersion: (_, args, context) => versions.updateProjectVersion(context, args),
    deleteProjectVersion: (_, args, context) => versions.deleteProjectVersion(context, args),
    archiveProjectVersion: (_, args, context) => versions.archiveProjectVersion(context, args),
    unarchiveProjectVersion: (_, args, context) => versions.unarchiveProjectVersion(context, args),
  },
};
