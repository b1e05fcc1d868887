import { graphql } from '../../graphql/index.ts';

// Rows travel as JSON and never enter Apollo's cache (a 10,000-row schedule would be normalised
// for nothing): they are fetched with 'no-cache' and kept by the schedule's own store.

export const COLUMN_FIELDS = graphql(`
  fragment ScheduleColumnFields on ScheduleColumn {
    id
    name
    type
    arrayType
    maxLen
    multiline
    hint
  }
`);

export const PROJECT_SCHEDULE_QUERY = graphql(`
  query GetProjectSchedule($projectId: ID!, $workspaceId: ID!, $scheduleId: ID) {
    getProjectSchedule(projectId: $projectId, workspaceId: $workspaceId, scheduleId: $scheduleId) {
      id
      rowsCount
      default_fields {
        ...ScheduleColumnFields
      }
      read_only_fields
      custom_fields {
        ...ScheduleColumnFields
      }
      columnRestrictions {
        col
        roles
      }
    }
  }
`);

/** A collection's product table: the same columns as a schedule's (getProjectSchedule). */
export const COLLECTION_SCHEMA_QUERY = graphql(`
  query GetCollectionSchema($collectionId: ID!, $workspaceId: ID!) {
    getCollectionSchema(collectionId: $collectionId, workspaceId: $workspaceId) {
      id
      rowsCount
      default_fields {
        ...ScheduleColumnFields
      }
      read_only_fields
      custom_fields {
        ...ScheduleColumnFields
      }
      columnRestrictions {
        col
        roles
      }
    }
  }
`);

/** A collection's products, paged as getStructuredScheduleRows pages a schedule's rows. */
export const COLLECTION_ROWS_QUERY = graphql(`
  query ListStructuredCollectionRows(
    $collectionId: ID!
    $workspaceId: ID!
    $limit: Int
    $nextToken: String
  ) {
    listStructuredCollectionRows(
      collectionId: $collectionId
      workspaceId: $workspaceId
      limit: $limit
      nextToken: $nextToken
    ) {
      data
      nextToken
    }
  }
`);

export const SCHEDULE_ROWS_QUERY = graphql(`
  query GetStructuredScheduleRows(
    $projectId: ID
    $collectionId: ID
    $workspaceId: ID!
    $scheduleId: ID
    $limit: Int
    $nextToken: String
  ) {
    getStructuredScheduleRows(
      projectId: $projectId
      collectionId: $collectionId
      workspaceId: $workspaceId
      scheduleId: $scheduleId
      limit: $limit
      nextToken: $nextToken
    ) {
      data
      nextToken
    }
  }
`);

export const SCHEDULE_COMMANDS_QUERY = graphql(`
  query GetScheduleCommands($projectId: ID, $collectionId: ID, $workspaceId: ID!) {
    getScheduleCommands(projectId: $projectId, collectionId: $collectionId, workspaceId: $workspaceId) {
      name
      allowed
      reason
      message
    }
  }
`);

export const DELETED_ROWS_QUERY = graphql(`
  query ListDeletedRows($projectId: ID, $collectionId: ID, $workspaceId: ID!) {
    listDeletedRows(projectId: $projectId, collectionId: $collectionId, workspaceId: $workspaceId) {
      data
    }
  }
`);

export const TOTALS_FIELDS = graphql(`
  fragment ScheduleTotalsFields on ProjectAggregation {
    id
    totalCost
    totalPower
    tagSumValues {
      tag
      rows
      TotalCost
      totalPower
    }
  }
`);

export const SCHEDULE_TOTALS_QUERY = graphql(`
  query GetScheduleTotals($projectId: ID!, $workspaceId: ID!) {
    getProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) {
      ...ScheduleTotalsFields
    }
  }
`);

export const SCHEDULE_TOTALS_SUBSCRIPTION = graphql(`
  subscription OnScheduleTotals($projectId: ID!, $workspaceId: ID!) {
    onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) {
      ...ScheduleTotalsFields
    }
  }
`);

export const UPDATE_CELL_MUTATION = graphql(`
  mutation UpdateCell(
    $projectId: ID
    $collectionId: ID
    $workspaceId: ID!
    $row: ID!
    $col: String!
    $value: JSON
    $values: [JSON]
    $version: CellVersion!
    $session: String
  ) {
    updateCell(
      projectId: $projectId
      collectionId: $collectionId
      workspaceId: $workspaceId
      row: $row
      col: $col
      value: $value
      values: $values
      version: $version
      session: $session
    ) {
      row
      col
      version
    }
  }
`);

export const UPDATE_CELLS_MUTATION = graphql(`
  mutation UpdateCells(
    $projectId: ID
    $collectionId: ID
    $workspaceId: ID!
    $cells: [CellEditInput!]!
    $session: String
  ) {
    updateCells(projectId: $projectId, collectionId: $collectionId, workspaceId: $workspaceId, cells: $cells, session: $session) {
      rows
    }
  }
`);

export const CREATE_ROW_MUTATION = graphql(`
  mutation CreateEmptyRow(
    $projectId: ID
    $collectionId: ID
    $workspaceId: ID!
    $cells: JSON
    $session: String
    $nextToRowId: ID
    $place: RowPlace
  ) {
    createEmptyRow(
      projectId: $projectId
      collectionId: $collectionId
      workspaceId: $workspaceId
      cells: $cells
      session: $session
      nextToRowId: $nextToRowId
      place: $place
    )
  }
`);

export const DUPLICATE_ROW_MUTATION = graphql(`
  mutation DuplicateScheduleRow($projectId: ID, $collectionId: ID, $workspaceId: ID!, $rowId: ID!, $session: String) {
    duplicateRow(projectId: $projectId, collectionId: $collectionId, workspaceId: $workspaceId, rowId: $rowId, session: $session)
  }
`);

export const DELETE_ROW_MUTATION = graphql(`
  mutation DeleteScheduleRow($projectId: ID, $collectionId: ID, $workspaceId: ID!, $rowId: ID!, $session: String) {
    deleteRow(projectId: $projectId, collectionId: $collectionId, workspaceId: $workspaceId, rowId: $rowId, session: $session)
  }
`);

export const RESTORE_ROWS_MUTATION = graphql(`
  mutation RestoreScheduleRows(
    $projectId: ID
    $collectionId: ID
    $workspaceId: ID!
    $rowsIds: [ID!]!
    $session: String
  ) {
    restoreRows(
      projectId: $projectId
      collectionId: $collectionId
      workspaceId: $workspaceId
      rowsIds: $rowsIds
      session: $session
    )
  }
`);

export const SET_ROWS_VISIBILITY_MUTATION = graphql(`
  mutation SetScheduleRowsVisibility(
    $projectId: ID
    $collectionId: ID
    $workspaceId: ID!
    $rowIds: [ID!]!
    $visible: Boolean!
    $session: String
  ) {
    setRowsVisibility(
      projectId: $projectId
      collectionId: $collectionId
      workspaceId: $workspaceId
      rowIds: $rowIds
      visible: $visible
      session: $session
    )
  }
`);

export const ROWS_CHANGED_SUBSCRIPTION = graphql(`
  subscription OnScheduleRowsChanged($projectId: ID, $collectionId: ID, $workspaceId: ID!) {
    onScheduleRowsChanged(projectId: $projectId, collectionId: $collectionId, workspaceId: $workspaceId) {
      kind
      row
      rows
      rowIds
      session
      forceUpdate
    }
  }
`);

export const SEARCH_CELLS_QUERY = graphql(`
  query SearchProjectCells(
    $query: String!
    $projectId: ID!
    $workspaceId: ID!
    $versionId: ID
    $limit: Int
    $scrollID: String
  ) {
    searchProjectCells(
      query: $query
      projectId: $projectId
      workspaceId: $workspaceId
      versionId: $versionId
      limit: $limit
      scrollID: $scrollID
    ) {
      data {
        rowId
        matches {
          field
          value
        }
      }
      scrollID
    }
  }
`);

export const PROJECT_MEMBERS_QUERY = graphql(`
  query ScheduleProjectMembers($projectId: ID!, $workspaceId: ID!) {
    getProjectMembers(projectId: $projectId, workspaceId: $workspaceId) {
      userId
      name
      email
    }
  }
`);

export const CREATE_COLUMN_MUTATION = graphql(`
  mutation CreateProjectColumn(
    $projectId: ID
    $collectionId: ID
    $workspaceId: ID!
    $name: String!
    $type: String!
    $multiline: Boolean
    $hint: String
  ) {
    createProjectColumn(
      projectId: $projectId
      collectionId: $collectionId
      workspaceId: $workspaceId
      name: $name
      type: $type
      multiline: $multiline
      hint: $hint
    ) {
      ...ScheduleColumnFields
    }
  }
`);

export const RENAME_COLUMN_MUTATION = graphql(`
  mutation RenameProjectColumn($projectId: ID, $collectionId: ID, $workspaceId: ID!, $col: String!, $name: String!) {
    renameProjectColumn(projectId: $projectId, collectionId: $collectionId, workspaceId: $workspaceId, col: $col, name: $name) {
      ...ScheduleColumnFields
    }
  }
`);

export const DELETE_COLUMN_MUTATION = graphql(`
  mutation DeleteProjectColumn($projectId: ID, $collectionId: ID, $workspaceId: ID!, $col: String!) {
    deleteProjectColumn(projectId: $projectId, collectionId: $collectionId, workspaceId: $workspaceId, col: $col)
  }
`);

export const RESTORE_COLUMN_MUTATION = graphql(`
  mutation RestoreProjectColumn($projectId: ID, $collectionId: ID, $workspaceId: ID!, $col: String!) {
    restoreProjectColumn(projectId: $projectId, collectionId: $collectionId, workspaceId: $workspaceId, col: $col) {
      ...ScheduleColumnFields
    }
  }
`);
