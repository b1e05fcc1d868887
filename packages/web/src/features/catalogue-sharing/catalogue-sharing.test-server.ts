/**
 * Test support (imported by tests only): the permission calls of a library and a collection as
 * the server plays them, over an in-memory list of people, and people search.
 */
import { roleLabel } from '@specboard/domain';
import type { FieldResolver } from '../../test/test-apollo.ts';
import { allowed } from '../../test/workspace-fixtures.ts';
import type { Ability } from '../workspaces/index.ts';
import type { CatalogueMember, CatalogueRole } from './catalogue-sharing.types.ts';

type MemberOverrides = {
  id: string;
  name?: string | null;
  email?: string;
  type?: CatalogueRole;
  isPending?: boolean;
};

/** Someone with a role on a library or a collection, as the server sends them. */
export function sampleMember({
  id,
  name = null,
  email = `${id}@example.com`,
  type = 'viewer',
  isPending = false,
}: MemberOverrides): CatalogueMember {
  return {
    __typename: 'CataloguePermission',
    type,
    typeLabel: roleLabel(type),
    isPending,
    workspaceRole: 'viewer',
    createdDate: '2026-11-20T10:00:00.000Z',
    userInfo: { __typename: 'PermissionUserInfo', id, email, name, picture: null },
  } as CatalogueMember;
}

type Options = {
  people: CatalogueMember[];
  name?: string;
  share?: Ability;
  /** People of the workspace searchUsersV4 finds. */
  found?: { id: string; name: string }[];
};

/** Library and collection people calls over one list (the resource named by the test). */
export function catalogueSharingServer({
  people,
  name = 'Office Standards',
  share = allowed,
  found = [],
}: Options) {
  const state = { people: [...people] };
  const result = (id: string, extra: { invited?: string[]; wrongEmails?: string[] } = {}) => ({
    __typename: 'CataloguePermissionResult',
    id,
    invited: extra.invited ?? [],
    wrongEmails: extra.wrongEmails ?? [],
    members: state.people,
  });
  const resource = (typename: string, id: string) => ({
    __typename: typename,
    id,
    name,
    members: state.people,
    abilities: { __typename: 'CatalogueAbilities', share: { __typename: 'Ability', ...share } },
  });
  const grant = (permissions: { userId: string; type: CatalogueRole }[]) => {
    for (const { userId, type } of permissions) {
      const index = state.people.findIndex((person) => person.userInfo.id === userId);
      const known = found.find((person) => person.id === userId);
      const next = sampleMember({ id: userId, name: known?.name ?? null, type });
      if (index >= 0)
        state.people[index] = { ...state.people[index]!, type, typeLabel: roleLabel(type) };
      else state.people.push(next);
    }
  };
  const invite = (invites: { email: string; type?: CatalogueRole }[]) => {
    const wrongEmails = invites
      .filter((item) => !item.email.includes('@'))
      .map((item) => item.email);
    const good = invites.filter((item) => item.email.includes('@'));
    for (const item of good) {
      state.people.push(
        sampleMember({
          id: `pending-${item.email}`,
          email: item.email,
          type: item.type ?? 'viewer',
          isPending: true,
        }),
      );
    }
    return { invited: good.map((item) => item.email), wrongEmails };
  };
  const remove = (userIds: string[]) => {
    state.people = state.people.filter((person) => !userIds.includes(person.userInfo.id));
  };
  const granted = (id: string, permissions: { userId: string; type: CatalogueRole }[]) => {
    grant(permissions);
    return result(id);
  };
  const removed = (id: string, userIds: string[]) => {
    remove(userIds);
    return result(id);
  };
  const resolvers: Record<string, FieldResolver> = {
    getLibrary: ({ libraryId }) => resource('Library', libraryId),
    getLibraryCollectionInfo: ({ collectionId }) => resource('Collection', collectionId),
    shareLibrary: ({ libraryId, permissions }) => granted(libraryId, permissions),
    shareCollection: ({ collectionId, permissions }) => granted(collectionId, permissions),
    updateLibraryPermission: ({ libraryId, permissions }) => granted(libraryId, permissions),
    updateCollectionPermission: ({ collectionId, permissions }) =>
      granted(collectionId, permissions),
    inviteUserToLibrary: ({ libraryId, invites }) => result(libraryId, invite(invites)),
    inviteUserToCollection: ({ collectionId, invites }) => result(collectionId, invite(invites)),
    deleteLibraryPermission: ({ libraryId, userIds }) => removed(libraryId, userIds),
    deleteCollectionPermission: ({ collectionId, userIds }) => removed(collectionId, userIds),
    searchUsersV4: ({ searchString }) => ({
      __typename: 'UserSearchPage',
      nextToken: null,
      data: found
        .filter((person) =>
          person.name.toLowerCase().includes(String(searchString ?? '').toLowerCase()),
        )
        .map((person) => ({
          __typename: 'UserSearchResult',
          id: person.id,
          email: `${person.id}@example.com`,
          name: person.name,
          picture: null,
          workspaceRole: 'viewer',
          projectPermission: null,
          isPending: false,
        })),
    }),
  };
  return { state, resolvers };
}
