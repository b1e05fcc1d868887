import type { NavItem } from './nav-item.ts';

function isAtOrBelow(path: string, pathname: string): boolean {
  return pathname === path || pathname.startsWith(`${path.replace(/\/$/, '')}/`);
}

/** A nav entry is active on its own path, on every path below it, and on its `activeOn` paths. */
export function isNavItemActive(item: NavItem | string, pathname: string): boolean {
  const paths = typeof item === 'string' ? [item] : [item.path, ...(item.activeOn ?? [])];
  return paths.some((path) => isAtOrBelow(path, pathname));
}
