import { gql, type TypedDocumentNode } from '@apollo/client';

// Hand-typed until GraphQL Code Generator produces typed client documents.

/** What the shared page shows of the project itself; the schedule reads the rest. */
export type SharedProject = {
  id: string;
  title: string;
  status: 'active' | 'archived';
  workspaceId: string;
};

export const SHARED_PROJECT_QUERY: TypedDocumentNode<
  { getProjectById: SharedProject | null },
  { id: string; workspaceId: string; sharedLink: string }
> = gql`
  query GetSharedProject($id: ID!, $workspaceId: ID!, $sharedLink: String) {
    getProjectById(id: $id, workspaceId: $workspaceId, sharedLink: $sharedLink) {
      id
      title
      status
      workspaceId
    }
  }
`;
