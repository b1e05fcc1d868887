import {
  ASSISTANT_HIDDEN_ROUTE_NAMES,
  CONTACT_US_ROUTE_NAME,
  LOGIN_ROUTE_NAMES,
  SHARED_LINK_ROUTE_NAMES,
  WIDE_FULL_SCREEN_ROUTE_NAMES,
} from './route-names.ts';

export type ShellChrome = { header: boolean; navigation: boolean };
export type FloatingActionKind = 'assistant' | 'contact-us' | 'none';

/** Whether the header and the navigation show on a route, at a given screen width. */
export function getShellChrome(routeName: string | undefined, isWideScreen: boolean): ShellChrome {
  if (
    routeName &&
    (LOGIN_ROUTE_NAMES.includes(routeName) || SHARED_LINK_ROUTE_NAMES.includes(routeName))
  ) {
    return { header: false, navigation: false };
  }
  if (isWideScreen && routeName && WIDE_FULL_SCREEN_ROUTE_NAMES.includes(routeName)) {
    return { header: false, navigation: false };
  }
  return { header: true, navigation: true };
}

/** Which bottom-right button a route allows: the AI button, Contact Us, or none. */
export function getFloatingActionKind(routeName: string | undefined): FloatingActionKind {
  if (routeName === CONTACT_US_ROUTE_NAME) return 'contact-us';
  if (routeName && ASSISTANT_HIDDEN_ROUTE_NAMES.includes(routeName)) return 'none';
  return 'assistant';
}
