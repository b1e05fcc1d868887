import { graphql } from '../../../graphql/index.ts';

// Every answer carries the whole aggregation, so the cache (keyed by its id) keeps one copy up to
// date.

export const AGGREGATION_FIELDS = graphql(`
  fragment ProjectAggregationFields on ProjectAggregation {
    id
    projectId
    baseBudget
    totalCost
    totalPower
    area
    areaUnit
    powerDensity
    targetPowerDensity
    typeSumValues {
      type
      totalCost
      totalPower
    }
    notes
  }
`);

export const PROJECT_AGGREGATION_QUERY = graphql(`
  query GetProjectAggregation($projectId: ID!, $workspaceId: ID!) {
    getProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) {
      ...ProjectAggregationFields
    }
  }
`);

export const UPDATE_BASE_BUDGET_MUTATION = graphql(`
  mutation UpdateProjectBaseBudget($projectId: ID!, $workspaceId: ID!, $baseBudget: Float!) {
    updateProjectAggregation(
      projectId: $projectId
      workspaceId: $workspaceId
      baseBudget: $baseBudget
    ) {
      ...ProjectAggregationFields
    }
  }
`);

export const UPDATE_NOTES_MUTATION = graphql(`
  mutation UpdateProjectNotes(
    $projectId: ID!
    $workspaceId: ID!
    $aggregationId: ID!
    $notes: String!
  ) {
    updateProjectAggregationNotes(
      projectId: $projectId
      workspaceId: $workspaceId
      aggregationId: $aggregationId
      notes: $notes
    ) {
      ...ProjectAggregationFields
    }
  }
`);

export const PROJECT_AGGREGATION_SUBSCRIPTION = graphql(`
  subscription OnProjectAggregation($projectId: ID!, $workspaceId: ID!) {
    onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) {
      ...ProjectAggregationFields
    }
  }
`);
