import { graphql } from '../../graphql/index.ts';

export const EXPORT_FILE_FIELDS = graphql(`
  fragment ExportFileFields on ExportFile {
    requestId
    fileId
    projectId
    downloadFileName
    fileFormat
    exportType
    status
    progress
    error
    errorMessage
    url
    previewUrl
    linkExpiresAt
    createdAt
    expiresAt
  }
`);

export const START_EXPORT_MUTATION = graphql(`
  mutation StartExport(
    $workspaceId: ID!
    $projectId: ID!
    $exportType: String
    $fileFormat: String
    $templateName: String
    $viewId: ID
    $versionId: ID
    $primaryVersionId: ID
    $secondaryVersionId: ID
    $filterTags: [String!]
  ) {
    fileExporterInvoke(
      workspaceId: $workspaceId
      projectId: $projectId
      exportType: $exportType
      fileFormat: $fileFormat
      templateName: $templateName
      viewId: $viewId
      versionId: $versionId
      primaryVersionId: $primaryVersionId
      secondaryVersionId: $secondaryVersionId
      filterTags: $filterTags
    ) {
      requestId
      file {
        ...ExportFileFields
      }
    }
  }
`);

export const RECENT_EXPORTS_QUERY = graphql(`
  query RecentExports($workspaceId: ID!, $projectId: ID!) {
    listExportFiles(workspaceId: $workspaceId, projectId: $projectId) {
      ...ExportFileFields
    }
  }
`);

export const EXPORT_FILE_QUERY = graphql(`
  query ExportFile($requestId: ID!) {
    getExportFile(requestId: $requestId) {
      ...ExportFileFields
    }
  }
`);

export const EXPORT_FILE_SUBSCRIPTION = graphql(`
  subscription NotifyExportFiles($requestId: ID!) {
    notifyExportFiles(requestId: $requestId) {
      ...ExportFileFields
    }
  }
`);

export const EXPORT_FILE_BY_ID_QUERY = graphql(`
  query ExportFileById($fileId: ID!) {
    getExportFile(fileId: $fileId) {
      ...ExportFileFields
    }
  }
`);

export const REFRESH_EXPORT_MUTATION = graphql(`
  mutation RefreshExportFile($fileId: ID!) {
    refreshExportFile(fileId: $fileId) {
      requestId
      file {
        ...ExportFileFields
      }
    }
  }
`);
