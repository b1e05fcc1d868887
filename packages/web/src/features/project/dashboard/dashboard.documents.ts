import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ProjectAggregation } from './dashboard.types.ts';

// Hand-typed until GraphQL Code Generator produces typed client documents. Every answer carries
// the whole aggregation, so the cache (keyed by its id) keeps one copy up to date.

const AGGREGATION_FIELDS = gql`
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
`;

type ProjectKey = { projectId: string; workspaceId: string };

export const PROJECT_AGGREGATION_QUERY: TypedDocumentNode<
  { getProjectAggregation: ProjectAggregation },
  ProjectKey
> = gql`
  query GetProjectAggregation($projectId: ID!, $workspaceId: ID!) {
    getProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) {
      ...ProjectAggregationFields
    }
  }
  ${AGGREGATION_FIELDS}
`;

export const UPDATE_BASE_BUDGET_MUTATION: TypedDocumentNode<
  { updateProjectAggregation: ProjectAggregation },
  ProjectKey & { baseBudget: number }
> = gql`
  mutation UpdateProjectBaseBudget($projectId: ID!, $workspaceId: ID!, $baseBudget: Float!) {
    updateProjectAggregation(
      projectId: $projectId
      workspaceId: $workspaceId
      baseBudget: $baseBudget
    ) {
      ...ProjectAggregationFields
    }
  }
  ${AGGREGATION_FIELDS}
`;

export const UPDATE_NOTES_MUTATION: TypedDocumentNode<
  { updateProjectAggregationNotes: ProjectAggregation },
  ProjectKey & { aggregationId: string; notes: string }
> = gql`
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
  ${AGGREGATION_FIELDS}
`;

export const PROJECT_AGGREGATION_SUBSCRIPTION: TypedDocumentNode<
  { onProjectAggregation: ProjectAggregation },
  ProjectKey
> = gql`
  subscription OnProjectAggregation($projectId: ID!, $workspaceId: ID!) {
    onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) {
      ...ProjectAggregationFields
    }
  }
  ${AGGREGATION_FIELDS}
`;
