import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import * as projects from './projects.service.ts';

export const projectsResolvers: Resolvers = {
  Query: {
    getSortedUserProjectsV2: (_, args, context) => projects.getSortedUserProjects(context, args),
    getProjectById: (_, args, context) => projects.getProjectById(context, args),
  },
  Mutation: {
    deprecatedCreateProjectV2: (_, args, context) => projects.createProject(context, args),
    updateProject: (_, args, context) => projects.updateProject(context, args),
    deleteProject: (_, args, context) => projects.deleteProject(context, args),
    updateTimestampLastAccessed: (_, args, context) =>
      projects.updateTimestampLastAccessed(context, args),
  },
  Subscription: {
    onProjectStatusChanged: {
      subscribe: (_, { workspaceId }, context) =>
        projects.subscribeToStatusChanges(context, workspaceId),
      resolve: (change: unknown) => change as never,
    },
  },
};
