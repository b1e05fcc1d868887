import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { REFRESH_SESSION_MUTATION, SIGN_OUT_MUTATION } from '../identity.documents.ts';
import type { RefreshOutcome, SessionApi } from './session-manager.ts';

/** Did the server answer a refresh with a refusal (as opposed to not answering)? */
function isRefusal(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.every((item) => item.extensions?.code !== 'INTERNAL_SERVER_ERROR');
  }
  return ServerError.is(error) && error.statusCode >= 400 && error.statusCode < 500;
}

/** The session's server calls over the app's Apollo Client (late-bound: the client needs them). */
export function createApolloSessionApi(getClient: () => ApolloClient): SessionApi {
  return {
    refreshSession: async (): Promise<RefreshOutcome> => {
      try {
        const { data } = await getClient().mutate({
          mutation: REFRESH_SESSION_MUTATION,
          fetchPolicy: 'no-cache',
        });
        if (!data) return { kind: 'refused' };
        return { kind: 'refreshed', session: data.refreshSession };
      } catch (error) {
        return isRefusal(error) ? { kind: 'refused' } : { kind: 'unreachable' };
      }
    },
    signOut: () => getClient().mutate({ mutation: SIGN_OUT_MUTATION, fetchPolicy: 'no-cache' }),
    clearCache: () => getClient().clearStore(),
  };
}
