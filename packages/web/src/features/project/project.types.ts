/** Mirrors getProjectById in packages/server/src/features/projects/projects.graphql (the fields the project page reads). */
import type { AreaUnit, ProjectAbilities, ProjectStatus } from '../projects/projects.types.ts';

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
  viewerCan: ProjectAbilities;
};

export type ProjectStatusChange = { projectId: string; workspaceId: string; status: ProjectStatus };
