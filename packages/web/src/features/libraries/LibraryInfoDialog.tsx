import { useQuery } from '@apollo/client/react';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { initialsOf } from '../../ui/avatar/initials.ts';
import { readApiError } from '../identity/index.ts';
import { useWorkspaceMembers } from '../workspaces/index.ts';
import { LIBRARY_INFO_QUERY } from './libraries.documents.ts';
import type { LibraryInfo } from './libraries.types.ts';
import {
  collectionCountLabel,
  formatLibraryDate,
  libraryKindLabel,
  myRoleLabel,
} from './library-labels.ts';

type LibraryInfoDialogProps = {
  workspaceId: string;
  /** The library shown; null while closed. */
  libraryId: string | null;
  onClose: () => void;
};

/** Info: a library's details (getLibraryInfo_v2): counts, creator, dates and its people. */
export function LibraryInfoDialog({ workspaceId, libraryId, onClose }: LibraryInfoDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={libraryId !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Library info
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        {libraryId && <LibraryInfoBody workspaceId={workspaceId} libraryId={libraryId} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function LibraryInfoBody({ workspaceId, libraryId }: { workspaceId: string; libraryId: string }) {
  const query = useQuery(LIBRARY_INFO_QUERY, {
    variables: { workspaceId, libraryId },
    fetchPolicy: 'network-only',
  });
  const library = query.data?.getLibraryInfo_v2;
  if (query.error) return <Alert severity="error">{readApiError(query.error).message}</Alert>;
  if (!library) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label="Loading the library" />
      </Box>
    );
  }
  return <LibraryDetails workspaceId={workspaceId} library={library} />;
}

function LibraryDetails({ workspaceId, library }: { workspaceId: string; library: LibraryInfo }) {
  const creator = useCreatorName(workspaceId, library);
  return (
    <Box>
      <Typography variant="h3" component="p" sx={{ wordBreak: 'break-word' }}>
        {library.name}
      </Typography>
      {library.description && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5, wordBreak: 'break-word' }}
        >
          {library.description}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 1 },
          my: 2,
          '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
          '& dd': { m: 0, wordBreak: 'break-word' },
        }}
      >
        <Detail term="Kind">{libraryKindLabel(library)}</Detail>
        <Detail term="Collections">{collectionCountLabel(library.collectionCount)}</Detail>
        <Detail term="Members">{library.members.length}</Detail>
        <Detail term="Created by">{creator}</Detail>
        <Detail term="Created">{formatLibraryDate(library.createdAt)}</Detail>
        <Detail term="Last modified">{formatLibraryDate(library.lastModified)}</Detail>
        {library.myRole && <Detail term="Your role">{myRoleLabel(library.myRole)}</Detail>}
        {library.keywords.length > 0 && (
          <Detail term="Keywords">
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {library.keywords.map((keyword) => (
                <Chip key={keyword} size="small" label={keyword} variant="outlined" />
              ))}
            </Box>
          </Detail>
        )}
      </Box>
      <Typography variant="h3" sx={{ mb: 0.5 }}>
        People with access
      </Typography>
      <Box component="ul" aria-label="People on the library" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {library.members.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary">
            Nobody has been given a role on this library; the workspace's members open it with their
            workspace role.
          </Typography>
        )}
        {library.members.map((member) => {
          const who = member.userInfo.name || member.userInfo.email;
          return (
            <Box
              component="li"
              key={member.userInfo.id}
              aria-label={who}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75, minWidth: 0 }}
            >
              <Avatar
                src={member.userInfo.picture ?? undefined}
                alt=""
                sx={{ width: 28, height: 28, fontSize: '0.75rem' }}
              >
                {initialsOf(member.userInfo.name, member.userInfo.email)}
              </Avatar>
              <Typography noWrap sx={{ flex: 1, minWidth: 0 }}>
                {who}
              </Typography>
              {member.isPending && <Chip size="small" label="Pending" />}
              <Typography variant="body2" color="text.secondary">
                {member.typeLabel}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2">
        {term}
      </Typography>
      <Typography component="dd" variant="body2">
        {children}
      </Typography>
    </>
  );
}

/** The creator's name: from the library's people, else from the workspace's members. */
function useCreatorName(workspaceId: string, library: LibraryInfo): string {
  const own = library.members.find((member) => member.userInfo.id === library.creator);
  const { members } = useWorkspaceMembers(workspaceId, undefined);
  if (own) return own.userInfo.name || own.userInfo.email;
  const member = members.find((item) => item.userId === library.creator);
  return member ? member.name || member.email : 'A member of the workspace';
}
