import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { SearchMatch } from '../../graphql/graphql.ts';
import { HighlightedText } from './HighlightedText.tsx';
import type { SuggestedCollection } from './suggestion-options.ts';

/** The collections found: name, description and location, matches highlighted. */
export function CollectionResults({
  collections,
  terms,
  match,
  onOpen,
}: {
  collections: readonly SuggestedCollection[];
  terms: readonly string[];
  match: SearchMatch;
  onOpen: (collection: SuggestedCollection) => void;
}) {
  const mark = (text: string) => <HighlightedText text={text} terms={terms} match={match} />;
  return (
    <List aria-label="Collections found" sx={{ py: 0 }}>
      {collections.map((collection) => (
        <ListItem key={collection.id} disablePadding divider>
          <ListItemButton
            onClick={() => onOpen(collection)}
            sx={{ gap: 2, alignItems: 'flex-start' }}
          >
            <Avatar
              variant="rounded"
              sx={{ width: 48, height: 48, bgcolor: 'action.selected', color: 'text.secondary' }}
            >
              <FolderOutlinedIcon />
            </Avatar>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 500 }}>{mark(collection.name)}</Typography>
              {collection.description && (
                <Typography variant="body2" color="text.secondary">
                  {mark(collection.description)}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {collection.productsCount === 1
                  ? '1 product'
                  : `${collection.productsCount} products`}
                {collection.location && <> · {mark(collection.location)}</>}
                {collection.keywords.length > 0 && <> · {mark(collection.keywords.join(', '))}</>}
              </Typography>
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
