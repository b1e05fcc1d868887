import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { workspaceMessages } from '@specboard/domain';
import { useState } from 'react';
import { CreateWorkspaceDialog } from '../switcher/CreateWorkspaceDialog.tsx';

/** Shown on workspace pages to a user who belongs to no workspace. */
export function EmptyWorkspaceList() {
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Typography variant="h1" gutterBottom>
        Workspaces
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {workspaceMessages.emptyWorkspaceList}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
        Create workspace
      </Button>
      <CreateWorkspaceDialog open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}
