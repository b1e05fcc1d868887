import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo, useState } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import type { ProjectKey, ScheduleRow } from '../schedule/index.ts';
import {
  SAVE_ROW_AS_NEW_PRODUCT_MUTATION,
  SAVE_TARGETS_QUERY,
} from './product-references.documents.ts';

export type SaveAsNewProductDialogProps = {
  projectKey: ProjectKey;
  /** The row to save; null when closed. */
  rowId: string | null;
  rowName: string;
  onRow: (row: ScheduleRow) => void;
  onClose: () => void;
};

/**
 * Save as new product: the row's fields become a product of a collection the viewer edits, and
 * the row then keeps a reference to it.
 */
export function SaveAsNewProductDialog(props: SaveAsNewProductDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={props.rowId !== null}
      onClose={props.onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Save {props.rowName} as a new product</DialogTitle>
      {props.rowId !== null && <SaveBody {...props} rowId={props.rowId} />}
    </Dialog>
  );
}

function SaveBody({
  projectKey,
  rowId,
  onRow,
  onClose,
}: SaveAsNewProductDialogProps & { rowId: string }) {
  const { show } = useSnackbar();
  const targets = useQuery(SAVE_TARGETS_QUERY, {
    variables: projectKey,
    fetchPolicy: 'network-only',
  });
  const editable = useMemo(() => {
    const answer = targets.data?.listCollectionsForProduct;
    if (!answer) return [];
    const all = [...answer.projectSourceLibraryCollections, ...answer.userCollections];
    return all.filter(
      (item, index) => item.editable && all.findIndex((other) => other.id === item.id) === index,
    );
  }, [targets.data]);
  const [chosen, setChosen] = useState('');
  const collectionId = chosen || editable[0]?.id || '';
  const [save, saving] = useMutation(SAVE_ROW_AS_NEW_PRODUCT_MUTATION);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      const result = await save({
        variables: { ...projectKey, rowId, collectionId },
        fetchPolicy: 'no-cache',
      });
      const row = result.data?.saveRowAsNewProduct;
      if (row) onRow(row as ScheduleRow);
      const name = editable.find((item) => item.id === collectionId)?.name ?? 'the collection';
      show({
        text: `Saved as a new product in ${name}`,
        color: 'success',
        dataTest: 'saved-as-new',
      });
      onClose();
    } catch (failure) {
      setError(readApiError(failure).message);
    }
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            The row’s product fields become a product of the collection; the row then follows it.
          </DialogContentText>
          {targets.error && <Alert severity="error">{readApiError(targets.error).message}</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
          {targets.data && editable.length === 0 ? (
            <Alert severity="info">
              You do not edit any collection this project may take products from.
            </Alert>
          ) : (
            <TextField
              select
              label="Collection"
              value={collectionId}
              onChange={(event) => setChosen(event.target.value)}
              disabled={editable.length === 0}
            >
              {editable.map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {item.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!collectionId || saving.loading}
          onClick={() => void submit()}
        >
          Save product
        </Button>
      </DialogActions>
    </>
  );
}
