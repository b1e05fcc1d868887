import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../../../ui/loading/PageLoading.tsx';
import { useSession, useSessionManager } from '../session/useSession.ts';
import { decideRoute, findSharedAccessToken, type GuardArea } from './route-guard.ts';
import {
  clearPreviousRoute,
  findWhiteLabelWorkspace,
  storePreviousRoute,
  storeSharedAccessToken,
} from './route-storage.ts';
import { useGoToOnboardingRoute } from './useGoToOnboardingRoute.ts';

type GuardRedirectProps = { to: string; rememberRoute?: string; forgetRoute?: boolean };

function GuardRedirect({ to, rememberRoute, forgetRoute }: GuardRedirectProps) {
  const navigate = useNavigate();
  useEffect(() => {
    if (rememberRoute) storePreviousRoute(rememberRoute);
    else if (forgetRoute) clearPreviousRoute();
    void navigate(to, { replace: true });
  }, [navigate, to, rememberRoute, forgetRoute]);
  return null;
}

function OnboardingRedirect() {
  const goToOnboardingRoute = useGoToOnboardingRoute();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void goToOnboardingRoute();
  }, [goToOnboardingRoute]);
  return <PageLoading label="Opening Specboard" />;
}

/**
 * A layout route that applies the route guards (route-guard.ts) to the routes below it: shows
 * them, sends the user elsewhere, or waits for the session. It also keeps an `accessToken` query
 * value for shared links.
 */
export function RouteGuard({ area }: { area: GuardArea }) {
  const state = useSession();
  const session = useSessionManager();
  const location = useLocation();
  const decision = decideRoute(area, location, state, {
    whiteLabelWorkspaceId: findWhiteLabelWorkspace(),
  });

  useEffect(() => {
    const token = findSharedAccessToken(location.search);
    if (token) storeSharedAccessToken(token);
  }, [location.search]);

  useEffect(() => {
    if (state.status === 'unknown') void session.restore();
  }, [state.status, session]);

  switch (decision.kind) {
    case 'wait':
      return <PageLoading label="Loading Specboard" />;
    case 'onboard':
      return <OnboardingRedirect />;
    case 'redirect':
      return (
        <GuardRedirect
          to={decision.to}
          rememberRoute={decision.rememberRoute}
          forgetRoute={decision.forgetRoute}
        />
      );
    default:
      return <Outlet />;
  }
}
