import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump over the header and navigation; visible only when focused. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 2,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}
