import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  CLIPBOARD_BLOCKED_MESSAGE,
  CLIPBOARD_BLOCKED_TIMEOUT_MS,
} from '../../ui/clipboard/index.ts';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import type { TestCard } from './billing.types.ts';

/** "4242424242424242" → "4242 4242 4242 4242". */
function groupDigits(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The built-in test provider is on: no money moves, and these cards say what happens. */
export function TestModeNotice({ cards }: { cards: readonly TestCard[] }) {
  const { show } = useSnackbar();
  const copy = async (number: string) => {
    try {
      await navigator.clipboard.writeText(number);
      show({ text: 'Card number copied.', color: 'success', timeout: 2000 });
    } catch {
      show({
        text: CLIPBOARD_BLOCKED_MESSAGE,
        color: 'warning',
        timeout: CLIPBOARD_BLOCKED_TIMEOUT_MS,
      });
    }
  };
  return (
    <Alert severity="info" data-testid="test-mode-notice">
      <AlertTitle>Test mode</AlertTitle>
      Payments go to the built-in test provider: no money moves. Any future expiry and any CVC will
      do; the card number says what happens.
      <Box component="ul" sx={{ pl: 0, mb: 0, listStyle: 'none' }} aria-label="Test cards">
        {cards.map((card) => (
          <Box
            component="li"
            key={card.number}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
              {groupDigits(card.number)}
            </Typography>
            <Tooltip title="Copy the number">
              <IconButton
                size="small"
                aria-label={`Copy ${card.label} card number`}
                onClick={() => void copy(card.number)}
              >
                <ContentCopyIcon fontSize="inherit" />
              </IconButton>
            </Tooltip>
            <Typography component="span" variant="body2">
              {card.label}
            </Typography>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
