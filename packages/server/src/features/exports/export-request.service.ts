import { randomUUID } from 'node:crypto';
import {
  AppError,
  defaultColumns,
  type ExportKind,
  exportFileName,
  exportLimits,
  exportMessages,
  exportRequestOf,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  ExportRequest,
  MutationFileExporterInvokeArgs,
} from '../../graphql/resolvers.generated.ts';
import { fileLinksOf } from '../files/index.ts';
import { loadProject } from '../projects/index.ts';
import { loadScheduleAccess } from '../schedule/index.ts';
import { findVersion } from '../versions/index.ts';
import { getScheduleView, getScheduleViews } from '../views/index.ts';
import { authorize, findWorkspaceLogoKey, findWorkspaceName } from '../workspaces/index.ts';
import { exportJob } from './export-job-name.ts';
import type { ExportDelivery, ExportParams } from './export-params.ts';
import { toExportFile } from './export-presenter.ts';
import { failExport, insertExport } from './exports.repository.ts';
import { type PageTemplate, pageTemplates } from './formats/render.ts';

export type FileExporterArgs = MutationFileExporterInvokeArgs;

const bad = (message: string) => new AppError('BAD_USER_INPUT', message);
const versionNotFound = () => new AppError('NOT_FOUND', exportMessages.versionNotFound);

function kindAsked(args: FileExporterArgs): string | null | undefined {
  if (args.pdfType === 'submittal') return 'submittal';
  if (args.exportType === 'compare') return 'comparison';
  return args.exportType;
}

function templateOf(name: string | null | undefined): PageTemplate {
  if (!name) return 'letter';
  const template = name.trim().toLowerCase() as PageTemplate;
  if (!pageTemplates.includes(template))
    throw bad(exportMessages.unknownTemplate(name, pageTemplates));
  return template;
}

function checkColumns(ids: readonly string[], known: ReadonlySet<string>) {
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw bad(exportMessages.unknownColumns(unknown));
}

/** The view the export follows: the one named, else the first the person sees (the default). */
async function viewOf(context: GraphQLContext, args: FileExporterArgs) {
  const projectArgs = { workspaceId: args.workspaceId, projectId: args.projectId };
  if (args.viewId) return getScheduleView(context, { ...projectArgs, viewId: args.viewId });
  const [first] = await getScheduleViews(context, projectArgs);
  if (!first) throw new AppError('NOT_FOUND', exportMessages.unknownTable);
  return first;
}

async function versionOf(context: GraphQLContext, projectId: string, versionId: string) {
  const version = await findVersion(context.database, projectId, versionId);
  if (!version) throw versionNotFound();
  return version;
}

/**
 * Starts an export: checks who asks and what, fixes the view and filters as the person sees them
 * now, records the request and queues its durable job. Answers at once; the job announces
 * progress, then the file or the failure.
 */
export async function startExport(
  requestContext: GraphQLContext,
  args: FileExporterArgs,
  delivery: ExportDelivery | null = null,
): Promise<ExportRequest> {
  const sharedLink = args.sharedLink ?? requestContext.sharedLink ?? null;
  // The link named in the arguments reads the schedule and views as the header's would.
  const context = sharedLink ? { ...requestContext, sharedLink } : requestContext;
  const project = await loadProject(context, args.workspaceId, args.projectId, { sharedLink });
  const { kind, format } = exportRequestOf(kindAsked(args), args.fileFormat);
  authorize(project.onProject, 'project:export');
  if (kind === 'revit') authorize(project.onProject, 'export:revit');
  if (args.tableType && args.tableType !== 'schedule') throw bad(exportMessages.unknownTable);

  const access = await loadScheduleAccess(
    context,
    {
      workspaceId: args.workspaceId,
      projectId: args.projectId,
      versionId: kind === 'comparison' ? null : args.versionId,
    },
    { allowSharedLink: true },
  );
  const columns = [...defaultColumns, ...access.schedule.customFields];
  const known = new Set(columns.map((column) => column.id));
  const columnIds = args.columns?.length ? [...new Set(args.columns)] : null;
  if (columnIds && columnIds.length > exportLimits.maxColumns)
    throw bad(exportMessages.tooManyColumns(exportLimits.maxColumns));
  if (columnIds) checkColumns(columnIds, known);
  const columnFilters = (args.customColumnFilters ?? []).map((filter) => ({
    columnId: filter.columnId,
    values: filter.values.map((value) => value.trim()),
  }));
  const filterTags = (args.filterTags ?? []).map((tag) => tag.trim()).filter(Boolean);
  if (columnFilters.length + filterTags.length > exportLimits.maxFilters)
    throw bad(exportMessages.tooManyFilters(exportLimits.maxFilters));
  checkColumns(
    columnFilters.map((filter) => filter.columnId),
    known,
  );
  const keyColumn = args.columnName?.trim() || 'typeDesignation';
  checkColumns([keyColumn], known);
  const template = templateOf(args.templateName);

  const { comparison, versionName } = await comparisonOf(context, args, kind, access.schedule.id);
  const view = await viewOf(context, args);
  const address = project.view.address?.formatted_address ?? project.view.location ?? null;
  const params: ExportParams = {
    kind,
    format,
    template,
    keyColumn,
    project: {
      name: project.view.project_name,
      number: project.view.number,
      phase: project.view.phase,
      address,
    },
    workspace: {
      name: await findWorkspaceName(context.database.db, args.workspaceId),
      logoKey: await findWorkspaceLogoKey(context.database.db, args.workspaceId),
    },
    view: {
      name: view.name,
      columnOrder: view.columnOrder,
      customColumnOrder: view.customColumnOrder,
      visibleColumns: view.visibleColumns,
      columnsSize: view.columnsSize.map((size) => ({ id: size.id, size: size.size })),
      sortingData: view.sortingData
        ? {
            sortBy: view.sortingData.sortBy,
            sortOrder: view.sortingData.sortOrder === 'desc' ? 'desc' : 'asc',
          }
        : null,
      filterTag: view.filterTag,
      currency: view.currency === 'cad' ? 'cad' : 'usd',
    },
    columns,
    scheduleId: access.schedule.id,
    versionName,
    comparison,
    filterTags,
    columnFilters,
    columnIds,
    delivery,
    request: { ...args },
  };
  const label = exportMessages.fileLabels[kind];
  const stored = await insertExport(context.database.db, {
    id: randomUUID(),
    requestId: randomUUID(),
    projectId: args.projectId,
    workspaceId: args.workspaceId,
    userId: context.viewer?.userId ?? null,
    // The link it came through: the export's project is read through it again later.
    sharedLink,
    fileName: exportFileName([params.project.name, view.name, versionName, label], format),
    params,
    lifetimeMinutes: exportLimits.fileLifetimeMinutes,
  });
  try {
    await context.jobs.send(exportJob, { requestId: stored.request_id });
  } catch (error) {
    await failExport(context.database.db, stored.request_id, exportMessages.tryAgain);
    throw error;
  }
  return {
    requestId: stored.request_id,
    file: toExportFile(context, stored, fileLinksOf(context)),
  };
}

async function comparisonOf(
  context: GraphQLContext,
  args: FileExporterArgs,
  kind: ExportKind,
  liveScheduleId: string,
): Promise<Pick<ExportParams, 'comparison' | 'versionName'>> {
  if (kind !== 'comparison') {
    const version = args.versionId
      ? await versionOf(context, args.projectId, args.versionId)
      : null;
    return { comparison: null, versionName: version?.title ?? null };
  }
  if (!args.primaryVersionId) throw bad(exportMessages.comparisonNeedsVersions);
  const older = await versionOf(context, args.projectId, args.primaryVersionId);
  const newer = args.secondaryVersionId
    ? await versionOf(context, args.projectId, args.secondaryVersionId)
    : null;
  return {
    comparison: {
      olderScheduleId: older.schedule_id,
      newerScheduleId: newer?.schedule_id ?? liveScheduleId,
    },
    versionName: exportMessages.comparedWith(older.title, newer?.title ?? null),
  };
}
