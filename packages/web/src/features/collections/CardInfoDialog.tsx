import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { CollectionInfoDialog } from './CollectionInfoDialog.tsx';
import { COLLECTION_INFO_QUERY } from './collections.documents.ts';

/**
 * Info for a card: cards carry only what they show, so the info modal asks for the rest of
 * the collection first (looking at it counts as opening it, for Recent).
 */
export function CardInfoDialog({
  workspaceId,
  collectionId,
  onClose,
}: {
  workspaceId: string;
  collectionId: string;
  onClose: () => void;
}) {
  const { show } = useSnackbar();
  const query = useQuery(COLLECTION_INFO_QUERY, { variables: { workspaceId, collectionId } });
  useEffect(() => {
    if (!query.error) return;
    show({ color: 'error', text: readApiError(query.error).message });
    onClose();
  }, [query.error, show, onClose]);
  return (
    <CollectionInfoDialog
      open
      workspaceId={workspaceId}
      collection={query.data?.getLibraryCollectionInfo ?? null}
      onClose={onClose}
    />
  );
}
