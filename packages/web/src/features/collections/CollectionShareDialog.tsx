import { CatalogueShareDialog } from '../catalogue-sharing/index.ts';
import type { CollectionCard } from './useCollectionGroups.ts';

/** Share for a collection card: the catalogue's share dialog, open while mounted. */
export function CollectionShareDialog({
  workspaceId,
  collection,
  onClose,
  onLeft,
}: {
  workspaceId: string;
  collection: CollectionCard;
  onClose: () => void;
  onLeft: () => void;
}) {
  return (
    <CatalogueShareDialog
      open
      kind="collection"
      id={collection.id}
      workspaceId={workspaceId}
      onClose={onClose}
      onLeft={onLeft}
    />
  );
}
