import { graphql } from '../../graphql/index.ts';

/** Links to files the project's cells hold, signed for a while (files.graphql on the server). */
export const FILE_LINKS_QUERY = graphql(`
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
`);
