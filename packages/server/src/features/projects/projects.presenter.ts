import { formatProjectTitle, type PermissionSubject } from '@specboard/domain';
import type { Project } from '../../graphql/resolvers.generated.ts';
import { abilityOf } from '../workspaces/index.ts';
import type { ProjectView } from './projects.repository.ts';

/**
 * The viewer's subjects for one project: in the workspace (their workspace role) and on the
 * project (their effective role there).
 */
export type ProjectSubjects = { subject: PermissionSubject; onProject: PermissionSubject };

/**
 * A project as the API shows it, with what the viewer may do to it: on the project by their role
 * there; copying, which makes a project of the workspace, by their role in the workspace.
 */
export function toProject(view: ProjectView, subjects: ProjectSubjects): Project {
  const resource = { archived: view.status === 'archived', lockedToSourceLibrary: false };
  const onProject: PermissionSubject = { ...subjects.onProject, resource };
  return {
    id: view.id,
    projectId: view.id,
    projectName: view.project_name,
    number: view.number,
    phase: view.phase,
    status: view.status,
    tags: view.tags,
    creator: { id: view.creator_id, name: view.creator_name, email: view.creator_email },
    projectLastModified: view.last_modified.toISOString(),
    createdDate: view.created_at.toISOString(),
    lastAccessed: view.accessed_at?.toISOString() ?? null,
    sourceLibraryId: view.source_library_id,
    baseBudget: Number(view.base_budget),
    location: view.location,
    address: view.address
      ? {
          formatted_address: view.address.formatted_address,
          geometry: view.address.geometry ?? null,
          address_components: view.address.address_components ?? [],
        }
      : null,
    powerDensity: Number(view.power_density),
    area: Number(view.area),
    areaUnit: view.area_unit,
    workspaceId: view.workspace_id,
    rowsCount: view.rows_count,
    projectColor: view.project_color,
    projectIcon: view.project_icon,
    isShared: view.is_shared,
    // Resolved by the sharing feature for those who may manage the link.
    sharedLink: null,
    title: formatProjectTitle({
      number: view.number,
      projectName: view.project_name,
      phase: view.phase,
    }),
    starred: view.starred,
    viewerCan: {
      archive: abilityOf({ ...subjects.onProject, resource: {} }, 'project:editSetup'),
      edit: abilityOf(onProject, 'project:edit'),
      editSetup: abilityOf(onProject, 'project:editSetup'),
      delete: abilityOf(onProject, 'project:delete'),
      copy: abilityOf({ ...subjects.subject, resource }, 'project:copy'),
      changeSourceLibrary: abilityOf(onProject, 'project:changeSourceLibrary'),
      tags: abilityOf(onProject, 'project:tags'),
      managePermissions: abilityOf(onProject, 'project:managePermissions'),
      requestInvite: abilityOf(onProject, 'project:requestInvite'),
      sharedLink: abilityOf(onProject, 'project:sharedLink'),
      export: abilityOf(onProject, 'project:export'),
      exportRevit: abilityOf(onProject, 'export:revit'),
    },
  };
}
