import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PROJECT_AREA_SNACKBAR_TIMEOUT_MS, useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError, useSession } from '../identity/index.ts';
import { projectsPath } from '../projects/index.ts';
import { MY_PROJECT_ACCESS_QUERY, PERMISSION_CHANGED_SUBSCRIPTION } from './sharing.documents.ts';

export const ACCESS_LOST_MESSAGE = 'You no longer have access to this project.';

type AccessOptions = {
  projectId: string;
  workspaceId: string;
  /** Listens only once the project is open (a project not found says so on its own). */
  skip: boolean;
  /** The viewer's own role changed: what they may do should be read again. */
  onOwnRoleChanged: () => void;
};

const refused = (error: unknown) => {
  const { code } = readApiError(error);
  return code === 'NOT_FOUND' || code === 'FORBIDDEN';
};

/**
 * Follows who is on the project: when the viewer is taken off it, or the feed refuses them
 * (NOT_FOUND, FORBIDDEN), they are sent to the projects list with a snackbar saying why. A
 * member of the workspace whose share is removed still sees the project at their workspace role,
 * so a removal is checked with the server before leaving. Returns whether the page is leaving.
 */
export function useLeaveWhenAccessLost({
  projectId,
  workspaceId,
  skip,
  onOwnRoleChanged,
}: AccessOptions): boolean {
  const client = useApolloClient();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const [lost, setLost] = useState(false);
  const roleChanged = useRef(onOwnRoleChanged);
  roleChanged.current = onOwnRoleChanged;

  const checkAccess = async () => {
    try {
      const { data } = await client.query({
        query: MY_PROJECT_ACCESS_QUERY,
        variables: { workspaceId, resourceType: 'project', resourceId: projectId },
        fetchPolicy: 'network-only',
      });
      if (data?.getResourcePermission.allowed === false) setLost(true);
      else roleChanged.current();
    } catch (error) {
      if (refused(error)) setLost(true);
    }
  };

  useSubscription(PERMISSION_CHANGED_SUBSCRIPTION, {
    variables: { workspaceId, resourceType: 'project', resourceId: projectId },
    skip: skip || !userId,
    onData: ({ data: result }) => {
      const change = result.data?.onPermissionChanged;
      if (!change || change.userId !== userId || change.resourceId !== projectId) return;
      if (change.type === null) void checkAccess();
      else roleChanged.current();
    },
    onError: (error) => {
      if (refused(error)) setLost(true);
    },
  });

  useEffect(() => {
    if (!lost) return;
    show({
      text: ACCESS_LOST_MESSAGE,
      color: 'info',
      timeout: PROJECT_AREA_SNACKBAR_TIMEOUT_MS,
      dataTest: 'project-access-lost',
    });
    navigate(projectsPath(workspaceId), { replace: true });
  }, [lost, navigate, show, workspaceId]);

  return lost;
}
