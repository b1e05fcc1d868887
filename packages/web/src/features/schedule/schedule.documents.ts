import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CellValue, ScheduleColumn } from '@specboard/domain';
import type {
  ProjectKey,
  ScheduleCommand,
  ScheduleInfo,
  ScheduleRow,
  ScheduleTotals,
} from './schedule.types.ts';
import type { SearchPage } from './schedule-search.ts';

// Hand-typed until GraphQL Code Generator produces typed client documents. Rows travel as JSON
// and never enter Apollo's cache (a 10,000-row schedule would be normalised for nothing): they
// are fetched with 'no-cache' and kept by the schedule's own store.

const COLUMN_FIELDS = gql`
  fragment ScheduleColumnFields on ScheduleColumn {
    id
    name
    type
    arrayType
    maxLen
    multiline
    hint
  }
`;

export const PROJECT_SCHEDULE_QUERY: TypedDocumentNode<
  { getProjectSchedule: ScheduleInfo },
  ProjectKey & { scheduleId: string | null }
> = gql`
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
  ${COLUMN_FIELDS}
`;

export const SCHEDULE_ROWS_QUERY: TypedDocumentNode<
  { getStructuredScheduleRows: { data: ScheduleRow[]; nextToken: string | null } },
  ProjectKey & { scheduleId: string | null; limit: number; nextToken: string | null }
> = gql`
  query GetStructuredScheduleRows(
    $projectId: ID!
    $workspaceId: ID!
    $scheduleId: ID
    $limit: Int
    $nextToken: String
  ) {
    getStructuredScheduleRows(
      projectId: $projectId
      workspaceId: $workspaceId
      scheduleId: $scheduleId
      limit: $limit
      nextToken: $nextToken
    ) {
      data
      nextToken
    }
  }
`;

export const SCHEDULE_COMMANDS_QUERY: TypedDocumentNode<
  { getScheduleCommands: ScheduleCommand[] },
  ProjectKey
> = gql`
  query GetScheduleCommands($projectId: ID!, $workspaceId: ID!) {
    getScheduleCommands(projectId: $projectId, workspaceId: $workspaceId) {
      name
      allowed
      reason
      message
    }
  }
`;

export const DELETED_ROWS_QUERY: TypedDocumentNode<
  { listDeletedRows: { data: ScheduleRow[] } },
  ProjectKey
> = gql`
  query ListDeletedRows($projectId: ID!, $workspaceId: ID!) {
    listDeletedRows(projectId: $projectId, workspaceId: $workspaceId) {
      data
    }
  }
`;

const TOTALS_FIELDS = gql`
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
`;

export const SCHEDULE_TOTALS_QUERY: TypedDocumentNode<
  { getProjectAggregation: ScheduleTotals },
  ProjectKey
> = gql`
  query GetScheduleTotals($projectId: ID!, $workspaceId: ID!) {
    getProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) {
      ...ScheduleTotalsFields
    }
  }
  ${TOTALS_FIELDS}
`;

export const SCHEDULE_TOTALS_SUBSCRIPTION: TypedDocumentNode<
  { onProjectAggregation: ScheduleTotals },
  ProjectKey
> = gql`
  subscription OnScheduleTotals($projectId: ID!, $workspaceId: ID!) {
    onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) {
      ...ScheduleTotalsFields
    }
  }
  ${TOTALS_FIELDS}
`;

export const UPDATE_CELL_MUTATION: TypedDocumentNode<
  { updateCell: { row: ScheduleRow; col: string; version: string } },
  ProjectKey & {
    row: string;
    col: string;
    value?: CellValue;
    values?: CellValue;
    version: string;
    session: string;
  }
> = gql`
  mutation UpdateCell(
    $projectId: ID!
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
`;

/** One cell of an updateCells batch. */
export type CellEditInput = { row: string; col: string; value: CellValue; version: string };

export const UPDATE_CELLS_MUTATION: TypedDocumentNode<
  { updateCells: { rows: ScheduleRow[] } },
  ProjectKey & { cells: CellEditInput[]; session: string }
> = gql`
  mutation UpdateCells(
    $projectId: ID!
    $workspaceId: ID!
    $cells: [CellEditInput!]!
    $session: String
  ) {
    updateCells(projectId: $projectId, workspaceId: $workspaceId, cells: $cells, session: $session) {
      rows
    }
  }
`;

export const CREATE_ROW_MUTATION: TypedDocumentNode<
  { createEmptyRow: ScheduleRow },
  ProjectKey & {
    cells?: Record<string, CellValue>;
    session: string;
    nextToRowId?: string | null;
    place?: 'above' | 'below' | null;
  }
> = gql`
  mutation CreateEmptyRow(
    $projectId: ID!
    $workspaceId: ID!
    $cells: JSON
    $session: String
    $nextToRowId: ID
    $place: RowPlace
  ) {
    createEmptyRow(
      projectId: $projectId
      workspaceId: $workspaceId
      cells: $cells
      session: $session
      nextToRowId: $nextToRowId
      place: $place
    )
  }
`;

export const DUPLICATE_ROW_MUTATION: TypedDocumentNode<
  { duplicateRow: ScheduleRow },
  ProjectKey & { rowId: string; session: string }
> = gql`
  mutation DuplicateScheduleRow($projectId: ID!, $workspaceId: ID!, $rowId: ID!, $session: String) {
    duplicateRow(projectId: $projectId, workspaceId: $workspaceId, rowId: $rowId, session: $session)
  }
`;

export const DELETE_ROW_MUTATION: TypedDocumentNode<
  { deleteRow: boolean },
  ProjectKey & { rowId: string; session: string }
> = gql`
  mutation DeleteScheduleRow($projectId: ID!, $workspaceId: ID!, $rowId: ID!, $session: String) {
    deleteRow(projectId: $projectId, workspaceId: $workspaceId, rowId: $rowId, session: $session)
  }
`;

export const RESTORE_ROWS_MUTATION: TypedDocumentNode<
  { restoreRows: ScheduleRow[] },
  ProjectKey & { rowsIds: string[]; session: string }
> = gql`
  mutation RestoreScheduleRows(
    $projectId: ID!
    $workspaceId: ID!
    $rowsIds: [ID!]!
    $session: String
  ) {
    restoreRows(
      projectId: $projectId
      workspaceId: $workspaceId
      rowsIds: $rowsIds
      session: $session
    )
  }
`;

export const SET_ROWS_VISIBILITY_MUTATION: TypedDocumentNode<
  { setRowsVisibility: ScheduleRow[] },
  ProjectKey & { rowIds: string[]; visible: boolean; session: string }
> = gql`
  mutation SetScheduleRowsVisibility(
    $projectId: ID!
    $workspaceId: ID!
    $rowIds: [ID!]!
    $visible: Boolean!
    $session: String
  ) {
    setRowsVisibility(
      projectId: $projectId
      workspaceId: $workspaceId
      rowIds: $rowIds
      visible: $visible
      session: $session
    )
  }
`;

/** One change to the rows, in order; the first, `subscribed`, says nothing read from now is missed. */
export type RowsChange =
  | { kind: 'subscribed' }
  | {
      kind: 'put';
      /** One row put, or `rows` for several at once (a batch of cells, an inserted row). */
      row: ScheduleRow | null;
      rows: ScheduleRow[] | null;
      session: string | null;
      forceUpdate: boolean | null;
    }
  | { kind: 'deleted'; rowIds: string[]; session: string | null }
  /** The schedule's columns or their locks changed. */
  | { kind: 'columns'; session: string | null };

export const ROWS_CHANGED_SUBSCRIPTION: TypedDocumentNode<
  { onScheduleRowsChanged: RowsChange },
  ProjectKey
> = gql`
  subscription OnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) {
    onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) {
      kind
      row
      rows
      rowIds
      session
      forceUpdate
    }
  }
`;

export const SEARCH_CELLS_QUERY: TypedDocumentNode<
  { searchProjectCells: SearchPage },
  ProjectKey & { query: string; limit: number; scrollID: string | null; versionId: string | null }
> = gql`
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
`;

export const PROJECT_MEMBERS_QUERY: TypedDocumentNode<
  { getProjectMembers: { userId: string; name: string | null; email: string }[] },
  ProjectKey
> = gql`
  query ScheduleProjectMembers($projectId: ID!, $workspaceId: ID!) {
    getProjectMembers(projectId: $projectId, workspaceId: $workspaceId) {
      userId
      name
      email
    }
  }
`;

export const CREATE_COLUMN_MUTATION: TypedDocumentNode<
  { createProjectColumn: ScheduleColumn },
  ProjectKey & { name: string; type: string; multiline?: boolean | null; hint?: string | null }
> = gql`
  mutation CreateProjectColumn(
    $projectId: ID!
    $workspaceId: ID!
    $name: String!
    $type: String!
    $multiline: Boolean
    $hint: String
  ) {
    createProjectColumn(
      projectId: $projectId
      workspaceId: $workspaceId
      name: $name
      type: $type
      multiline: $multiline
      hint: $hint
    ) {
      ...ScheduleColumnFields
    }
  }
  ${COLUMN_FIELDS}
`;

export const RENAME_COLUMN_MUTATION: TypedDocumentNode<
  { renameProjectColumn: ScheduleColumn },
  ProjectKey & { col: string; name: string }
> = gql`
  mutation RenameProjectColumn($projectId: ID!, $workspaceId: ID!, $col: String!, $name: String!) {
    renameProjectColumn(projectId: $projectId, workspaceId: $workspaceId, col: $col, name: $name) {
      ...ScheduleColumnFields
    }
  }
  ${COLUMN_FIELDS}
`;

export const DELETE_COLUMN_MUTATION: TypedDocumentNode<
  { deleteProjectColumn: boolean },
  ProjectKey & { col: string }
> = gql`
  mutation DeleteProjectColumn($projectId: ID!, $workspaceId: ID!, $col: String!) {
    deleteProjectColumn(projectId: $projectId, workspaceId: $workspaceId, col: $col)
  }
`;

export const RESTORE_COLUMN_MUTATION: TypedDocumentNode<
  { restoreProjectColumn: ScheduleColumn },
  ProjectKey & { col: string }
> = gql`
  mutation RestoreProjectColumn($projectId: ID!, $workspaceId: ID!, $col: String!) {
    restoreProjectColumn(projectId: $projectId, workspaceId: $workspaceId, col: $col) {
      ...ScheduleColumnFields
    }
  }
  ${COLUMN_FIELDS}
`;
