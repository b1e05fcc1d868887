import { graphql } from '../../graphql/index.ts';

export const IMPORT_DOCUMENT_FIELDS = graphql(`
  fragment ImportDocumentFields on ImportDocument {
    importId
    workspaceId
    collectionId
    projectId
    fileName
    status
    rowsRead
    rowsCount
    productsUploaded
    errors {
      row
      columnId
      value
      message
    }
    errorsCount
    firstError
    createdAt
    finishedAt
  }
`);

export const IMPORT_TEMPLATE_URL_QUERY = graphql(`
  query ImportTemplateUrl($workspaceId: ID!, $collectionId: ID, $projectId: ID, $format: String) {
    getTemplateUrl(
      workspaceId: $workspaceId
      collectionId: $collectionId
      projectId: $projectId
      format: $format
    )
  }
`);

export const PREVIEW_IMPORT_QUERY = graphql(`
  query PreviewImportDocument(
    $workspaceId: ID!
    $key: String!
    $collectionId: ID
    $projectId: ID
    $sheetName: String
  ) {
    previewImportDocument(
      workspaceId: $workspaceId
      key: $key
      collectionId: $collectionId
      projectId: $projectId
      sheetName: $sheetName
    ) {
      key
      fileName
      format
      sheetName
      delimiter
      headerRow
      columns {
        index
        header
        samples
        columnId
        guessedBy
      }
      rows
      rowsCount
      targetColumns {
        id
        name
        type
        arrayType
        maxLen
        multiline
        hint
      }
    }
  }
`);

export const IMPORT_DOCUMENT_MUTATION = graphql(`
  mutation ImportDocument(
    $workspaceId: ID!
    $key: String!
    $collectionId: ID
    $projectId: ID
    $sheetName: String
    $mapping: [ImportColumnMapping!]!
  ) {
    importDocument(
      workspaceId: $workspaceId
      key: $key
      collectionId: $collectionId
      projectId: $projectId
      sheetName: $sheetName
      mapping: $mapping
    ) {
      ...ImportDocumentFields
    }
  }
`);

export const IMPORT_DOCUMENT_QUERY = graphql(`
  query GetImportDocument($workspaceId: ID!, $importId: ID!) {
    getImportDocument(workspaceId: $workspaceId, importId: $importId) {
      ...ImportDocumentFields
    }
  }
`);

export const IMPORT_DOCUMENT_SUBSCRIPTION = graphql(`
  subscription SubscribeImportDocument($workspaceId: ID!, $importId: ID!) {
    subscribeImportDocument(workspaceId: $workspaceId, importId: $importId) {
      ...ImportDocumentFields
    }
  }
`);
