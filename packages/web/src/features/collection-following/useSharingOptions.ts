import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { CollectionSharingType } from '../../graphql/graphql.ts';
import { readApiError } from '../identity/index.ts';
import {
  RESET_SHARED_LINK_MUTATION,
  SHARING_OPTIONS_QUERY,
  UPDATE_SHARING_OPTIONS_MUTATION,
} from './collection-following.documents.ts';

/** A collection's sharing options, changed one choice at a time; the server's answer is kept. */
export function useSharingOptions(workspaceId: string, collectionId: string) {
  const variables = { workspaceId, collectionId };
  const query = useQuery(SHARING_OPTIONS_QUERY, { variables, fetchPolicy: 'network-only' });
  const [updateMutation] = useMutation(UPDATE_SHARING_OPTIONS_MUTATION);
  const [resetMutation] = useMutation(RESET_SHARED_LINK_MUTATION);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    setSaving(true);
    try {
      await action();
    } catch (caught) {
      setError(readApiError(caught).message);
    } finally {
      setSaving(false);
    }
  };

  const update = (change: { type?: CollectionSharingType; lockedToWorkspace?: boolean }) =>
    run(async () => {
      await updateMutation({ variables: { ...variables, ...change } });
      // A new type may make (or withdraw) the link: read it again.
      if (change.type) await query.refetch();
    });

  const resetLink = () =>
    run(async () => {
      await resetMutation({ variables });
      await query.refetch();
    });

  const options = query.data?.getCollectionSharingOptions ?? null;
  return {
    options,
    loadError: options ? null : (query.error ?? null),
    saving,
    error,
    update,
    resetLink,
  };
}
