import { useMutation } from '@apollo/client/react';
import { useContext, useState } from 'react';
import { UpgradeGateContext } from '../../ui/ability/index.ts';
import { useConfirm } from '../../ui/confirm/index.ts';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import {
  ADD_COLLECTION_TO_LIBRARY_MUTATION,
  COPY_COLLECTION_MUTATION,
  DELETE_COLLECTION_MUTATION,
  REMOVE_COLLECTION_FROM_LIBRARY_MUTATION,
} from './collection-actions.documents.ts';
import { isUpgradeRefusal, readRefusal } from './refusals.ts';
import type { CollectionCard } from './useCollectionGroups.ts';

type Options = {
  workspaceId: string;
  /** A copy arrived (it belongs in Private). */
  onCopied: (copy: CollectionCard) => void;
  /** A collection left this page's lists (deleted, or removed from this library). */
  onGone: (collectionId: string) => void;
  /** Something changed that the lists should ask for again. */
  onChanged: () => void;
};

/**
 * The card menu's actions: each asks the server and tells the outcome; a refusal that paying
 * lifts (the free cap on collections) opens the upgrade gate instead of a snackbar.
 */
export function useCollectionActions({ workspaceId, onCopied, onGone, onChanged }: Options) {
  const { show } = useSnackbar();
  const confirm = useConfirm();
  const upgrade = useContext(UpgradeGateContext);
  const [pending, setPending] = useState<string | null>(null);
  const [copyCollection] = useMutation(COPY_COLLECTION_MUTATION);
  const [deleteCollection] = useMutation(DELETE_COLLECTION_MUTATION);
  const [addToLibrary] = useMutation(ADD_COLLECTION_TO_LIBRARY_MUTATION);
  const [removeFromLibrary] = useMutation(REMOVE_COLLECTION_FROM_LIBRARY_MUTATION);

  const refused = (error: unknown) => {
    const refusal = readRefusal(error);
    if (upgrade && refusal.reason && isUpgradeRefusal(refusal)) {
      upgrade.openUpgrade({ reason: refusal.reason, message: refusal.message });
    } else {
      show({ color: 'error', text: refusal.message });
    }
  };

  const run = async (collection: CollectionCard, action: () => Promise<void>) => {
    setPending(collection.id);
    try {
      await action();
    } catch (error) {
      refused(error);
    } finally {
      setPending(null);
    }
  };

  const copy = (collection: CollectionCard) =>
    run(collection, async () => {
      const result = await copyCollection({
        variables: { workspaceId, collectionId: collection.id },
      });
      const copied = result.data?.copyCollection.collection;
      if (copied) onCopied(copied);
      show({ color: 'success', text: `Copied “${collection.name}”` });
    });

  const remove = async (collection: CollectionCard) => {
    const confirmed = await confirm({
      title: 'Delete collection',
      message: `Delete the collection “${collection.name}” and its products?`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!confirmed) return;
    await run(collection, async () => {
      await deleteCollection({ variables: { workspaceId, collectionId: collection.id } });
      onGone(collection.id);
      show({ color: 'success', text: `Deleted “${collection.name}”` });
    });
  };

  const add = (collection: CollectionCard, library: { id: string; name: string }) =>
    run(collection, async () => {
      await addToLibrary({
        variables: { workspaceId, collectionId: collection.id, libraryId: library.id },
      });
      onChanged();
      show({ color: 'success', text: `Added “${collection.name}” to ${library.name}` });
    });

  const removeFrom = (collection: CollectionCard, library: { id: string; name: string }) =>
    run(collection, async () => {
      await removeFromLibrary({
        variables: { workspaceId, collectionId: collection.id, libraryId: library.id },
      });
      onGone(collection.id);
      show({ color: 'success', text: `Removed “${collection.name}” from ${library.name}` });
    });

  return { pending, copy, remove, add, removeFrom, refused };
}
