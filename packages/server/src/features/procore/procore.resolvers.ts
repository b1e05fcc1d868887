import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  connectProcoreAccount,
  disconnectProcoreAccount,
  getProcoreAuthUrl,
  listProcoreAccounts,
  listProcoreCompanies,
  listProcoreFolders,
  listProcoreLastUsedFolders,
  listProcoreProjects,
} from './procore.service.ts';
import { exportScheduleToProcore } from './procore-delivery.ts';

// Accounts are the viewer's own: every call names the viewer, and a service reads only their rows.
export const procoreResolvers: Resolvers = {
  Query: {
    ListProcoreAccounts: (_parent, _args, context) =>
      listProcoreAccounts(context, requireViewer(context).userId),
    getProcoreAuthUrl: (_parent, _args, context) =>
      getProcoreAuthUrl(context, requireViewer(context).userId),
    listProcoreLastUsedFolders: (_parent, _args, context) =>
      listProcoreLastUsedFolders(context, requireViewer(context).userId),
    listProcoreCompanies: (_parent, args, context) =>
      listProcoreCompanies(context, requireViewer(context).userId, args.accountId),
    listProcoreProjects: (_parent, args, context) =>
      listProcoreProjects(context, requireViewer(context).userId, args),
    listProcoreFolders: (_parent, args, context) =>
      listProcoreFolders(context, requireViewer(context).userId, args),
  },
  Mutation: {
    connectProcoreAccount: (_parent, args, context) =>
      connectProcoreAccount(context, requireViewer(context).userId, args),
    disconnectProcoreAccount: (_parent, args, context) =>
      disconnectProcoreAccount(context, requireViewer(context).userId, args.accountId),
    exportScheduleToProcore: (_parent, args, context) =>
      exportScheduleToProcore(context, args, {
        accountId: args.accountId,
        companyId: args.companyId,
        projectId: args.procoreProjectId,
        folderId: args.folderId ?? null,
      }),
  },
};
