import type { Workspace, WorkspacePlan } from '../workspaces.types.ts';

const planLabels: Record<WorkspacePlan, string> = {
  free: 'Free',
  premium: 'Premium',
  starter: 'Starter',
  self_serve: 'Self-serve',
  managed: 'Managed',
  admin: 'Admin',
  premiumExpired: 'Premium expired',
};

/** The plan as the switcher shows it; personal workspaces say so instead. */
export function workspacePlanLabel(workspace: Pick<Workspace, 'type' | 'workspaceType'>): string {
  return workspace.type === 'personal' ? 'Personal' : planLabels[workspace.workspaceType];
}

/** Up to two initials of the workspace name, for its logo placeholder. */
