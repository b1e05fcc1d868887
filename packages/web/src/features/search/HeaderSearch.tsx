import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { collectionPath, productPath } from '../collection/index.ts';
import { useActiveWorkspace } from '../workspaces/index.ts';
import { SuggestionList } from './SuggestionList.tsx';
import { searchPath } from './search.paths.ts';
import { moveActive, type SuggestionOption, suggestionOptions } from './suggestion-options.ts';
import { useSearchSuggestions } from './useSearchSuggestions.ts';

const FIELD_LABEL = 'Search products and collections';

/** The header's search, shown while a workspace is open. */
export function HeaderSearch() {
  const { workspace } = useActiveWorkspace();
  if (!workspace) return null;
  return <HeaderSearchBox workspaceId={workspace.id} />;
}

/**
 * A combobox: typing lists a few matching products and collections under the field (words
 * highlighted), arrow keys move through them, Enter opens one (or all results), Escape or Tab
 * closes.
 * On a phone an icon opens the field over the whole header.
 */
function HeaderSearchBox({ workspaceId }: { workspaceId: string }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const listboxId = useId();
  const anchorRef = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const found = useSearchSuggestions(workspaceId, text);
  const trimmed = text.trim();
  const options = trimmed ? suggestionOptions(found.products, found.collections) : [];
  const showList = open && trimmed !== '';

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const closePhoneField = () => {
    close();
    setPhoneOpen(false);
  };
  const choose = (option: SuggestionOption) => {
    if (option.kind === 'product') {
      navigate(productPath(workspaceId, option.hit.collectionId, null, option.hit.id));
    } else if (option.kind === 'collection') {
      navigate(collectionPath(workspaceId, option.collection.id));
    } else {
      navigate(searchPath(workspaceId, trimmed));
    }
    // The field is cleared for the next search: the page opened shows what was found.
    setText('');
    closePhoneField();
    inputRef.current?.blur();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) =>
        moveActive(current, options.length, event.key === 'ArrowDown' ? 1 : -1),
      );
    } else if (event.key === 'Enter') {
      if (!trimmed) return;
      event.preventDefault();
      const option = options[active] ?? options.find((item) => item.kind === 'all');
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      // The first Escape closes the list and keeps the text (a search field's own Escape would
      // clear it); with the list closed, Escape clears the field as usual.
      if (showList) {
        event.preventDefault();
        close();
      } else if (phoneOpen) closePhoneField();
    } else if (event.key === 'Tab') {
      close();
    }
  };

  const status = found.error
    ? found.error
    : found.pending && options.length <= 1
      ? 'Searching…'
      : options.length <= 1
        ? `No products or collections match ‘${trimmed}’.`
        : null;
  const activeOption = showList ? options[active] : undefined;

  if (phone && !phoneOpen) {
    return (
      <IconButton aria-label={FIELD_LABEL} onClick={() => setPhoneOpen(true)} color="inherit">
        <SearchIcon />
      </IconButton>
    );
  }

  const field = (
    <Box
      ref={anchorRef}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        height: 36,
        borderRadius: 1,
        // Solid, so that a page's header content squeezed beside it never shows through.
        bgcolor: 'grey.100',
        // Compact beside a page's tabs in the header; wider while one types.
        width: phone ? '100%' : { sm: 180, md: 220 },
        transition: theme.transitions.create('width', {
          duration: theme.transitions.duration.shorter,
        }),
        '&:focus-within': {
          outline: `2px solid ${theme.palette.primary.main}`,
          ...(!phone && { width: { sm: 280, md: 360 } }),
        },
      }}
    >
      {phone ? (
        <IconButton size="small" aria-label="Close search" onClick={closePhoneField} edge="start">
          <ArrowBackIcon fontSize="small" />
        </IconButton>
      ) : (
        <SearchIcon fontSize="small" color="action" />
      )}
      <InputBase
        inputRef={inputRef}
        autoFocus={phone}
        placeholder={phone ? FIELD_LABEL : 'Search'}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        sx={{ flex: 1, fontSize: '0.875rem' }}
        inputProps={{
          role: 'combobox',
          'aria-label': FIELD_LABEL,
          'aria-autocomplete': 'list',
          'aria-expanded': showList,
          'aria-controls': showList ? listboxId : undefined,
          'aria-activedescendant': activeOption ? `${listboxId}-${activeOption.id}` : undefined,
          type: 'search',
          enterKeyHint: 'search',
        }}
      />
    </Box>
  );

  return (
    <ClickAwayListener onClickAway={() => (phone ? undefined : close())}>
      <Box
        sx={
          phone
            ? {
                position: 'absolute',
                inset: 0,
                zIndex: 1,
                display: 'flex',
                alignItems: 'center',
                px: 1,
                bgcolor: 'background.paper',
              }
            : { display: 'flex' }
        }
      >
        {field}
        <Popper
          open={showList}
          anchorEl={anchorRef.current}
          placement={phone ? 'bottom' : 'bottom-end'}
          sx={{ zIndex: theme.zIndex.modal, width: phone ? '100vw' : 440, maxWidth: '100vw' }}
        >
          <Paper elevation={8} sx={{ mt: 0.5 }}>
            <SuggestionList
              listboxId={listboxId}
              options={options}
              active={active}
              query={trimmed}
              terms={found.terms}
              collectionTerms={found.collectionTerms}
              match="PART"
              status={status}
              onChoose={choose}
              onHover={setActive}
            />
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}
