import { statusNavItem } from '../../features/system/index.ts';
import type { NavItem } from './nav-item.ts';

/**
 * The fixed entries of the main navigation, in order; a feature adds its entry here. Entries that
 * depend on the active workspace come from the workspaces feature (see useNavItems).
 */
export const navItems: readonly NavItem[] = [statusNavItem];
