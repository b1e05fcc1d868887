import type { GraphQLContext } from '../../graphql/context.ts';
import { untilAccessLost } from '../../graphql/live-access.ts';
import { authorize, loadWorkspace } from '../workspaces/index.ts';
import './billing-events.service.ts';

/**
 * A workspace's billing changes, for its members only (a stranger is told it does not exist),
 * for as long as they stay members.
 */
export async function subscribeToPaymentEvents(context: GraphQLContext, workspaceId: string) {
  const check = async () => {
    const { subject } = await loadWorkspace(context, workspaceId);
    authorize(subject, 'workspace:read');
  };
  await check();
  return untilAccessLost(
    context,
    context.pubsub.subscribe('billing.paymentEvent', workspaceId),
    check,
  );
}
