import type { CollectionGroup } from '@specboard/domain';
import { describe, expect, it } from 'vitest';
import { GroupLoader, type GroupPage } from './group-loader.ts';

type Item = { id: string };

/** A fake listMyCollectionsV2 per group whose answers the test releases by hand. */
function pagedServer() {
  const pending: {
    group: CollectionGroup;
    nextToken: string | null;
    signal: AbortSignal;
    answer: (page: GroupPage<Item>) => void;
    fail: (error: Error) => void;
  }[] = [];
  const loader = new GroupLoader<Item>(
    (group, nextToken, signal) =>
      new Promise((answer, fail) => pending.push({ group, nextToken, signal, answer, fail })),
  );
  const page = (ids: string[], amount: number, nextToken: string | null = null) => ({
    data: ids.map((id) => ({ id })),
    amount,
    nextToken,
  });
  return { loader, pending, page };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('collection group loading', () => {
  it('asks for each group on its own and pages a group with its nextToken', async () => {
    const { loader, pending, page } = pagedServer();
    void loader.loadFirst(['private', 'shared']);
    expect(pending.map((request) => request.group)).toEqual(['private', 'shared']);
    expect(loader.get('private').status).toBe('loading');
    pending[0]!.answer(page(['a', 'b'], 3, 'next-1'));
    pending[1]!.answer(page([], 0));
    await flush();
    expect(loader.get('private')).toMatchObject({ amount: 3, nextToken: 'next-1', status: 'idle' });
    expect(loader.get('shared')).toMatchObject({ amount: 0, items: [], status: 'idle' });

    void loader.loadMore('private');
    expect(pending[2]).toMatchObject({ group: 'private', nextToken: 'next-1' });
    pending[2]!.answer(page(['c'], 3));
    await flush();
    expect(loader.get('private').items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(loader.get('private').nextToken).toBeNull();
  });

  it('cancels one group, aborting its request only; a late answer is dropped', async () => {
    const { loader, pending, page } = pagedServer();
    void loader.loadFirst(['private', 'workspace']);
    loader.cancel('workspace');
    expect(pending[1]!.signal.aborted).toBe(true);
    expect(pending[0]!.signal.aborted).toBe(false);
    expect(loader.get('workspace').status).toBe('cancelled');
    pending[1]!.answer(page(['late'], 1));
    pending[0]!.answer(page(['mine'], 1));
    await flush();
    expect(loader.get('workspace').items).toEqual([]);
    expect(loader.get('private').items).toEqual([{ id: 'mine' }]);
  });

  it('cancels every group when the page is left', () => {
    const { loader, pending } = pagedServer();
    void loader.loadFirst(['private', 'shared', 'workspace']);
    loader.cancelAll();
    expect(pending.every((request) => request.signal.aborted)).toBe(true);
  });

  it('keeps what a group showed when its next page fails, and says it failed', async () => {
    const { loader, pending, page } = pagedServer();
    void loader.loadFirst(['private']);
    pending[0]!.answer(page(['a'], 2, 'next'));
    await flush();
    void loader.loadMore('private');
    pending[1]!.fail(new Error('offline'));
    await flush();
    expect(loader.get('private')).toMatchObject({ status: 'failed', items: [{ id: 'a' }] });
  });

  it('adds, replaces and removes cards with the count following', async () => {
    const { loader, pending, page } = pagedServer();
    void loader.loadFirst(['private']);
    pending[0]!.answer(page(['a'], 1));
    await flush();
    const same = (x: Item, y: Item) => x.id === y.id;
    loader.upsert('private', { id: 'b' }, same);
    expect(loader.get('private')).toMatchObject({ amount: 2, items: [{ id: 'b' }, { id: 'a' }] });
    loader.upsert('private', { id: 'a' }, same);
    expect(loader.get('private').amount).toBe(2);
    loader.remove((item) => item.id === 'a');
    expect(loader.get('private')).toMatchObject({ amount: 1, items: [{ id: 'b' }] });
  });
});
