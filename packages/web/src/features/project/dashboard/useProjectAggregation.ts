import { useQuery, useSubscription } from '@apollo/client/react';
import {
  PROJECT_AGGREGATION_QUERY,
  PROJECT_AGGREGATION_SUBSCRIPTION,
} from './dashboard.documents.ts';

/**
 * The project's dashboard figures, kept live: every pushed aggregation is written to the cache
 * under its id, which is where the query reads.
 */
export function useProjectAggregation(projectId: string, workspaceId: string) {
  const variables = { projectId, workspaceId };
  const query = useQuery(PROJECT_AGGREGATION_QUERY, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(PROJECT_AGGREGATION_SUBSCRIPTION, { variables });
  return {
    aggregation: query.data?.getProjectAggregation ?? null,
    loading: query.loading,
    error: query.error,
    refetch: query.refetch,
  };
}
