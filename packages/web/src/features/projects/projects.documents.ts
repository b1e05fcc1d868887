import { graphql } from '../../graphql/index.ts';

export const PROJECT_FIELDS = graphql(`
  fragment ProjectAbilityFields on Ability {
    allowed
    reason
    message
  }
  fragment ProjectListFields on Project {
    id
    projectName
    number
    phase
    status
    creator {
      id
      name
      email
    }
    projectLastModified
    createdDate
    lastAccessed
    address {
      formatted_address
    }
    location
    projectColor
    projectIcon
    tags
    starred
    workspaceId
    title
    viewerCan {
      archive {
        ...ProjectAbilityFields
      }
      edit {
        ...ProjectAbilityFields
      }
      editSetup {
        ...ProjectAbilityFields
      }
      delete {
        ...ProjectAbilityFields
      }
      copy {
        ...ProjectAbilityFields
      }
      changeSourceLibrary {
        ...ProjectAbilityFields
      }
    }
  }
`);

export const PROJECT_LIST_QUERY = graphql(`
  query GetSortedUserProjects(
    $workspaceId: ID!
    $status: ProjectStatus
    $scanIndexForward: Boolean
    $orderBy: ProjectOrder
    $search: String
    $tags: [String!]
    $starred: Boolean
    $limit: Int
    $nextToken: String
  ) {
    getSortedUserProjectsV2(
      workspaceId: $workspaceId
      status: $status
      scanIndexForward: $scanIndexForward
      orderBy: $orderBy
      search: $search
      tags: $tags
      starred: $starred
      limit: $limit
      nextToken: $nextToken
    ) {
      data {
        ...ProjectListFields
      }
      nextToken
    }
  }
`);

export const CREATE_PROJECT_MUTATION = graphql(`
  mutation CreateProject(
    $workspaceId: ID!
    $projectName: String!
    $address: AddressInput
    $phase: String
    $number: String
    $baseBudget: Float
    $area: Float
    $areaUnit: AreaUnit
    $powerDensity: Float
  ) {
    deprecatedCreateProjectV2(
      workspaceId: $workspaceId
      projectName: $projectName
      address: $address
      phase: $phase
      number: $number
      baseBudget: $baseBudget
      area: $area
      areaUnit: $areaUnit
      powerDensity: $powerDensity
    ) {
      ...ProjectListFields
    }
  }
`);

export const UPDATE_PROJECT_STATUS_MUTATION = graphql(`
  mutation UpdateProjectStatus($id: ID!, $workspaceId: ID!, $status: ProjectStatus) {
    updateProject(id: $id, workspaceId: $workspaceId, status: $status) {
      ...ProjectListFields
    }
  }
`);

/** The archived projects the viewer can open, by id only: to say how many there are. */
export const ARCHIVED_PROJECT_IDS_QUERY = graphql(`
  query ArchivedProjectIds($workspaceId: ID!, $limit: Int) {
    getSortedUserProjectsV2(workspaceId: $workspaceId, status: archived, limit: $limit) {
      data {
        id
      }
      nextToken
    }
  }
`);

export const COPY_PROJECT_MUTATION = graphql(`
  mutation CopyProject($id: ID!, $workspaceId: ID!) {
    copyProject(id: $id, workspaceId: $workspaceId) {
      ...ProjectListFields
    }
  }
`);

export const DELETE_PROJECT_MUTATION = graphql(`
  mutation DeleteProject($id: ID!, $workspaceId: ID!) {
    deleteProject(id: $id, workspaceId: $workspaceId)
  }
`);

export const PROJECT_STATUS_SUBSCRIPTION = graphql(`
  subscription OnProjectStatusChanged($workspaceId: ID!) {
    onProjectStatusChanged(workspaceId: $workspaceId) {
      projectId
      workspaceId
      status
    }
  }
`);

export const SEARCH_ADDRESS_QUERY = graphql(`
  query SearchAddress($query: String!, $limit: Int) {
    searchAddress(query: $query, limit: $limit) {
      formatted_address
      geometry {
        location {
          lat
          lng
        }
      }
      address_components {
        long_name
        short_name
        types
      }
    }
  }
`);

export const STARRED_LIST_FIELDS = graphql(`
  fragment StarredProjectListFields on StarredProjectList {
    id
    name
    sortingMode
    tags
  }
`);

export const STARRED_LISTS_QUERY = graphql(`
  query GetStarredProjectLists($workspaceId: ID!, $limit: Int) {
    getStarredProjectLists(workspaceId: $workspaceId, limit: $limit) {
      data {
        ...StarredProjectListFields
      }
      nextToken
    }
  }
`);

export const MAKE_STARRED_LIST_MUTATION = graphql(`
  mutation MakeStarredProjectList(
    $workspaceId: ID!
    $name: String!
    $tags: [String!]
    $sortingMode: String
  ) {
    makeStarredProjectList(
      workspaceId: $workspaceId
      name: $name
      tags: $tags
      sortingMode: $sortingMode
    ) {
      ...StarredProjectListFields
    }
  }
`);

export const RENAME_STARRED_LIST_MUTATION = graphql(`
  mutation RenameStarredProjectList($id: ID!, $workspaceId: ID!, $name: String) {
    updateStarredProjectList(id: $id, workspaceId: $workspaceId, name: $name) {
      ...StarredProjectListFields
    }
  }
`);

export const DELETE_STARRED_LIST_MUTATION = graphql(`
  mutation DeleteStarredProjectList($id: ID!, $workspaceId: ID!) {
    deleteStarredProjectList(id: $id, workspaceId: $workspaceId)
  }
`);

export const PROJECT_TAGS_QUERY = graphql(`
  query GetProjectTags($workspaceId: ID!) {
    getProjectTags(workspaceId: $workspaceId)
  }
`);

/** Stars or unstars a project for the viewer: their user project preference 'starred'. */
export const STAR_PROJECT_MUTATION = graphql(`
  mutation StarProject($workspaceId: ID!, $projectId: ID!, $value: String) {
    updateUserProjectPreference(
      workspaceId: $workspaceId
      projectId: $projectId
      key: "starred"
      value: $value
    ) {
      key
      value
    }
  }
`);

export const COLOR_ICON_PALETTE_QUERY = graphql(`
  query GetColorIconPalette {
    getColorIconPalette {
      default_colors
      default_icons
    }
  }
`);

export const SET_COLOR_ICON_MUTATION = graphql(`
  mutation SetColorIcon($projectId: ID!, $workspaceId: ID!, $colorId: String, $iconId: String) {
    setColorIcon(
      projectId: $projectId
      workspaceId: $workspaceId
      colorId: $colorId
      iconId: $iconId
    ) {
      ...ProjectListFields
    }
  }
`);
