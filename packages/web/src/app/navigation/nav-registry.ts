import { statusNavItem } from '../../features/system/index.ts';
import type { NavItem } from './nav-item.ts';

/** The main navigation, in order; a feature adds its entry here. */
export const navItems: readonly NavItem[] = [statusNavItem];
