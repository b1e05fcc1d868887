import type { ExportFileFieldsFragment } from '../../graphql/graphql.ts';

/** An export request and, once written, its file (listExportFiles, notifyExportFiles). */
export type ExportFile = ExportFileFieldsFragment;

/**
 * What the person is looking at, as an export names it: the project, the view, the version open
 * (if any) and their own tag filter; or two versions compared.
 */
export type ExportTarget = {
  workspaceId: string;
  projectId: string;
  viewId?: string | null;
  versionId?: string | null;
  filterTags?: readonly string[];
  /** A comparison of two versions; a null secondary is the live schedule. */
  comparison?: { primaryVersionId: string; secondaryVersionId: string | null } | null;
};
