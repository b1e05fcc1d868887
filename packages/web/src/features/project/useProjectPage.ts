import { permissionMessages } from '@specboard/domain';
import { useOutletContext } from 'react-router';
import type { Ability } from '../workspaces/index.ts';
import type { ProjectDetails } from './project.types.ts';

/** What the project page hands its tabs. */
export type ProjectPageContext = {
  project: ProjectDetails;
  /** Whether the viewer may change the project now: refused while it is archived. */
  edit: Ability;
};

/** The project a tab belongs to; for routes under the project page. */
export function useProjectPage(): ProjectPageContext {
  return useOutletContext<ProjectPageContext>();
}

const archived: Ability = {
  allowed: false,
  reason: 'archived',
  message: permissionMessages.archived,
};

/**
 * The edit ability as it stands: the server's, unless the project was archived since it was
 * loaded (a pushed status change), which the server would now refuse.
 */
export function editAbilityOf(project: ProjectDetails): Ability {
  return project.status === 'archived' ? archived : project.viewerCan.edit;
}
