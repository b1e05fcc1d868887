import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CellValue } from '@specboard/domain';
import type { ProjectKey } from '../schedule.types.ts';

/** One accepted change of a cell, as the server recorded it. */
export type CellChange = {
  oldValue: CellValue | null;
  newValue: CellValue | null;
  version: string;
  userId: string;
  userName: string | null;
  changedAt: string;
};

export type CellChanges = { data: CellChange[]; nextToken: string | null };

// Hand-typed until GraphQL Code Generator produces typed client documents.
export const CELL_HISTORY_QUERY: TypedDocumentNode<
  { getCellHistory: CellChanges },
  ProjectKey & { rowId: string; col: string; limit?: number; nextToken?: string | null }
> = gql`
  query GetCellHistory(
    $projectId: ID!
    $workspaceId: ID!
    $rowId: ID!
    $col: String!
    $limit: Int
    $nextToken: String
  ) {
    getCellHistory(
      projectId: $projectId
      workspaceId: $workspaceId
      rowId: $rowId
      col: $col
      limit: $limit
      nextToken: $nextToken
    ) {
      data {
        oldValue
        newValue
        version
        userId
        userName
        changedAt
      }
      nextToken
    }
  }
`;
