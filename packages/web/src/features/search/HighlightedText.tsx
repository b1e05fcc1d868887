import Box from '@mui/material/Box';
import { highlightRanges } from '@specboard/domain';
import { Fragment } from 'react';
import type { SearchMatch } from '../../graphql/graphql.ts';
import { toDomainMatch } from './search-hits.ts';

/**
 * A text with the search's terms marked (<mark>), by the domain's highlightRanges so that what
 * is marked follows the same rules as what matched (whole words, parts, the words a typo found).
 */
export function HighlightedText({
  text,
  terms,
  match,
}: {
  text: string;
  terms: readonly string[];
  match: SearchMatch;
}) {
  const ranges = highlightRanges(text, terms, toDomainMatch(match));
  if (ranges.length === 0) return <>{text}</>;
  const pieces: React.ReactNode[] = [];
  let at = 0;
  for (const range of ranges) {
    if (range.start > at)
      pieces.push(<Fragment key={`t${at}`}>{text.slice(at, range.start)}</Fragment>);
    pieces.push(
      <Box
        component="mark"
        key={`m${range.start}`}
        sx={{ bgcolor: '#fde68a', color: 'inherit', borderRadius: 0.5, px: 0.25, mx: -0.25 }}
      >
        {text.slice(range.start, range.end)}
      </Box>,
    );
    at = range.end;
  }
  if (at < text.length) pieces.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return <>{pieces}</>;
}
