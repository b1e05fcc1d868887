import { AppError } from '@specboard/domain';
import { containsPattern } from '../../db/like-pattern.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { untilAccessLost } from '../../graphql/live-access.ts';
import type { SearchResultsPage } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { decodeCursor, encodeCursor, pageSize } from '../workspaces/index.ts';
import type { RowCursor } from './rows.repository.ts';
import { loadScheduleAccess } from './schedule-access.ts';

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

/**
 * Matching rows after the cursor, in the schedule's order on the row's own columns: the bigint
 * position, never its text (named apart so that ORDER BY cannot take the text for it), so that the
 * cursor's comparison and the order agree and no row is skipped or repeated. The trigram index
 * over `search_text` finds the matching rows.
 */
export const searchRowsStatement = `
  select r.id, r.position::text as cursor_position, r.type_key, r.cells from schedule_rows r
   where r.schedule_id = $1 and r.deleted_at is null and r.search_text like lower($2)
     and ($3::text is null
       or (r.type_key collate "C", r.position, r.id) > ($3::text collate "C", $4::bigint, $5::text))
   order by r.type_key collate "C", r.position, r.id limit $6`;

export async function searchProjectCells(
  context: GraphQLContext,
  args: SearchArgs & { limit?: number | null; scrollID?: string | null },
): Promise<SearchResultsPage> {
  const viewer = requireViewer(context);
  const query = args.query.trim();
  if (!query) throw new AppError('BAD_USER_INPUT', 'Please enter required value');
  if (query.length > queryMaxLength) {
    throw new AppError('BAD_USER_INPUT', `A search is at most ${queryMaxLength} characters long.`);
  }
  const access = await loadScheduleAccess(context, args);
  const limit = pageSize(args.limit, searchPageSize, searchPageSize);
  const after = decodeCursor(args.scrollID, 3) as RowCursor | undefined;
  const { rows } = await context.database.executeSql(searchRowsStatement, [
    access.schedule.id,
    containsPattern(query),
    after?.[0] ?? null,
    after?.[1] ?? null,
    after?.[2] ?? null,
    limit + 1,
  ]);
  type Found = {
    id: string;
    cursor_position: string;
    type_key: string;
    cells: Record<string, unknown>;
  };
  const found = (rows as Found[]).slice(0, limit);
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
  if (args.username !== viewer.userId) throw new AppError('FORBIDDEN', 'Access denied.');
  await loadScheduleAccess(context, args);
  return untilAccessLost(
    context,
    context.pubsub.subscribe('schedule.searchResults', searchScope(args, viewer.userId)),
    () => loadScheduleAccess(context, args),
  );
}
