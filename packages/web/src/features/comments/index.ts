export { CellCommentMenu, type CellMenuTarget } from './CellCommentMenu.tsx';
export type { GridCommentMarks } from './grid-marks.ts';
export { drawCellMarker, drawRowBadge, isOnBadge } from './grid-marks.ts';
export { useScheduleComments } from './useScheduleComments.tsx';
