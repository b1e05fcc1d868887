import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  Address,
  CreateProjectVariables,
  Project,
  ProjectList,
  ProjectOrder,
  ProjectStatus,
  ProjectStatusChange,
} from './projects.types.ts';

// Hand-typed until GraphQL Code Generator produces typed client documents.

const PROJECT_FIELDS = gql`
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
    $limit: Int
    $nextToken: String
  ) {
    getSortedUserProjectsV2(
      workspaceId: $workspaceId
      status: $status
      scanIndexForward: $scanIndexForward
      orderBy: $orderBy
      search: $search
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
    $baseBudget: Int
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
