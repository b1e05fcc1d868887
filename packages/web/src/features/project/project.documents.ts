import { graphql } from '../../graphql/index.ts';

export const PROJECT_PAGE_FIELDS = graphql(`
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
      allowExport
    }
  }
`);

export const PROJECT_DETAILS_QUERY = graphql(`
  query GetProjectPage($id: ID!, $workspaceId: ID!) {
    getProjectById(id: $id, workspaceId: $workspaceId) {
      ...ProjectPageFields
    }
  }
`);

export const PROJECT_ACCESSED_MUTATION = graphql(`
  mutation ProjectAccessed($id: ID!, $workspaceId: ID!) {
    updateTimestampLastAccessed(id: $id, workspaceId: $workspaceId)
  }
`);

export const PROJECT_PAGE_STATUS_SUBSCRIPTION = graphql(`
  subscription OnProjectPageStatusChanged($workspaceId: ID!) {
    onProjectStatusChanged(workspaceId: $workspaceId) {
      projectId
      workspaceId
      status
    }
  }
`);

export const RESTORE_PROJECT_MUTATION = graphql(`
  mutation RestoreProject($id: ID!, $workspaceId: ID!) {
    updateProject(id: $id, workspaceId: $workspaceId, status: active) {
      ...ProjectPageFields
    }
  }
`);
