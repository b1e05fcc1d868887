import type { NavItem } from './nav-item.ts';

/**
 * The fixed entries of the main navigation, in order; a feature adds its entry here. Entries that
 * depend on the active workspace come from the workspaces feature (see useNavItems).
 */
// The server status page (/status) is for operators: reachable by its address, not listed here.
export const navItems: readonly NavItem[] = [];
