import { gql, type TypedDocumentNode } from '@apollo/client';

export type FileLinkData = {
  key: string;
  url: string;
  expiresAt: string;
  thumbnails: {
    small: string | null;
    medium: string | null;
    large: string | null;
    full: string | null;
  } | null;
};

/** Links to files the project's cells hold, signed for a while (files.graphql on the server). */
export const FILE_LINKS_QUERY: TypedDocumentNode<
  { getFileLinks: FileLinkData[] },
  { workspaceId: string; projectId: string; keys: string[] }
> = gql`
  query FileLinks($workspaceId: ID!, $projectId: ID!, $keys: [String!]!) {
    getFileLinks(workspaceId: $workspaceId, projectId: $projectId, keys: $keys) {
      key
      url
      expiresAt
      thumbnails {
        small
        medium
        large
        full
      }
    }
  }
`;
