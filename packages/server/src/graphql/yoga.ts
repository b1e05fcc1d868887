import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { GraphQLContext, Platform } from './context.ts';
import { toClientError } from './errors.ts';
import type { Feature } from './feature.ts';
import { useOperationCostLimit } from './operation-cost.ts';
import { createRequestContext, takeCookies } from './request-context.ts';
import { currentRequestId } from './request-scope.ts';

export type Yoga = YogaServerInstance<object, GraphQLContext>;

/** The header that lets a GET to /graphql through the CSRF check (a form cannot set it). */
export const csrfHeader = 'x-specboard-request';

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
      // The schema was just built for this server alone: its fields take their resolvers as they
      // are, rather than through a copy of the whole schema (some 40 ms of every start).
      updateResolversInPlace: true,
    }),
    graphqlEndpoint: '/graphql',
    // Only the app's own origins may read answers with the user's cookies (a refreshed session
    // among them); any other origin gets no CORS headers at all. Yoga's default reflected any.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !platform.config.corsOrigins.includes(origin)) return false;
      return { origin: [origin], credentials: true };
    },
    landingPage: false,
    graphiql: false,
    logging: false,
    context: async (initial) => {
      const context = await createRequestContext(platform, initial as never);
      // A valid signature is not enough: the session may have ended (signed out, password
      // changed or reset) before the token expired. The answer is then as for an expired token.
      if (context.viewer && (await platform.sessions.hasEnded(context.viewer.familyId))) {
        return { ...context, viewer: undefined, tokenRefused: true };
      }
      return context;
    },
    maskedErrors: {
      maskError: (error) => toClientError(error, currentRequestId(), platform.logger),
    },
    plugins: [
      {
        onResponse: ({ request, response }) => {
          for (const cookie of takeCookies(request)) response.headers.append('set-cookie', cookie);
        },
      },
      // A request a plain HTML form could send (a form-encoded POST, a GET without our header)
      // is refused: the app's own calls send JSON.
      useCSRFPrevention({ requestHeaders: [csrfHeader] }),
      EnvelopArmorPlugin({
        maxDepth: { n: maxDepth, ignoreIntrospection: true },
        // The cost is counted below, with list sizes (armor's counts each list as one item).
        costLimit: { enabled: false },
        maxAliases: { n: maxAliases },
        maxTokens: { n: maxTokens },
        maxDirectives: { n: 50 },
        blockFieldSuggestion: { enabled: true },
      }),
      useOperationCostLimit(maxCost),
    ],
  });
}
