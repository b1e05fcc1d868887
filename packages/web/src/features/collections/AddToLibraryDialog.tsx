import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

type LibraryChoice = { id: string; name: string };

type AddToLibraryDialogProps = {
  /** The collection being added; closed when null. */
  collectionName: string | null;
  /** The workspace's custom libraries (collections are added to custom libraries only). */
  libraries: readonly LibraryChoice[];
  onChoose: (library: LibraryChoice) => void;
  onClose: () => void;
};

/** Add to library: the custom libraries to add the collection to. */
export function AddToLibraryDialog({
  collectionName,
  libraries,
  onChoose,
  onClose,
}: AddToLibraryDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={collectionName !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Add “{collectionName}” to library</DialogTitle>
      <DialogContent>
        {libraries.length === 0 ? (
          <Typography color="text.secondary">
            No custom libraries yet — make one on the Libraries page.
          </Typography>
        ) : (
          <List aria-label="Custom libraries">
            {libraries.map((library) => (
              <ListItemButton key={library.id} onClick={() => onChoose(library)}>
                <ListItemText primary={library.name} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
