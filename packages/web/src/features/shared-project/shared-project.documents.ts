import type { GetSharedProjectQuery } from '../../graphql/graphql.ts';
import { graphql } from '../../graphql/index.ts';

/** What the shared page shows of the project itself; the schedule reads the rest. */
export type SharedProject = NonNullable<GetSharedProjectQuery['getProjectById']>;

export const SHARED_PROJECT_QUERY = graphql(`
  query GetSharedProject($id: ID!, $workspaceId: ID!, $sharedLink: String) {
    getProjectById(id: $id, workspaceId: $workspaceId, sharedLink: $sharedLink) {
      id
      title
      status
      workspaceId
      viewerCan {
        export {
          allowed
          reason
          message
        }
      }
    }
  }
`);
