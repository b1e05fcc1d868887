import { graphql } from '../../graphql/index.ts';

export const VERSION_FIELDS = graphql(`
  fragment ProjectVersionFields on ProjectVersion {
    id
    title
    shortName
    versionDate
    scheduleId
    status
    rowsCount
  }
`);

export const VERSIONS_QUERY = graphql(`
  query ListProjectVersions($projectId: ID!, $workspaceId: ID!) {
    listProjectVersions(projectId: $projectId, workspaceId: $workspaceId) {
      ...ProjectVersionFields
    }
  }
`);

export const VERSION_COMMANDS_QUERY = graphql(`
  query GetVersionCommands($projectId: ID!, $workspaceId: ID!) {
    getScheduleCommands(projectId: $projectId, workspaceId: $workspaceId) {
      name
      allowed
      reason
      message
    }
  }
`);

export const CREATE_VERSION_MUTATION = graphql(`
  mutation CreateProjectVersion($projectId: ID!, $workspaceId: ID!, $title: String!, $shortName: String) {
    createProjectVersion(projectId: $projectId, workspaceId: $workspaceId, title: $title, shortName: $shortName) {
      ...ProjectVersionFields
    }
  }
`);

export const UPDATE_VERSION_MUTATION = graphql(`
  mutation UpdateProjectVersion($projectId: ID!, $workspaceId: ID!, $versionId: ID!, $title: String, $shortName: String) {
    updateProjectVersion(projectId: $projectId, workspaceId: $workspaceId, versionId: $versionId, title: $title, shortName: $shortName) {
      ...ProjectVersionFields
    }
  }
`);

export const ARCHIVE_VERSION_MUTATION = graphql(`
  mutation ArchiveProjectVersion($projectId: ID!, $workspaceId: ID!, $versionId: ID!) {
    archiveProjectVersion(projectId: $projectId, workspaceId: $workspaceId, versionId: $versionId) {
      ...ProjectVersionFields
    }
  }
`);

export const UNARCHIVE_VERSION_MUTATION = graphql(`
  mutation UnarchiveProjectVersion($projectId: ID!, $workspaceId: ID!, $versionId: ID!) {
    unarchiveProjectVersion(projectId: $projectId, workspaceId: $workspaceId, versionId: $versionId) {
      ...ProjectVersionFields
    }
  }
`);

export const DELETE_VERSION_MUTATION = graphql(`
  mutation DeleteProjectVersion($projectId: ID!, $workspaceId: ID!, $versionId: ID!) {
    deleteProjectVersion(projectId: $projectId, workspaceId: $workspaceId, versionId: $versionId)
  }
`);

export const COMPARE_QUERY = graphql(`
  query CompareProjectVersions($projectId: ID!, $workspaceId: ID!, $primaryVersionId: ID!, $secondaryVersionId: ID) {
    compareProjectVersions(projectId: $projectId, workspaceId: $workspaceId, primaryVersionId: $primaryVersionId, secondaryVersionId: $secondaryVersionId) {
      items { rowId status fields previous modified type costDelta powerDelta }
      byType { type costBefore costAfter costDelta powerDelta rowsBefore rowsAfter latestDelivery }
      totals { costBefore costAfter costDelta powerBefore powerAfter powerDelta }
      counts { added removed modified unchanged }
    }
    getComparisonFields(projectId: $projectId, workspaceId: $workspaceId) { id name type }
  }
`);
