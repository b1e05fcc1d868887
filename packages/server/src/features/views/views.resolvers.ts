import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import * as views from './views.service.ts';

export const viewsResolvers: Resolvers = {
  Query: {
    getScheduleViews: (_, args, context) => views.getScheduleViews(context, args),
    getScheduleView: (_, args, context) => views.getScheduleView(context, args),
    getViewParams: (_, args, context) => views.getViewParams(context, args),
  },
  Mutation: {
    saveCustomView: (_, args, context) => views.saveCustomView(context, args),
    renameView: (_, args, context) => views.renameView(context, args),
    deleteView: (_, args, context) => views.deleteView(context, args),
    resetView: (_, args, context) => views.resetView(context, args),
    updateViewSettings: (_, args, context) => views.updateViewSettings(context, args),
    updateViewColumnOrder: (_, args, context) => views.updateViewColumnOrder(context, args),
    updateViewColumnsSize: (_, args, context) => views.updateViewColumnsSize(context, args),
    grantViewPermissionByUsers: (_, args, context) =>
      views.grantViewPermissionByUsers(context, args),
    deleteViewPermissionByUsers: (_, args, context) =>
      views.deleteViewPermissionByUsers(context, args),
    grantViewPermissionByRoles: (_, args, context) =>
      views.grantViewPermissionByRoles(context, args),
    deleteViewPermissionByRoles: (_, args, context) =>
      views.deleteViewPermissionByRoles(context, args),
    setViewParams: (_, args, context) => views.setViewParams(context, args),
    deleteViewParams: (_, args, context) => views.deleteViewParams(context, args),
  },
};
