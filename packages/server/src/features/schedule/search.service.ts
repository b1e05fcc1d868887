import { AppError, messages, scheduleMessages } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { untilAccessLost } from '../../graphql/live-access.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type { SearchResultsPage } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import type { RowCursor } from './rows.repository.ts';
import { loadScheduleAccess } from './schedule-access.ts';
import { findMatchingRows } from './search.repository.ts';

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    'schedule.searchResults': SearchResultsPage;
  }
}

export const searchPageSize = 100;
const queryMaxLength = 200;

type SearchArgs = {
  query: string;
  projectId: string;
  workspaceId: string;
  versionId?: string | null;
  viewId?: string | null;
};

function searchScope(args: SearchArgs, userId: string) {
  return JSON.stringify([
    args.projectId,
    userId,
    args.query.trim(),
    args.viewId ?? null,
    args.versionId ?? null,
  ]);
}

/** The cells of a row whose text holds the query, case aside. */
function matchingCells(cells: Record<string, unknown>, query: string) {
  const needle = query.toLowerCase();
  return Object.entries(cells).flatMap(([field, value]) => {
    const text = Array.isArray(value)
      ? value
          .map((item) =>
            typeof item === 'object' && item ? (item as { filename?: string }).filename : item,
          )
          .join(', ')
      : value === null || value === undefined
        ? ''
        : String(value);
    return text.toLowerCase().includes(needle) ? [{ field, value: text }] : [];
  });
}

export async function searchProjectCells(
  context: GraphQLContext,
  args: SearchArgs & { limit?: number | null; scrollID?: string | null },
): Promise<SearchResultsPage> {
  const viewer = requireViewer(context);
  const query = args.query.trim();
  if (!query) throw new AppError('BAD_USER_INPUT', messages.requiredValue);
  if (query.length > queryMaxLength) {
    throw new AppError('BAD_USER_INPUT', scheduleMessages.searchTooLong(queryMaxLength));
  }
  const access = await loadScheduleAccess(context, args);
  const limit = pageSize(args.limit, searchPageSize, searchPageSize);
  const after = decodeCursor(args.scrollID, 3) as RowCursor | undefined;
  const rows = await findMatchingRows(
    context.database,
    access.schedule.id,
    query,
    after,
    limit + 1,
  );
  const found = rows.slice(0, limit);
  const last = found.at(-1);
  const scrollID =
    rows.length > limit && last
      ? encodeCursor([last.type_key, last.cursor_position, last.id])
      : null;
  const page: SearchResultsPage = {
    query,
    scrollID,
    data: found.map((row) => ({
      rowId: row.id,
      scheduleId: access.schedule.id,
      status: 'found',
      matches: matchingCells(row.cells, query),
      scrollID,
      query,
    })),
  };
  context.pubsub.publish(
    'schedule.searchResults',
    searchScope({ ...args, query }, viewer.userId),
    page,
  );
  return page;
}

/** The viewer's own search pages; another user's searches are not theirs to hear. */
export async function subscribeToSearch(
  context: GraphQLContext,
  args: SearchArgs & { username: string },
) {
  const viewer = requireViewer(context);
  if (args.username !== viewer.userId) throw new AppError('FORBIDDEN', messages.accessDenied);
  await loadScheduleAccess(context, args);
  return untilAccessLost(
    context,
    context.pubsub.subscribe('schedule.searchResults', searchScope(args, viewer.userId)),
    () => loadScheduleAccess(context, args),
  );
}
