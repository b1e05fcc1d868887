import { usersLimitMessage } from '@specboard/domain';
import { describe, expect, it } from 'vitest';
import { readInviteLink, withoutInviteLink } from './invite-link.ts';
import {
  addInvitees,
  memberCapMessage,
  readTypedEmails,
  rolesOfferedToAll,
  userInvitee,
} from './invitees.ts';
import { sampleSearchUser } from './sharing.fixtures.ts';

const ann = userInvitee(sampleSearchUser({ id: 'ann', email: 'ann@example.com' }));
const partner = userInvitee(sampleSearchUser({ id: 'pat', workspaceRole: 'collaborator' }));

describe('people chosen in the share dialog', () => {
  it('are read from typed text, entries that are not addresses set aside', () => {
    expect(readTypedEmails('b@example.com, nope')).toEqual({
      invitees: [{ kind: 'email', email: 'b@example.com' }],
      wrong: ['nope'],
      error: null,
    });
    expect(readTypedEmails('Bob <b@example.com').error).toMatch(/^Sorry, could not understand/);
  });

  it('are not chosen twice, a typed address of someone picked included', () => {
    const typed = readTypedEmails('ANN@example.com, c@example.com').invitees;
    expect(addInvitees([ann], typed).map((invitee) => invitee.kind)).toEqual(['user', 'email']);
  });

  it('are offered only the roles every one of them may have', () => {
    expect(rolesOfferedToAll([ann])).toEqual(['viewer', 'collaborator', 'editor', 'creator']);
    expect(rolesOfferedToAll([ann, partner])).toEqual(['viewer', 'collaborator']);
  });

  it('fit a limited sharer’s cap of six people, or get the users-limit message', () => {
    expect(memberCapMessage(4, 2)).toBeNull();
    expect(memberCapMessage(4, 3)).toBe(usersLimitMessage(1, 6));
  });
});

describe('an invite link', () => {
  it('gives the addresses and the role, viewer when the role is unknown', () => {
    const link = new URLSearchParams('action=invite&email=a@x.com,b@y.com&type=editor');
    expect(readInviteLink(link)).toEqual({
      invitees: [
        { kind: 'email', email: 'a@x.com' },
        { kind: 'email', email: 'b@y.com' },
      ],
      type: 'editor',
    });
    expect(readInviteLink(new URLSearchParams('action=invite&type=owner'))?.type).toBe('viewer');
    expect(readInviteLink(new URLSearchParams('email=a@x.com'))).toBeNull();
  });

  it('leaves the other parameters in the address', () => {
    const link = new URLSearchParams('viewId=v1&action=invite&email=a@x.com&type=editor');
    expect(withoutInviteLink(link).toString()).toBe('viewId=v1');
  });
});
