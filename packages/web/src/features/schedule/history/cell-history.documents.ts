import type { CellValue } from '@specboard/domain';
import type { GetCellHistoryQuery } from '../../../graphql/graphql.ts';
import { graphql } from '../../../graphql/index.ts';

type RecordedChange = GetCellHistoryQuery['getCellHistory']['data'][number];

/**
 * One accepted change of a cell, as the server recorded it. The values are JSON in the SDL; the
 * server records cell values, so the web reads them as such.
 */
export type CellChange = Omit<RecordedChange, 'oldValue' | 'newValue'> & {
  oldValue: CellValue | null;
  newValue: CellValue | null;
};

export const CELL_HISTORY_QUERY = graphql(`
  query GetCellHistory(
    $projectId: ID
    $collectionId: ID
    $workspaceId: ID!
    $rowId: ID!
    $col: String!
    $limit: Int
    $nextToken: String
  ) {
    getCellHistory(
      projectId: $projectId
      collectionId: $collectionId
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
`);
