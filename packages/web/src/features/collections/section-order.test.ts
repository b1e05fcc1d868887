import { describe, expect, it } from 'vitest';
import { moveSection, shownSections } from './section-order.ts';

describe('collection section order', () => {
  it('shows the built groups in the default order when none was kept', () => {
    expect(shownSections([])).toEqual(['private', 'shared', 'workspace', 'followed', 'suggestion']);
  });

  it('shows the kept order, ignoring unknown ids and groups not built yet', () => {
    expect(shownSections(['workspace', 'community', 'followed', 'nonsense', 'private'])).toEqual([
      'workspace',
      'followed',
      'private',
      'shared',
      'suggestion',
    ]);
  });

  it('moves a group up or down past its shown neighbour, keeping the others in place', () => {
    const order = moveSection(['private', 'shared', 'published', 'workspace'], 'workspace', 'up');
    expect(order).not.toBeNull();
    expect(shownSections(order!)).toEqual([
      'private',
      'workspace',
      'shared',
      'followed',
      'suggestion',
    ]);
    // A group the page does not show (published) keeps its place.
    expect(order!.indexOf('published')).toBe(2);
    const down = moveSection([], 'private', 'down');
    expect(shownSections(down!)).toEqual([
      'shared',
      'private',
      'workspace',
      'followed',
      'suggestion',
    ]);
  });

  it("leaves Followed and Suggested off a library's page", () => {
    expect(shownSections(['suggestion'], true)).toEqual(['private', 'shared', 'workspace']);
  });

  it('cannot move the first group up or the last one down', () => {
    expect(moveSection([], 'private', 'up')).toBeNull();
    expect(moveSection([], 'suggestion', 'down')).toBeNull();
  });
});
