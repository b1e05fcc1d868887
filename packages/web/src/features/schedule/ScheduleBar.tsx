import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { ComponentProps, ReactElement } from 'react';
import { useRef } from 'react';
import { ViewToolbar } from '../views/index.ts';
import {
  ScheduleToolbar,
  type ScheduleToolbarProps,
  type ToolbarDensity,
} from './ScheduleToolbar.tsx';
import { useElementWidth } from './useElementWidth.ts';

type BarLayout = {
  view: 'full' | 'icons' | 'menu';
  tools: ToolbarDensity;
  statusInline: boolean;
};

/**
 * How the bar lays out in the width it has: every tool named on very wide screens, icons and a
 * More menu on desktops (the row count and totals beside them), the fewest on phones (search and
 * status on lines of their own).
 */
export function barLayout(width: number): BarLayout {
  if (width >= 1560) return { view: 'full', tools: 'roomy', statusInline: true };
  if (width >= 1000) return { view: 'icons', tools: 'wide', statusInline: true };
  if (width >= 700) return { view: 'icons', tools: 'wide', statusInline: false };
  return { view: 'menu', tools: 'narrow', statusInline: false };
}

type ScheduleBarProps = {
  /** The view's controls; absent while the views load. */
  view: Omit<ComponentProps<typeof ViewToolbar>, 'density'> | null;
  tools: Omit<ScheduleToolbarProps, 'density'>;
  /** The search field, told whether it has a line of its own; absent in the gallery. */
  search: ((fullWidth: boolean) => ReactElement) | null;
  /** The row count and totals, told whether they sit beside the tools (compact). */
  status: (compact: boolean) => ReactElement;
};

/** Everything above the grid on as few lines as the width allows: view, tools, search, status. */
export function ScheduleBar({ view, tools, search, status }: ScheduleBarProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const layout = barLayout(useElementWidth(barRef));
  const narrow = layout.tools === 'narrow';
  return (
    <>
      <Stack
        ref={barRef}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', minWidth: 0, minHeight: 40, flexWrap: 'nowrap' }}
      >
        {view ? (
          <ViewToolbar {...view} density={layout.view} />
        ) : (
          <CircularProgress size={24} aria-label="Loading views" />
        )}
        <Divider orientation="vertical" flexItem />
        <ScheduleToolbar {...tools} density={layout.tools} />
        {search && !narrow && search(false)}
        {layout.statusInline && (
          <Box sx={{ flex: '1 1 0', minWidth: 0, display: 'flex', justifyContent: 'flex-end' }}>
            {status(true)}
          </Box>
        )}
      </Stack>
      {search && narrow && <Box sx={{ display: 'flex', minWidth: 0 }}>{search(true)}</Box>}
      {!layout.statusInline && status(narrow)}
    </>
  );
}
