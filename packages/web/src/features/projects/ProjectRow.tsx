import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';
import type { Project } from './projects.types.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

type ProjectRowProps = {
  project: Project;
  busy: boolean;
  onToggleStatus: (project: Project) => void;
};

/** One project of the list: colour, title, address, creator, last change, archive or restore. */
export function ProjectRow({ project, busy, onToggleStatus }: ProjectRowProps) {
  const titleId = useId();
  const archived = project.status === 'archived';
  const ability = project.viewerCan.archive;
  const address = project.address?.formatted_address || project.location;
  return (
    <ListItem
      divider
      aria-labelledby={titleId}
      sx={{ alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap', py: 1.5 }}
    >
      <Box
        aria-hidden
        sx={{
          width: 12,
          height: 12,
          mt: 0.75,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: project.projectColor ?? 'transparent',
          border: project.projectColor ? 'none' : 1,
          borderColor: 'divider',
        }}
        data-testid={project.projectColor ? 'project-colour' : undefined}
      />
      <Stack sx={{ flex: '1 1 220px', minWidth: 0 }} spacing={0.25}>
        <Typography
          id={titleId}
          component="h3"
          variant="subtitle1"
          sx={{ wordBreak: 'break-word' }}
        >
          {project.title}
        </Typography>
        {address && (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {address}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          Created by {project.creator.name || project.creator.email} · Last modified{' '}
          {formatDate(project.projectLastModified)}
        </Typography>
      </Stack>
      <AbilityTooltip ability={ability}>
        <Button
          size="small"
          variant="outlined"
          disabled={!ability.allowed || busy}
          startIcon={archived ? <UnarchiveOutlinedIcon /> : <ArchiveOutlinedIcon />}
          onClick={() => onToggleStatus(project)}
          aria-label={`${archived ? 'Restore' : 'Archive'} ${project.title}`}
        >
          {archived ? 'Restore' : 'Archive'}
        </Button>
      </AbilityTooltip>
    </ListItem>
  );
}
