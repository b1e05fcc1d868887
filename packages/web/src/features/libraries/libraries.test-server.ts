/**
 * Test support (imported by tests only): the libraries calls as the server plays them over an
 * in-memory list: listLibraries (default first, sorted, paged), getLibraryInfo_v2, createLibraryV2,
 * updateLibrary, deleteLibrary.
 */
import { libraryMessages, messages } from '@specboard/domain';
import { type FieldResolver, graphqlError } from '../../test/test-apollo.ts';
import { allowed } from '../../test/workspace-fixtures.ts';
import type { Ability } from '../workspaces/index.ts';
import type { Library } from './libraries.types.ts';

type LibraryOverrides = Partial<Omit<Library, 'abilities'>> & {
  id: string;
  abilities?: Partial<Record<'update' | 'delete' | 'share', Ability>>;
};

const ability = (value: Ability) => ({ __typename: 'Ability', ...value });

/** A custom library of ws-1 its viewer created (every action allowed), as the server sends it. */
export function sampleLibrary({ abilities = {}, ...fields }: LibraryOverrides): Library {
  return {
    __typename: 'Library',
    workspaceId: 'ws-1',
    name: `Library ${fields.id}`,
    description: null,
    keywords: [],
    kind: 'custom',
    collectionCount: 0,
    creator: 'user-1',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastModified: '2026-11-20T10:00:00.000Z',
    myRole: 'creator',
    ...fields,
    abilities: {
      __typename: 'CatalogueAbilities',
      update: ability(abilities.update ?? allowed),
      delete: ability(abilities.delete ?? allowed),
      share: ability(abilities.share ?? allowed),
    },
  } as Library;
}

const compare: Record<string, (a: Library, b: Library) => number> = {
  createdDate: (a, b) => a.createdAt.localeCompare(b.createdAt),
  lastModified: (a, b) => a.lastModified.localeCompare(b.lastModified),
  name: (a, b) => a.name.localeCompare(b.name),
};

export function librariesServer(libraries: Library[], pageSize?: number) {
  const state = { libraries: [...libraries] };
  const resolvers: Record<string, FieldResolver> = {
    listLibraries: ({ sort = 'name', direction = 'ASC', limit = 18, nextToken }) => {
      const size = pageSize ?? limit;
      const order = compare[sort]!;
      const sorted = [...state.libraries].sort((a, b) => {
        if (a.kind !== b.kind) return a.kind === 'default' ? -1 : 1;
        return direction === 'ASC' ? order(a, b) : order(b, a);
      });
      const start = nextToken ? Number(nextToken) : 0;
      const end = start + size;
      return {
        __typename: 'LibraryList',
        data: sorted.slice(start, end),
        amount: sorted.length,
        nextToken: end < sorted.length ? String(end) : null,
      };
    },
    getLibraryInfo_v2: ({ libraryId }) => {
      const library = state.libraries.find((item) => item.id === libraryId);
      return library
        ? { ...library, members: [] }
        : graphqlError(libraryMessages.notFound, 'NOT_FOUND');
    },
    createLibraryV2: ({ name, description, keywords }) => {
      if (!String(name ?? '').trim()) return graphqlError(messages.requiredValue, 'BAD_USER_INPUT');
      const created = sampleLibrary({
        id: `lib-new-${state.libraries.length + 1}`,
        name,
        description: description ?? null,
        keywords: keywords ?? [],
        createdAt: '2026-11-25T10:00:00.000Z',
        lastModified: '2026-11-25T10:00:00.000Z',
      });
      state.libraries.push(created);
      return created;
    },
    updateLibrary: ({ libraryId, name, description, keywords }) => {
      const index = state.libraries.findIndex((item) => item.id === libraryId);
      const current = state.libraries[index]!;
      state.libraries[index] = {
        ...current,
        ...(name != null ? { name } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(keywords != null ? { keywords } : {}),
      };
      return state.libraries[index];
    },
    deleteLibrary: ({ libraryId }) => {
      state.libraries = state.libraries.filter((item) => item.id !== libraryId);
      return true;
    },
  };
  return { state, resolvers };
}
