import { graphql } from '../../graphql/index.ts';

// Views are normalised by id in Apollo's cache, so every mutation's answer updates the view
// wherever it shows.

export const VIEW_FIELDS = graphql(`
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
`);

export const SCHEDULE_VIEWS_QUERY = graphql(`
  query GetScheduleViews($projectId: ID, $collectionId: ID, $workspaceId: ID!) {
    getScheduleViews(projectId: $projectId, collectionId: $collectionId, workspaceId: $workspaceId) {
      ...ScheduleViewFields
    }
  }
`);

/** The views of a collection's product table (the same views as a schedule's). */
export const COLLECTION_VIEWS_QUERY = graphql(`
  query GetCollectionViews($collectionId: ID!, $workspaceId: ID!) {
    getCollectionViews(collectionId: $collectionId, workspaceId: $workspaceId) {
      ...ScheduleViewFields
    }
  }
`);

export const SAVE_CUSTOM_VIEW_MUTATION = graphql(`
  mutation SaveCustomView($projectId: ID, $collectionId: ID, $workspaceId: ID!, $name: String!, $settings: JSON) {
    saveCustomView(
      projectId: $projectId
      collectionId: $collectionId
      workspaceId: $workspaceId
      name: $name
      settings: $settings
    ) {
      ...ScheduleViewFields
    }
  }
`);

export const RENAME_VIEW_MUTATION = graphql(`
  mutation RenameView($projectId: ID, $collectionId: ID, $workspaceId: ID!, $viewId: ID!, $name: String!) {
    renameView(projectId: $projectId, collectionId: $collectionId, workspaceId: $workspaceId, viewId: $viewId, name: $name) {
      ...ScheduleViewFields
    }
  }
`);

export const DELETE_VIEW_MUTATION = graphql(`
  mutation DeleteView($projectId: ID, $collectionId: ID, $workspaceId: ID!, $viewId: ID!) {
    deleteView(projectId: $projectId, collectionId: $collectionId, workspaceId: $workspaceId, viewId: $viewId)
  }
`);

export const RESET_VIEW_MUTATION = graphql(`
  mutation ResetView($projectId: ID, $collectionId: ID, $workspaceId: ID!, $viewId: ID!) {
    resetView(projectId: $projectId, collectionId: $collectionId, workspaceId: $workspaceId, viewId: $viewId) {
      ...ScheduleViewFields
    }
  }
`);

export const UPDATE_VIEW_SETTINGS_MUTATION = graphql(`
  mutation UpdateViewSettings($projectId: ID, $collectionId: ID, $workspaceId: ID!, $viewId: ID!, $settings: JSON!) {
    updateViewSettings(
      projectId: $projectId
      collectionId: $collectionId
      workspaceId: $workspaceId
      viewId: $viewId
      settings: $settings
    ) {
      ...ScheduleViewFields
    }
  }
`);

export const UPDATE_VIEW_COLUMN_ORDER_MUTATION = graphql(`
  mutation UpdateViewColumnOrder(
    $projectId: ID
    $collectionId: ID
    $workspaceId: ID!
    $viewId: ID!
    $columnOrder: [String!]
    $customColumnOrder: [String!]
  ) {
    updateViewColumnOrder(
      projectId: $projectId
      collectionId: $collectionId
      workspaceId: $workspaceId
      viewId: $viewId
      columnOrder: $columnOrder
      customColumnOrder: $customColumnOrder
    ) {
      ...ScheduleViewFields
    }
  }
`);

export const UPDATE_VIEW_COLUMNS_SIZE_MUTATION = graphql(`
  mutation UpdateViewColumnsSize(
    $projectId: ID
    $collectionId: ID
    $workspaceId: ID!
    $viewId: ID!
    $columnsSize: [ColumnSizeInput!]!
  ) {
    updateViewColumnsSize(
      projectId: $projectId
      collectionId: $collectionId
      workspaceId: $workspaceId
      viewId: $viewId
      columnsSize: $columnsSize
    ) {
      ...ScheduleViewFields
    }
  }
`);

export const RESTRICT_COLUMN_EDIT_MUTATION = graphql(`
  mutation RestrictColumnEdit($projectId: ID, $collectionId: ID, $workspaceId: ID!, $col: String!, $roles: [String!]!) {
    restrictColumnEdit(projectId: $projectId, collectionId: $collectionId, workspaceId: $workspaceId, col: $col, roles: $roles) {
      col
      roles
    }
  }
`);

/** The person's own setting on the project under which the last view they used is kept. */
export const LAST_VIEW_PREFERENCE_KEY = 'schedule.lastViewId';

export const LAST_VIEW_QUERY = graphql(`
  query GetLastScheduleView($projectId: ID!, $workspaceId: ID!, $key: String!) {
    getUserProjectPreference(projectId: $projectId, workspaceId: $workspaceId, key: $key) {
      key
      value
    }
  }
`);

export const REMEMBER_VIEW_MUTATION = graphql(`
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
`);
