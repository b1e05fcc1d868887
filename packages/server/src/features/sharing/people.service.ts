import { peopleSearchText } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type {
  UserSearchPage,
  UserSearchResult,
  WorkspaceRole,
} from '../../graphql/resolvers.generated.ts';
import { fileLinksOf, pictureLink } from '../files/index.ts';
import {
  authorize,
  listProjectReaders,
  loadProjectSubjects,
  loadWorkspace,
} from '../workspaces/index.ts';
import { toUserSearchResult } from './sharing.presenter.ts';
import { searchWorkspacePeople } from './sharing.repository.ts';

const peoplePageSize = 20;
const peoplePageMax = 100;

/**
 * People of the workspace, members and guests, whose name or address holds the text, a page at a
 * time; with projectId (a project the viewer can open) each carries their share of it.
 */
export async function searchUsersV4(
  context: GraphQLContext,
  args: {
    workspaceId: string;
    searchString?: string | null;
    projectId?: string | null;
    nextToken?: string | null;
    limit?: number | null;
  },
): Promise<UserSearchPage> {
  const { subject } = await loadWorkspace(context, args.workspaceId);
  authorize(subject, 'workspace:read');
  if (args.projectId) {
    await loadProjectSubjects(context, {
      workspaceId: args.workspaceId,
      projectId: args.projectId,
    });
  }
  const limit = pageSize(args.limit, peoplePageSize, peoplePageMax);
  const rows = await searchWorkspacePeople(context.database.db, {
    workspaceId: args.workspaceId,
    projectId: args.projectId ?? null,
    search: peopleSearchText(args.searchString ?? ''),
    limit: limit + 1,
    after: decodeCursor(args.nextToken, 2) as [string, string] | undefined,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map((person) => toUserSearchResult(person, fileLinksOf(context))),
    nextToken: rows.length > limit && last ? encodeCursor([last.sort_key, last.id]) : null,
  };
}

/** People who can open the project whose name or address holds the text. */
export async function searchProjectMembers(
  context: GraphQLContext,
  args: {
    workspaceId: string;
    projectId: string;
    searchString?: string | null;
    limit?: number | null;
  },
): Promise<UserSearchResult[]> {
  await loadProjectSubjects(context, { workspaceId: args.workspaceId, projectId: args.projectId });
  const readers = await listProjectReaders(context.database.executeSql, args.projectId, {
    search: peopleSearchText(args.searchString ?? ''),
    limit: pageSize(args.limit, peoplePageSize, peoplePageMax),
  });
  const links = fileLinksOf(context);
  return readers.map((reader) => ({
    id: reader.user_id,
    email: reader.email,
    name: reader.name,
    picture: pictureLink(reader.picture, links),
    workspaceRole: reader.workspace_role as WorkspaceRole,
    projectPermission: reader.project_role,
    isPending: reader.is_pending,
  }));
}
