import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readInviteLink, withoutInviteLink } from './invite-link.ts';
import { ShareDialog } from './ShareDialog.tsx';
import type { InvitePrefill, ShareableProject } from './sharing.types.ts';

/**
 * The project header's Share button, for those who may share directly or request an invite
 * (icon only on phones). An invite link (?action=invite&email=…&type=…) opens the dialog
 * pre-filled and leaves the address.
 */
export function ShareButton({ project }: { project: ShareableProject }) {
  const { managePermissions, requestInvite } = project.viewerCan;
  if (!managePermissions.allowed && !requestInvite.allowed) return null;
  return <ShareControl project={project} />;
}

function ShareControl({ project }: { project: ShareableProject }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const [prefill, setPrefill] = useState<InvitePrefill | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();

  useEffect(() => {
    const link = readInviteLink(searchParams);
    if (!link) return;
    setPrefill(link);
    setOpen(true);
    setSearchParams(withoutInviteLink, { replace: true });
  }, [searchParams, setSearchParams]);

  const show = () => {
    setPrefill(null);
    setOpen(true);
  };

  return (
    <>
      {phone ? (
        <Tooltip title="Share">
          <IconButton aria-label="Share" onClick={show} size="medium">
            <PersonAddAltOutlinedIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button variant="outlined" startIcon={<PersonAddAltOutlinedIcon />} onClick={show}>
          Share
        </Button>
      )}
      <ShareDialog open={open} project={project} prefill={prefill} onClose={() => setOpen(false)} />
    </>
  );
}
