import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { type ErrorCode, identityMessages, messages } from '@specboard/domain';
import type { ExecutionArgs } from 'graphql';
import type { Context } from 'graphql-ws';
import { type Extra, useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GraphQLContext } from '../graphql/context.ts';
import { newRequestId, requestScope } from '../graphql/request-scope.ts';
import type { Yoga } from '../graphql/yoga.ts';
import { admitSocket, bearerTokenOf, socketRefusedCode } from './socket-admission.ts';

// graphql-ws takes errors from onSubscribe only if they are instances of the GraphQLError of
// the graphql it loads itself (Node's resolution: the CommonJS build). A bundler or test runner
// may give this module the ESM build, whose errors it would not recognise: take its class.
const { GraphQLError: ProtocolError } = createRequire(import.meta.url)(
  'graphql',
) as typeof import('graphql');

type EnvelopedRoot = {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
};

type SocketContext = Context<Record<string, unknown> | undefined, Extra>;

/** Operations one socket may keep open at once (each live list, panel or pulse is one). */
export const maxOperationsPerSocket = 50;
/** Operations one user may keep open at once over all their sockets to this server. */
export const maxOperationsPerUser = 200;

/** What an admitted socket speaks for, and what to undo when it closes. */
type OpenSocket = { userId?: string; stop: () => void };

/**
 * Subscriptions (and any operation) over WebSocket at /graphql, speaking the graphql-ws protocol.
 * Operations pass through the same Yoga plugins as HTTP: limits, error masking. A socket must
 * present credentials at `connection_init` (socket-admission.ts); it is closed when its access
 * token expires or its session ends, and the client reconnects with a fresh token.
 */
export function attachGraphQLWebSocket(server: Server, yoga: Yoga, maxPayload: number) {
  const wsServer = new WebSocketServer({ server, path: yoga.graphqlEndpoint, maxPayload });
  const open = new WeakMap<SocketContext, OpenSocket>();
  const socketsOfUser = new Map<string, Set<SocketContext>>();

  const inScope = <T>(args: ExecutionArgs, run: (root: EnvelopedRoot) => T): T => {
    const requestId = (args.contextValue as { requestId?: string }).requestId ?? newRequestId();
    return requestScope.run({ requestId }, () => run(args.rootValue as EnvelopedRoot));
  };
  const envelopedFor = (ctx: SocketContext, params?: unknown) =>
    yoga.getEnveloped({ ...ctx, req: ctx.extra.request, socket: ctx.extra.socket, params });

  const admit = async (ctx: SocketContext): Promise<boolean> => {
    const context = (await envelopedFor(ctx).contextFactory()) as GraphQLContext;
    const admission = await admitSocket(context, bearerTokenOf(ctx.connectionParams));
    const close = (reason: string) => ctx.extra.socket.close(socketRefusedCode, reason);
    if (!admission.admitted) {
      close(admission.reason);
      return false;
    }
    const { userId, familyId, expiresAt } = admission;
    const stops: (() => void)[] = [];
    if (expiresAt) {
      const timer = setTimeout(
        () => close(identityMessages.sessionExpired),
        Math.max(0, expiresAt.getTime() - Date.now()),
      );
      stops.push(() => clearTimeout(timer));
    }
    if (familyId)
      stops.push(context.sessions.watch(familyId, () => close(identityMessages.sessionExpired)));
    if (userId) {
      const sockets = socketsOfUser.get(userId) ?? new Set();
      sockets.add(ctx);
      socketsOfUser.set(userId, sockets);
      stops.push(() => {
        sockets.delete(ctx);
        if (sockets.size === 0) socketsOfUser.delete(userId);
      });
    }
    open.set(ctx, {
      userId,
      stop: () => {
        for (const stop of stops) stop();
      },
    });
    return true;
  };

  /** An error when this operation would pass the socket's or the user's limit. */
  const overLimit = (ctx: SocketContext) => {
    // graphql-ws lists the operation being subscribed already.
    if (Object.keys(ctx.subscriptions).length > maxOperationsPerSocket) {
      return limitError(
        messages.tooManyLiveUpdatesOnConnection(maxOperationsPerSocket),
        maxOperationsPerSocket,
      );
    }
    const userId = open.get(ctx)?.userId;
    if (!userId) return undefined;
    let total = 0;
    for (const socket of socketsOfUser.get(userId) ?? []) {
      total += Object.keys(socket.subscriptions).length;
    }
    if (total > maxOperationsPerUser) {
      return limitError(
        messages.tooManyLiveUpdatesForAccount(maxOperationsPerUser),
        maxOperationsPerUser,
      );
    }
    return undefined;
  };

  const cleanup = useServer(
    {
      execute: (args) => inScope(args, (root) => root.execute(args)) as never,
      subscribe: (args) => inScope(args, (root) => root.subscribe(args)) as never,
      onConnect: (ctx) =>
        requestScope.run({ requestId: newRequestId() }, () => admit(ctx as SocketContext)),
      onClose: (ctx) => open.get(ctx as SocketContext)?.stop(),
      onSubscribe: (ctx, _id, params) =>
        requestScope.run({ requestId: newRequestId() }, async () => {
          const tooMany = overLimit(ctx as SocketContext);
          if (tooMany) return [tooMany];
          const { schema, execute, subscribe, contextFactory, parse, validate } = envelopedFor(
            ctx as SocketContext,
            params,
          );
          let document: ReturnType<typeof parse>;
          try {
            document = parse(params.query);
          } catch (error) {
            return [
              error instanceof ProtocolError
                ? error
                : new ProtocolError(error instanceof Error ? error.message : String(error)),
            ];
          }
          const errors = validate(schema, document);
          if (errors.length > 0) return errors;
          return {
            schema,
            document,
            operationName: params.operationName,
            variableValues: params.variables,
            contextValue: await contextFactory(),
            rootValue: { execute, subscribe },
          };
        }),
    },
    wsServer,
  );
  return {
    close: async () => {
      await cleanup.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}

function limitError(message: string, limit: number) {
  return new ProtocolError(message, {
    extensions: { code: 'LIMIT_REACHED' satisfies ErrorCode, limit },
  });
}
