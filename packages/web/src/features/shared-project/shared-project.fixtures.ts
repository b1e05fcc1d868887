import { defaultColumns } from '@specboard/domain';
import { Subject } from 'rxjs';
import { expect, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import type { FieldResolver } from '../../test/test-apollo.ts';
import type { SessionState } from '../identity/index.ts';
import type { ScheduleView } from '../views/index.ts';
import type { SharedProject } from './shared-project.documents.ts';
import { sharedProjectPath } from './shared-project.paths.ts';

const refused = (message: string) => ({
  __typename: 'Ability',
  allowed: false,
  reason: 'role',
  message,
});

/** A view as getScheduleViews answers a link reader: nothing about it may be changed. */
export function sampleSharedView(overrides: Partial<ScheduleView> = {}): ScheduleView {
  const no = refused('Sign in to change the view.');
  return {
    __typename: 'View',
    id: 'view-design',
    projectId: 'project-1',
    name: 'Design Team View',
    type: 'builtin',
    builtInKey: 'designTeam',
    createdBy: null,
    columnOrder: defaultColumns.map((column) => column.id),
    customColumnOrder: [],
    visibleColumns: ['typeDesignation', 'manufacturer', 'model', 'quantity'],
    columnsSize: [],
    sortingField: null,
    sortingIndex: null,
    sortingData: null,
    filterTag: [],
    rowHeight: 'short',
    rowHeightPx: 36,
    dropdowns: [],
    custom_dropdowns: [],
    viewMode: 'table',
    currency: 'usd',
    role: null,
    grants: { __typename: 'ViewGrants', users: [], roles: [] },
    viewerCan: {
      __typename: 'ViewAbilities',
      update: no,
      reorderColumns: no,
      resizeColumns: no,
      renameOrDelete: no,
      managePermissions: no,
    },
    ...overrides,
  } as ScheduleView;
}

/** The project as getProjectById answers a link reader; exports as the link allows them. */
export function sharedProjectAnswer({ exportAllowed = false } = {}): SharedProject & {
  __typename: string;
} {
  return {
    __typename: 'Project',
    id: 'project-1',
    title: 'P-104 - Harbour Hotel - DD',
    status: 'active',
    workspaceId: 'ws-1',
    viewerCan: {
      __typename: 'ProjectAbilities',
      export: exportAllowed
        ? { __typename: 'Ability', allowed: true, reason: null, message: null }
        : refused('This shared link does not allow exports.'),
    } as SharedProject['viewerCan'],
  };
}

const sharedProject = sharedProjectAnswer();

const schedule = {
  __typename: 'Schedule',
  id: 'schedule-1',
  rowsCount: 1,
  default_fields: defaultColumns.map((column) => ({
    __typename: 'ScheduleColumn',
    arrayType: null,
    maxLen: null,
    multiline: false,
    hint: null,
    ...column,
  })),
  read_only_fields: ['totalCost'],
  custom_fields: [],
  columnRestrictions: [],
};

const row = {
  id: 'row-1',
  key: 'row-1',
  order: 1,
  hidden: false,
  cells: { typeDesignation: 'A1', manufacturer: 'Lumen', model: 'L-200', quantity: 4 },
  versions: {},
  session: null,
  updatedBy: 'user-1',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const totals = {
  __typename: 'ProjectAggregation',
  id: 'aggregation-1',
  totalCost: '1200.00',
  totalPower: 96,
  tagSumValues: [],
};

type OpenOptions = {
  path?: string;
  session?: SessionState;
  views?: ScheduleView[];
  resolvers?: Record<string, FieldResolver>;
};

/**
 * The whole app at a project's shared link, against a fake server answering the reads a link
 * allows; `rowChanges` is the schedule's live stream (complete it to end the link).
 */
export function openSharedProject({
  path = sharedProjectPath('project-1', 'ws-1', 'link-token-1'),
  session,
  views = [sampleSharedView()],
  resolvers,
}: OpenOptions = {}) {
  const rowChanges = new Subject<Record<string, unknown>>();
  const view = renderApp(path, {
    session,
    resolvers: {
      getProjectById: ({ id }) => (id === sharedProject.id ? sharedProject : null),
      getProjectSchedule: () => schedule,
      getStructuredScheduleRows: () => ({
        __typename: 'ScheduleRowsPage',
        data: [row],
        nextToken: null,
      }),
      getScheduleViews: () => views,
      getProjectAggregation: () => totals,
      onProjectAggregation: () => new Subject(),
      onScheduleRowsChanged: () => rowChanges,
      ...resolvers,
    },
  });
  const requests = (operationName: string) =>
    view.server.requests.filter((request) => request.operationName === operationName);
  /** Tells the page its live stream is in place (the rows are read then), once it listens. */
  const goLive = async () => {
    await vi.waitFor(() => expect(rowChanges.observed).toBe(true));
    rowChanges.next({
      __typename: 'ScheduleRowsChange',
      kind: 'subscribed',
      row: null,
      rowIds: null,
      session: null,
      forceUpdate: null,
    });
  };
  return { ...view, rowChanges, goLive, requests };
}
