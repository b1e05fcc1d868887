import { createContext } from 'react';
import type { Workspace } from '../workspaces.types.ts';

export type ActiveWorkspaceStatus = 'signed-out' | 'loading' | 'error' | 'empty' | 'ready';

/** The workspace the signed-in user is working in, and their list of workspaces. */
export type ActiveWorkspace = {
  /** 'empty': the user has no workspace; 'ready': `workspace` is set. */
  status: ActiveWorkspaceStatus;
  workspace: Workspace | undefined;
  workspaces: readonly Workspace[];
  error: Error | undefined;
  /** Makes another workspace active (saved on this device); on a workspace page, opens it there. */
  switchTo: (workspaceId: string) => void;
  /** Asks the server again for the list and the active workspace. */
  refetch: () => Promise<void>;
};

export const ActiveWorkspaceContext = createContext<ActiveWorkspace | null>(null);
