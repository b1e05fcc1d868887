/** The groups of the collections page (spec 001 §2), in their default order. */
export const collectionGroups = [
  'private',
  'shared',
  'workspace',
  'published',
  'followed',
  'suggestion',
  'community',
] as const;
export type CollectionGroup = (typeof collectionGroups)[number];

/** The groups built so far; the others arrive with following, suggestions and the community. */
export const builtCollectionGroups: readonly CollectionGroup[] = ['private', 'shared', 'workspace'];

export const collectionGroupLabels: Record<CollectionGroup, string> = {
  private: 'Private',
  shared: 'Shared with me',
  workspace: 'Workspace',
  published: 'Published',
  followed: 'Followed',
  suggestion: 'Suggested',
  community: 'Community',
};

export function isCollectionGroup(value: string): value is CollectionGroup {
  return (collectionGroups as readonly string[]).includes(value);
}

/**
 * The group a collection shows in for a viewer: their own (not published) is private, one of the
 * workspace's published ones published, one given to them by a share shared, and any other of
 * their workspace's workspace.
 */
export function collectionGroupOf(facts: {
  isCreator: boolean;
  published: boolean;
  sharedWithViewer: boolean;
}): CollectionGroup {
  if (facts.published) return 'published';
  if (facts.isCreator) return 'private';
  return facts.sharedWithViewer ? 'shared' : 'workspace';
}

/**
 * A stored section order made whole: known groups kept in the stored order, the rest appended in
 * their default order; unknown ids dropped.
 */
export function completeSectionOrder(stored: readonly string[]): CollectionGroup[] {
  const known = stored.filter(isCollectionGroup);
  const kept = [...new Set(known)];
  return [...kept, ...collectionGroups.filter((group) => !kept.includes(group))];
}
