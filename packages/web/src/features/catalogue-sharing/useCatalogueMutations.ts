import { useMutation } from '@apollo/client/react';
import {
  DELETE_COLLECTION_PERMISSION_MUTATION,
  DELETE_LIBRARY_PERMISSION_MUTATION,
  INVITE_USER_TO_COLLECTION_MUTATION,
  INVITE_USER_TO_LIBRARY_MUTATION,
  SHARE_COLLECTION_MUTATION,
  SHARE_LIBRARY_MUTATION,
  UPDATE_COLLECTION_PERMISSION_MUTATION,
  UPDATE_LIBRARY_PERMISSION_MUTATION,
} from './catalogue-sharing.documents.ts';
import type {
  CataloguePermissionResult,
  CatalogueRole,
  CatalogueTarget,
} from './catalogue-sharing.types.ts';

export type RoleGrant = { userId: string; type: CatalogueRole };
export type EmailInvite = { email: string; type: CatalogueRole };

/**
 * The four permission calls of a library (shareLibrary, updateLibraryPermission,
 * inviteUserToLibrary, deleteLibraryPermission) or of a collection (shareCollection, …), behind
 * one interface; each resolves with what the server answered.
 */
export function useCatalogueMutations({ kind, id, workspaceId }: CatalogueTarget) {
  const [shareLibrary] = useMutation(SHARE_LIBRARY_MUTATION);
  const [updateLibrary] = useMutation(UPDATE_LIBRARY_PERMISSION_MUTATION);
  const [inviteLibrary] = useMutation(INVITE_USER_TO_LIBRARY_MUTATION);
  const [deleteLibrary] = useMutation(DELETE_LIBRARY_PERMISSION_MUTATION);
  const [shareCollection] = useMutation(SHARE_COLLECTION_MUTATION);
  const [updateCollection] = useMutation(UPDATE_COLLECTION_PERMISSION_MUTATION);
  const [inviteCollection] = useMutation(INVITE_USER_TO_COLLECTION_MUTATION);
  const [deleteCollection] = useMutation(DELETE_COLLECTION_PERMISSION_MUTATION);
  const library = { workspaceId, libraryId: id };
  const collection = { workspaceId, collectionId: id };

  const answer = (result: CataloguePermissionResult | undefined) => {
    if (!result) throw new Error('The server sent no answer.');
    return result;
  };

  return {
    share: async (permissions: RoleGrant[]) =>
      kind === 'library'
        ? answer(
            (await shareLibrary({ variables: { ...library, permissions } })).data?.shareLibrary,
          )
        : answer(
            (await shareCollection({ variables: { ...collection, permissions } })).data
              ?.shareCollection,
          ),
    update: async (permissions: RoleGrant[]) =>
      kind === 'library'
        ? answer(
            (await updateLibrary({ variables: { ...library, permissions } })).data
              ?.updateLibraryPermission,
          )
        : answer(
            (await updateCollection({ variables: { ...collection, permissions } })).data
              ?.updateCollectionPermission,
          ),
    invite: async (invites: EmailInvite[], emailMessage: string | null) =>
      kind === 'library'
        ? answer(
            (await inviteLibrary({ variables: { ...library, invites, emailMessage } })).data
              ?.inviteUserToLibrary,
          )
        : answer(
            (await inviteCollection({ variables: { ...collection, invites, emailMessage } })).data
              ?.inviteUserToCollection,
          ),
    remove: async (userIds: string[]) =>
      kind === 'library'
        ? answer(
            (await deleteLibrary({ variables: { ...library, userIds } })).data
              ?.deleteLibraryPermission,
          )
        : answer(
            (await deleteCollection({ variables: { ...collection, userIds } })).data
              ?.deleteCollectionPermission,
          ),
  };
}
