import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFileLinkStore, type FileLink, linkExpiry } from './file-links.ts';

const minute = 60_000;
const key = (letter: string) => letter.repeat(40);

describe('the links a page holds to its files', () => {
  let clock: number;
  let asked: string[][];
  let held: Set<string>;
  const now = () => clock;
  const linkOf = (fileKey: string, life = 15 * minute): FileLink => ({
    key: fileKey,
    url: `/files/${fileKey}?expires=${Math.floor((clock + life) / 1000)}&signature=x${clock}`,
    thumbnails: null,
    expiresAt: clock + life,
  });
  const makeStore = () =>
    createFileLinkStore(
      async (keys) => {
        asked.push(keys);
        return keys.filter((fileKey) => held.has(fileKey)).map((fileKey) => linkOf(fileKey));
      },
      { now, batch: 3 },
    );

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'queueMicrotask'] });
    clock = Date.parse('2026-03-02T10:00:00Z');
    asked = [];
    held = new Set([key('a'), key('b'), key('c'), key('d')]);
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the keys drawn together in one request, then answers from what it holds', async () => {
    const store = makeStore();
    const heard = vi.fn();
    store.subscribe(heard);
    expect(store.link(key('a'))).toBeUndefined();
    expect(store.link(key('b'))).toBeUndefined();
    expect(store.link(key('a'))).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([[key('a'), key('b')]]);
    expect(heard).toHaveBeenCalled();
    expect(store.link(key('a'))?.url).toMatch(`/files/${key('a')}?expires=`);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveLength(1);
  });

  it('asks at most a batch at a time', async () => {
    const store = makeStore();
    for (const letter of 'abcd') store.link(key(letter));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([[key('a'), key('b'), key('c')], [key('d')]]);
  });

  it('leaves a refused key alone for a while, then asks again', async () => {
    const store = makeStore();
    expect(store.link(key('x'))).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.link(key('x'))).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([[key('x')]]);
    clock += minute;
    store.link(key('x'));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([[key('x')], [key('x')]]);
  });

  it('wakes its readers before a link expires, and renews it when they ask again', async () => {
    const store = makeStore();
    const heard = vi.fn();
    store.subscribe(heard);
    store.link(key('a'));
    await vi.advanceTimersByTimeAsync(0);
    const first = store.link(key('a'))!;
    heard.mockClear();
    // Four fifths of its 15 minutes: 12 minutes on, readers are told to ask again.
    clock += 12 * minute + 100;
    await vi.advanceTimersByTimeAsync(12 * minute + 100);
    expect(heard).toHaveBeenCalled();
    expect(store.link(key('a'))).toBe(first);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveLength(2);
    expect(store.link(key('a'))?.url).not.toBe(first.url);
    // An expired link is never answered.
    clock += 16 * minute;
    expect(store.link(key('a'))).toBeUndefined();
  });

  it('keeps an upload’s links, and asks again after a failed download unless the link is new', async () => {
    const store = makeStore();
    store.put(linkOf(key('u')));
    expect(store.link(key('u'))?.key).toBe(key('u'));
    store.retry(key('u'));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([]);
    clock += minute;
    store.retry(key('u'));
    expect(store.link(key('u'))).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([[key('u')]]);
  });

  it('uses a link that looks expired on a machine whose clock is ahead, for a minute', async () => {
    const store = createFileLinkStore(
      async (keys) => keys.map((fileKey) => ({ ...linkOf(fileKey), expiresAt: clock - minute })),
      { now },
    );
    store.link(key('a'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.link(key('a'))?.key).toBe(key('a'));
  });

  it('reads a link’s expiry from its address', () => {
    expect(linkExpiry('/files/abc?expires=1772445600&signature=x')).toBe(1772445600_000);
    expect(linkExpiry('/files/abc')).toBeUndefined();
  });
});
