import { AppError, figureProblem, figureRules, projectMessages } from '@specboard/domain';
import { Repeater } from 'graphql-yoga';
import type { DatabaseHandle } from '../../db/connection.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { untilAccessLost } from '../../graphql/live-access.ts';
import type { ProjectAggregation, TagTotal } from '../../graphql/resolvers.generated.ts';
import {
  readLiveScheduleTotals,
  recountLiveScheduleTotals,
  type ScheduleTotals,
} from '../schedule/index.ts';
import { authorize } from '../workspaces/index.ts';
import {
  findAggregation,
  insertAggregation,
  updateAggregationNotes,
} from './aggregation.repository.ts';
import { watchSharedTotals } from './aggregation-feed.ts';
import { loadProject } from './project-loading.ts';
import { findProject, type ProjectView, updateProjectRow } from './projects.repository.ts';

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    'projects.aggregation': ProjectAggregation;
  }
}

const maxNotesLength = 20_000;

// The dashboard's figures are read by shared-link readers too (never changed by them).
const linkReads = (context: GraphQLContext) => ({ sharedLink: context.sharedLink });

/** The project's dashboard record (its notes), made on first read. */
async function ensureAggregation(database: DatabaseHandle, projectId: string) {
  const find = () => findAggregation(database.db, projectId);
  const found = await find();
  if (found) return found;
  await insertAggregation(database.db, projectId);
  const made = await find();
  if (!made) throw new Error(`no dashboard record for project ${projectId}`);
  return made;
}

/** The dashboard as it stands: the project's figures and its live schedule's running totals. */
function toAggregation(
  view: ProjectView,
  aggregation: { id: string; notes: string },
  totals: ScheduleTotals,
): ProjectAggregation {
  const totalPower = Number(totals.totalPower);
  const area = Number(view.area);
  const typeSumValues = totals.byType.map((share) => ({
    type: share.type,
    rows: share.rows,
    totalCost: share.totalCost,
    totalPower: Number(share.totalPower),
  }));
  return {
    id: aggregation.id,
    projectId: view.id,
    baseBudget: Number(view.base_budget),
    totalCost: totals.totalCost,
    totalPower,
    area,
    areaUnit: view.area_unit,
    powerDensity: area > 0 ? totalPower / area : 0,
    targetPowerDensity: Number(view.power_density),
    typeSumValues,
    powerSumValues: typeSumValues,
    tagSumValues: totals.byTag.map(toTagTotal),
    notes: aggregation.notes,
  };
}

function toTagTotal(share: ScheduleTotals['byTag'][number]): TagTotal {
  return {
    tag: share.tag,
    rows: share.rows,
    TotalCost: share.totalCost,
    totalPower: Number(share.totalPower),
  };
}

/** The dashboard of a project already loaded: nothing in it depends on who reads it. */
async function readAggregation(database: DatabaseHandle, view: ProjectView) {
  return toAggregation(
    view,
    await ensureAggregation(database, view.id),
    await readLiveScheduleTotals(database, view.id),
  );
}

export async function getProjectAggregation(
  context: GraphQLContext,
  args: { projectId: string; workspaceId: string },
): Promise<ProjectAggregation> {
  const { view } = await loadProject(context, args.workspaceId, args.projectId, linkReads(context));
  return readAggregation(context.database, view);
}

/** Reads the dashboard's figures and pushes them to whoever watches it. */
export async function publishAggregation(
  context: GraphQLContext,
  workspaceId: string,
  projectId: string,
) {
  const aggregation = await getProjectAggregation(context, { projectId, workspaceId });
  context.pubsub.publish('projects.aggregation', projectId, aggregation);
  return aggregation;
}

/** Sets the project's base budget (required), the figure the totals are held against. */
export async function updateProjectAggregation(
  context: GraphQLContext,
  args: { projectId: string; workspaceId: string; baseBudget: number },
): Promise<ProjectAggregation> {
  const { view, onProject } = await loadProject(context, args.workspaceId, args.projectId);
  authorize(onProject, 'project:edit');
  const problem = figureProblem(args.baseBudget, figureRules.baseBudget);
  if (problem) throw new AppError('BAD_USER_INPUT', problem);
  await updateProjectRow(context.database.db, view.id, { base_budget: args.baseBudget });
  return publishAggregation(context, args.workspaceId, view.id);
}

/** Replaces the dashboard's notes (required; an empty text clears them). */
export async function updateProjectAggregationNotes(
  context: GraphQLContext,
  args: { projectId: string; workspaceId: string; aggregationId: string; notes: string },
): Promise<ProjectAggregation> {
  const { view, onProject } = await loadProject(context, args.workspaceId, args.projectId);
  authorize(onProject, 'project:edit');
  if (args.notes.length > maxNotesLength) {
    throw new AppError('BAD_USER_INPUT', projectMessages.notesTooLong(maxNotesLength));
  }
  const aggregation = await ensureAggregation(context.database, view.id);
  if (aggregation.id !== args.aggregationId)
    throw new AppError('NOT_FOUND', projectMessages.aggregationNotFound);
  await updateAggregationNotes(context.database.db, aggregation.id, args.notes);
  return publishAggregation(context, args.workspaceId, view.id);
}

/**
 * The dashboard's figures whenever its setup, its notes or the schedule's totals change. After a
 * burst of edits the figures are read once for every watcher of the project in this process
 * (they are the same for every reader); each watcher gets them while it may read the project.
 */
export async function subscribeToAggregation(
  context: GraphQLContext,
  args: { projectId: string; workspaceId: string },
) {
  const { view } = await loadProject(context, args.workspaceId, args.projectId, linkReads(context));
  const { database } = context;
  const { workspace_id: workspaceId, id: projectId } = view;
  // No viewer: the project as anyone sees it (a deleted project has no figures to send).
  const readFresh = async () => {
    const current = await findProject(database.db, workspaceId, projectId, null);
    return current ? readAggregation(database, current) : undefined;
  };
  const totalsMoved = watchSharedTotals(context, view.id, readFresh);
  return untilAccessLost(
    context,
    Repeater.merge([context.pubsub.subscribe('projects.aggregation', view.id), totalsMoved]),
    () => loadProject(context, args.workspaceId, args.projectId, linkReads(context)),
    { projectId: view.id },
  );
}

export async function getTotalOfTag(
  context: GraphQLContext,
  args: { projectId: string; workspaceId: string; tag: string },
): Promise<TagTotal> {
  const { view } = await loadProject(context, args.workspaceId, args.projectId, linkReads(context));
  const totals = await readLiveScheduleTotals(context.database, view.id);
  const tag = args.tag.trim();
  const share = totals.byTag.find((candidate) => candidate.tag === tag);
  return share ? toTagTotal(share) : { tag, rows: 0, TotalCost: '0', totalPower: 0 };
}

/** Counts the totals again from the rows, and tells the dashboards. */
export async function recalculateProjectAggregation(
  context: GraphQLContext,
  args: { projectId: string; workspaceId: string },
): Promise<ProjectAggregation> {
  const { view, onProject } = await loadProject(context, args.workspaceId, args.projectId);
  authorize(onProject, 'project:edit');
  await recountLiveScheduleTotals(context.database, view.id);
  return publishAggregation(context, args.workspaceId, view.id);
}

export async function recalculateTagTotalCost(
  context: GraphQLContext,
  args: { projectId: string; workspaceId: string; tag?: string | null },
): Promise<TagTotal | null> {
  await recalculateProjectAggregation(context, args);
  return args.tag ? getTotalOfTag(context, { ...args, tag: args.tag }) : null;
}
