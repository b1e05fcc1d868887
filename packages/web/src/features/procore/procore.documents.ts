import { graphql } from '../../graphql/index.ts';

export const PROCORE_AVAILABILITY_QUERY = graphql(`
  query ProcoreAvailability {
    systemStatus {
      procoreEnabled
    }
  }
`);

export const PROCORE_ACCOUNTS_QUERY = graphql(`
  query ProcoreAccountsList {
    ListProcoreAccounts {
      id
      login
      name
    }
  }
`);

export const PROCORE_AUTH_URL_QUERY = graphql(`
  query ProcoreConnectUrl {
    getProcoreAuthUrl
  }
`);

export const PROCORE_LAST_USED_QUERY = graphql(`
  query ProcoreLastUsedFolders {
    listProcoreLastUsedFolders {
      accountId
      companyId
      companyName
      projectId
      projectName
      folderId
      folderName
      folderNameWithPath
      usedAt
    }
  }
`);

export const PROCORE_COMPANIES_QUERY = graphql(`
  query ProcoreCompaniesList($accountId: ID!) {
    listProcoreCompanies(accountId: $accountId) {
      id
      name
    }
  }
`);

export const PROCORE_PROJECTS_QUERY = graphql(`
  query ProcoreProjectsList($accountId: ID!, $companyId: ID!) {
    listProcoreProjects(accountId: $accountId, companyId: $companyId) {
      id
      name
      projectNumber
    }
  }
`);

export const PROCORE_FOLDERS_QUERY = graphql(`
  query ProcoreFoldersList($accountId: ID!, $companyId: ID!, $projectId: ID!, $folderId: ID) {
    listProcoreFolders(
      accountId: $accountId
      companyId: $companyId
      projectId: $projectId
      folderId: $folderId
    ) {
      id
      name
      name_with_path
      has_children_folders
      read_only
    }
  }
`);

export const DISCONNECT_PROCORE_MUTATION = graphql(`
  mutation DisconnectProcore($accountId: ID!) {
    disconnectProcoreAccount(accountId: $accountId)
  }
`);

export const EXPORT_TO_PROCORE_MUTATION = graphql(`
  mutation SendScheduleToProcore(
    $workspaceId: ID!
    $projectId: ID!
    $viewId: ID
    $versionId: ID
    $fileFormat: String
    $accountId: ID!
    $companyId: ID!
    $procoreProjectId: ID!
    $folderId: ID
  ) {
    exportScheduleToProcore(
      workspaceId: $workspaceId
      projectId: $projectId
      viewId: $viewId
      versionId: $versionId
      fileFormat: $fileFormat
      accountId: $accountId
      companyId: $companyId
      procoreProjectId: $procoreProjectId
      folderId: $folderId
    ) {
      requestId
    }
  }
`);

export const PROCORE_EXPORT_PROGRESS_SUBSCRIPTION = graphql(`
  subscription ProcoreExportProgress($requestId: ID!) {
    notifyExportFiles(requestId: $requestId) {
      requestId
      status
      progress
      errorMessage
      downloadFileName
    }
  }
`);

export const CONNECT_PROCORE_MUTATION = graphql(`
  mutation ConnectProcoreAccount($code: String, $state: String!, $error: String) {
    connectProcoreAccount(code: $code, state: $state, error: $error) {
      id
      login
      name
    }
  }
`);
