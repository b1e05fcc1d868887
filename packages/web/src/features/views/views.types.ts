import type { Currency, Dropdown, RowHeight, SortingData, ViewMode } from '@specboard/domain';

/** An ability as the API sends it: whether the viewer may, and if not, why (shown as tooltip). */
export type ViewAbility = { allowed: boolean; reason: string | null; message: string | null };

/** A view of the schedule as getScheduleViews answers it. */
export type ScheduleView = {
  __typename?: 'View';
  id: string;
  projectId: string;
  name: string;
  /** builtin or custom */
  type: string;
  builtInKey: string | null;
  createdBy: string | null;
  columnOrder: string[];
  customColumnOrder: string[];
  visibleColumns: string[];
  columnsSize: {
    __typename?: 'ColumnSize';
    id: string;
    size: number;
    minSize: number;
    unit: string;
  }[];
  sortingField: string | null;
  sortingIndex: number | null;
  sortingData: (SortingData & { __typename?: 'SortingData' }) | null;
  filterTag: string[];
  rowHeight: RowHeight;
  rowHeightPx: number;
  /** Values to choose from, for product columns and for custom columns. */
  dropdowns: (Dropdown & { __typename?: 'ViewDropdown' })[];
  custom_dropdowns: (Dropdown & { __typename?: 'ViewDropdown' })[];
  viewMode: ViewMode;
  currency: Currency;
  /** The viewer's role on the project. */
  role: string | null;
  /** Who the view is granted to; both empty, everyone on the project sees it. */
  grants: { __typename?: 'ViewGrants'; users: string[]; roles: string[] };
  viewerCan: {
    __typename?: 'ViewAbilities';
    update: ViewAbility;
    reorderColumns: ViewAbility;
    resizeColumns: ViewAbility;
    renameOrDelete: ViewAbility;
    managePermissions: ViewAbility;
  };
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
