export { sortRows } from '@specboard/domain';
export {
  type ColumnCommands,
  ColumnHeaderMenu,
  type HeaderMenuTarget,
} from './ColumnHeaderMenu.tsx';
export type { GalleryRow } from './GalleryCard.tsx';
export { type ColumnLockControl, useColumnLocks } from './useColumnLocks.ts';
export { useDropdownEditors } from './useDropdownEditors.tsx';
export { type ScheduleViews, useScheduleView, VIEW_ID_PARAM } from './useScheduleView.ts';
export { ViewGallery } from './ViewGallery.tsx';
export { ViewToolbar } from './ViewToolbar.tsx';
export {
  canMoveColumn,
  type LayoutColumn,
  moveColumn,
  toggleColumn,
  viewColumns,
} from './view-layout.ts';
export type { ScheduleView } from './views.types.ts';
