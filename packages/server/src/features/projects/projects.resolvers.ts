import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import * as aggregation from './aggregation.service.ts';
import * as lists from './project-lists.service.ts';
import * as projects from './projects.service.ts';

export const projectsResolvers: Resolvers = {
  Query: {
    getSortedUserProjectsV2: (_, args, context) => projects.getSortedUserProjects(context, args),
    getProjectById: (_, args, context) => projects.getProjectById(context, args),
    getColorIconPalette: (_, __, context) => {
      requireViewer(context);
      return lists.getColorIconPalette();
    },
    getProjectTags: (_, args, context) => lists.getProjectTags(context, args),
    getProjectMembers: (_, args, context) => lists.getProjectMembers(context, args),
    getStarredProjectLists: (_, args, context) => lists.getStarredProjectLists(context, args),
    getUserProjectPreference: (_, args, context) => lists.getUserProjectPreference(context, args),
    getUserPreference: (_, args, context) => lists.getUserPreference(context, args),
    getProjectAggregation: (_, args, context) => aggregation.getProjectAggregation(context, args),
    getTotalOfTag: (_, args, context) => aggregation.getTotalOfTag(context, args),
  },
  Mutation: {
    deprecatedCreateProjectV2: (_, args, context) => projects.createProject(context, args),
    updateProject: (_, args, context) => projects.updateProject(context, args),
    deleteProject: (_, args, context) => projects.deleteProject(context, args),
    updateTimestampLastAccessed: (_, args, context) =>
      projects.updateTimestampLastAccessed(context, args),
    copyProject: (_, args, context) => lists.copyProject(context, args),
    setColorIcon: (_, args, context) => lists.setColorIcon(context, args),
    manageProjectTags: (_, args, context) => lists.manageProjectTags(context, args),
    makeStarredProjectList: (_, args, context) => lists.makeStarredProjectList(context, args),
    updateStarredProjectList: (_, args, context) => lists.updateStarredProjectList(context, args),
    deleteStarredProjectList: (_, args, context) => lists.deleteStarredProjectList(context, args),
    updateUserProjectPreference: (_, args, context) =>
      lists.updateUserProjectPreference(context, args),
    updateUserPreference: (_, args, context) => lists.updateUserPreference(context, args),
    updateProjectAggregation: (_, args, context) =>
      aggregation.updateProjectAggregation(context, args),
    updateProjectAggregationNotes: (_, args, context) =>
      aggregation.updateProjectAggregationNotes(context, args),
    recalculateProjectAggregation: (_, args, context) =>
      aggregation.recalculateProjectAggregation(context, args),
    recalculateTagTotalCost: (_, args, context) =>
      aggregation.recalculateTagTotalCost(context, args),
  },
  Subscription: {
    onProjectAggregation: {
      subscribe: (_, args, context) => aggregation.subscribeToAggregation(context, args),
      resolve: (figures: unknown) => figures as never,
    },
    onProjectStatusChanged: {
      subscribe: (_, { workspaceId }, context) =>
        projects.subscribeToStatusChanges(context, workspaceId),
      resolve: (change: unknown) => change as never,
    },
  },
};
