import { formatProjectTitle } from '@specboard/domain';
import type { Project, ProjectStatus } from '../features/projects/projects.types.ts';
import type { FieldResolver } from './test-apollo.ts';
import { allowed } from './workspace-fixtures.ts';

const ability = { __typename: 'Ability', ...allowed };

type ProjectOverrides = Partial<Omit<Project, 'viewerCan'>> & {
  viewerCan?: Partial<Project['viewerCan']>;
};

/** A project as getSortedUserProjectsV2 sends it (with __typename), every ability granted. */
export function sampleProject(overrides: ProjectOverrides = {}): Project {
  const { viewerCan, ...fields } = overrides;
  const base = {
    __typename: 'Project',
    id: 'project-1',
    projectName: 'Harbour Hotel',
    number: 'P-104',
    phase: 'DD',
    status: 'active' as ProjectStatus,
    creator: {
      __typename: 'ProjectCreator',
      id: 'user-1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    },
    projectLastModified: '2026-11-20T10:00:00.000Z',
    createdDate: '2026-11-01T10:00:00.000Z',
    lastAccessed: null,
    address: { __typename: 'Address', formatted_address: '1 Quay Street, Bristol' },
    location: null,
    projectColor: null,
    projectIcon: null,
    tags: [] as string[],
    starred: false,
    workspaceId: 'ws-1',
    ...fields,
  };
  const abilities = {
    edit: ability,
    editSetup: ability,
    archive: ability,
    delete: ability,
    copy: ability,
    changeSourceLibrary: ability,
  };
  for (const [key, value] of Object.entries(viewerCan ?? {})) {
    (abilities as Record<string, unknown>)[key] = { __typename: 'Ability', ...value };
  }
  return {
    ...base,
    title: formatProjectTitle(base),
    viewerCan: { __typename: 'ProjectAbilities', ...abilities },
  } as Project;
}

/**
 * The projects API over an in-memory list: getSortedUserProjectsV2 (status and search filters,
 * paged by nextToken; the order is the list's), updateProject (status), copyProject,
 * deleteProject and deprecatedCreateProjectV2. The list is the returned `state`.
 */
export function projectServer(projects: Project[], pageSize = 20) {
  const state = { projects: [...projects] };
  const resolvers: Record<string, FieldResolver> = {
    getSortedUserProjectsV2: ({ status, search, nextToken }) => {
      const matching = state.projects.filter(
        (project) =>
          (!status || project.status === status) &&
          (!search || project.projectName.toLowerCase().includes(String(search).toLowerCase())),
      );
      const start = nextToken ? Number(nextToken) : 0;
      const end = start + pageSize;
      return {
        __typename: 'ProjectList',
        data: matching.slice(start, end),
        nextToken: end < matching.length ? String(end) : null,
      };
    },
    updateProject: ({ id, status }) => {
      const index = state.projects.findIndex((project) => project.id === id);
      const updated = { ...state.projects[index]!, status } as Project;
      state.projects[index] = updated;
      return updated;
    },
    copyProject: ({ id }) => {
      const source = state.projects.find((project) => project.id === id)!;
      const copy = {
        ...source,
        id: `${source.id}-copy`,
        projectName: `Copy of ${source.projectName}`,
        title: `Copy of ${source.title}`,
        status: 'active',
      } as Project;
      state.projects.unshift(copy);
      return copy;
    },
    deleteProject: ({ id }) => {
      state.projects = state.projects.filter((project) => project.id !== id);
      return true;
    },
    deprecatedCreateProjectV2: (variables) => {
      const created = sampleProject({
        id: `project-created-${state.projects.length + 1}`,
        projectName: variables.projectName,
        number: variables.number || null,
        phase: variables.phase || null,
        address: {
          __typename: 'Address',
          formatted_address: variables.address.formatted_address,
        } as Project['address'],
      });
      state.projects.unshift(created);
      return created;
    },
  };
  return { state, resolvers };
}
