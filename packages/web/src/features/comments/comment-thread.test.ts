import { describe, expect, it } from 'vitest';
import {
  appendEarlier,
  applyCommentChange,
  filterComments,
  replaceFirstPage,
  type Thread,
} from './comment-thread.ts';
import { makeComment } from './comments.fixtures.ts';

const rowTarget = { rowId: 'row-1', cellPointer: null };
const options = { target: rowTarget, hideResolved: false };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString();

describe('a live comment change', () => {
  const older = makeComment({ id: 'a', createdDate: at(1) });
  const newer = makeComment({ id: 'b', createdDate: at(2) });
  const thread: Thread = { items: [newer, older], nextToken: null };

  it('adds a new comment, newest first', () => {
    const arrived = makeComment({ id: 'c', createdDate: at(3) });
    expect(applyCommentChange(thread, arrived, options).items.map((item) => item.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('replaces one already shown in its place', () => {
    const edited = { ...older, message: '<p>edited</p>' };
    const next = applyCommentChange(thread, edited, options);
    expect(next.items.map((item) => item.message)).toEqual([newer.message, '<p>edited</p>']);
  });

  it('removes a deleted one (status deleted)', () => {
    const deleted = { ...newer, status: 'deleted' as const };
    expect(applyCommentChange(thread, deleted, options).items.map((item) => item.id)).toEqual([
      'a',
    ]);
  });

  it('removes a resolved one when the viewer hides resolved comments, not otherwise', () => {
    const resolved = { ...newer, resolved: true };
    expect(applyCommentChange(thread, resolved, { ...options, hideResolved: true }).items).toEqual([
      older,
    ]);
    expect(applyCommentChange(thread, resolved, options).items[0]?.resolved).toBe(true);
  });

  it("ignores another row's comment, and a cell's when one cell is shown", () => {
    const elsewhere = makeComment({ rowId: 'row-2', createdDate: at(5) });
    expect(applyCommentChange(thread, elsewhere, options)).toBe(thread);
    const onCell = makeComment({ cellPointer: 'qty', createdDate: at(6) });
    const cellOnly = { target: { rowId: 'row-1', cellPointer: 'power' }, hideResolved: false };
    expect(applyCommentChange(thread, onCell, cellOnly)).toBe(thread);
  });

  it('leaves a comment older than those shown to "Show earlier" while more are to be read', () => {
    const paged: Thread = { items: [newer], nextToken: 'more' };
    const old = makeComment({ createdDate: at(0) });
    expect(applyCommentChange(paged, old, options)).toBe(paged);
  });
});

describe('pages of a thread', () => {
  const first = [
    makeComment({ id: 'c', createdDate: at(3) }),
    makeComment({ id: 'b', createdDate: at(2) }),
  ];
  const earlier = makeComment({ id: 'a', createdDate: at(1) });

  it('appends earlier comments once, taking their token', () => {
    const thread: Thread = { items: first, nextToken: 't1' };
    const next = appendEarlier(thread, { items: [first[1] as never, earlier], nextToken: null });
    expect(next.items.map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(next.nextToken).toBeNull();
  });

  it('keeps earlier pages when the first is read again (after a reconnect)', () => {
    const thread: Thread = { items: [...first, earlier], nextToken: null };
    const fresh = makeComment({ id: 'd', createdDate: at(4) });
    const next = replaceFirstPage(thread, { items: [fresh, first[0] as never], nextToken: 't' });
    expect(next.items.map((item) => item.id)).toEqual(['d', 'c', 'b', 'a']);
    expect(next.nextToken).toBeNull();
  });

  it('takes the first page alone when the server has nothing earlier', () => {
    const page = { items: first, nextToken: null };
    expect(replaceFirstPage({ items: [earlier], nextToken: null }, page)).toBe(page);
  });
});

describe('the panel filter', () => {
  const items = [
    makeComment({ rowId: 'row-1', read: false }),
    makeComment({ rowId: 'row-2', read: true }),
  ];
  it('shows all, the unread ones, or one row', () => {
    expect(filterComments(items, 'all', null)).toHaveLength(2);
    expect(filterComments(items, 'unread', null).map((item) => item.rowId)).toEqual(['row-1']);
    expect(filterComments(items, 'row', 'row-2').map((item) => item.rowId)).toEqual(['row-2']);
  });
});
