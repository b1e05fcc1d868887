import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ProductSearchSort, SearchMatch } from '../../graphql/graphql.ts';
import { useDebouncedValue } from '../../ui/timing/index.ts';
import { collectionPath, productPath } from '../collection/index.ts';
import { useWorkspace } from '../workspaces/index.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { MatchToggle, SortControl, UnderstoodChips } from './SearchControls.tsx';
import { SearchResultsPanel } from './SearchResultsPanel.tsx';
import {
  countFilters,
  filterFormFromParams,
  filterFormText,
  sortFromParams,
  toSearchFilters,
  withFilterParams,
  withSortParams,
} from './search-filters.ts';
import { parseMatch } from './search-hits.ts';
import { useCollectionResults, useProductResults } from './useSearchResults.ts';

const TYPING_PAUSE_MS = 250;

/**
 * Search across the workspace's collections and products: the query (kept in the address with
 * its match, filters and sort), how it was read, and the results in two tabs, 100 at a time.
 */
export function SearchPage() {
  const workspace = useWorkspace();
  const navigate = useNavigate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const match = parseMatch(params.get('match'));
  const tab = params.get('tab') === 'collections' ? 'collections' : 'products';
  const [text, setText] = useState(query);
  const [form, setForm] = useState(() => filterFormFromParams(params));
  const sort = sortFromParams(params);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  // Typing updates the address once it pauses. The field follows the address only when someone
  // else changed it (the header's "See all", Back): never with a query it wrote itself, which
  // would undo keys typed while the address was updating.
  const typed = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const written = useRef(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pause in typing writes.
  useEffect(() => {
    if (typed === written.current) return;
    written.current = typed;
    setParam('q', typed || null);
  }, [typed]);
  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    setText(query);
  }, [query]);

  // The filters, as the query, go into the address once typing pauses (a reload or a shared link
  // shows them), and the form follows the address only when someone else changed it.
  const typedForm = useDebouncedValue(form, TYPING_PAUSE_MS);
  const filtersInAddress = filterFormText(filterFormFromParams(params));
  const writtenFilters = useRef(filtersInAddress);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pause in typing writes.
  useEffect(() => {
    const next = filterFormText(typedForm);
    if (next === writtenFilters.current) return;
    writtenFilters.current = next;
    setParams((current) => withFilterParams(current, typedForm), { replace: true });
  }, [typedForm]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's filters, read as text.
  useEffect(() => {
    if (filtersInAddress === writtenFilters.current) return;
    writtenFilters.current = filtersInAddress;
    setForm(filterFormFromParams(params));
  }, [filtersInAddress]);
  const filters = useMemo(() => toSearchFilters(typedForm), [typedForm]);
  const setSort = (next: ProductSearchSort) =>
    setParams((current) => withSortParams(current, next), { replace: true });
  const request = { workspaceId: workspace.id, query, match, filters, sort };
  const products = useProductResults(request);
  const collections = useCollectionResults(request);
  const setMatch = (value: SearchMatch) => setParam('match', value === 'PART' ? null : value);
  const filterCount = countFilters(form);
  const filterPanel = <FilterPanel form={form} onChange={setForm} />;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Search
      </Typography>
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          fullWidth
          label="Search products and collections"
          placeholder="e.g. Lumenfacade 3000K 90 CRI > 800 lm"
          value={text}
          onChange={(event) => setText(event.target.value)}
          type="search"
          slotProps={{
            htmlInput: { enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <MatchToggle match={match} onChange={setMatch} />
          <SortControl sort={sort} onChange={setSort} />
          {phone && (
            <Button
              variant="outlined"
              startIcon={
                <Badge badgeContent={filterCount} color="primary">
                  <FilterListIcon />
                </Badge>
              }
              onClick={() => setDrawerOpen(true)}
            >
              Filters
            </Button>
          )}
        </Stack>
        <UnderstoodChips terms={products.answer?.understood ?? []} />
      </Stack>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        {!phone && <Box sx={{ width: 260, flexShrink: 0 }}>{filterPanel}</Box>}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Tabs
            value={tab}
            onChange={(_event, value: string) =>
              setParam('tab', value === 'collections' ? value : null)
            }
            aria-label="Results"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="products" label={tabLabel('Products', products.answer)} />
            <Tab value="collections" label={tabLabel('Collections', collections.answer)} />
          </Tabs>
          <SearchResultsPanel
            tab={tab}
            query={query}
            match={match}
            hasFilters={filterCount > 0}
            products={products}
            collections={collections}
            onMatch={setMatch}
            onOpenProduct={(hit) =>
              navigate(productPath(workspace.id, hit.collectionId, null, hit.id))
            }
            onOpenCollection={(collection) => navigate(collectionPath(workspace.id, collection.id))}
          />
        </Box>
      </Stack>
      {phone && (
        <Drawer anchor="right" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          <Box sx={{ width: 300, maxWidth: '85vw', p: 2 }}>
            {filterPanel}
            <Button
              variant="contained"
              fullWidth
              sx={{ mt: 2 }}
              onClick={() => setDrawerOpen(false)}
            >
              Show results
            </Button>
          </Box>
        </Drawer>
      )}
    </Box>
  );
}

function tabLabel(name: string, answer: { total: number; capped: boolean } | undefined) {
  if (!answer) return name;
  return `${name} (${answer.total.toLocaleString('en-US')}${answer.capped ? '+' : ''})`;
}
