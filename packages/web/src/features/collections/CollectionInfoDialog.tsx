import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import type { CollectionInfoFieldsFragment } from '../../graphql/graphql.ts';
import { readApiError } from '../identity/index.ts';
import { COLLECTION_MEMBERS_QUERY } from './collection-actions.documents.ts';

export type CollectionInfo = CollectionInfoFieldsFragment;

type CollectionInfoDialogProps = {
  open: boolean;
  workspaceId: string;
  /** The collection (the CollectionInfoFields fragment); the dialog asks for its members. */
  collection: CollectionInfo | null;
  onClose: () => void;
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};

/** A collection's info modal (spec 001 §2): what it is, who made it, its products and members. */
export function CollectionInfoDialog({
  open,
  workspaceId,
  collection,
  onClose,
}: CollectionInfoDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open && collection !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {collection && (
        <>
          <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
            {collection.name}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Field label="Description">
                {collection.description || <Muted>No description</Muted>}
              </Field>
              <Field label="Keywords">
                {collection.keywords.length > 0 ? (
                  <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                    {collection.keywords.map((keyword) => (
                      <Chip key={keyword} size="small" label={keyword} />
                    ))}
                  </Stack>
                ) : (
                  <Muted>None</Muted>
                )}
              </Field>
              <Field label="Location">{collection.location || <Muted>Not given</Muted>}</Field>
              <Field label="Creator">{collection.author || <Muted>Unknown</Muted>}</Field>
              <Stack direction="row" spacing={4}>
                <Field label="Created">{formatDate(collection.createdDate)}</Field>
                <Field label="Last modified">{formatDate(collection.lastModified)}</Field>
              </Stack>
              <Field label="Products">
                {`${collection.productsCount} of ${collection.productsLimit}`}
              </Field>
              {open && <Members workspaceId={workspaceId} collectionId={collection.id} />}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {label}
      </Typography>
      <Typography component="div" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

const Muted = ({ children }: { children: ReactNode }) => (
  <Typography component="span" variant="body2" color="text.secondary">
    {children}
  </Typography>
);

function Members({ workspaceId, collectionId }: { workspaceId: string; collectionId: string }) {
  const query = useQuery(COLLECTION_MEMBERS_QUERY, { variables: { workspaceId, collectionId } });
  const members = query.data?.getCollectionMembers ?? [];
  let body: ReactNode;
  if (query.loading && !query.data)
    body = <CircularProgress size={20} aria-label="Loading members" />;
  else if (query.error) body = <Alert severity="error">{readApiError(query.error).message}</Alert>;
  else if (members.length === 0) body = <Muted>Nobody has been given a role on it yet</Muted>;
  else {
    body = (
      <List dense disablePadding aria-label="Members">
        {members.map((member) => (
          <ListItem key={member.userInfo.id} disableGutters>
            <ListItemText
              primary={member.userInfo.name || member.userInfo.email}
              secondary={`${member.typeLabel}${member.isPending ? ' · invited' : ''}`}
            />
          </ListItem>
        ))}
      </List>
    );
  }
  return <Field label="Members">{body}</Field>;
}
