import type { Server } from 'node:http';
import { type ExecutionArgs, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { newRequestId, requestScope } from '../graphql/request-scope.ts';
import type { Yoga } from '../graphql/yoga.ts';

type EnvelopedRoot = {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
};

/**
 * Subscriptions (and any operation) over WebSocket at /graphql, speaking the graphql-ws protocol.
 * Operations pass through the same Yoga plugins as HTTP: limits, error masking.
 */
export function attachGraphQLWebSocket(server: Server, yoga: Yoga, maxPayload: number) {
  const wsServer = new WebSocketServer({ server, path: yoga.graphqlEndpoint, maxPayload });
  const inScope = <T>(args: ExecutionArgs, run: (root: EnvelopedRoot) => T): T => {
    const requestId = (args.contextValue as { requestId?: string }).requestId ?? newRequestId();
    return requestScope.run({ requestId }, () => run(args.rootValue as EnvelopedRoot));
  };
  const cleanup = useServer(
    {
      execute: (args) => inScope(args, (root) => root.execute(args)) as never,
      subscribe: (args) => inScope(args, (root) => root.subscribe(args)) as never,
      onSubscribe: (ctx, _id, params) =>
        requestScope.run({ requestId: newRequestId() }, async () => {
          const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped(
            {
              ...ctx,
              req: ctx.extra.request,
              socket: ctx.extra.socket,
              params,
            },
          );
          let document: ReturnType<typeof parse>;
          try {
            document = parse(params.query);
          } catch (error) {
            return [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
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
