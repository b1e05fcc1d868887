import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createPubSubPort, type PubSubKind } from './pubsub.ts';

// Topics of this test only, typed without widening the app's `Topics` for every other file.
type TestTopics = { 'test:ping': { n: number }; 'test:pong': { n: number } };
type TestPubSub = {
  kind: PubSubKind;
  publish<T extends keyof TestTopics>(topic: T, scope: string, payload: TestTopics[T]): void;
  subscribe<T extends keyof TestTopics>(
    topic: T,
    scope: string,
  ): AsyncIterableIterator<TestTopics[T]>;
  close(): Promise<void>;
};

const redisUrl = process.env.REDIS_URL;
const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function openPort(url: string | undefined, namespace?: string): Promise<TestPubSub> {
  const port = (await createPubSubPort(url, namespace)) as unknown as TestPubSub;
  cleanups.push(() => port.close());
  return port;
}

/** Subscribes and starts listening at once (an event iterator listens from its first pull). */
function listen<T extends keyof TestTopics>(port: TestPubSub, topic: T, scope: string) {
  const iterator = port.subscribe(topic, scope);
  cleanups.push(async () => iterator.return?.());
  return { first: within(iterator.next(), 5_000, `${topic} on ${scope}`), iterator };
}

function within<T>(promise: Promise<IteratorResult<T>>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no event for ${what} within ${ms} ms`)), ms);
    promise.then(
      (result) => {
        clearTimeout(timer);
        resolve(result.value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Redis subscribes asynchronously: publish until the subscriber hears it (bounded). */
async function publishUntilHeard<T>(heard: Promise<T>, publish: () => void): Promise<T> {
  let settled = false;
  heard.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  for (let i = 0; i < 100 && !settled; i++) {
    publish();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return heard;
}

describe('the in-process pub/sub', () => {
  it('delivers an event to every subscriber of its topic and scope, and to no other scope or topic', async () => {
    const port = await openPort(undefined);
    expect(port.kind).toBe('in-process');
    const first = listen(port, 'test:ping', 'board-1');
    const second = listen(port, 'test:ping', 'board-1');
    const otherScope = listen(port, 'test:ping', 'board-2');
    const otherTopic = listen(port, 'test:pong', 'board-1');

    port.publish('test:ping', 'board-1', { n: 1 });
    expect(await first.first).toEqual({ n: 1 });
    expect(await second.first).toEqual({ n: 1 });
    // Had the other scope or topic heard event 1, it would be the first thing they hold.
    port.publish('test:ping', 'board-2', { n: 2 });
    port.publish('test:pong', 'board-1', { n: 3 });
    expect(await otherScope.first).toEqual({ n: 2 });
    expect(await otherTopic.first).toEqual({ n: 3 });
  });

  it('keeps events inside its process: another port instance hears nothing', async () => {
    const publisher = await openPort(undefined);
    const elsewhere = await openPort(undefined);
    const local = listen(publisher, 'test:ping', 'board-1');
    const remote = listen(elsewhere, 'test:ping', 'board-1');
    publisher.publish('test:ping', 'board-1', { n: 1 });
    expect(await local.first).toEqual({ n: 1 });
    const outcome = await Promise.race([
      remote.first.then(() => 'heard'),
      new Promise((resolve) => setTimeout(() => resolve('silent'), 300)),
    ]);
    expect(outcome).toBe('silent');
  });
});

describe('the Redis pub/sub', () => {
  it.skipIf(!redisUrl)(
    'delivers an event published by one port instance to a subscriber on another, in its scope only (needs REDIS_URL)',
    async () => {
      const publisher = await openPort(redisUrl);
      const subscriber = await openPort(redisUrl);
      expect([publisher.kind, subscriber.kind]).toEqual(['redis', 'redis']);
      // Scopes unique to this run: other suites may share the Redis server.
      const [scope, otherScope, readyScope] = [randomUUID(), randomUUID(), randomUUID()];
      const sameScope = listen(subscriber, 'test:ping', scope);
      const inOtherScope = listen(subscriber, 'test:ping', otherScope);
      const otherTopic = listen(subscriber, 'test:pong', scope);
      // Redis handles one connection's SUBSCRIBEs in order: once the last one hears, all listen.
      const ready = listen(subscriber, 'test:ping', readyScope);
      await publishUntilHeard(ready.first, () =>
        publisher.publish('test:ping', readyScope, { n: 0 }),
      );

      publisher.publish('test:ping', scope, { n: 1 });
      publisher.publish('test:ping', otherScope, { n: 2 });
      publisher.publish('test:pong', scope, { n: 3 });
      expect(await sameScope.first).toEqual({ n: 1 });
      expect(await inOtherScope.first).toEqual({ n: 2 });
      expect(await otherTopic.first).toEqual({ n: 3 });
    },
  );

  it.skipIf(!redisUrl)(
    'keeps two deployments on one Redis apart: a port hears only its own database namespace (needs REDIS_URL)',
    async () => {
      const [ours, theirs] = [`postgres:ours-${randomUUID()}`, `postgres:theirs-${randomUUID()}`];
      const publisher = await openPort(redisUrl, ours);
      const sameDeployment = await openPort(redisUrl, ours);
      const otherDeployment = await openPort(redisUrl, theirs);
      const scope = randomUUID();
      const heard = listen(sameDeployment, 'test:ping', scope);
      const overheard = listen(otherDeployment, 'test:ping', scope);
      await publishUntilHeard(heard.first, () => publisher.publish('test:ping', scope, { n: 1 }));
      // The other deployment's own events still reach it: it listens, and heard none of ours.
      const theirPublisher = await openPort(redisUrl, theirs);
      await publishUntilHeard(overheard.first, () =>
        theirPublisher.publish('test:ping', scope, { n: 2 }),
      );
      expect(await overheard.first).toEqual({ n: 2 });
    },
  );
});
