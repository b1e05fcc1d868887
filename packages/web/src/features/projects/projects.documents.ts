import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  Address,
  ColorIconPalette,
  CreateProjectVariables,
  Project,
  ProjectList,
  ProjectOrder,
  ProjectStatus,
  ProjectStatusChange,
  StarredProjectList,
} from './projects.types.ts';

// Hand-typed until GraphQL Code Generator produces typed client documents.

export const PROJECT_FIELDS = gql`
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
`;

export type ProjectListVariables = {
  workspaceId: string;
  status: ProjectStatus;
  orderBy: ProjectOrder;
  scanIndexForward: boolean;
  search: string | null;
  tags: string[] | null;
  starred: boolean | null;
  limit: number;
  nextToken?: string | null;
};

export const PROJECT_LIST_QUERY: TypedDocumentNode<
  { getSortedUserProjectsV2: ProjectList },
  ProjectListVariables
> = gql`
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
  ${PROJECT_FIELDS}
`;

export const CREATE_PROJECT_MUTATION: TypedDocumentNode<
  { deprecatedCreateProjectV2: Project },
  CreateProjectVariables
> = gql`
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
  ${PROJECT_FIELDS}
`;

export const UPDATE_PROJECT_STATUS_MUTATION: TypedDocumentNode<
  { updateProject: Project },
  { id: string; workspaceId: string; status: ProjectStatus }
> = gql`
  mutation UpdateProjectStatus($id: ID!, $workspaceId: ID!, $status: ProjectStatus) {
    updateProject(id: $id, workspaceId: $workspaceId, status: $status) {
      ...ProjectListFields
    }
  }
  ${PROJECT_FIELDS}
`;

/** The archived projects the viewer can open, by id only: to say how many there are. */
export const ARCHIVED_PROJECT_IDS_QUERY: TypedDocumentNode<
  { getSortedUserProjectsV2: { data: { id: string }[]; nextToken: string | null } },
  { workspaceId: string; limit: number }
> = gql`
  query ArchivedProjectIds($workspaceId: ID!, $limit: Int) {
    getSortedUserProjectsV2(workspaceId: $workspaceId, status: archived, limit: $limit) {
      data {
        id
      }
      nextToken
    }
  }
`;

export const COPY_PROJECT_MUTATION: TypedDocumentNode<
  { copyProject: Project },
  { id: string; workspaceId: string }
> = gql`
  mutation CopyProject($id: ID!, $workspaceId: ID!) {
    copyProject(id: $id, workspaceId: $workspaceId) {
      ...ProjectListFields
    }
  }
  ${PROJECT_FIELDS}
`;

export const DELETE_PROJECT_MUTATION: TypedDocumentNode<
  { deleteProject: boolean },
  { id: string; workspaceId: string }
> = gql`
  mutation DeleteProject($id: ID!, $workspaceId: ID!) {
    deleteProject(id: $id, workspaceId: $workspaceId)
  }
`;

export const PROJECT_STATUS_SUBSCRIPTION: TypedDocumentNode<
  { onProjectStatusChanged: ProjectStatusChange },
  { workspaceId: string }
> = gql`
  subscription OnProjectStatusChanged($workspaceId: ID!) {
    onProjectStatusChanged(workspaceId: $workspaceId) {
      projectId
      workspaceId
      status
    }
  }
`;

export const SEARCH_ADDRESS_QUERY: TypedDocumentNode<
  { searchAddress: Address[] },
  { query: string; limit?: number }
> = gql`
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
`;

const STARRED_LIST_FIELDS = gql`
  fragment StarredProjectListFields on StarredProjectList {
    id
    name
    sortingMode
    tags
  }
`;

export const STARRED_LISTS_QUERY: TypedDocumentNode<
  { getStarredProjectLists: { data: StarredProjectList[]; nextToken: string | null } },
  { workspaceId: string; limit: number }
> = gql`
  query GetStarredProjectLists($workspaceId: ID!, $limit: Int) {
    getStarredProjectLists(workspaceId: $workspaceId, limit: $limit) {
      data {
        ...StarredProjectListFields
      }
      nextToken
    }
  }
  ${STARRED_LIST_FIELDS}
`;

export const MAKE_STARRED_LIST_MUTATION: TypedDocumentNode<
  { makeStarredProjectList: StarredProjectList },
  { workspaceId: string; name: string; tags: string[]; sortingMode: string }
> = gql`
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
  ${STARRED_LIST_FIELDS}
`;

export const RENAME_STARRED_LIST_MUTATION: TypedDocumentNode<
  { updateStarredProjectList: StarredProjectList },
  { id: string; workspaceId: string; name: string }
> = gql`
  mutation RenameStarredProjectList($id: ID!, $workspaceId: ID!, $name: String) {
    updateStarredProjectList(id: $id, workspaceId: $workspaceId, name: $name) {
      ...StarredProjectListFields
    }
  }
  ${STARRED_LIST_FIELDS}
`;

export const DELETE_STARRED_LIST_MUTATION: TypedDocumentNode<
  { deleteStarredProjectList: boolean },
  { id: string; workspaceId: string }
> = gql`
  mutation DeleteStarredProjectList($id: ID!, $workspaceId: ID!) {
    deleteStarredProjectList(id: $id, workspaceId: $workspaceId)
  }
`;

export const PROJECT_TAGS_QUERY: TypedDocumentNode<
  { getProjectTags: string[] },
  { workspaceId: string }
> = gql`
  query GetProjectTags($workspaceId: ID!) {
    getProjectTags(workspaceId: $workspaceId)
  }
`;

/** Stars or unstars a project for the viewer: their user project preference 'starred'. */
export const STAR_PROJECT_MUTATION: TypedDocumentNode<
  { updateUserProjectPreference: { key: string; value: string | null } },
  { workspaceId: string; projectId: string; value: string | null }
> = gql`
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
`;

export const COLOR_ICON_PALETTE_QUERY: TypedDocumentNode<
  { getColorIconPalette: ColorIconPalette },
  Record<string, never>
> = gql`
  query GetColorIconPalette {
    getColorIconPalette {
      default_colors
      default_icons
    }
  }
`;

export const SET_COLOR_ICON_MUTATION: TypedDocumentNode<
  { setColorIcon: Project },
  { projectId: string; workspaceId: string; colorId?: string | null; iconId?: string | null }
> = gql`
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
  ${PROJECT_FIELDS}
`;
