import type { ProjectPermissionInput, ProjectPermissionRemoval } from '../../graphql/graphql.ts';
import type { ProjectPermission, ProjectPermissionType } from './sharing.types.ts';

/**
 * Changes made in the people list and not saved yet: new roles and removals by user id. They lie
 * over the list the server sends, so a list read again (a live change) keeps them.
 */
export type PeopleEdits = {
  roles: Readonly<Record<string, ProjectPermissionType>>;
  removed: readonly string[];
};

export const noPeopleEdits: PeopleEdits = { roles: {}, removed: [] };

/** A person as the list shows them: the role chosen here, and whether it differs from the saved one. */
export type ShownPerson = ProjectPermission & {
  savedType: ProjectPermissionType;
  changed: boolean;
};

/** Gives someone a role; choosing their saved role again drops the change. */
export function changeRole(
  edits: PeopleEdits,
  person: ProjectPermission,
  type: ProjectPermissionType,
): PeopleEdits {
  const { [person.userInfo.id]: _dropped, ...roles } = edits.roles;
  return {
    ...edits,
    roles: type === person.type ? roles : { ...roles, [person.userInfo.id]: type },
  };
}

/** Takes someone off the list until the changes are saved. */
export function removePerson(edits: PeopleEdits, userId: string): PeopleEdits {
  if (edits.removed.includes(userId)) return edits;
  const { [userId]: _dropped, ...roles } = edits.roles;
  return { roles, removed: [...edits.removed, userId] };
}

/** The list as it would be saved: removed people left out, changed roles applied. */
export function showPeople(
  people: readonly ProjectPermission[],
  edits: PeopleEdits,
): ShownPerson[] {
  return people
    .filter((person) => !edits.removed.includes(person.userInfo.id))
    .map((person) => {
      const type = edits.roles[person.userInfo.id] ?? person.type;
      return { ...person, type, savedType: person.type, changed: type !== person.type };
    });
}

/**
 * What saving would send: role changes and removals of people still on the server's list (an
 * edit about someone who left, or a role someone else has given meanwhile, is no change).
 */
export function pendingPermissionChanges(
  people: readonly ProjectPermission[],
  edits: PeopleEdits,
): { updatePermission: ProjectPermissionInput[]; deletePermission: ProjectPermissionRemoval[] } {
  const onList = new Map(people.map((person) => [person.userInfo.id, person]));
  const deletePermission = edits.removed
    .filter((userId) => onList.has(userId))
    .map((userId) => ({ userId }));
  const updatePermission = Object.entries(edits.roles)
    .filter(([userId, type]) => onList.has(userId) && onList.get(userId)?.type !== type)
    .map(([userId, type]) => ({ userId, type }));
  return { updatePermission, deletePermission };
}

/** Whether anything differs from the saved list ("Pending changes" and Save, else Done). */
export function hasPendingChanges(
  people: readonly ProjectPermission[],
  edits: PeopleEdits,
): boolean {
  const { updatePermission, deletePermission } = pendingPermissionChanges(people, edits);
  return updatePermission.length + deletePermission.length > 0;
}
