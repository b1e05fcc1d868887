import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SearchMatch } from '../../graphql/graphql.ts';
import { HighlightedText } from './HighlightedText.tsx';
import { hitDetail } from './search-hits.ts';
import type { SuggestionOption } from './suggestion-options.ts';

type Props = {
  listboxId: string;
  options: readonly SuggestionOption[];
  active: number;
  query: string;
  terms: readonly string[];
  collectionTerms: readonly string[];
  match: SearchMatch;
  status: string | null;
  onChoose: (option: SuggestionOption) => void;
  onHover: (index: number) => void;
};

const heading = (text: string) => (
  <Typography
    component="li"
    role="presentation"
    variant="overline"
    color="text.secondary"
    sx={{ px: 2, pt: 1, display: 'block', lineHeight: 2 }}
  >
    {text}
  </Typography>
);

/** The header search's listbox: products, collections, and "See all results" last. */
export function SuggestionList(props: Props) {
  const { listboxId, options, active, query, terms, collectionTerms, match, status } = props;
  const optionId = (option: SuggestionOption) => `${listboxId}-${option.id}`;
  const item = (option: SuggestionOption, index: number, content: React.ReactNode) => (
    <Box
      component="li"
      key={option.id}
      id={optionId(option)}
      role="option"
      aria-selected={index === active}
      // The field keeps the focus: a click chooses without blurring it first.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => index !== active && props.onHover(index)}
      onClick={() => props.onChoose(option)}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        px: 2,
        py: 0.75,
        minHeight: 44,
        cursor: 'pointer',
        bgcolor: index === active ? 'action.selected' : undefined,
        '&:hover': { bgcolor: index === active ? 'action.selected' : 'action.hover' },
      }}
    >
      {content}
    </Box>
  );
  const products = options.flatMap((option, index) =>
    option.kind === 'product' ? [{ option, index, hit: option.hit }] : [],
  );
  const collections = options.flatMap((option, index) =>
    option.kind === 'collection' ? [{ option, index, collection: option.collection }] : [],
  );
  const allIndex = options.findIndex((option) => option.kind === 'all');
  const all = options[allIndex];
  return (
    <Box
      component="ul"
      id={listboxId}
      role="listbox"
      aria-label="Search results"
      sx={{ listStyle: 'none', m: 0, p: 0, py: 0.5, maxHeight: '70vh', overflowY: 'auto' }}
    >
      {status && (
        <Typography component="li" role="presentation" sx={{ px: 2, py: 1 }} color="text.secondary">
          {status}
        </Typography>
      )}
      {products.length > 0 && heading('Products')}
      {products.map(({ option, index, hit }) => {
        const detail = hitDetail(hit);
        return item(
          option,
          index,
          <>
            <Avatar
              variant="rounded"
              src={hit.thumbnail ?? undefined}
              alt=""
              sx={{ width: 36, height: 36, bgcolor: 'action.selected', color: 'text.secondary' }}
            >
              <LightbulbOutlinedIcon fontSize="small" />
            </Avatar>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" noWrap>
                <HighlightedText text={hit.name} terms={terms} match={match} />
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {detail && (
                  <>
                    <HighlightedText text={detail} terms={terms} match={match} />
                    {' · '}
                  </>
                )}
                {hit.collectionName}
              </Typography>
            </Box>
          </>,
        );
      })}
      {collections.length > 0 && heading('Collections')}
      {collections.map(({ option, index, collection }) =>
        item(
          option,
          index,
          <>
            <Avatar
              variant="rounded"
              sx={{ width: 36, height: 36, bgcolor: 'action.selected', color: 'text.secondary' }}
            >
              <FolderOutlinedIcon fontSize="small" />
            </Avatar>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" noWrap>
                <HighlightedText text={collection.name} terms={collectionTerms} match={match} />
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {collection.productsCount === 1
                  ? '1 product'
                  : `${collection.productsCount} products`}
              </Typography>
            </Box>
          </>,
        ),
      )}
      {all &&
        item(
          all,
          allIndex,
          <>
            <SearchIcon fontSize="small" color="action" />
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              See all results for ‘{query}’
            </Typography>
          </>,
        )}
    </Box>
  );
}
