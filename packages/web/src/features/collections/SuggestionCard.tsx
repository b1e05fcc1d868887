import CollectionsBookmarkOutlinedIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SuggestionCard as Suggestion } from './useSuggestionGroup.ts';

export type SuggestionAction = 'follow' | 'copy' | 'ignore' | 'keep';

type SuggestionCardProps = {
  suggestion: Suggestion;
  /** The collection's page, while the suggestion gives access to it. */
  to: string | null;
  busy: boolean;
  /** Kept after it became private: the notice is put away. */
  kept: boolean;
  onAction: (action: SuggestionAction) => void;
};

/**
 * A suggested collection (spec 001 §4): who suggested it and their message, with Follow, Copy
 * and Ignore; one that became private says so and offers Ignore and Keep.
 */
export function SuggestionCard({ suggestion, to, busy, kept, onAction }: SuggestionCardProps) {
  const collection = suggestion.collection;
  const photo = collection?.pictures[0]?.url ?? null;
  const gone = suggestion.becamePrivate || !collection;
  const body = (
    <>
      <Box sx={pictureSx}>
        {photo ? (
          <Box
            component="img"
            src={photo}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : gone ? (
          <LockOutlinedIcon sx={{ fontSize: 44, color: 'text.disabled' }} />
        ) : (
          <CollectionsBookmarkOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
        )}
      </Box>
      <Stack spacing={0.25} sx={{ p: 1.5, pb: 1, minWidth: 0 }}>
        <Typography
          variant="subtitle1"
          noWrap
          title={suggestion.collectionName}
          sx={{ fontWeight: 600 }}
        >
          {suggestion.collectionName}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          Suggested by {suggestion.suggestedBy}
        </Typography>
        {suggestion.emailMessage && (
          <Typography variant="body2" sx={messageSx} title={suggestion.emailMessage}>
            “{suggestion.emailMessage}”
          </Typography>
        )}
      </Stack>
    </>
  );
  return (
    <Card
      variant="outlined"
      role="listitem"
      aria-label={suggestion.collectionName}
      sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      {to && !gone ? (
        <CardActionArea component={RouterLink} to={to}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
      <Box sx={{ flex: 1 }} />
      {gone && !kept && (
        <Alert severity="info" icon={false} sx={{ mx: 1.5, py: 0, fontSize: 13 }}>
          {suggestion.message}
        </Alert>
      )}
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ p: 1, flexWrap: 'wrap' }}>
        {gone ? (
          <>
            <Action label="Ignore" busy={busy} onClick={() => onAction('ignore')} />
            {!kept && <Action label="Keep" busy={busy} onClick={() => onAction('keep')} />}
          </>
        ) : (
          <>
            <Action label="Follow" busy={busy} primary onClick={() => onAction('follow')} />
            <Action label="Copy" busy={busy} onClick={() => onAction('copy')} />
            <Action label="Ignore" busy={busy} onClick={() => onAction('ignore')} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function Action({
  label,
  busy,
  primary = false,
  onClick,
}: {
  label: string;
  busy: boolean;
  primary?: boolean;
  onClick: () => void;
}): ReactNode {
  return (
    <Button size="small" variant={primary ? 'contained' : 'text'} disabled={busy} onClick={onClick}>
      {label}
    </Button>
  );
}

const pictureSx = {
  height: 96,
  bgcolor: 'action.hover',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
};

const messageSx = {
  color: 'text.secondary',
  fontStyle: 'italic',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
};
