import { useMatches } from 'react-router';

/**
 * Metadata a route declares in its `handle`. The shell reads the merged handles of the matched
 * routes (the deepest route wins), so a feature only names its route to get the spec's layout.
 */
export type RouteHandle = {
  /** The spec's route name ('login', 'project-library', …); layout rules key on it. */
  name?: string;
  /** Shown in the browser tab as '<title> · Specboard'. */
  title?: string;
  /**
   * The page fills the window under the header and scrolls inside itself (a spreadsheet), and
   * the side navigation narrows to its icons to leave the page the width.
   */
  fill?: boolean;
};

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The handles of every matched route merged from the root down. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) {
    if (isRouteHandle(match.handle)) Object.assign(merged, match.handle);
  }
  return merged;
}
