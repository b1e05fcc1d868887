export const projectsRoute = '/projects';

const signInRoutes = [
  '/login',
  '/sign-up',
  '/event-login',
  '/event-sign-up',
  '/confirm-sign-up',
  '/reset-password',
  '/confirm-reset-password',
  '/complete-new-password',
  '/white-label',
  '/white-label-forgot',
  '/white-label-reset',
];

/**
 * Where a user lands after signing in: the route kept before sign-in was required (when it is a
 * page of this app and not a sign-in page), else the event page for event users, else projects.
 */
export function chooseOnboardingRoute(input: {
  storedRoute?: string | null;
  eventPageRoute?: string | null;
  cameThroughEvent?: boolean | null;
}): string {
  const stored = input.storedRoute?.trim();
  if (stored?.startsWith('/') && !stored.startsWith('//') && !isSignInRoute(stored)) {
    return stored;
  }
  if (input.cameThroughEvent && input.eventPageRoute) return input.eventPageRoute;
  return projectsRoute;
}

export function isSignInRoute(route: string): boolean {
  const path = route.split(/[?#]/)[0] ?? '';
  return signInRoutes.includes(path.replace(/\/$/, ''));
}
