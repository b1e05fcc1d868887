import CollectionsBookmarkOutlinedIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import LocalLibraryOutlinedIcon from '@mui/icons-material/LocalLibraryOutlined';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../app/navigation/nav-item.ts';
import { lazyRoute } from '../../app/routing/lazyRoute.ts';
import type { RouteHandle } from '../../app/routing/route-handle.ts';
import { COLLECTION_LIBRARY_SEGMENT, collectionsPath } from '../collections/index.ts';
import { useActiveWorkspace, workspacePath } from '../workspaces/index.ts';
import { LIBRARIES_SEGMENT, librariesPath } from './libraries.paths.ts';

/** One collection's page, /workspace/{wId}/collection/{id}/… (spec 001 §2). */
const COLLECTION_PAGE_SEGMENT = 'collection';

const librariesHandle: RouteHandle = { name: 'libraries', title: 'Libraries' };

/** The libraries page, a child of the workspace route (/workspace/:wId/libraries). */
export const libraryRoutes = (): RouteObject[] => [
  {
    path: LIBRARIES_SEGMENT,
    handle: librariesHandle,
    lazy: lazyRoute(async () => ({
      Component: (await import('./LibrariesPage.tsx')).LibrariesPage,
    })),
  },
];

/**
 * 'Collections' and 'Libraries' in the navigation, for members of the active workspace.
 * Collections stays lit on a library's collections and on a collection's own page, which sit
 * outside its path.
 */
export function useCatalogueNavItems(): NavItem[] {
  const { workspace } = useActiveWorkspace();
  if (!workspace) return [];
  return [
    {
      path: collectionsPath(workspace.id),
      label: 'Collections',
      icon: CollectionsBookmarkOutlinedIcon,
      activeOn: [
        workspacePath(workspace.id, COLLECTION_LIBRARY_SEGMENT),
        workspacePath(workspace.id, COLLECTION_PAGE_SEGMENT),
      ],
    },
    { path: librariesPath(workspace.id), label: 'Libraries', icon: LocalLibraryOutlinedIcon },
  ];
}
