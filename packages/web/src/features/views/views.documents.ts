import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ScheduleView, ViewSettingsPatch } from './views.types.ts';

type ProjectKey = { projectId: string; workspaceId: string };
type ViewKey = ProjectKey & { viewId: string };

// Hand-typed until GraphQL Code Generator produces typed client documents. Views are normalised
// by id in Apollo's cache, so every mutation's answer updates the view wherever it shows.

export const VIEW_FIELDS = gql`
  fragment ViewAbilityFields on Ability {
    allowed
    reason
    message
  }

  fragment ViewDropdownFields on ViewDropdown {
    name
    values
    multipleSelect
  }

  fragment ScheduleViewFields on View {
    id
    projectId
    name
    type
    builtInKey
    createdBy
    columnOrder
    customColumnOrder
    visibleColumns
    columnsSize {
      id
      size
      minSize
      unit
    }
    sortingField
    sortingIndex
    sortingData {
      sortBy
      sortOrder
    }
    filterTag
    rowHeight
    rowHeightPx
    dropdowns {
      ...ViewDropdownFields
    }
    custom_dropdowns {
      ...ViewDropdownFields
    }
    viewMode
    currency
    role
    grants {
      users
      roles
    }
    viewerCan {
      update {
        ...ViewAbilityFields
      }
      reorderColumns {
        ...ViewAbilityFields
      }
      resizeColumns {
        ...ViewAbilityFields
      }
      renameOrDelete {
        ...ViewAbilityFields
      }
      managePermissions {
        ...ViewAbilityFields
      }
    }
  }
`;

export const SCHEDULE_VIEWS_QUERY: TypedDocumentNode<
  { getScheduleViews: ScheduleView[] },
  ProjectKey
> = gql`
  query GetScheduleViews($projectId: ID!, $workspaceId: ID!) {
    getScheduleViews(projectId: $projectId, workspaceId: $workspaceId) {
      ...ScheduleViewFields
    }
  }
  ${VIEW_FIELDS}
`;

export const SAVE_CUSTOM_VIEW_MUTATION: TypedDocumentNode<
  { saveCustomView: ScheduleView },
  ProjectKey & { name: string; settings?: ViewSettingsPatch }
> = gql`
  mutation SaveCustomView($projectId: ID!, $workspaceId: ID!, $name: String!, $settings: JSON) {
    saveCustomView(
      projectId: $projectId
      workspaceId: $workspaceId
      name: $name
      settings: $settings
    ) {
      ...ScheduleViewFields
    }
  }
  ${VIEW_FIELDS}
`;

export const RENAME_VIEW_MUTATION: TypedDocumentNode<
  { renameView: ScheduleView },
  ViewKey & { name: string }
> = gql`
  mutation RenameView($projectId: ID!, $workspaceId: ID!, $viewId: ID!, $name: String!) {
    renameView(projectId: $projectId, workspaceId: $workspaceId, viewId: $viewId, name: $name) {
      ...ScheduleViewFields
    }
  }
  ${VIEW_FIELDS}
`;

export const DELETE_VIEW_MUTATION: TypedDocumentNode<{ deleteView: boolean }, ViewKey> = gql`
  mutation DeleteView($projectId: ID!, $workspaceId: ID!, $viewId: ID!) {
    deleteView(projectId: $projectId, workspaceId: $workspaceId, viewId: $viewId)
  }
`;

export const RESET_VIEW_MUTATION: TypedDocumentNode<{ resetView: ScheduleView }, ViewKey> = gql`
  mutation ResetView($projectId: ID!, $workspaceId: ID!, $viewId: ID!) {
    resetView(projectId: $projectId, workspaceId: $workspaceId, viewId: $viewId) {
      ...ScheduleViewFields
    }
  }
  ${VIEW_FIELDS}
`;

export const UPDATE_VIEW_SETTINGS_MUTATION: TypedDocumentNode<
  { updateViewSettings: ScheduleView },
  ViewKey & { settings: ViewSettingsPatch }
> = gql`
  mutation UpdateViewSettings($projectId: ID!, $workspaceId: ID!, $viewId: ID!, $settings: JSON!) {
    updateViewSettings(
      projectId: $projectId
      workspaceId: $workspaceId
      viewId: $viewId
      settings: $settings
    ) {
      ...ScheduleViewFields
    }
  }
  ${VIEW_FIELDS}
`;

export const UPDATE_VIEW_COLUMN_ORDER_MUTATION: TypedDocumentNode<
  { updateViewColumnOrder: ScheduleView },
  ViewKey & { columnOrder: string[]; customColumnOrder: string[] }
> = gql`
  mutation UpdateViewColumnOrder(
    $projectId: ID!
    $workspaceId: ID!
    $viewId: ID!
    $columnOrder: [String!]
    $customColumnOrder: [String!]
  ) {
    updateViewColumnOrder(
      projectId: $projectId
      workspaceId: $workspaceId
      viewId: $viewId
      columnOrder: $columnOrder
      customColumnOrder: $customColumnOrder
    ) {
      ...ScheduleViewFields
    }
  }
  ${VIEW_FIELDS}
`;

export const UPDATE_VIEW_COLUMNS_SIZE_MUTATION: TypedDocumentNode<
  { updateViewColumnsSize: ScheduleView },
  ViewKey & { columnsSize: { id: string; size: number }[] }
> = gql`
  mutation UpdateViewColumnsSize(
    $projectId: ID!
    $workspaceId: ID!
    $viewId: ID!
    $columnsSize: [ColumnSizeInput!]!
  ) {
    updateViewColumnsSize(
      projectId: $projectId
      workspaceId: $workspaceId
      viewId: $viewId
      columnsSize: $columnsSize
    ) {
      ...ScheduleViewFields
    }
  }
  ${VIEW_FIELDS}
`;

export const RESTRICT_COLUMN_EDIT_MUTATION: TypedDocumentNode<
  { restrictColumnEdit: { col: string; roles: string[] }[] },
  ProjectKey & { col: string; roles: string[] }
> = gql`
  mutation RestrictColumnEdit($projectId: ID!, $workspaceId: ID!, $col: String!, $roles: [String!]!) {
    restrictColumnEdit(projectId: $projectId, workspaceId: $workspaceId, col: $col, roles: $roles) {
      col
      roles
    }
  }
`;

/** The person's own setting on the project under which the last view they used is kept. */
export const LAST_VIEW_PREFERENCE_KEY = 'schedule.lastViewId';

export const LAST_VIEW_QUERY: TypedDocumentNode<
  { getUserProjectPreference: { key: string; value: string | null } | null },
  ProjectKey & { key: string }
> = gql`
  query GetLastScheduleView($projectId: ID!, $workspaceId: ID!, $key: String!) {
    getUserProjectPreference(projectId: $projectId, workspaceId: $workspaceId, key: $key) {
      key
      value
    }
  }
`;

export const REMEMBER_VIEW_MUTATION: TypedDocumentNode<
  { updateUserProjectPreference: { key: string; value: string | null } },
  ProjectKey & { key: string; value: string }
> = gql`
  mutation RememberScheduleView(
    $projectId: ID!
    $workspaceId: ID!
    $key: String!
    $value: String
  ) {
    updateUserProjectPreference(
      projectId: $projectId
      workspaceId: $workspaceId
      key: $key
      value: $value
    ) {
      key
      value
    }
  }
`;
