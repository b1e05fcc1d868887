import { describe, expect, it } from 'vitest';
import {
  changeRole,
  hasPendingChanges,
  noPeopleEdits,
  pendingPermissionChanges,
  removePerson,
  showPeople,
} from './people-edits.ts';
import { samplePermission } from './sharing.fixtures.ts';

const bo = samplePermission({ id: 'bo' });
const cy = samplePermission({ id: 'cy', type: 'editor' });
const people = [bo, cy];

describe('changes to the people list not saved yet', () => {
  it('are none at first', () => {
    expect(hasPendingChanges(people, noPeopleEdits)).toBe(false);
    expect(showPeople(people, noPeopleEdits).map((person) => person.changed)).toEqual([
      false,
      false,
    ]);
  });

  it('show a new role over the saved one, and drop it when the saved role is chosen again', () => {
    const edits = changeRole(noPeopleEdits, bo, 'editor');
    expect(showPeople(people, edits)[0]).toMatchObject({
      type: 'editor',
      savedType: 'viewer',
      changed: true,
    });
    expect(pendingPermissionChanges(people, edits)).toEqual({
      updatePermission: [{ userId: 'bo', type: 'editor' }],
      deletePermission: [],
    });
    expect(changeRole(edits, bo, 'viewer')).toEqual(noPeopleEdits);
  });

  it('take a removed person off the list, forgetting a role chosen for them', () => {
    const edits = removePerson(changeRole(noPeopleEdits, cy, 'viewer'), 'cy');
    expect(showPeople(people, edits).map((person) => person.userInfo.id)).toEqual(['bo']);
    expect(pendingPermissionChanges(people, edits)).toEqual({
      updatePermission: [],
      deletePermission: [{ userId: 'cy' }],
    });
  });

  it('count for nothing once the list read again agrees or the person has left', () => {
    const edits = removePerson(changeRole(noPeopleEdits, bo, 'editor'), 'cy');
    const readAgain = [samplePermission({ id: 'bo', type: 'editor' })];
    expect(hasPendingChanges(readAgain, edits)).toBe(false);
  });
});
