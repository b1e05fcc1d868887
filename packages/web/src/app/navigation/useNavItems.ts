import { useCatalogueNavItems } from '../../features/libraries/index.ts';
import { useProjectsNavItems } from '../../features/projects/index.ts';
import { useWorkspaceNavItems } from '../../features/workspaces/index.ts';
import type { NavItem } from './nav-item.ts';
import { navItems } from './nav-registry.ts';

/**
 * The main navigation as the current user sees it: 'Projects' first for members of a workspace,
 * then 'Collections' and 'Libraries', the fixed entries, then the workspace's own.
 */
export function useNavItems(): readonly NavItem[] {
  const projectItems = useProjectsNavItems();
  const catalogueItems = useCatalogueNavItems();
  const workspaceItems = useWorkspaceNavItems();
  if (projectItems.length === 0 && workspaceItems.length === 0) return navItems;
  return [...projectItems, ...catalogueItems, ...navItems, ...workspaceItems];
}
