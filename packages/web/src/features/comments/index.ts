export type { GridCommentMarks } from './grid-marks.ts';
export { drawCellMarker, drawRowBadge, isOnBadge } from './grid-marks.ts';
export { useScheduleComments } from './useScheduleComments.tsx';
