import { CatalogueShareDialog } from '../catalogue-sharing/index.ts';
import type { CollectionCard } from './useCollectionGroups.ts';

/** Share for a collection card: the catalogue's share dialog, open while mounted. */
export function CollectionShareDialog({
  workspaceId,
  collection,
  onClose,
  onLeft,
  onSharingOptions,
}: {
  workspaceId: string;
  collection: CollectionCard;
  onClose: () => void;
  onLeft: () => void;
  onSharingOptions: () => void;
}) {
  return (
    <CatalogueShareDialog
      open
      kind="collection"
      id={collection.id}
      workspaceId={workspaceId}
      onClose={onClose}
      onLeft={onLeft}
      onSharingOptions={onSharingOptions}
    />
  );
}
