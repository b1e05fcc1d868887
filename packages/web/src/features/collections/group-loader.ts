import type { CollectionGroup } from '@specboard/domain';

/** One page of a group, as listMyCollectionsV2 answers it. */
export type GroupPage<T> = { data: T[]; amount: number; nextToken: string | null };

/** What a group's list holds and whether it is loading (spec 001 §4: cancellable per group). */
export type GroupState<T> = {
  items: T[];
  amount: number;
  nextToken: string | null;
  status: 'loading' | 'idle' | 'cancelled' | 'failed';
  error: unknown;
};

export type FetchGroupPage<T> = (
  group: CollectionGroup,
  nextToken: string | null,
  signal: AbortSignal,
) => Promise<GroupPage<T>>;

const empty = <T>(): GroupState<T> => ({
  items: [],
  amount: 0,
  nextToken: null,
  status: 'idle',
  error: null,
});

/**
 * Loads the groups of the collections page one request each, each with its own
 * AbortController: cancelling one group stops only its request, and `cancelAll` (leaving the
 * page, or a new sort) stops them all. An answer that arrives after its request was cancelled
 * or replaced is dropped. Framework-free, so the page's hook and the tests share it.
 */
export class GroupLoader<T> {
  private states = new Map<CollectionGroup, GroupState<T>>();
  private controllers = new Map<CollectionGroup, AbortController>();
  private listeners = new Set<() => void>();

  constructor(private readonly fetchPage: FetchGroupPage<T>) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get(group: CollectionGroup): GroupState<T> {
    return this.states.get(group) ?? empty<T>();
  }

  /** Each group's first page, anew (what was shown is replaced once it arrives). */
  async loadFirst(groups: readonly CollectionGroup[]): Promise<void> {
    await Promise.all(groups.map((group) => this.load(group, null)));
  }

  /** The group's next page ('Show more'), appended to what it shows. */
  loadMore(group: CollectionGroup): Promise<void> {
    const token = this.get(group).nextToken;
    return token ? this.load(group, token) : Promise.resolve();
  }

  /** Stops the group's loading; what it showed stays. */
  cancel(group: CollectionGroup): void {
    const controller = this.controllers.get(group);
    if (!controller) return;
    controller.abort();
    this.controllers.delete(group);
    this.set(group, { ...this.get(group), status: 'cancelled' });
  }

  cancelAll(): void {
    for (const group of [...this.controllers.keys()]) this.cancel(group);
  }

  /** Puts a collection into a group's list, or replaces it there (live events, copies). */
  upsert(group: CollectionGroup, item: T, same: (a: T, b: T) => boolean, atStart = true): void {
    const state = this.get(group);
    const at = state.items.findIndex((existing) => same(existing, item));
    if (at >= 0) {
      const items = [...state.items];
      items[at] = item;
      this.set(group, { ...state, items });
      return;
    }
    const items = atStart ? [item, ...state.items] : [...state.items, item];
    this.set(group, { ...state, items, amount: state.amount + 1 });
  }

  /** Takes a collection out of every group it shows in. */
  remove(matches: (item: T) => boolean): void {
    for (const [group, state] of this.states) {
      const items = state.items.filter((item) => !matches(item));
      if (items.length === state.items.length) continue;
      const gone = state.items.length - items.length;
      this.set(group, { ...state, items, amount: Math.max(0, state.amount - gone) });
    }
  }

  private async load(group: CollectionGroup, nextToken: string | null): Promise<void> {
    this.controllers.get(group)?.abort();
    const controller = new AbortController();
    this.controllers.set(group, controller);
    this.set(group, { ...this.get(group), status: 'loading', error: null });
    try {
      const page = await this.fetchPage(group, nextToken, controller.signal);
      if (controller.signal.aborted || this.controllers.get(group) !== controller) return;
      const items = nextToken ? [...this.get(group).items, ...page.data] : page.data;
      this.set(group, {
        items,
        amount: page.amount,
        nextToken: page.nextToken,
        status: 'idle',
        error: null,
      });
    } catch (error) {
      if (controller.signal.aborted || this.controllers.get(group) !== controller) return;
      this.set(group, { ...this.get(group), status: 'failed', error });
    } finally {
      if (this.controllers.get(group) === controller) this.controllers.delete(group);
    }
  }

  private set(group: CollectionGroup, state: GroupState<T>): void {
    this.states.set(group, state);
    for (const listener of this.listeners) listener();
  }
}
