import {
  builtCollectionGroups,
  type CollectionGroup,
  completeSectionOrder,
} from '@specboard/domain';

/**
 * Followed and Suggested hold collections of other workspaces: the all-collections page shows
 * them, a library's page does not.
 */
const acrossWorkspaces: readonly CollectionGroup[] = ['followed', 'suggestion'];

/** The groups this page shows, in the viewer's kept order. */
export function shownSections(stored: readonly string[], inLibrary = false): CollectionGroup[] {
  const shown = inLibrary
    ? builtCollectionGroups.filter((group) => !acrossWorkspaces.includes(group))
    : [...new Set([...builtCollectionGroups, ...acrossWorkspaces])];
  return completeSectionOrder(stored).filter((group) => shown.includes(group));
}

/**
 * The whole order to keep after moving one shown group up or down past its shown neighbour;
 * groups this page does not show keep their places. Null when it cannot move that way.
 */
export function moveSection(
  stored: readonly string[],
  group: CollectionGroup,
  direction: 'up' | 'down',
  inLibrary = false,
): CollectionGroup[] | null {
  const order = completeSectionOrder(stored);
  const shown = shownSections(stored, inLibrary);
  const at = shown.indexOf(group);
  const neighbour = shown[direction === 'up' ? at - 1 : at + 1];
  if (at < 0 || !neighbour) return null;
  const from = order.indexOf(group);
  const to = order.indexOf(neighbour);
  const next = [...order];
  next[from] = neighbour;
  next[to] = group;
  return next;
}
