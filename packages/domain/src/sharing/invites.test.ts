import { describe, expect, it } from 'vitest';
import { fitsLimitedSharerCap, limitedSharerMemberCap } from '../permissions/licences.ts';
import { peopleOverMemberCap, readEmailEntries, readInviteMessage } from './invites.ts';

describe('e-mail entries of an invite', () => {
  it('gives each entry its addresses, drops repeats across entries and sets aside wrong ones', () => {
    expect(
      readEmailEntries(['Ann@example.com, x', 'bob@example.com; ann@example.com'], false),
    ).toEqual({
      ok: true,
      emails: [['ann@example.com'], ['bob@example.com']],
      wrong: ['x'],
    });
  });

  it('refuses the whole list, naming the wrong ones, while e-mail checking is on', () => {
    expect(readEmailEntries(['ann@example.com', 'x, y@'], true)).toEqual({
      ok: false,
      message: 'These email addresses are not valid: x, y@',
    });
    expect(readEmailEntries(['ann@example.com'], true)).toMatchObject({ ok: true, wrong: [] });
  });

  it('stops at a list it cannot understand, with the spec’s message', () => {
    expect(readEmailEntries(['Bob <bob@example.com'], false)).toEqual({
      ok: false,
      message: 'Sorry, could not understand the email addresses starting at Bob <bob@example.com',
    });
  });
});

describe('the member cap of a limited sharer', () => {
  it('counts how many would have to be left out, none while the project fits', () => {
    expect(limitedSharerMemberCap).toBe(6);
    expect(peopleOverMemberCap(4, 2)).toBe(0);
    expect(fitsLimitedSharerCap(4, 2)).toBe(true);
    expect(peopleOverMemberCap(4, 3)).toBe(1);
    expect(fitsLimitedSharerCap(4, 3)).toBe(false);
    expect(peopleOverMemberCap(7, 2)).toBe(3);
  });
});

describe('the message sent with an invitation', () => {
  it('is trimmed, none when blank, and refused past 2,000 characters', () => {
    expect(readInviteMessage('  Have a look ')).toEqual({ ok: true, text: 'Have a look' });
    expect(readInviteMessage('   ')).toEqual({ ok: true, text: null });
    expect(readInviteMessage(undefined)).toEqual({ ok: true, text: null });
    expect(readInviteMessage('x'.repeat(2000))).toEqual({ ok: true, text: 'x'.repeat(2000) });
    expect(readInviteMessage('x'.repeat(2001))).toEqual({
      ok: false,
      message: 'The message must be at most 2000 characters long.',
    });
  });
});
