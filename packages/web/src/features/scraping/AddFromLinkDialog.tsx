import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState } from 'react';
import { ScrapedProductForm } from './ScrapedProductForm.tsx';
import { scrapeNotices, scrapeUrl } from './scrape-messages.ts';
import { type ScrapedField, type ScrapedImage, scrapedFields } from './scraped-product.ts';
import { type ScrapeTarget, useAddScrapedProduct } from './useAddScrapedProduct.ts';
import { useScrape } from './useScrape.ts';

type AddFromLinkDialogProps = {
  target: ScrapeTarget;
  onClose: () => void;
  /** Told the new row once it was added. */
  onAdded?: (row: unknown) => void;
  /** How long a scrape is awaited; 60 s but in tests. */
  timeoutMs?: number;
};

/**
 * Add from link: a product page's address read by the server (with Cancel while it reads), what
 * it found shown in an editable form with its image, then added as a new product.
 */
export function AddFromLinkDialog({ target, onClose, onAdded, timeoutMs }: AddFromLinkDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const scrape = useScrape(target.workspaceId, timeoutMs);
  const add = useAddScrapedProduct(target);
  const [typed, setTyped] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [fields, setFields] = useState<ScrapedField[]>([]);
  const [image, setImage] = useState<ScrapedImage | null>(null);
  const { state } = scrape;
  const found = state.kind === 'found' ? state.result : null;

  useEffect(() => {
    setFields(found ? scrapedFields(found.product) : []);
    setImage(found?.image ?? null);
  }, [found]);

  const read = () => {
    const url = scrapeUrl(typed);
    setUrlError(url ? null : scrapeNotices.badUrl);
    if (url) void scrape.read(url);
  };

  const submit = async () => {
    const row = await add.add(fields, image);
    if (row) {
      onAdded?.(row);
      onClose();
    }
  };

  const reading = state.kind === 'reading';
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={fullScreen}
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Add from link</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack
            component="form"
            noValidate
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
            onSubmit={(event) => {
              event.preventDefault();
              if (!reading) read();
            }}
          >
            <TextField
              autoFocus
              fullWidth
              size="small"
              type="url"
              label="Product page address"
              placeholder="https://"
              value={typed}
              disabled={reading}
              error={urlError !== null}
              helperText={urlError ?? "A manufacturer's page for one product."}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={reading || !typed.trim()}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0, minHeight: 40 }}
            >
              Read page
            </Button>
          </Stack>
          {reading && (
            <Stack spacing={1} role="status">
              <Typography>Reading the page…</Typography>
              <LinearProgress aria-label="Reading the page" />
            </Stack>
          )}
          {state.kind === 'failed' && (
            <Alert severity="error" role="alert">
              {state.message}
            </Alert>
          )}
          {found && (
            <ScrapedProductForm
              fields={fields}
              image={image}
              sources={found.sources}
              onField={(columnId, value) =>
                setFields((known) =>
                  known.map((field) => (field.columnId === columnId ? { ...field, value } : field)),
                )
              }
              onRemoveImage={() => setImage(null)}
            />
          )}
          {add.error && (
            <Alert severity="error" role="alert">
              {add.error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {reading ? (
          <Button onClick={scrape.cancel}>Cancel</Button>
        ) : (
          <Button onClick={onClose}>Close</Button>
        )}
        {found && (
          <Button variant="contained" onClick={() => void submit()} disabled={add.busy}>
            Add product
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
