import { formatProjectTitle } from '@specboard/domain';
import { Subject } from 'rxjs';
import { signedIn } from '../../test/identity-fixtures.ts';
import { projectServer, sampleProject } from '../../test/project-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { FieldResolver } from '../../test/test-apollo.ts';
import { allowed, sampleWorkspace } from '../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../test/workspace-server.ts';
import type { PermissionChange } from '../sharing/index.ts';
import type { Ability } from '../workspaces/index.ts';
import type { ProjectAggregation, TypeTotal } from './dashboard/dashboard.types.ts';
import type { ProjectDetails, ProjectStatusChange } from './project.types.ts';

type DetailsOverrides = Partial<Omit<ProjectDetails, 'viewerCan'>> & {
  viewerCan?: Partial<Record<keyof ProjectDetails['viewerCan'], Ability>>;
};

/** A project as getProjectById sends it (with __typename), every ability granted. */
export function sampleProjectDetails(overrides: DetailsOverrides = {}): ProjectDetails {
  const { viewerCan, ...fields } = overrides;
  const base = {
    __typename: 'Project',
    id: 'project-1',
    projectName: 'Harbour Hotel',
    number: 'P-104',
    phase: 'DD',
    status: 'active' as const,
    workspaceId: 'ws-1',
    baseBudget: 250_000,
    area: 1000,
    areaUnit: 'feet' as const,
    powerDensity: 0.9,
    isShared: false,
    sharedLink: null,
    ...fields,
  };
  const ability = (value: Ability) => ({ __typename: 'Ability', ...value });
  const keys = [
    'archive',
    'edit',
    'editSetup',
    'delete',
    'copy',
    'changeSourceLibrary',
    'managePermissions',
    'requestInvite',
    'sharedLink',
  ] as const;
  const abilities = Object.fromEntries(
    keys.map((key) => [key, ability(viewerCan?.[key] ?? allowed)]),
  );
  return {
    ...base,
    title: formatProjectTitle(base),
    viewerCan: { __typename: 'ProjectAbilities', ...abilities },
  } as unknown as ProjectDetails;
}

/** One type's totals as the server sends them. */
export function typeTotal(type: string, totalCost: string, totalPower: number): TypeTotal {
  return { __typename: 'TypeTotal', type, totalCost, totalPower } as TypeTotal;
}

/** The dashboard of a project as getProjectAggregation sends it: no schedule rows yet. */
export function sampleAggregation(overrides: Partial<ProjectAggregation> = {}): ProjectAggregation {
  return {
    __typename: 'ProjectAggregation',
    id: 'aggregation-1',
    projectId: 'project-1',
    baseBudget: 250_000,
    totalCost: '0',
    totalPower: 0,
    area: 1000,
    areaUnit: 'feet',
    powerDensity: 0,
    targetPowerDensity: 0.9,
    typeSumValues: [],
    notes: '',
    ...overrides,
  } as ProjectAggregation;
}

type OpenOptions = {
  path?: string;
  project?: ProjectDetails | null;
  aggregation?: ProjectAggregation;
  resolvers?: Record<string, FieldResolver>;
};

/**
 * The whole app at the project page, against a fake server playing the project, its dashboard
 * (mutations answer with the updated aggregation), and the live feeds the test pushes into
 * (status, aggregation, permission changes).
 */
export function openProjectPage({
  path = '/workspace/ws-1/projects/project-1/dashboard',
  project = sampleProjectDetails(),
  aggregation = sampleAggregation(),
  resolvers,
}: OpenOptions = {}) {
  const workspaces = workspaceServer({ workspaces: [sampleWorkspace()] });
  const list = projectServer([sampleProject()]);
  const statusChanges = new Subject<ProjectStatusChange>();
  const aggregations = new Subject<ProjectAggregation>();
  const permissionChanges = new Subject<PermissionChange>();
  const state = { project, aggregation };
  const view = renderApp(path, {
    session: signedIn(),
    resolvers: {
      ...workspaces.resolvers,
      ...list.resolvers,
      getProjectById: ({ id }) => (state.project?.id === id ? state.project : null),
      updateTimestampLastAccessed: () => true,
      onProjectStatusChanged: () => statusChanges,
      getProjectAggregation: () => state.aggregation,
      onProjectAggregation: () => aggregations,
      onPermissionChanged: () => permissionChanges,
      updateProjectAggregation: ({ baseBudget }) => {
        state.aggregation = { ...state.aggregation, baseBudget };
        return state.aggregation;
      },
      updateProjectAggregationNotes: ({ notes }) => {
        state.aggregation = { ...state.aggregation, notes };
        return state.aggregation;
      },
      ...resolvers,
    },
  });
  const requests = (operationName: string) =>
    view.server.requests.filter((request) => request.operationName === operationName);
  return { ...view, state, statusChanges, aggregations, permissionChanges, requests };
}
