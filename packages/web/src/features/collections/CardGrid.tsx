import Box from '@mui/material/Box';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { columnsForWidth } from './collection-layout.ts';

/**
 * Cards in 4, 3, 2 or 1 columns by the width the list is given (not the window's: the side
 * navigation takes part of it).
 */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>(() =>
    typeof window === 'undefined' ? 1024 : window.innerWidth,
  );
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const columns = columnsForWidth(width);
  return (
    <Box
      ref={ref}
      role="list"
      aria-label={label}
      data-columns={columns}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}
