import { afterEach, describe, expect, it } from 'vitest';
import { createPubSubPort, type PubSub } from '../platform/pubsub/pubsub.ts';
import type { GraphQLContext } from './context.ts';
import { announceAccessChanged, untilAccessLost } from './live-access.ts';

// A subscription's figures must not reach someone whose access was taken away: an event published
// right after the change that removed it waits for the engine's answer to that change.
describe('a live stream while its viewer loses access', () => {
  let pubsub: PubSub;
  afterEach(() => pubsub.close());

  /** A stream of a project's totals for u1, and a way to answer the access check it asks. */
  async function watch() {
    pubsub = await createPubSubPort(undefined);
    const context = { pubsub, viewer: { userId: 'u1' }, sharedLink: undefined };
    let answer: { allow: () => void; refuse: () => void } | undefined;
    const stream = untilAccessLost(
      context as unknown as GraphQLContext,
      pubsub.subscribe('schedule.totalsChanged', 'p1'),
      () =>
        new Promise<void>((allow, refuse) => {
          answer = { allow, refuse: () => refuse(new Error('refused')) };
        }),
    );
    const first = stream.next();
    await new Promise((resolve) => setImmediate(resolve));
    // Access changes, and the project's totals change straight after, before the check answers.
    announceAccessChanged(context as unknown as GraphQLContext, 'u1');
    pubsub.publish('schedule.totalsChanged', 'p1', { projectId: 'p1' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (!answer) throw new Error('the change asked for no check');
    return { first, answer };
  }

  it('holds the event back and ends the stream when the check refuses', async () => {
    const { first, answer } = await watch();
    answer.refuse();
    expect(await first).toEqual({ done: true, value: undefined });
  });

  it('delivers the event once the check allows it', async () => {
    const { first, answer } = await watch();
    answer.allow();
    expect(await first).toEqual({ done: false, value: { projectId: 'p1' } });
  });
});
