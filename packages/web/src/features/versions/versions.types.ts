import type { Ability } from '../workspaces/workspaces.types.ts';

export type ProjectKey = { projectId: string; workspaceId: string };

/** An issue of the schedule (listProjectVersions). */
export type ProjectVersion = {
  id: string;
  title: string;
  shortName: string | null;
  versionDate: string;
  scheduleId: string;
  status: 'active' | 'archived';
  rowsCount: number;
};

export type CompareStatus = 'added' | 'removed' | 'modified' | 'unchanged';

export type CompareItem = {
  rowId: string;
  status: CompareStatus;
  fields: Record<string, unknown>;
  previous: Record<string, unknown> | null;
  modified: string[];
  type: string;
  costDelta: string;
  powerDelta: string;
};

export type TypeRollup = {
  type: string;
  costBefore: string;
  costAfter: string;
  costDelta: string;
  powerDelta: string;
  rowsBefore: number;
  rowsAfter: number;
  latestDelivery: string | null;
};

export type Comparison = {
  items: CompareItem[];
  byType: TypeRollup[];
  totals: {
    costBefore: string;
    costAfter: string;
    costDelta: string;
    powerBefore: string;
    powerAfter: string;
    powerDelta: string;
  };
  counts: Record<CompareStatus, number>;
};

export type ComparedColumn = { id: string; name: string; type: string };

export type VersionCommands = { create: Ability; compare: Ability };
