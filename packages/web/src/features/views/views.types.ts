import type { Currency, Dropdown, RowHeight, SortingData, ViewMode } from '@specboard/domain';
import type { ScheduleViewFieldsFragment } from '../../graphql/graphql.ts';

/**
 * A view of the schedule as getScheduleViews answers it. The SDL sends the row height, mode,
 * currency and sort order as String; the server keeps them to the domain's lists, so the web
 * reads them with the domain's types.
 */
export type ScheduleView = Omit<
  ScheduleViewFieldsFragment,
  'sortingData' | 'rowHeight' | 'viewMode' | 'currency'
> & {
  sortingData: (SortingData & { __typename?: 'SortingData' }) | null;
  rowHeight: RowHeight;
  viewMode: ViewMode;
  currency: Currency;
};

/** What updateViewSettings may change, as the client sends it. */
export type ViewSettingsPatch = Partial<{
  visibleColumns: string[];
  sortingData: SortingData | null;
  filterTag: string[];
  rowHeight: RowHeight;
  viewMode: ViewMode;
  currency: Currency;
  dropdowns: Dropdown[];
}>;
