import {
  AppError,
  completeSectionOrder,
  isCollectionGroup,
  sectionMessages,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { SectionSettings } from '../../graphql/resolvers.generated.ts';
import { authorize } from '../workspaces/index.ts';
import { loadLibraryAccess, loadLibraryWorkspace } from './library-access.ts';
import {
  findSectionSettings,
  lockSectionSettings,
  type SectionKey,
  type StoredSections,
  saveSectionSettings,
} from './sections.repository.ts';

const collectionsResource = 'collections';

/** The settings' key, after checking the viewer opens the workspace (and the library, if any). */
async function sectionKey(
  context: GraphQLContext,
  args: { workspaceId: string; libraryId?: string | null; resourceType?: string },
): Promise<SectionKey> {
  if (args.libraryId) {
    await loadLibraryAccess(context, { workspaceId: args.workspaceId, libraryId: args.libraryId });
  } else {
    authorize(await loadLibraryWorkspace(context, args.workspaceId), 'library:read');
  }
  return {
    userId: context.viewer!.userId,
    workspaceId: args.workspaceId,
    libraryKey: args.libraryId ?? '',
    resourceType: args.resourceType ?? collectionsResource,
  };
}

function checkSection(section: string) {
  if (!isCollectionGroup(section)) {
    throw new AppError('BAD_USER_INPUT', sectionMessages.unknownSection(section));
  }
}

function present(stored: StoredSections | undefined): SectionSettings {
  return {
    collectionsSectionsOrder: completeSectionOrder(stored?.sections_order ?? []),
    collapsed: (stored?.collapsed ?? []).filter(isCollectionGroup),
  };
}

/** The viewer's order of the groups (made whole) and the groups they collapsed. */
export async function getWorkspaceSectionSettings(
  context: GraphQLContext,
  args: { workspaceId: string; libraryId?: string | null },
): Promise<SectionSettings> {
  const key = await sectionKey(context, args);
  return present(await findSectionSettings(context.database.db, key));
}

/** Opens or closes one group. */
export async function changeSectionState(
  context: GraphQLContext,
  args: {
    workspaceId: string;
    resourceType: string;
    libraryId?: string | null;
    sectionId: string;
    expanded: boolean;
  },
): Promise<SectionSettings> {
  // Access first: a stranger learns nothing, not even which section ids exist.
  const key = await sectionKey(context, args);
  checkSection(args.sectionId);
  const saved = await context.database.db.transaction().execute(async (trx) => {
    const stored = await lockSectionSettings(trx, key);
    const others = stored.collapsed.filter((section) => section !== args.sectionId);
    const next = {
      sections_order: stored.sections_order,
      collapsed: args.expanded ? others : [...others, args.sectionId],
    };
    await saveSectionSettings(trx, key, next);
    return next;
  });
  return present(saved);
}

/** Keeps the groups in the order given; groups left out follow in their default order. */
export async function reorderSections(
  context: GraphQLContext,
  args: { workspaceId: string; libraryId?: string | null; collectionsSectionsOrder: string[] },
): Promise<SectionSettings> {
  const key = await sectionKey(context, args);
  for (const section of args.collectionsSectionsOrder) checkSection(section);
  const order = completeSectionOrder(args.collectionsSectionsOrder);
  const saved = await context.database.db.transaction().execute(async (trx) => {
    const stored = await lockSectionSettings(trx, key);
    const next = { sections_order: order, collapsed: stored.collapsed };
    await saveSectionSettings(trx, key, next);
    return next;
  });
  return present(saved);
}
