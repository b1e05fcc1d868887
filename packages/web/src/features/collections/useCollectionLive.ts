import { useSubscription } from '@apollo/client/react';
import type { CollectionGroup } from '@specboard/domain';
import { COLLECTION_CHANGED_SUBSCRIPTION } from './collections.documents.ts';
import type { GroupLoader } from './group-loader.ts';
import type { CollectionCard } from './useCollectionGroups.ts';

const sameCollection = (a: CollectionCard, b: CollectionCard) => a.id === b.id;

/**
 * Keeps the page's groups live (onCollectionChanged): a changed collection is replaced where it
 * shows (moving group when its group changed), a new one joins its group when it belongs to
 * this page's library, and a deleted or no longer readable one leaves.
 */
export function useCollectionLive({
  workspaceId,
  libraryId,
  loader,
  groups,
}: {
  workspaceId: string;
  libraryId: string | null;
  loader: GroupLoader<CollectionCard>;
  groups: readonly CollectionGroup[];
}) {
  useSubscription(COLLECTION_CHANGED_SUBSCRIPTION, {
    variables: { workspaceId },
    onData: ({ data: result }) => {
      const event = result.data?.onCollectionChanged;
      if (!event) return;
      const collection = event.collection;
      if (event.status === 'deleted' || !collection) {
        loader.remove((item) => item.id === event.collectionId);
        return;
      }
      applyChange(loader, groups, libraryId, collection);
    },
  });
}

/** Puts a changed or new collection where it belongs on the page. */
export function applyChange(
  loader: GroupLoader<CollectionCard>,
  groups: readonly CollectionGroup[],
  libraryId: string | null,
  collection: CollectionCard,
) {
  const group = collection.collectionGroup as CollectionGroup;
  const shownIn = groups.find((candidate) =>
    loader.get(candidate).items.some((item) => item.id === collection.id),
  );
  if (shownIn && shownIn === group) {
    loader.upsert(group, collection, sameCollection);
    return;
  }
  if (shownIn) loader.remove((item) => item.id === collection.id);
  const belongs = shownIn !== undefined || !libraryId || collection.libraryId === libraryId;
  if (belongs && groups.includes(group)) loader.upsert(group, collection, sameCollection);
}
