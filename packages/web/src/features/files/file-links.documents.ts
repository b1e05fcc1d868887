import { graphql } from '../../graphql/index.ts';

/**
 * Links to files a project's or a collection's cells hold, signed for a while (files.graphql on
 * the server).
 */
export const FILE_LINKS_QUERY = graphql(`
  query FileLinks($workspaceId: ID!, $projectId: ID, $collectionId: ID, $keys: [String!]!) {
    getFileLinks(
      workspaceId: $workspaceId
      projectId: $projectId
      collectionId: $collectionId
      keys: $keys
    ) {
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
