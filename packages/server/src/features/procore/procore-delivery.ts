import { randomUUID } from 'node:crypto';
import { AppError, procoreMessages } from '@specboard/domain';
import type { GraphQLContext, Platform } from '../../graphql/context.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import type { ProcoreApi } from '../../platform/procore/procore-client.ts';
import type { ExportDeliverer, ExportDelivery, FileExporterArgs } from '../exports/index.ts';
import { startExport } from '../exports/index.ts';
import { authorize, loadProjectSubjects } from '../workspaces/index.ts';
import { recordLastUsedFolder } from './procore.repository.ts';
import { withProcoreAccount } from './procore.service.ts';

/** Where in Procore a schedule goes: a folder of a project's documents (its top one when null). */
export type ProcoreTarget = Omit<ExportDelivery, 'kind'>;

const notThere = () => new AppError('NOT_FOUND', procoreMessages.notFoundThere);

/** The target's names, from Procore; not found when the account cannot see it. */
async function describeTarget(api: ProcoreApi, target: ProcoreTarget) {
  const company = (await api.companies()).find((c) => c.id === target.companyId);
  if (!company) throw notThere();
  const project = (await api.projects(target.companyId)).find((p) => p.id === target.projectId);
  if (!project) throw notThere();
  const folder = target.folderId
    ? await api.folder(target.companyId, target.projectId, target.folderId)
    : null;
  return { company, project, folder };
}

/**
 * Starts exporting a schedule to a Procore folder: the person's own account and a place it can
 * see are checked now, so a wrong choice is told at once; the file is written and sent by the
 * export job (deliverToProcore).
 */
export async function exportScheduleToProcore(
  context: GraphQLContext,
  args: Pick<FileExporterArgs, 'workspaceId' | 'projectId' | 'viewId' | 'versionId' | 'fileFormat'>,
  target: ProcoreTarget,
) {
  const viewer = requireViewer(context);
  // Refused before Procore is asked anything: the export decides, as for a download.
  const { onProject } = await loadProjectSubjects(context, args);
  authorize(onProject, 'project:export');
  await withProcoreAccount(context, viewer.userId, target.accountId, (api) =>
    describeTarget(api, target),
  );
  return startExport(
    context,
    {
      workspaceId: args.workspaceId,
      projectId: args.projectId,
      viewId: args.viewId,
      versionId: args.versionId,
      fileFormat: args.fileFormat,
    },
    { kind: 'procore', ...target },
  );
}

/**
 * The export job's last step for a Procore export: uploads the file with the requester's own
 * account, then records the folder as their last used. A throw fails the export (and the job is
 * tried again).
 */
export const deliverToProcore: ExportDeliverer = async (platform: Platform, job) => {
  if (!job.userId) throw new AppError('NOT_FOUND', procoreMessages.accountNotFound);
  const userId = job.userId;
  const target = job.delivery;
  const names = await withProcoreAccount(platform, userId, target.accountId, async (api) => {
    const described = await describeTarget(api, target);
    await api.uploadFile(target.companyId, target.projectId, target.folderId, {
      name: job.fileName,
      contentType: job.contentType,
      body: job.body,
    });
    return described;
  });
  await recordLastUsedFolder(platform.database.db, userId, {
    id: randomUUID(),
    account_id: target.accountId,
    company_id: target.companyId,
    company_name: names.company.name,
    project_id: target.projectId,
    project_name: names.project.name,
    folder_id: target.folderId,
    folder_name: names.folder?.name ?? null,
    folder_name_with_path: names.folder?.name_with_path ?? null,
  });
};
