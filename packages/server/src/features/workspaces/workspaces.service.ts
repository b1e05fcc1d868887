import { AppError, isPremium, messages, workspaceMessages } from '@specboard/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type {
  FeatureFlag,
  MutationUpdateWorkspaceInfoArgs,
  Workspace,
  WorkspaceList,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { fileLinksOf, resolveOwnedImage, toProfileImage } from '../files/index.ts';
import { authorize, loadFlags, subjectOf } from './workspace-permissions.ts';
import { toWorkspace } from './workspaces.presenter.ts';
import {
  findWorkspaceBranding,
  findWorkspaceOfUser,
  findWorkspacesOfUser,
  insertWorkspace,
  listFlags,
  updateWorkspaceRow,
  type WorkspaceView,
} from './workspaces.repository.ts';

const maxNameLength = 100;
const maxDescriptionLength = 2000;

const notFound = () => new AppError('NOT_FOUND', workspaceMessages.notFound);

/**
 * The workspace with the viewer's role and the engine's subject for it. A workspace the viewer is
 * not a member of answers NOT_FOUND, whether or not it exists.
 */
export async function loadWorkspace(context: GraphQLContext, workspaceId: string) {
  const viewer = requireViewer(context);
  const view = await findWorkspaceOfUser(context.database.db, workspaceId, viewer.userId);
  if (!view) throw notFound();
  return { view, subject: subjectOf(view, await loadFlags(context)) };
}

export async function getWorkspace(
  context: GraphQLContext,
  workspaceId: string,
): Promise<Workspace | null> {
  const viewer = requireViewer(context);
  const view = await findWorkspaceOfUser(context.database.db, workspaceId, viewer.userId);
  return view
    ? toWorkspace(view, subjectOf(view, await loadFlags(context)), fileLinksOf(context))
    : null;
}

async function listPage(
  context: GraphQLContext,
  args: { limit?: number | null; nextToken?: string | null },
  defaults: { limit: number; forFollowing?: boolean },
): Promise<WorkspaceList> {
  const viewer = requireViewer(context);
  const limit = pageSize(args.limit, defaults.limit, 100);
  const after = decodeCursor(args.nextToken, 2) as [string, string] | undefined;
  const rows = await findWorkspacesOfUser(context.database.db, viewer.userId, {
    limit: limit + 1,
    after,
    forFollowing: defaults.forFollowing,
  });
  const flags = await loadFlags(context);
  const links = fileLinksOf(context);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map((view) => toWorkspace(view, subjectOf(view, flags), links)),
    nextToken:
      rows.length > limit && last ? encodeCursor([last.name.toLowerCase(), last.id]) : null,
  };
}

export const getWorkspacesList = (
  context: GraphQLContext,
  args: { limit?: number | null; nextToken?: string | null },
) => listPage(context, args, { limit: 100 });

export const listWorkspacesForFollowing = (
  context: GraphQLContext,
  args: { limit?: number | null; nextToken?: string | null },
) => listPage(context, args, { limit: 20, forFollowing: true });

export async function listMyWorkspaces(context: GraphQLContext): Promise<Workspace[]> {
  const all: Workspace[] = [];
  let nextToken: string | null = null;
  do {
    const page: WorkspaceList = await getWorkspacesList(context, { limit: 100, nextToken });
    all.push(...page.data);
    nextToken = page.nextToken ?? null;
  } while (nextToken);
  return all;
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new AppError('BAD_USER_INPUT', messages.requiredValue);
  if (trimmed.length > maxNameLength) {
    throw new AppError('BAD_USER_INPUT', workspaceMessages.nameTooLong(maxNameLength));
  }
  return trimmed;
}

function cleanDescription(description: string | null | undefined) {
  if (description === undefined) return undefined;
  const trimmed = description?.trim() || null;
  if (trimmed && trimmed.length > maxDescriptionLength) {
    throw new AppError(
      'BAD_USER_INPUT',
      workspaceMessages.descriptionTooLong(maxDescriptionLength),
    );
  }
  return trimmed;
}

/** A new custom workspace on the free plan, its creator as owner. */
export async function createWorkspaceV2(
  context: GraphQLContext,
  args: { name: string; description?: string | null; logo?: string | null },
): Promise<Workspace> {
  const viewer = requireViewer(context);
  const name = cleanName(args.name);
  const description = cleanDescription(args.description) ?? null;
  const logo = await resolveOwnedImage(context, viewer.userId, args.logo);
  const id = await context.database.db.transaction().execute(async (trx) => {
    const workspaceId = await insertWorkspace(trx, { name, description, creatorId: viewer.userId });
    if (logo) await updateWorkspaceRow(trx, workspaceId, { logo });
    return workspaceId;
  });
  const created = await getWorkspace(context, id);
  return created!;
}

/** The free workspace every new account starts with. */
export async function createOwnWorkspace(
  db: Kysely<Database> | Transaction<Database>,
  user: { id: string; name: string | null },
) {
  const name = user.name ? `${user.name}'s workspace` : 'My workspace';
  return insertWorkspace(db, { name, description: null, creatorId: user.id });
}

export async function updateWorkspaceInfo(
  context: GraphQLContext,
  args: MutationUpdateWorkspaceInfoArgs,
): Promise<Workspace> {
  const { view, subject } = await loadWorkspace(context, args.workspaceId);
  authorize(subject, 'workspace:update');
  const keywords = args.keywords?.map((k) => k.trim()).filter(Boolean);
  if (keywords && keywords.length > 30) {
    throw new AppError('BAD_USER_INPUT', workspaceMessages.tooManyKeywords);
  }
  const changes = {
    name: args.name === undefined || args.name === null ? undefined : cleanName(args.name),
    description: cleanDescription(args.description),
    keywords: keywords ? JSON.stringify([...new Set(keywords)]) : undefined,
    logo: await resolveOwnedImage(context, context.viewer!.userId, args.logo),
  };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(defined).length > 0)
    await updateWorkspaceRow(context.database.db, view.id, defined);
  return (await getWorkspace(context, view.id))!;
}

/** Name and logo for white-label sign-in pages; personal and archived workspaces have none. */
export async function getWorkspaceBranding(context: GraphQLContext, workspaceId: string) {
  const row = await findWorkspaceBranding(context.database.db, workspaceId);
  if (!row || row.kind === 'personal' || row.status === 'archived') return null;
  return { id: row.id, name: row.name, logo: toProfileImage(row.logo, fileLinksOf(context)) };
}

export async function isUserNeedPremium(
  context: GraphQLContext,
  workspaceId: string,
): Promise<boolean> {
  const { subject } = await loadWorkspace(context, workspaceId);
  return !isPremium(subject.viewer, subject.workspace);
}

export async function listFeatureFlags(
  context: GraphQLContext,
  name?: string | null,
): Promise<FeatureFlag[]> {
  requireViewer(context);
  const rows = await listFlags(context.database.db, name);
  return rows.map((row) => ({
    name: row.name,
    enabled: row.enabled,
    value: row.value_type
      ? {
          type: row.value_type,
          string: row.value_string,
          integer: row.value_integer,
          float: row.value_float,
        }
      : null,
  }));
}

export type { WorkspaceView };
