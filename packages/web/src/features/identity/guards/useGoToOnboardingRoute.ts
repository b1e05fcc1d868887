import { useApolloClient } from '@apollo/client/react';
import { chooseOnboardingRoute } from '@specboard/domain';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { GET_ONBOARDING_ROUTE_QUERY } from '../identity.documents.ts';
import { identityPaths } from '../identity.paths.ts';
import { clearPreviousRoute, findPreviousRoute } from './route-storage.ts';

/**
 * Sends a newly signed-in user on: asks the server for the onboarding route with the stored
 * previous route, forgets that route, and goes there. If the server cannot answer, the domain's
 * own rule picks the stored route or projects.
 */
export function useGoToOnboardingRoute(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  // A sign-in carrying forcepay with no route kept (after a sign-out) leads to the payment page.
  const forcepay = new URLSearchParams(useLocation().search).has('forcepay');
  return useCallback(async () => {
    const storedRoute = findPreviousRoute() ?? (forcepay ? identityPaths.payment : null);
    let route: string;
    try {
      const { data } = await client.query({
        query: GET_ONBOARDING_ROUTE_QUERY,
        variables: { input: { storedRoute } },
        fetchPolicy: 'network-only',
      });
      // The same rule again keeps an odd answer (another site, a sign-in page) from being followed.
      route = chooseOnboardingRoute({ storedRoute: data?.getOnboardingRoute ?? storedRoute });
    } catch {
      route = chooseOnboardingRoute({ storedRoute });
    }
    clearPreviousRoute();
    await navigate(route, { replace: true });
  }, [client, navigate, forcepay]);
}
