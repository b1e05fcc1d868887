/** Mirrors getProjectById in packages/server/src/features/projects/projects.graphql (the fields the project page reads). */
import type { AreaUnit, ProjectAbilities, ProjectStatus } from '../projects/projects.types.ts';
import type { Ability } from '../workspaces/workspaces.types.ts';

/** Who may share the project, and its shared link (sharing.graphql). */
type SharingAbilities = { managePermissions: Ability; requestInvite: Ability; sharedLink: Ability };

export type ProjectDetails = {
  id: string;
  projectName: string;
  number: string | null;
  phase: string | null;
  status: ProjectStatus;
  workspaceId: string;
  baseBudget: number;
  area: number;
  areaUnit: AreaUnit;
  powerDensity: number;
  title: string;
  viewerCan: ProjectAbilities & SharingAbilities;
  isShared: boolean;
  /** While the shared link is on, for those who may manage it. */
  sharedLink: { url: string } | null;
};

export type ProjectStatusChange = { projectId: string; workspaceId: string; status: ProjectStatus };
