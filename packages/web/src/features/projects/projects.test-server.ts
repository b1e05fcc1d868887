/**
 * Test support (imported by tests only): the project list's fake server extended with what the
 * projects page asks besides the list — tags, stars, starred views, colour and icon, details and
 * the viewer's tour preference.
 */
import { formatProjectTitle } from '@specboard/domain';
import { projectServer, sampleProject } from '../../test/project-fixtures.ts';
import type { FieldResolver } from '../../test/test-apollo.ts';
import { allowed } from '../../test/workspace-fixtures.ts';
import type { Project, StarredProjectList } from './projects.types.ts';

export const palette = {
  __typename: 'ColorIconPalette',
  default_colors: ['#3451b2', '#1e7a3c', '#c0262d'],
  default_icons: ['building', 'hotel', 'museum'],
};

type Options = {
  lists?: StarredProjectList[];
  /**
   * The viewer's getUserPreference answers by key; a key left out answers null. By default the
   * Getting Started tour is already dismissed, so that it does not cover the page.
   */
  preferences?: Record<string, string | null>;
  pageSize?: number;
};

const withTypename = (list: StarredProjectList) => ({ __typename: 'StarredProjectList', ...list });

/** The details of a project as getProjectById answers (with the tags ability). */
export function detailsOf(project: Project) {
  const extra = project as Project & Record<string, unknown>;
  return {
    ...project,
    address: project.address
      ? {
          __typename: 'Address',
          geometry: null,
          address_components: [],
          ...project.address,
        }
      : null,
    baseBudget: extra.baseBudget ?? 0,
    area: extra.area ?? 0,
    areaUnit: extra.areaUnit ?? 'feet',
    powerDensity: extra.powerDensity ?? 0,
    sourceLibraryId: extra.sourceLibraryId ?? null,
    viewerCan: {
      ...project.viewerCan,
      tags: extra.tagsAbility ?? { __typename: 'Ability', ...allowed },
      // Choosing the library is a setup change: refused as the setup is (archived, role).
      changeSourceLibrary: extra.sourceLibraryAbility ?? project.viewerCan.editSetup,
    },
  };
}

/** The workspace's libraries a project may be limited to. */
export const sampleLibraries = [
  { id: 'library-default', name: 'Default library', kind: 'default' },
  { id: 'library-office', name: 'Office Standards', kind: 'custom' },
];

export function projectsPageServer(projects: Project[], options: Options = {}) {
  const base = projectServer(projects, options.pageSize);
  const state = base.state as { projects: Project[]; lists: StarredProjectList[] };
  state.lists = [...(options.lists ?? [])];
  const preferences: Record<string, string | null> = {
    ...(options.preferences ?? { gettingStartedTourDismissed: 'true' }),
  };
  const find = (id: unknown) => state.projects.findIndex((project) => project.id === id);
  const replace = (id: unknown, change: Partial<Project> & Record<string, unknown>) => {
    const index = find(id);
    const next = { ...state.projects[index]!, ...change } as Project;
    state.projects[index] = { ...next, title: formatProjectTitle(next) };
    return state.projects[index]!;
  };
  const resolvers: Record<string, FieldResolver> = {
    ...base.resolvers,
    getSortedUserProjectsV2: (variables, request) => {
      const { tags, starred } = variables;
      const all = state.projects;
      state.projects = all.filter(
        (project) =>
          (!starred || project.starred) &&
          (!tags?.length || project.tags.some((tag) => tags.includes(tag))),
      );
      try {
        return base.resolvers.getSortedUserProjectsV2!(variables, request);
      } finally {
        state.projects = all;
      }
    },
    getProjectTags: () => [...new Set(state.projects.flatMap((project) => project.tags))].sort(),
    getStarredProjectLists: () => ({
      __typename: 'StarredProjectLists',
      data: state.lists.map(withTypename),
      nextToken: null,
    }),
    makeStarredProjectList: ({ name, tags, sortingMode }) => {
      const list = { id: `list-${state.lists.length + 1}`, name, tags, sortingMode };
      state.lists.push(list);
      return withTypename(list);
    },
    updateStarredProjectList: ({ id, name }) => {
      const list = state.lists.find((item) => item.id === id)!;
      list.name = name;
      return withTypename(list);
    },
    deleteStarredProjectList: ({ id }) => {
      state.lists = state.lists.filter((item) => item.id !== id);
      return true;
    },
    // The star's document names its key inline: only the variables reach a fake resolver.
    updateUserProjectPreference: ({ projectId, key = 'starred', value }) => {
      if (key === 'starred') replace(projectId, { starred: value === 'true' });
      return { __typename: 'ProjectPreference', key, value };
    },
    getColorIconPalette: () => palette,
    setColorIcon: ({ projectId, colorId, iconId }) =>
      replace(projectId, {
        ...(colorId !== undefined ? { projectColor: colorId } : {}),
        ...(iconId !== undefined ? { projectIcon: iconId } : {}),
      }),
    getProjectById: ({ id }) => {
      const project = state.projects[find(id)];
      return project ? detailsOf(project) : null;
    },
    updateProject: (variables) => {
      const { id, workspaceId: _workspace, ...change } = variables;
      const updated = replace(id, change);
      return change.status ? updated : detailsOf(updated);
    },
    manageProjectTags: ({ projectId, tags }) => replace(projectId, { tags }),
    listLibraries: () => ({
      __typename: 'LibraryList',
      data: sampleLibraries.map((library) => ({ __typename: 'Library', ...library })),
      amount: sampleLibraries.length,
      nextToken: null,
    }),
    getUserPreference: ({ key }) =>
      key in preferences ? { __typename: 'UserPreference', key, value: preferences[key] } : null,
    updateUserPreference: ({ key, value }) => {
      preferences[key] = value ?? null;
      return { __typename: 'UserPreference', key, value: value ?? null };
    },
  };
  return { state, resolvers, preferences };
}

export { sampleProject };
