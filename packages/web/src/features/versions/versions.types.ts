import type { CompareItem as DomainCompareItem } from '@specboard/domain';
import type {
  CompareProjectVersionsQuery,
  ProjectVersionFieldsFragment,
} from '../../graphql/graphql.ts';

export type { CompareStatus } from '@specboard/domain';

export type ProjectKey = { projectId: string; workspaceId: string };

/** An issue of the schedule (listProjectVersions). */
export type ProjectVersion = ProjectVersionFieldsFragment;

type ComparedRow = CompareProjectVersionsQuery['compareProjectVersions']['items'][number];

/**
 * A compared row. The SDL sends its status as a String and its cells as JSON; the domain's
 * compare() fills them, so the web reads them with the domain's types.
 */
export type CompareItem = Omit<ComparedRow, 'status' | 'fields' | 'previous'> &
  Pick<DomainCompareItem, 'status' | 'fields' | 'previous'>;
