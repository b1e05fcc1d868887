import { workspacePath } from '../workspaces/index.ts';

/** All the workspace's collections: /workspace/{wId}/collections. */
export const COLLECTIONS_SEGMENT = 'collections';
/** One library's collections by the spec's route name collection-library (param libraryId). */
export const COLLECTION_LIBRARY_SEGMENT = 'collection-library';
/** One collection's page (its own feature): /workspace/{wId}/collection/{id}/{libraryId?}. */
export const COLLECTION_SEGMENT = 'collection';

/**
 * The collections page of a workspace; with a library id, that library's collections (route
 * name 'collections', the library id as parameter `id`).
 */
export function collectionsPath(workspaceId: string, libraryId?: string | null): string {
  return libraryId
    ? workspacePath(workspaceId, COLLECTIONS_SEGMENT, encodeURIComponent(libraryId))
    : workspacePath(workspaceId, COLLECTIONS_SEGMENT);
}

/** A library's collections by the route name collection-library. */
export function collectionLibraryPath(workspaceId: string, libraryId: string): string {
  return workspacePath(workspaceId, COLLECTION_LIBRARY_SEGMENT, encodeURIComponent(libraryId));
}

/** Where a collection card leads: the collection, within the library it was opened from. */
export function collectionPagePath(
  workspaceId: string,
  collectionId: string,
  libraryId?: string | null,
): string {
  const segments = [COLLECTION_SEGMENT, encodeURIComponent(collectionId)];
  if (libraryId) segments.push(encodeURIComponent(libraryId));
  return workspacePath(workspaceId, ...segments);
}
