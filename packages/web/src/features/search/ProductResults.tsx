import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { SearchMatch } from '../../graphql/graphql.ts';
import { HighlightedText } from './HighlightedText.tsx';
import { detailFields, hitText, type ProductHit } from './search-hits.ts';

/** The products found, each with its matches highlighted in what identifies it. */
export function ProductResults({
  hits,
  terms,
  match,
  onOpen,
}: {
  hits: readonly ProductHit[];
  terms: readonly string[];
  match: SearchMatch;
  onOpen: (hit: ProductHit) => void;
}) {
  const mark = (text: string) => <HighlightedText text={text} terms={terms} match={match} />;
  return (
    <List aria-label="Products found" sx={{ py: 0 }}>
      {hits.map((hit) => {
        const details = detailFields
          .map(({ field, label }) => ({ label, text: hitText(hit, field) }))
          .filter(({ text }) => text !== '');
        const description = hitText(hit, 'description');
        return (
          <ListItem key={`${hit.collectionId}/${hit.id}`} disablePadding divider>
            <ListItemButton onClick={() => onOpen(hit)} sx={{ gap: 2, alignItems: 'flex-start' }}>
              <Avatar
                variant="rounded"
                src={hit.thumbnail ?? undefined}
                alt=""
                sx={{ width: 48, height: 48, bgcolor: 'action.selected', color: 'text.secondary' }}
              >
                <LightbulbOutlinedIcon />
              </Avatar>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 500 }}>{mark(hit.name)}</Typography>
                <Typography variant="body2" color="text.secondary" component="div">
                  {details.map(({ label, text }, index) => (
                    <Box component="span" key={label}>
                      {index > 0 && ' · '}
                      <Box component="span" sx={visuallyHidden}>
                        {label}:{' '}
                      </Box>
                      {mark(text)}
                    </Box>
                  ))}
                </Typography>
                {description && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {mark(description)}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  in {hit.collectionName}
                </Typography>
              </Box>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

// Pixels spelled out: in sx, a width of 1 would mean 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
