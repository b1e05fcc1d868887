import type { GraphQLContext } from '../../graphql/context.ts';
import { untilAccessLost } from '../../graphql/live-access.ts';
import type { SubscriptionOnProductUpdatedArgs } from '../../graphql/resolvers.generated.ts';
import { loadScheduleAccess } from '../schedule/index.ts';

/**
 * onProductUpdated: the products used by a schedule's rows that changed (edited, deleted,
 * restored in their collection), for as long as the viewer may read the schedule.
 */
export async function subscribeToProductUpdates(
  context: GraphQLContext,
  args: SubscriptionOnProductUpdatedArgs,
) {
  const read = () => loadScheduleAccess(context, args);
  const access = await read();
  const stream = context.pubsub.subscribe('product.updated', access.schedule.id);
  return untilAccessLost(context, stream, read, { projectId: args.projectId ?? undefined });
}
