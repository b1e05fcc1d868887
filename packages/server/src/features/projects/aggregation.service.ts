import { randomUUID } from 'node:crypto';
import { AppError } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { ProjectAggregation } from '../../graphql/resolvers.generated.ts';
import { authorize } from '../workspaces/index.ts';
import type { ProjectView } from './projects.repository.ts';
import { updateProjectRow } from './projects.repository.ts';
import { loadProject } from './projects.service.ts';

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    'projects.aggregation': ProjectAggregation;
  }
}

const maxNotesLength = 20_000;

async function ensureAggregation(context: GraphQLContext, projectId: string) {
  await context.database.db
    .insertInto('project_aggregations')
    .values({ id: randomUUID(), project_id: projectId, updated_at: new Date() })
    .onConflict((conflict) => conflict.column('project_id').doNothing())
    .execute();
  return context.database.db
    .selectFrom('project_aggregations')
    .selectAll()
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
}

/** The dashboard as it stands. The schedule's rows arrive with their feature; until then none count. */
function toAggregation(
  view: ProjectView,
  aggregation: { id: string; notes: string },
): ProjectAggregation {
  const totalPower = 0;
  const area = Number(view.area);
  return {
    id: aggregation.id,
    projectId: view.id,
    baseBudget: Number(view.base_budget),
    totalCost: '0',
    totalPower,
    area,
    areaUnit: view.area_unit,
    powerDensity: area > 0 ? totalPower / area : 0,
    targetPowerDensity: Number(view.power_density),
    typeSumValues: [],
    notes: aggregation.notes,
  };
}

export async function getProjectAggregation(
  context: GraphQLContext,
  args: { projectId: string; workspaceId: string },
): Promise<ProjectAggregation> {
  const { view } = await loadProject(context, args.workspaceId, args.projectId);
  return toAggregation(view, await ensureAggregation(context, view.id));
}

async function publishAndReturn(context: GraphQLContext, workspaceId: string, projectId: string) {
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
  if (!Number.isInteger(args.baseBudget) || args.baseBudget < 0) {
    throw new AppError('BAD_USER_INPUT', 'The base budget must be a whole number of 0 or more.');
  }
  await updateProjectRow(context.database.db, view.id, { base_budget: args.baseBudget });
  return publishAndReturn(context, args.workspaceId, view.id);
}

/** Replaces the dashboard's notes (required; an empty text clears them). */
export async function updateProjectAggregationNotes(
  context: GraphQLContext,
  args: { projectId: string; workspaceId: string; aggregationId: string; notes: string },
): Promise<ProjectAggregation> {
  const { view, onProject } = await loadProject(context, args.workspaceId, args.projectId);
  authorize(onProject, 'project:edit');
  if (args.notes.length > maxNotesLength) {
    throw new AppError(
      'BAD_USER_INPUT',
      `Notes must be at most ${maxNotesLength} characters long.`,
    );
  }
  const aggregation = await ensureAggregation(context, view.id);
  if (aggregation.id !== args.aggregationId)
    throw new AppError('NOT_FOUND', 'Aggregation not found.');
  await context.database.db
    .updateTable('project_aggregations')
    .set({ notes: args.notes, updated_at: new Date() })
    .where('id', '=', aggregation.id)
    .execute();
  return publishAndReturn(context, args.workspaceId, view.id);
}

export async function subscribeToAggregation(
  context: GraphQLContext,
  args: { projectId: string; workspaceId: string },
) {
  const { view } = await loadProject(context, args.workspaceId, args.projectId);
  return context.pubsub.subscribe('projects.aggregation', view.id);
}
