import type { ScheduleRow } from './schedule.types.ts';

/** The first page is small so the first screen is editable at once; the rest come in big pages. */
export const FIRST_PAGE_SIZE = 100;
export const NEXT_PAGE_SIZE = 2000;
/** Spec: the loading spinner turns off 500 ms after the last rows arrive. */
export const SPINNER_OFF_DELAY_MS = 500;

export type RowsPage = { data: ScheduleRow[]; nextToken: string | null };

type LoadOptions = {
  fetchPage: (limit: number, nextToken: string | null) => Promise<RowsPage>;
  /** Called with each page as it arrives, and how many rows have arrived so far. */
  onPage: (rows: ScheduleRow[], loaded: number) => void;
  firstPageSize?: number;
  pageSize?: number;
  signal?: AbortSignal;
};

/**
 * Reads every row, page after page until no nextToken comes back. Each next page is asked for
 * as soon as the one before arrives, before that one is shown, so the server reads it meanwhile.
 * Stops quietly when aborted (the page was left); a failed page rejects. Resolves with the number
 * of rows read.
 */
export async function loadAllRows({
  fetchPage,
  onPage,
  firstPageSize = FIRST_PAGE_SIZE,
  pageSize = NEXT_PAGE_SIZE,
  signal,
}: LoadOptions): Promise<number> {
  let loaded = 0;
  let next: Promise<RowsPage> | null = fetchPage(firstPageSize, null);
  while (next) {
    const page: RowsPage = await next;
    if (signal?.aborted) return loaded;
    next = page.nextToken ? fetchPage(pageSize, page.nextToken) : null;
    // A page asked for already and failing while this one is shown is reported by the await.
    next?.catch(() => {});
    loaded += page.data.length;
    onPage(page.data, loaded);
  }
  return loaded;
}

const count = new Intl.NumberFormat('en-US');

/** The progress title while rows load: "Loading rows… 3,000 of 10,000". */
export function loadingTitle(loaded: number, total: number): string {
  return `Loading rows… ${count.format(loaded)} of ${count.format(Math.max(total, loaded))}`;
}
