import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ProjectDetails, ProjectStatusChange } from './project.types.ts';

// Hand-typed until GraphQL Code Generator produces typed client documents.

const PROJECT_PAGE_FIELDS = gql`
  fragment ProjectPageAbility on Ability {
    allowed
    reason
    message
  }
  fragment ProjectPageFields on Project {
    id
    projectName
    number
    phase
    status
    workspaceId
    baseBudget
    area
    areaUnit
    powerDensity
    title
    viewerCan {
      archive {
        ...ProjectPageAbility
      }
      edit {
        ...ProjectPageAbility
      }
      editSetup {
        ...ProjectPageAbility
      }
      delete {
        ...ProjectPageAbility
      }
      copy {
        ...ProjectPageAbility
      }
      changeSourceLibrary {
        ...ProjectPageAbility
      }
      managePermissions {
        ...ProjectPageAbility
      }
      requestInvite {
        ...ProjectPageAbility
      }
      sharedLink {
        ...ProjectPageAbility
      }
    }
    isShared
    sharedLink {
      url
    }
  }
`;

export const PROJECT_DETAILS_QUERY: TypedDocumentNode<
  { getProjectById: ProjectDetails | null },
  { id: string; workspaceId: string }
> = gql`
  query GetProjectPage($id: ID!, $workspaceId: ID!) {
    getProjectById(id: $id, workspaceId: $workspaceId) {
      ...ProjectPageFields
    }
  }
  ${PROJECT_PAGE_FIELDS}
`;

export const PROJECT_ACCESSED_MUTATION: TypedDocumentNode<
  { updateTimestampLastAccessed: boolean },
  { id: string; workspaceId: string }
> = gql`
  mutation ProjectAccessed($id: ID!, $workspaceId: ID!) {
    updateTimestampLastAccessed(id: $id, workspaceId: $workspaceId)
  }
`;

export const PROJECT_PAGE_STATUS_SUBSCRIPTION: TypedDocumentNode<
  { onProjectStatusChanged: ProjectStatusChange },
  { workspaceId: string }
> = gql`
  subscription OnProjectPageStatusChanged($workspaceId: ID!) {
    onProjectStatusChanged(workspaceId: $workspaceId) {
      projectId
      workspaceId
      status
    }
  }
`;

export const RESTORE_PROJECT_MUTATION: TypedDocumentNode<
  { updateProject: ProjectDetails },
  { id: string; workspaceId: string }
> = gql`
  mutation RestoreProject($id: ID!, $workspaceId: ID!) {
    updateProject(id: $id, workspaceId: $workspaceId, status: active) {
      ...ProjectPageFields
    }
  }
  ${PROJECT_PAGE_FIELDS}
`;
