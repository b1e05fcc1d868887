import { describe, expect, it } from 'vitest';
import { formatProjectTitle, matchesProjectSearch, normalizeProjectTags } from './project-rules.ts';

describe('project title', () => {
  it('shows number - name - phase, leaving out missing parts', () => {
    expect(formatProjectTitle({ number: 'P-104', projectName: 'Harbour Hotel', phase: 'DD' })).toBe(
      'P-104 - Harbour Hotel - DD',
    );
    expect(formatProjectTitle({ number: null, projectName: 'Harbour Hotel', phase: ' ' })).toBe(
      'Harbour Hotel',
    );
    expect(formatProjectTitle({ number: '7', projectName: 'Library', phase: null })).toBe(
      '7 - Library',
    );
  });
});

describe('project search', () => {
  it('matches a case-insensitive part of the name', () => {
    expect(matchesProjectSearch('Harbour Hotel Fit-out', 'HOTEL f')).toBe(true);
    expect(matchesProjectSearch('Harbour Hotel', 'motel')).toBe(false);
  });
});

describe('project tags', () => {
  it('are trimmed, without blanks or repeats in any case', () => {
    expect(normalizeProjectTags([' Lobby ', 'lobby', '', 'Guest rooms', 'LOBBY'])).toEqual([
      'Lobby',
      'Guest rooms',
    ]);
  });
});
