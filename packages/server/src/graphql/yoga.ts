import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { GraphQLContext, Platform } from './context.ts';
import { toClientError } from './errors.ts';
import type { Feature } from './feature.ts';
import { createRequestContext, takeCookies } from './request-context.ts';
import { currentRequestId } from './request-scope.ts';

export type Yoga = YogaServerInstance<object, GraphQLContext>;

/** The GraphQL engine behind /graphql, shared by the HTTP and WebSocket transports. */
export function createGraphQLServer(platform: Platform, features: Feature[]): Yoga {
  const { maxDepth, maxCost, maxAliases, maxTokens } = platform.config.graphqlLimits;
  return createYoga<object, GraphQLContext>({
    // Each feature's SDL may declare its own `type Query`; they merge into one schema.
    schema: createSchema<GraphQLContext & object>({
      typeDefs: features.map((feature) => feature.typeDefs),
      resolvers: features.map((feature) => feature.resolvers) as never,
      // A root field declared without its resolver would answer null: refuse to start instead.
      resolverValidationOptions: { requireResolversForArgs: 'error' },
    }),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    logging: false,
    context: (initial) => createRequestContext(platform, initial as never),
    maskedErrors: {
      maskError: (error) => toClientError(error, currentRequestId(), platform.logger),
    },
    plugins: [
      {
        onResponse: ({ request, response }) => {
          for (const cookie of takeCookies(request)) response.headers.append('set-cookie', cookie);
        },
      },
      EnvelopArmorPlugin({
        maxDepth: { n: maxDepth, ignoreIntrospection: true },
        costLimit: { maxCost, ignoreIntrospection: true },
        maxAliases: { n: maxAliases },
        maxTokens: { n: maxTokens },
        maxDirectives: { n: 50 },
        blockFieldSuggestion: { enabled: true },
      }),
    ],
  });
}
