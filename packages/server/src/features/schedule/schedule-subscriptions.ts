import type { GraphQLContext } from '../../graphql/context.ts';
import { untilAccessLost } from '../../graphql/live-access.ts';
import { loadScheduleAccess } from './schedule-access.ts';

type ScheduleArgs = { projectId: string; workspaceId: string; scheduleId?: string | null };

/** Rows put in the schedule, for as long as the viewer may read the project. */
export async function subscribeToRowPuts(context: GraphQLContext, args: ScheduleArgs) {
  const access = await loadScheduleAccess(context, args);
  return untilAccessLost(
    context,
    context.pubsub.subscribe('schedule.rowPut', access.schedule.id),
    () => loadScheduleAccess(context, args),
  );
}

export async function subscribeToRowDeletes(context: GraphQLContext, args: ScheduleArgs) {
  const access = await loadScheduleAccess(context, args);
  return untilAccessLost(
    context,
    context.pubsub.subscribe('schedule.rowsDeleted', access.schedule.id),
    () => loadScheduleAccess(context, args),
  );
}
