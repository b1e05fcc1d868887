import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import { Fragment, type ReactNode, useId, useState } from 'react';
import type { Project } from './projects.types.ts';

/** The section of projects without tags. */
export const NO_TAG = 'No tag';

export type TagGroup = { tag: string; projects: Project[] };

/**
 * The projects by tag, tags A to Z and "No tag" last; a project with several tags is in each of
 * their sections. Each section keeps the list's order.
 */
export function groupProjectsByTag(projects: readonly Project[]): TagGroup[] {
  const byTag = new Map<string, Project[]>();
  const untagged: Project[] = [];
  for (const project of projects) {
    if (project.tags.length === 0) untagged.push(project);
    for (const tag of project.tags) {
      byTag.set(tag, [...(byTag.get(tag) ?? []), project]);
    }
  }
  const groups = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b, undefined, { sensitivity: 'base' }))
    .map(([tag, list]) => ({ tag, projects: list }));
  return untagged.length > 0 ? [...groups, { tag: NO_TAG, projects: untagged }] : groups;
}

type GroupedProjectListProps = {
  projects: readonly Project[];
  renderRow: (project: Project) => ReactNode;
};

/** The loaded projects in collapsible sections, one per tag. */
export function GroupedProjectList({ projects, renderRow }: GroupedProjectListProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (tag: string) =>
    setCollapsed((before) => {
      const next = new Set(before);
      if (next.has(tag)) next.delete(tag);
      else next.add(tag);
      return next;
    });
  return (
    <Box>
      {groupProjectsByTag(projects).map((group) => (
        <TagSection
          key={group.tag}
          group={group}
          open={!collapsed.has(group.tag)}
          onToggle={() => toggle(group.tag)}
          renderRow={renderRow}
        />
      ))}
    </Box>
  );
}

type TagSectionProps = {
  group: TagGroup;
  open: boolean;
  onToggle: () => void;
  renderRow: (project: Project) => ReactNode;
};

function TagSection({ group, open, onToggle, renderRow }: TagSectionProps) {
  const listId = useId();
  return (
    <Box component="section" aria-label={group.tag} sx={{ mb: 1 }}>
      <Box component="h2" sx={{ m: 0 }}>
        <Button
          fullWidth
          color="inherit"
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{
            justifyContent: 'space-between',
            typography: 'subtitle1',
            fontWeight: 600,
            textTransform: 'none',
            bgcolor: 'action.hover',
            px: 2,
          }}
        >
          {group.tag} ({group.projects.length})
        </Button>
      </Box>
      <Collapse in={open} unmountOnExit>
        <List id={listId} aria-label={`${group.tag} projects`} disablePadding>
          {group.projects.map((project) => (
            <Fragment key={project.id}>{renderRow(project)}</Fragment>
          ))}
        </List>
      </Collapse>
    </Box>
  );
}
