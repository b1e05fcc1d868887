import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Ability } from '../workspaces/workspaces.types.ts';
import type { ComparedColumn, Comparison, ProjectKey, ProjectVersion } from './versions.types.ts';

const VERSION_FIELDS = gql`
  fragment ProjectVersionFields on ProjectVersion {
    id
    title
    shortName
    versionDate
    scheduleId
    status
    rowsCount
  }
`;

export const VERSIONS_QUERY: TypedDocumentNode<
  { listProjectVersions: ProjectVersion[] },
  ProjectKey
> = gql`
  ${VERSION_FIELDS}
  query ListProjectVersions($projectId: ID!, $workspaceId: ID!) {
    listProjectVersions(projectId: $projectId, workspaceId: $workspaceId) {
      ...ProjectVersionFields
    }
  }
`;

export const VERSION_COMMANDS_QUERY: TypedDocumentNode<
  { getScheduleCommands: (Ability & { name: string })[] },
  ProjectKey
> = gql`
  query GetVersionCommands($projectId: ID!, $workspaceId: ID!) {
    getScheduleCommands(projectId: $projectId, workspaceId: $workspaceId) {
      name
      allowed
      reason
      message
    }
  }
`;

export const CREATE_VERSION_MUTATION: TypedDocumentNode<
  { createProjectVersion: ProjectVersion },
  ProjectKey & { title: string; shortName: string | null }
> = gql`
  ${VERSION_FIELDS}
  mutation CreateProjectVersion($projectId: ID!, $workspaceId: ID!, $title: String!, $shortName: String) {
    createProjectVersion(projectId: $projectId, workspaceId: $workspaceId, title: $title, shortName: $shortName) {
      ...ProjectVersionFields
    }
  }
`;

export const UPDATE_VERSION_MUTATION: TypedDocumentNode<
  { updateProjectVersion: ProjectVersion },
  ProjectKey & { versionId: string; title: string; shortName: string | null }
> = gql`
  ${VERSION_FIELDS}
  mutation UpdateProjectVersion($projectId: ID!, $workspaceId: ID!, $versionId: ID!, $title: String, $shortName: String) {
    updateProjectVersion(projectId: $projectId, workspaceId: $workspaceId, versionId: $versionId, title: $title, shortName: $shortName) {
      ...ProjectVersionFields
    }
  }
`;

type VersionArgs = ProjectKey & { versionId: string };

export const ARCHIVE_VERSION_MUTATION: TypedDocumentNode<
  { archiveProjectVersion: ProjectVersion },
  VersionArgs
> = gql`
  ${VERSION_FIELDS}
  mutation ArchiveProjectVersion($projectId: ID!, $workspaceId: ID!, $versionId: ID!) {
    archiveProjectVersion(projectId: $projectId, workspaceId: $workspaceId, versionId: $versionId) {
      ...ProjectVersionFields
    }
  }
`;

export const UNARCHIVE_VERSION_MUTATION: TypedDocumentNode<
  { unarchiveProjectVersion: ProjectVersion },
  VersionArgs
> = gql`
  ${VERSION_FIELDS}
  mutation UnarchiveProjectVersion($projectId: ID!, $workspaceId: ID!, $versionId: ID!) {
    unarchiveProjectVersion(projectId: $projectId, workspaceId: $workspaceId, versionId: $versionId) {
      ...ProjectVersionFields
    }
  }
`;

export const DELETE_VERSION_MUTATION: TypedDocumentNode<
  { deleteProjectVersion: boolean },
  ProjectKey & { versionId: string }
> = gql`
  mutation DeleteProjectVersion($projectId: ID!, $workspaceId: ID!, $versionId: ID!) {
    deleteProjectVersion(projectId: $projectId, workspaceId: $workspaceId, versionId: $versionId)
  }
`;

export const COMPARE_QUERY: TypedDocumentNode<
  { compareProjectVersions: Comparison; getComparisonFields: ComparedColumn[] },
  ProjectKey & { primaryVersionId: string; secondaryVersionId: string | null }
> = gql`
  query CompareProjectVersions($projectId: ID!, $workspaceId: ID!, $primaryVersionId: ID!, $secondaryVersionId: ID) {
    compareProjectVersions(projectId: $projectId, workspaceId: $workspaceId, primaryVersionId: $primaryVersionId, secondaryVersionId: $secondaryVersionId) {
      items { rowId status fields previous modified type costDelta powerDelta }
      byType { type costBefore costAfter costDelta powerDelta rowsBefore rowsAfter latestDelivery }
      totals { costBefore costAfter costDelta powerBefore powerAfter powerDelta }
      counts { added removed modified unchanged }
    }
    getComparisonFields(projectId: $projectId, workspaceId: $workspaceId) { id name type }
  }
`;
