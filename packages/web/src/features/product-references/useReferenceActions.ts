import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import type { ScheduleRow, TableKey } from '../schedule/index.ts';
import {
  KEEP_PROJECT_PRODUCT_MUTATION,
  REVERT_PROJECT_PRODUCT_MUTATION,
  UPDATE_PROJECT_PRODUCT_MUTATION,
} from './product-references.documents.ts';

export type ReferenceAction = 'take' | 'keep' | 'revert';

const done: Record<ReferenceAction, string> = {
  take: 'Update taken from the product',
  keep: 'Kept your values; the product’s are the reference now',
  revert: 'Reverted to the product',
};

/**
 * Take update, Keep mine and Revert to product on one row: the answered row goes to the table
 * at once (its live event follows), the outcome is told, and a refusal is kept to show.
 */
export function useReferenceActions(tableKey: TableKey, onRow: (row: ScheduleRow) => void) {
  const { show } = useSnackbar();
  const [take] = useMutation(UPDATE_PROJECT_PRODUCT_MUTATION);
  const [keep] = useMutation(KEEP_PROJECT_PRODUCT_MUTATION);
  const [revert] = useMutation(REVERT_PROJECT_PRODUCT_MUTATION);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: ReferenceAction, rowId: string): Promise<boolean> => {
    const variables = {
      workspaceId: tableKey.workspaceId,
      projectId: tableKey.projectId ?? null,
      collectionId: tableKey.collectionId ?? null,
      rowId,
    };
    setBusy(`${action}:${rowId}`);
    setError(null);
    try {
      let row: unknown;
      if (action === 'take') {
        row = (await take({ variables, fetchPolicy: 'no-cache' })).data?.updateProjectProduct;
      } else if (action === 'keep') {
        row = (await keep({ variables, fetchPolicy: 'no-cache' })).data?.keepProjectProduct;
      } else {
        row = (await revert({ variables, fetchPolicy: 'no-cache' })).data?.revertProjectProduct;
      }
      if (row) onRow(row as ScheduleRow);
      show({ text: done[action], color: 'success', dataTest: 'reference-done' });
      return true;
    } catch (failure) {
      setError(readApiError(failure).message);
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { run, busy, error, clearError: () => setError(null) };
}
