import { describe, expect, it } from 'vitest';
import { isCleanEmailList, parseEmailList } from './email-list.ts';

describe('parsing the e-mail list of the invite dialog', () => {
  it('splits on commas, semicolons, spaces and new lines, trimmed and normalised, each once', () => {
    expect(
      parseEmailList(
        ' Ada@Example.com, bob@example.com;carol@example.com\n\tdan@example.com  ada@example.com ',
      ),
    ).toEqual({
      emails: ['ada@example.com', 'bob@example.com', 'carol@example.com', 'dan@example.com'],
      invalid: [],
    });
  });

  it('reads mail-client forms: display names in angle brackets and mailto links', () => {
    expect(
      parseEmailList(
        'Ada Lovelace <ada@example.com>, "Hopper, Grace" <grace@example.com>; mailto:bob@example.com',
      ),
    ).toEqual({
      emails: ['ada@example.com', 'grace@example.com', 'bob@example.com'],
      invalid: [],
    });
  });

  it('lists entries that try to be addresses but are not valid, as typed', () => {
    const parsed = parseEmailList('ada@example.com, bob@, carol@example, @x.com, bob@');
    expect(parsed).toEqual({
      emails: ['ada@example.com'],
      invalid: ['bob@', 'carol@example', '@x.com'],
    });
    expect(isCleanEmailList(parsed)).toBe(false);
  });

  it('stops at the first word that is no address and quotes the text from there', () => {
    expect(parseEmailList('ada@example.com, please invite bob@example.com')).toEqual({
      emails: ['ada@example.com'],
      invalid: [],
      notUnderstood: 'please invite bob@example.com',
    });
    expect(parseEmailList('hello there')).toEqual({
      emails: [],
      invalid: [],
      notUnderstood: 'hello there',
    });
  });

  it('does not take a name for a display name unless an address in angle brackets follows it', () => {
    expect(parseEmailList('Ada Lovelace ada@example.com').notUnderstood).toBe(
      'Ada Lovelace ada@example.com',
    );
    expect(parseEmailList('Ada, <ada@example.com>').notUnderstood).toBe('Ada, <ada@example.com>');
    expect(parseEmailList('ada@example.com Ada').notUnderstood).toBe('Ada');
    expect(parseEmailList('Ada <not an address>').notUnderstood).toBe('Ada <not an address>');
  });

  it('quotes at most 60 characters of the leftover text', () => {
    const rest = `word ${'x'.repeat(80)}`;
    const { notUnderstood } = parseEmailList(`ada@example.com ${rest}`);
    expect(notUnderstood).toBe(`${rest.slice(0, 60)}…`);
  });

  it('is clean and empty for empty text', () => {
    const parsed = parseEmailList('  ,\n ');
    expect(parsed).toEqual({ emails: [], invalid: [] });
    expect(isCleanEmailList(parsed)).toBe(true);
  });

  it('does not judge the entry still being typed', () => {
    expect(parseEmailList('ada@example.com, bob@exa', { complete: false })).toEqual({
      emails: ['ada@example.com'],
      invalid: [],
    });
    // Counted as soon as it is a whole address, so Done can be pressed without a separator.
    expect(parseEmailList('ada@example.com, bob@example.org', { complete: false })).toEqual({
      emails: ['ada@example.com', 'bob@example.org'],
      invalid: [],
    });
    expect(parseEmailList('ada@example.com, bo', { complete: false })).toEqual({
      emails: ['ada@example.com'],
      invalid: [],
    });
    expect(parseEmailList('Ada Lovelace <ada@exam', { complete: false })).toEqual({
      emails: [],
      invalid: [],
    });
    // A separator finishes the entry.
    expect(parseEmailList('bob@, ', { complete: false }).invalid).toEqual(['bob@']);
    expect(parseEmailList('bob@', { complete: true }).invalid).toEqual(['bob@']);
  });
});
