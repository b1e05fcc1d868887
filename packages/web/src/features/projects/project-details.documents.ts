import { gql, type TypedDocumentNode } from '@apollo/client';
import { PROJECT_FIELDS } from './projects.documents.ts';
import type { Project, ProjectDetails, ProjectDetailsVariables } from './projects.types.ts';

const PROJECT_DETAILS_FIELDS = gql`
  fragment ProjectDetailsFields on Project {
    ...ProjectListFields
    address {
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
    baseBudget
    area
    areaUnit
    powerDensity
    viewerCan {
      tags {
        ...ProjectAbilityFields
      }
    }
  }
  ${PROJECT_FIELDS}
`;

export const PROJECT_DETAILS_QUERY: TypedDocumentNode<
  { getProjectById: ProjectDetails | null },
  { id: string; workspaceId: string }
> = gql`
  query GetProjectDetails($id: ID!, $workspaceId: ID!) {
    getProjectById(id: $id, workspaceId: $workspaceId) {
      ...ProjectDetailsFields
    }
  }
  ${PROJECT_DETAILS_FIELDS}
`;

export const UPDATE_PROJECT_DETAILS_MUTATION: TypedDocumentNode<
  { updateProject: ProjectDetails },
  ProjectDetailsVariables
> = gql`
  mutation UpdateProjectDetails(
    $id: ID!
    $workspaceId: ID!
    $projectName: String
    $number: String
    $phase: String
    $address: AddressInput
    $baseBudget: Float
    $area: Float
    $areaUnit: AreaUnit
    $powerDensity: Float
  ) {
    updateProject(
      id: $id
      workspaceId: $workspaceId
      projectName: $projectName
      number: $number
      phase: $phase
      address: $address
      baseBudget: $baseBudget
      area: $area
      areaUnit: $areaUnit
      powerDensity: $powerDensity
    ) {
      ...ProjectDetailsFields
    }
  }
  ${PROJECT_DETAILS_FIELDS}
`;

export const MANAGE_PROJECT_TAGS_MUTATION: TypedDocumentNode<
  { manageProjectTags: Project },
  { projectId: string; workspaceId: string; tags: string[] }
> = gql`
  mutation ManageProjectTags($projectId: ID!, $workspaceId: ID!, $tags: [String!]!) {
    manageProjectTags(projectId: $projectId, workspaceId: $workspaceId, tags: $tags) {
      ...ProjectListFields
    }
  }
  ${PROJECT_FIELDS}
`;
