import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useActiveWorkspace } from '../workspaces/index.ts';
import { workspacePaymentPath } from './billing.paths.ts';

/**
 * Keeps the payment page and the active workspace in step: opening a workspace's payment page
 * makes it the active workspace, and switching workspace (in the header) opens the payment page
 * of the one switched to.
 */
export function useFollowActiveWorkspace(workspaceId: string): void {
  const { status, workspace, workspaces, switchTo } = useActiveWorkspace();
  const navigate = useNavigate();
  const inStepWith = useRef<string | null>(null);
  const activeId = status === 'ready' ? workspace?.id : undefined;
  const listed = workspaces.some((candidate) => candidate.id === workspaceId);

  useEffect(() => {
    if (!activeId) return;
    if (activeId === workspaceId) {
      inStepWith.current = workspaceId;
    } else if (inStepWith.current === workspaceId) {
      // They were in step and the active workspace moved: the viewer switched.
      inStepWith.current = null;
      void navigate(workspacePaymentPath(activeId));
    } else if (listed) {
      // After this commit's effects: the provider saves the workspace it settled on in an effect
      // of its own, which runs after this one and would overwrite the choice.
      queueMicrotask(() => switchTo(workspaceId));
    }
  }, [activeId, workspaceId, listed, switchTo, navigate]);
}
