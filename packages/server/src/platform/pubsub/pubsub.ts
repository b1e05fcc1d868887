import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';

/**
 * The payload of every topic, by name (`feature.event`, with dots: the scope follows a colon on
 * the wire, so a colon in a topic name could collide). A feature adds its topics by augmenting this interface
 * (`declare module '…/pubsub.ts' { interface Topics { … } }`) beside the code that publishes them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each feature.
export interface Topics {}

export type TopicName = keyof Topics;

export type PubSubKind = 'in-process' | 'redis';

/**
 * Live events, scoped by a resource id (`scope`) so a subscriber hears only its resource. Publish
 * only after the transaction that made the change has committed.
 */
export type PubSub = {
  kind: PubSubKind;
  publish<T extends TopicName>(topic: T, scope: string, payload: Topics[T]): void;
  subscribe<T extends TopicName>(topic: T, scope: string): AsyncIterableIterator<Topics[T]>;
  close(): Promise<void>;
};

type Channels = Record<string, [scope: string, payload: unknown]>;

/**
 * In-process events by default; through Redis when a URL is given, so any process may publish.
 * On Redis every topic is prefixed with `namespace`, the database the processes share: Redis
 * pub/sub ignores database numbers, so two deployments (or two test databases) on one Redis would
 * otherwise hear each other.
 */
export async function createPubSubPort(
  redisUrl: string | undefined,
  namespace = '',
): Promise<PubSub> {
  if (!redisUrl) {
    // Every open schedule, comment panel and share dialog listens: many listeners per topic is
    // the normal case, not a leak, so Node's warning past ten is turned off.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return wrap('in-process', createPubSub<Channels>({ eventTarget }), async () => {});
  }
  // Loaded only with REDIS_URL set: ioredis is some 100 ms and a few MB at every start. Its
  // default export, the client class: the compiled server gives a CommonJS package loaded this
  // way no other export.
  const [{ default: Redis }, { createRedisEventTarget }] = await Promise.all([
    import('ioredis'),
    import('@graphql-yoga/redis-event-target'),
  ]);
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publishClient = new Redis(redisUrl, options);
  const subscribeClient = new Redis(redisUrl, options);
  await Promise.all([publishClient.connect(), subscribeClient.connect()]);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return wrap('redis', namespaced(createPubSub<Channels>({ eventTarget }), namespace), async () => {
    // quit() lets commands in flight finish, where disconnect() would reject them unhandled;
    // a connection that does not answer within a second is dropped.
    const quitting = Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    await Promise.race([quitting, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    publishClient.disconnect();
    subscribeClient.disconnect();
  });
}

function namespaced(
  inner: ReturnType<typeof createPubSub<Channels>>,
  namespace: string,
): ReturnType<typeof createPubSub<Channels>> {
  if (!namespace) return inner;
  return {
    publish: (topic, ...rest) => inner.publish(`${namespace}/${topic}`, ...rest),
    subscribe: (topic, ...rest) => inner.subscribe(`${namespace}/${topic}`, ...rest),
  } as ReturnType<typeof createPubSub<Channels>>;
}

/** The namespace of a deployment's live events: the database its processes share. */
export function pubSubNamespace(config: { databaseUrl: string | undefined; dataDir: string }) {
  if (!config.databaseUrl) return `embedded:${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `postgres:${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

function wrap(
  kind: PubSubKind,
  inner: ReturnType<typeof createPubSub<Channels>>,
  close: () => Promise<void>,
): PubSub {
  let closed = false;
  return {
    kind,
    publish: (topic, scope, payload) => {
      // Events announced late (a coalescing timer) after the port closed have nowhere to go.
      if (closed) return;
      inner.publish(topic, scope, payload);
    },
    subscribe: (topic, scope) =>
      inner.subscribe(topic, scope) as unknown as AsyncIterableIterator<Topics[typeof topic]>,
    close: async () => {
      closed = true;
      await close();
    },
  };
}
