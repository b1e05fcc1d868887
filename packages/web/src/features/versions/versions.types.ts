import type {
  Comparison as DomainComparison,
  TypeRollup as DomainTypeRollup,
} from '@specboard/domain';
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

export type { CompareItem, CompareStatus } from '@specboard/domain';

/** A type's roll-up as the compare view asks for it (no power before and after). */
export type TypeRollup = Omit<DomainTypeRollup, 'powerBefore' | 'powerAfter'>;

export type Comparison = Omit<DomainComparison, 'byType'> & { byType: TypeRollup[] };

export type ComparedColumn = { id: string; name: string; type: string };

export type VersionCommands = { create: Ability; compare: Ability };
