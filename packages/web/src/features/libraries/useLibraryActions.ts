import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '../../ui/confirm/index.ts';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { DELETE_LIBRARY_MUTATION } from './libraries.documents.ts';
import type { Library } from './libraries.types.ts';

/** The question asked before a custom library is deleted, naming it and where its collections go. */
export function deleteLibraryQuestion(library: Pick<Library, 'name'>): string {
  return `Delete the library “${library.name}”? Its collections move to the default library.`;
}

/** Delete of a custom library, asked first; `onChanged` reloads the list after. */
export function useLibraryActions({
  workspaceId,
  onChanged,
}: {
  workspaceId: string;
  onChanged: () => void;
}) {
  const confirm = useConfirm();
  const { show } = useSnackbar();
  const [pending, setPending] = useState<string | null>(null);
  const [deleteLibrary] = useMutation(DELETE_LIBRARY_MUTATION);

  const remove = async (library: Library) => {
    const sure = await confirm({
      title: 'Delete library?',
      message: deleteLibraryQuestion(library),
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!sure) return;
    setPending(library.id);
    try {
      await deleteLibrary({ variables: { workspaceId, libraryId: library.id } });
      show({ color: 'success', text: `Library ${library.name} is deleted.` });
      onChanged();
    } catch (error) {
      show({ color: 'error', text: readApiError(error).message });
    } finally {
      setPending(null);
    }
  };

  return { remove, pending };
}
