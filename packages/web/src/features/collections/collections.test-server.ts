/**
 * Test support (imported by tests only): the collections API played over in-memory lists —
 * listMyCollectionsV2 paged per group by nextToken, section settings, libraries, recent
 * collections, create (refused at the free cap), copy, delete and onCollectionChanged.
 */
import {
  type CollectionGroup,
  catalogueLimits,
  completeSectionOrder,
  denialMessage,
} from '@specboard/domain';
import { Subject } from 'rxjs';
import type { FieldResolver } from '../../test/test-apollo.ts';
import { graphqlError } from '../../test/test-apollo.ts';
import { allowed } from '../../test/workspace-fixtures.ts';
import type { CollectionCard } from './useCollectionGroups.ts';

const ability = (
  granted: { allowed: boolean; reason?: string | null; message?: string | null } = allowed,
) => ({
  __typename: 'Ability' as const,
  allowed: granted.allowed,
  reason: granted.reason ?? null,
  message: granted.message ?? null,
});

/** A collection as the server sends it for a card. */
export function sampleCollection(
  overrides: Partial<CollectionCard> & { id: string },
): CollectionCard {
  return {
    __typename: 'Collection',
    name: `Collection ${overrides.id}`,
    description: null,
    keywords: [],
    location: null,
    libraryId: 'lib-default',
    workspaceId: 'ws-1',
    follow: false,
    type: 'unlisted',
    creator: 'user-1',
    author: 'Ada Lovelace',
    productsCount: 0,
    productsLimit: catalogueLimits.productsPerCollection,
    collectionGroup: 'private',
    createdDate: '2026-11-20T10:00:00.000Z',
    lastModified: '2026-11-21T10:00:00.000Z',
    lastAccessed: null,
    pictures: [],
    abilities: {
      __typename: 'CatalogueAbilities',
      update: ability(),
      delete: ability(),
      share: ability(),
      copy: ability(),
      manageLibraries: ability(),
      follow: ability(),
      unfollow: ability(),
      suggest: ability(),
    },
    ...overrides,
  } as CollectionCard;
}

export type LibraryFixture = {
  id: string;
  name: string;
  kind: 'default' | 'custom';
  addProducts?: ReturnType<typeof ability>;
};

export const defaultLibrary: LibraryFixture = {
  id: 'lib-default',
  name: 'Default library',
  kind: 'default',
};
export const lightingLibrary: LibraryFixture = {
  id: 'lib-lighting',
  name: 'Lighting',
  kind: 'custom',
};

type Options = {
  collections: CollectionCard[];
  libraries?: LibraryFixture[];
  recent?: CollectionCard[];
  pageSize?: number;
  /** createCollectionV3 and copyCollection refuse with the free cap. */
  atCap?: boolean;
  /** Group requests that never answer (to cancel them). */
  hang?: CollectionGroup[];
};

export function collectionsServer(options: Options) {
  const state = {
    collections: [...options.collections],
    order: [] as string[],
    collapsed: [] as string[],
  };
  const pageSize = options.pageSize ?? catalogueLimits.pageSize;
  const libraries = options.libraries ?? [defaultLibrary, lightingLibrary];
  const changes = new Subject<unknown>();
  const settings = () => ({
    __typename: 'SectionSettings',
    collectionsSectionsOrder: completeSectionOrder(state.order),
    collapsed: [...state.collapsed],
  });
  const capRefusal = () =>
    graphqlError(denialMessage('collectionCap', 'collection:create'), 'FORBIDDEN', {
      reason: 'collectionCap',
    });
  const resolvers: Record<string, FieldResolver> = {
    listMyCollectionsV2: ({ groups, libraryId, nextToken, direction }) => {
      const asked: CollectionGroup[] = groups ?? ['private', 'shared', 'workspace'];
      if (asked.some((group) => options.hang?.includes(group))) return new Promise(() => {});
      return asked.map((group) => {
        const all = state.collections
          .filter(
            (item) =>
              item.collectionGroup === group && (!libraryId || item.libraryId === libraryId),
          )
          .sort((a, b) => a.name.localeCompare(b.name) * (direction === 'DESC' ? -1 : 1));
        const start = nextToken ? Number(nextToken) : 0;
        const end = start + pageSize;
        return {
          __typename: 'CollectionGroupPage',
          group,
          amount: all.length,
          data: all.slice(start, end),
          nextToken: end < all.length ? String(end) : null,
        };
      });
    },
    listRecentCollectionsV2: () => ({
      __typename: 'CollectionPage',
      amount: options.recent?.length ?? 0,
      data: options.recent ?? [],
      nextToken: null,
    }),
    listLibraries: () => ({
      __typename: 'LibraryList',
      data: libraries.map((library) => ({
        __typename: 'Library',
        id: library.id,
        name: library.name,
        kind: library.kind,
        abilities: {
          __typename: 'CatalogueAbilities',
          addProducts: library.addProducts ?? ability(),
        },
      })),
    }),
    getWorkspaceSectionSettings: () => settings(),
    changeSectionState: ({ sectionId, expanded }) => {
      state.collapsed = expanded
        ? state.collapsed.filter((id) => id !== sectionId)
        : [...state.collapsed, sectionId];
      return settings();
    },
    reorderSections: ({ collectionsSectionsOrder }) => {
      state.order = collectionsSectionsOrder;
      return settings();
    },
    createCollectionV3: ({ name, libraryId }) => {
      if (options.atCap) return capRefusal();
      const created = sampleCollection({
        id: `col-new-${state.collections.length + 1}`,
        name,
        libraryId: libraryId ?? defaultLibrary.id,
      });
      state.collections.push(created);
      return created;
    },
    copyCollection: ({ collectionId }) => {
      if (options.atCap) return capRefusal();
      const source = state.collections.find((item) => item.id === collectionId)!;
      const copy = sampleCollection({
        ...source,
        id: `${source.id}-copy`,
        name: `${source.name} (copy)`,
        collectionGroup: 'private',
      });
      state.collections.push(copy);
      return { __typename: 'CopiedCollection', id: copy.id, collection: copy };
    },
    deleteCollection: ({ collectionId }) => {
      state.collections = state.collections.filter((item) => item.id !== collectionId);
      return true;
    },
    getCollectionMembers: () => [],
    getLibraryCollectionInfo: ({ collectionId }) =>
      state.collections.find((item) => item.id === collectionId) ?? null,
    onCollectionChanged: () => changes,
  };
  return { state, resolvers, changes };
}
