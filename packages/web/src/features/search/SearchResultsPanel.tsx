import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { searchLimits } from '@specboard/domain';
import type { SearchMatch } from '../../graphql/graphql.ts';
import { CollectionResults } from './CollectionResults.tsx';
import { ProductResults } from './ProductResults.tsx';
import { matchOptions, type ProductHit } from './search-hits.ts';
import type { SuggestedCollection } from './suggestion-options.ts';
import type { useCollectionResults, useProductResults } from './useSearchResults.ts';

type Props = {
  tab: 'products' | 'collections';
  query: string;
  match: SearchMatch;
  hasFilters: boolean;
  products: ReturnType<typeof useProductResults>;
  collections: ReturnType<typeof useCollectionResults>;
  /** Searches again in another match mode. */
  onMatch: (match: SearchMatch) => void;
  onOpenProduct: (hit: ProductHit) => void;
  onOpenCollection: (collection: SuggestedCollection) => void;
};

/** One tab's results with its states: nothing asked yet, loading, error, none, capped, more. */
export function SearchResultsPanel(props: Props) {
  const { tab, query, match, hasFilters } = props;
  const results = tab === 'products' ? props.products : props.collections;
  const noun = tab === 'products' ? 'products' : 'collections';
  const answer = results.answer;

  if (query === '' && !(tab === 'products' && hasFilters)) {
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        Type words, a product code or lighting terms such as 3000K, 90 CRI or &gt; 800 lm.
      </Typography>
    );
  }
  if (results.error) {
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        {results.error}
      </Alert>
    );
  }
  if (!answer || results.loading) {
    return (
      <Box sx={{ py: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={`Searching ${noun}`} />
      </Box>
    );
  }
  if (answer.data.length === 0) {
    return (
      <Stack
        component="section"
        aria-label="No results"
        spacing={1}
        sx={{ py: 3, alignItems: 'flex-start' }}
      >
        <Typography>
          {query ? `No ${noun} match ‘${query}’.` : `No ${noun} match these filters.`}
        </Typography>
        {query && (
          <Stack direction="row" spacing={1}>
            {/* The modes that find more than this one: parts of words, typos. */}
            {matchOptions
              .filter((option) => option.value !== 'FULL' && option.value !== match)
              .map((option) => (
                <Button
                  key={option.value}
                  variant="outlined"
                  onClick={() => props.onMatch(option.value)}
                >
                  {option.label}
                </Button>
              ))}
          </Stack>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={1} sx={{ pt: 1 }}>
      {answer.capped && (
        <Alert severity="info">
          More than {searchLimits.keptMatches.toLocaleString('en-US')} {noun} match; narrow the
          search.
        </Alert>
      )}
      {tab === 'products' ? (
        <ProductResults
          hits={props.products.answer?.data ?? []}
          terms={answer.terms}
          match={answer.match}
          onOpen={props.onOpenProduct}
        />
      ) : (
        <CollectionResults
          collections={props.collections.answer?.data ?? []}
          terms={answer.terms}
          match={answer.match}
          onOpen={props.onOpenCollection}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          Showing {answer.data.length.toLocaleString('en-US')} of{' '}
          {answer.total.toLocaleString('en-US')}
          {answer.capped ? '+' : ''}
        </Typography>
        {results.hasMore && (
          <Button
            variant="outlined"
            onClick={() => void results.loadMore()}
            disabled={results.loadingMore}
          >
            {results.loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </Stack>
      {results.moreError && <Alert severity="error">{results.moreError}</Alert>}
    </Stack>
  );
}
