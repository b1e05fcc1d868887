import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import type { CollectionSharingType } from '../../graphql/graphql.ts';
import { useConfirm } from '../../ui/confirm/index.ts';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { useSharingOptions } from './useSharingOptions.ts';

const typeChoices: { type: CollectionSharingType; label: string; help: string }[] = [
  {
    type: 'private',
    label: 'Private',
    help: 'Only people with a role see it; it cannot be followed or suggested.',
  },
  {
    type: 'unlisted',
    label: 'Unlisted',
    help: 'People with the link, or a suggestion, can open and follow it.',
  },
  {
    type: 'unlistedPublish',
    label: 'Unlisted, published',
    help: 'Anyone with the link can open it, without an account.',
  },
];

type SharingOptionsDialogProps = {
  workspaceId: string;
  collection: { id: string; name: string };
  onClose: () => void;
};

/**
 * A collection's sharing options (spec 001 §4, §6): who may reach it (private, unlisted,
 * unlisted and published), whether it is locked to its workspace (not followed into others
 * nor suggested), and its shared link with Copy and Reset.
 */
export function SharingOptionsDialog({
  workspaceId,
  collection,
  onClose,
}: SharingOptionsDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const typeLabelId = useId();
  const confirm = useConfirm();
  const { show } = useSnackbar();
  const sharing = useSharingOptions(workspaceId, collection.id);
  const options = sharing.options;
  const link = options?.sharedLink ?? null;

  const copyLink = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      show({ color: 'success', text: 'Link copied' });
    } catch {
      show({ color: 'error', text: 'The browser blocked the clipboard: copy the link by hand.' });
    }
  };
  const resetLink = async () => {
    // Making the first link takes nothing away: only a reset asks.
    const sure =
      !link ||
      (await confirm({
        title: 'Reset the link?',
        message: 'The link people have now stops working; a new one replaces it.',
        confirmLabel: 'Reset',
        destructive: true,
      }));
    if (sure) await sharing.resetLink();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        Sharing options
        <Typography variant="body2" color="text.secondary" component="span" sx={titleLineSx}>
          {collection.name}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {sharing.loadError ? (
          <Alert severity="error">{readApiError(sharing.loadError).message}</Alert>
        ) : !options ? (
          <Typography color="text.secondary">Loading…</Typography>
        ) : (
          <Stack spacing={2.5} useFlexGap>
            <div>
              <FormLabel id={typeLabelId}>Who can reach it</FormLabel>
              <RadioGroup
                aria-labelledby={typeLabelId}
                value={options.type}
                onChange={(event) =>
                  void sharing.update({ type: event.target.value as CollectionSharingType })
                }
              >
                {typeChoices.map((choice) => (
                  <FormControlLabel
                    key={choice.type}
                    value={choice.type}
                    disabled={sharing.saving}
                    control={<Radio />}
                    label={
                      <span>
                        {choice.label}
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          component="span"
                          sx={titleLineSx}
                        >
                          {choice.help}
                        </Typography>
                      </span>
                    }
                    sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.25 } }}
                  />
                ))}
              </RadioGroup>
            </div>
            <FormControlLabel
              control={
                <Switch
                  checked={options.lockedToWorkspace}
                  disabled={sharing.saving}
                  onChange={(event) =>
                    void sharing.update({ lockedToWorkspace: event.target.checked })
                  }
                />
              }
              label={
                <span>
                  Lock to this workspace
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={titleLineSx}
                  >
                    Not followed into other workspaces, nor suggested to new followers.
                  </Typography>
                </span>
              }
              // The switch's track lines up with the radios above.
              sx={{ alignItems: 'flex-start', ml: '-20px', '& .MuiSwitch-root': { mt: -0.75 } }}
            />
            {options.type !== 'private' && (
              <Stack spacing={1}>
                <Typography variant="subtitle2">Shared link</Typography>
                {link ? (
                  <TextField
                    size="small"
                    label="Link"
                    value={link.url}
                    slotProps={{ htmlInput: { readOnly: true } }}
                    onFocus={(event) => event.target.select()}
                    fullWidth
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    No link yet.
                  </Typography>
                )}
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<ContentCopyIcon />}
                    disabled={!link}
                    onClick={() => void copyLink()}
                  >
                    Copy
                  </Button>
                  <Button size="small" disabled={sharing.saving} onClick={() => void resetLink()}>
                    {link ? 'Reset' : 'Make a link'}
                  </Button>
                </Stack>
              </Stack>
            )}
            {sharing.error && <Alert severity="error">{sharing.error}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const titleLineSx = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' };
