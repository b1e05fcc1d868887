import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { needsEditingRoleConfirmation, sharingMessages } from '@specboard/domain';
import { useCallback, useMemo, useState } from 'react';
import { useConfirm } from '../../ui/confirm/index.ts';
import {
  changeRole,
  hasPendingChanges,
  noPeopleEdits,
  type PeopleEdits,
  pendingPermissionChanges,
  removePerson,
  showPeople,
} from './people-edits.ts';
import {
  MANAGE_PERMISSION_MUTATION,
  PERMISSION_CHANGED_SUBSCRIPTION,
  PROJECT_PERMISSIONS_QUERY,
  PROJECT_SHARED_LINK_QUERY,
} from './sharing.documents.ts';
import type { ProjectPermission, ProjectPermissionType } from './sharing.types.ts';

const nobody: ProjectPermission[] = [];

/**
 * The project's people for the share dialog, kept live while it is open, with the role changes
 * and removals made here and not saved yet. A change pushed by the server reads the list again;
 * the local edits lie over it, so they survive.
 */
export function useProjectPeople(projectId: string, workspaceId: string) {
  const client = useApolloClient();
  const confirm = useConfirm();
  const variables = useMemo(() => ({ projectId, workspaceId }), [projectId, workspaceId]);
  const query = useQuery(PROJECT_PERMISSIONS_QUERY, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const people = query.data?.getProjectPermissions ?? nobody;
  const [edits, setEdits] = useState<PeopleEdits>(noPeopleEdits);
  const [manage, { loading: saving }] = useMutation(MANAGE_PERMISSION_MUTATION);

  useSubscription(PERMISSION_CHANGED_SUBSCRIPTION, {
    variables: { workspaceId, resourceType: 'project', resourceId: projectId },
    onData: ({ data: result }) => {
      const change = result.data?.onPermissionChanged;
      if (!change) return;
      if (change.sharedLinkChanged) {
        // Read into the cache, where the link section finds the project's new link.
        void client
          .query({
            query: PROJECT_SHARED_LINK_QUERY,
            variables: { id: projectId, workspaceId },
            fetchPolicy: 'network-only',
          })
          .catch(() => undefined);
        return;
      }
      void query.refetch().catch(() => undefined);
    },
  });

  /** Puts the list a mutation answered with where the dialog reads it. */
  const keepPeople = useCallback(
    (permissions: ProjectPermission[]) =>
      client.cache.writeQuery({
        query: PROJECT_PERMISSIONS_QUERY,
        variables,
        data: { getProjectPermissions: permissions },
      }),
    [client, variables],
  );

  /** Chooses a role for someone; an editing role for someone without paid status asks first. */
  const chooseRole = async (person: ProjectPermission, type: ProjectPermissionType) => {
    if (needsEditingRoleConfirmation(type, person.isPaid)) {
      const sure = await confirm({
        message: sharingMessages.editingRoleConfirmation,
        confirmLabel: 'Assign role',
      });
      if (!sure) return;
    }
    setEdits((current) => changeRole(current, person, type));
  };

  /** Sends every pending change in one managePermission call; a refusal is thrown. */
  const save = async () => {
    const { data } = await manage({
      variables: { ...variables, ...pendingPermissionChanges(people, edits) },
    });
    if (data) keepPeople(data.managePermission.permissions);
    setEdits(noPeopleEdits);
  };

  return {
    people,
    shown: showPeople(people, edits),
    loading: query.loading && !query.data,
    error: query.error,
    pending: hasPendingChanges(people, edits),
    chooseRole,
    remove: (userId: string) => setEdits((current) => removePerson(current, userId)),
    save,
    saving,
    keepPeople,
  };
}
