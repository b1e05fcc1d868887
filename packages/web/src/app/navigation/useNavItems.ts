import { useWorkspaceNavItems } from '../../features/workspaces/index.ts';
import type { NavItem } from './nav-item.ts';
import { navItems } from './nav-registry.ts';

/** The main navigation as the current user sees it: the fixed entries, then the workspace's. */
export function useNavItems(): readonly NavItem[] {
  const workspaceItems = useWorkspaceNavItems();
  return workspaceItems.length > 0 ? [...navItems, ...workspaceItems] : navItems;
}
