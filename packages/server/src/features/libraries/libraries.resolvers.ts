import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import * as libraries from './libraries.service.ts';
import * as permissions from './library-permissions.service.ts';
import * as sections from './sections.service.ts';

export const librariesResolvers: Resolvers = {
  Query: {
    listLibraries: (_, args, context) => libraries.listLibraries(context, args),
    listMyLibraries: (_, args, context) => libraries.listMyLibraries(context, args),
    getLibrary: (_, args, context) => libraries.presentLibrary(context, args),
    getLibraryInfo_v2: (_, args, context) => libraries.presentLibrary(context, args),
    listLibrariesWithCollection: (_, args, context) =>
      libraries.listLibrariesWithCollection(context, args),
    getWorkspaceSectionSettings: (_, args, context) =>
      sections.getWorkspaceSectionSettings(context, args),
  },
  Mutation: {
    createLibrary: (_, args, context) => libraries.createLibrary(context, args),
    createLibraryV2: (_, args, context) => libraries.createLibrary(context, args),
    updateLibrary: (_, args, context) => libraries.updateLibrary(context, args),
    deleteLibrary: (_, args, context) => libraries.deleteLibrary(context, args),
    shareLibrary: (_, args, context) => permissions.shareLibrary(context, args),
    updateLibraryPermission: (_, args, context) =>
      permissions.updateLibraryPermission(context, args),
    inviteUserToLibrary: (_, args, context) => permissions.inviteUserToLibrary(context, args),
    deleteLibraryPermission: (_, args, context) =>
      permissions.deleteLibraryPermission(context, args),
    changeSectionState: (_, args, context) => sections.changeSectionState(context, args),
    reorderSections: (_, args, context) => sections.reorderSections(context, args),
  },
};
