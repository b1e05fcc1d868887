import CollectionsBookmarkOutlinedIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CollectionCard as Collection } from './useCollectionGroups.ts';

type CollectionCardProps = {
  collection: Collection;
  /** Where the card leads (the collection's page). */
  to: string;
  /** The library's name, shown on the all-collections page. */
  libraryName?: string | null;
  /** The card's menu button. */
  menu?: ReactNode;
};

const productsLabel = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/** A collection in a list: its first photo (or an icon), name, author and product count. */
export function CollectionCard({ collection, to, libraryName, menu }: CollectionCardProps) {
  const photo = collection.pictures[0];
  const src = photo?.url ?? null;
  return (
    <Card
      variant="outlined"
      role="listitem"
      aria-label={collection.name}
      sx={{ position: 'relative', minWidth: 0 }}
    >
      <CardActionArea component={RouterLink} to={to}>
        <Box
          sx={{
            height: 120,
            bgcolor: 'action.hover',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {src ? (
            <Box
              component="img"
              src={src}
              alt=""
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <CollectionsBookmarkOutlinedIcon
              data-testid="collection-placeholder"
              sx={{ fontSize: 48, color: 'text.disabled' }}
            />
          )}
        </Box>
        <Stack spacing={0.25} sx={{ p: 1.5, pr: 5, minWidth: 0 }}>
          <Typography variant="subtitle1" noWrap title={collection.name} sx={{ fontWeight: 600 }}>
            {collection.name}
          </Typography>
          {collection.author && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {collection.author}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" noWrap>
            {productsLabel(collection.productsCount)}
            {libraryName ? ` · ${libraryName}` : ''}
          </Typography>
        </Stack>
      </CardActionArea>
      {menu && <Box sx={{ position: 'absolute', right: 4, bottom: 8 }}>{menu}</Box>}
    </Card>
  );
}
