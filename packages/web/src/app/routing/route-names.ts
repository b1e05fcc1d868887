/** Spec 000 §2 and 001 §2: pages that hide the normal header (and so the navigation). */
export const LOGIN_ROUTE_NAMES: readonly string[] = [
  'login',
  'sign-up',
  'event-login',
  'event-sign-up',
  'confirm-sign-up',
  'reset-password',
  'confirm-reset-password',
  'complete-new-password',
  'get-file',
  'payment',
  'white-label',
  'white-label-forgot',
  'white-label-reset',
];

/**
 * Pages read through a shared link, by people who may not be users: they draw their own slim bar
 * instead of the app's header and navigation.
 */
export const SHARED_LINK_ROUTE_NAMES: readonly string[] = ['shared-project'];

/** Full-width workspaces: navigation and header are hidden on wide screens only. */
export const WIDE_FULL_SCREEN_ROUTE_NAMES: readonly string[] = [
  'project-library',
  'schedule-library',
];

/** Pages without the AI button. */
export const ASSISTANT_HIDDEN_ROUTE_NAMES: readonly string[] = [
  ...LOGIN_ROUTE_NAMES,
  ...SHARED_LINK_ROUTE_NAMES,
  'project-library',
  'shared-collection',
];

/** The page where the AI button gives way to Contact Us. */
export const CONTACT_US_ROUTE_NAME = 'workspace-payment';
