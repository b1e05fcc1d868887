import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('harbour hotel fit-out')).toBe('HH');
    expect(initialsOf('Ängla')).toBe('Ä');
  });

  it('falls back to the first letter of the e-mail, then to ?', () => {
    expect(initialsOf('  ', 'site.engineer@example.com')).toBe('S');
    expect(initialsOf(null)).toBe('?');
  });
});
