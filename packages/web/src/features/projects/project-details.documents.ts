import { graphql } from '../../graphql/index.ts';

export const PROJECT_DETAILS_FIELDS = graphql(`
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
    sourceLibraryId
    viewerCan {
      tags {
        ...ProjectAbilityFields
      }
      changeSourceLibrary {
        ...ProjectAbilityFields
      }
    }
  }
`);

export const PROJECT_DETAILS_QUERY = graphql(`
  query GetProjectDetails($id: ID!, $workspaceId: ID!) {
    getProjectById(id: $id, workspaceId: $workspaceId) {
      ...ProjectDetailsFields
    }
  }
`);

export const UPDATE_PROJECT_DETAILS_MUTATION = graphql(`
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
    $sourceLibraryId: ID
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
      sourceLibraryId: $sourceLibraryId
    ) {
      ...ProjectDetailsFields
    }
  }
`);

export const MANAGE_PROJECT_TAGS_MUTATION = graphql(`
  mutation ManageProjectTags($projectId: ID!, $workspaceId: ID!, $tags: [String!]!) {
    manageProjectTags(projectId: $projectId, workspaceId: $workspaceId, tags: $tags) {
      ...ProjectListFields
    }
  }
`);

/** The libraries a project's product references may be limited to. */
export const SOURCE_LIBRARIES_QUERY = graphql(`
  query ListSourceLibraries($workspaceId: ID!) {
    listLibraries(workspaceId: $workspaceId, limit: 100) {
      data {
        id
        name
        kind
      }
    }
  }
`);
