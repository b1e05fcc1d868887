/** A nav entry is active on its own path and on every path below it. */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  return pathname === itemPath || pathname.startsWith(`${itemPath.replace(/\/$/, '')}/`);
}
