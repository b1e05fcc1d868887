import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';
import { UpgradeMenuItem, useUpgradeWay } from '../../ui/ability/index.ts';
import { ColorIconPicker } from './ColorIconPicker.tsx';
import { ProjectBadge } from './project-icons.tsx';
import { projectPath } from './projects.paths.ts';
import type { Project } from './projects.types.ts';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

type ProjectRowProps = {
  project: Project;
  busy: boolean;
  onToggleStatus: (project: Project) => void;
  onToggleStar: (project: Project) => void;
  onOpenDetails: (project: Project) => void;
  onCopy: (project: Project) => void;
  onDelete: (project: Project) => void;
};

/**
 * One project of the list: star, colour and icon, title, tags, address, creator, last change,
 * archive or restore, and a menu of further actions.
 */
export function ProjectRow({
  project,
  busy,
  onToggleStatus,
  onToggleStar,
  onOpenDetails,
  onCopy,
  onDelete,
}: ProjectRowProps) {
  const titleId = useId();
  const [pickerAnchor, setPickerAnchor] = useState<HTMLElement | null>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const archived = project.status === 'archived';
  const archiveAbility = project.viewerCan.archive;
  const editAbility = project.viewerCan.edit;
  const address = project.address?.formatted_address || project.location;
  const starLabel = `${project.starred ? 'Unstar' : 'Star'} ${project.title}`;
  return (
    <ListItem
      divider
      aria-labelledby={titleId}
      sx={{ alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap', py: 1.5 }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
        <Tooltip title={starLabel}>
          <IconButton
            size="small"
            aria-label={starLabel}
            aria-pressed={project.starred}
            onClick={() => onToggleStar(project)}
            sx={{ color: project.starred ? 'warning.dark' : 'text.secondary' }}
          >
            {project.starred ? <StarIcon /> : <StarBorderIcon />}
          </IconButton>
        </Tooltip>
        <AbilityTooltip ability={editAbility}>
          <IconButton
            size="small"
            aria-label={`Colour and icon of ${project.title}`}
            aria-haspopup="dialog"
            disabled={!editAbility.allowed}
            onClick={(event) => setPickerAnchor(event.currentTarget)}
            sx={{ p: 0.25, '&.Mui-disabled': { opacity: 1 } }}
          >
            <ProjectBadge color={project.projectColor} icon={project.projectIcon} />
          </IconButton>
        </AbilityTooltip>
      </Stack>
      <Stack sx={{ flex: '1 1 220px', minWidth: 0 }} spacing={0.25}>
        <Typography
          id={titleId}
          component="h3"
          variant="subtitle1"
          sx={{ wordBreak: 'break-word' }}
        >
          <Link
            component={RouterLink}
            to={projectPath(project.workspaceId, project.id)}
            color="inherit"
            underline="hover"
          >
            {project.title}
          </Link>
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
        {project.tags.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, pt: 0.5 }}>
            <Box component="span" sx={visuallyHidden}>
              Tags:
            </Box>
            {project.tags.map((tag) => (
              <Chip key={tag} size="small" label={tag} variant="outlined" />
            ))}
          </Box>
        )}
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', ml: 'auto' }}>
        <AbilityTooltip ability={archiveAbility}>
          <Button
            size="small"
            variant="outlined"
            disabled={!archiveAbility.allowed || busy}
            startIcon={archived ? <UnarchiveOutlinedIcon /> : <ArchiveOutlinedIcon />}
            onClick={() => onToggleStatus(project)}
            aria-label={`${archived ? 'Restore' : 'Archive'} ${project.title}`}
          >
            {archived ? 'Restore' : 'Archive'}
          </Button>
        </AbilityTooltip>
        <IconButton
          aria-label={`More actions for ${project.title}`}
          aria-haspopup="menu"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </Stack>
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            onOpenDetails(project);
          }}
        >
          Project details
        </MenuItem>
        <MenuAction
          label="Copy project"
          ability={project.viewerCan.copy}
          onClick={() => {
            setMenuAnchor(null);
            onCopy(project);
          }}
        />
        <MenuAction
          label="Delete project…"
          ability={project.viewerCan.delete}
          onClick={() => {
            setMenuAnchor(null);
            onDelete(project);
          }}
        />
      </Menu>
      <ColorIconPicker
        project={project}
        anchor={pickerAnchor}
        onClose={() => setPickerAnchor(null)}
      />
    </ListItem>
  );
}

/**
 * A menu entry the viewer may not use is disabled, with the reason under its label; when paying
 * would lift the refusal, an Upgrade entry follows it.
 */
function MenuAction({
  label,
  ability,
  onClick,
}: {
  label: string;
  ability: Project['viewerCan']['copy'];
  onClick: () => void;
}) {
  const way = useUpgradeWay(ability);
  return (
    <>
      <MenuItem disabled={!ability.allowed} onClick={onClick}>
        <ListItemText
          primary={label}
          secondary={ability.allowed ? undefined : ability.message}
          slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 260 } } }}
        />
      </MenuItem>
      {way && <UpgradeMenuItem way={way} />}
    </>
  );
}
