import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '../../ui/confirm/index.ts';
import { PROJECT_AREA_SNACKBAR_TIMEOUT_MS, useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import {
  COPY_PROJECT_MUTATION,
  DELETE_PROJECT_MUTATION,
  UPDATE_PROJECT_STATUS_MUTATION,
} from './projects.documents.ts';
import type { Project, ProjectStatus } from './projects.types.ts';

type ProjectActionsOptions = {
  workspaceId: string;
  /** The lists and the workspace's counts (the free cap, archived projects) changed: read again. */
  onChanged: () => void;
};

/**
 * What the projects list does to a project: archive or restore it (with Undo), copy it, and
 * delete it after asking, naming it. `pending` is the project a change is under way for.
 */
export function useProjectActions({ workspaceId, onChanged }: ProjectActionsOptions) {
  const { show } = useSnackbar();
  const confirm = useConfirm();
  const [pending, setPending] = useState<string | null>(null);
  const [updateStatus] = useMutation(UPDATE_PROJECT_STATUS_MUTATION);
  const [copyProject] = useMutation(COPY_PROJECT_MUTATION);
  const [deleteProject] = useMutation(DELETE_PROJECT_MUTATION);

  const failed = (error: unknown) => show({ color: 'error', text: readApiError(error).message });

  const run = async (project: Project, action: () => Promise<unknown>) => {
    setPending(project.id);
    try {
      await action();
      onChanged();
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setPending(null);
    }
  };

  const setStatus = (project: Project, status: ProjectStatus) =>
    run(project, () => updateStatus({ variables: { id: project.id, workspaceId, status } }));

  const toggleStatus = async (project: Project) => {
    const archiving = project.status === 'active';
    if (!(await setStatus(project, archiving ? 'archived' : 'active'))) return;
    show({
      id: `project-status:${project.id}`,
      color: 'success',
      text: `${project.title} is ${archiving ? 'archived' : 'restored'}.`,
      timeout: archiving ? 10_000 : PROJECT_AREA_SNACKBAR_TIMEOUT_MS,
      dataTest: archiving ? 'project-archived-undo' : undefined,
      action: archiving
        ? { label: 'Undo', onClick: () => void setStatus(project, 'active') }
        : undefined,
    });
  };

  const copy = async (project: Project) => {
    let copied: Project | undefined;
    const done = await run(project, async () => {
      const { data } = await copyProject({ variables: { id: project.id, workspaceId } });
      copied = data?.copyProject;
    });
    if (done && copied) {
      show({
        color: 'success',
        text: `${copied.title} is created from ${project.title}.`,
        timeout: PROJECT_AREA_SNACKBAR_TIMEOUT_MS,
      });
    }
  };

  const remove = async (project: Project) => {
    const sure = await confirm({
      title: `Delete “${project.title}”?`,
      message:
        'Its schedule, views, versions and comments are deleted for everyone on it. This cannot be undone.',
      confirmLabel: 'Delete project',
      destructive: true,
    });
    if (!sure) return;
    const done = await run(project, () =>
      deleteProject({ variables: { id: project.id, workspaceId } }),
    );
    if (done) {
      show({
        color: 'success',
        text: `${project.title} is deleted.`,
        timeout: PROJECT_AREA_SNACKBAR_TIMEOUT_MS,
      });
    }
  };

  return { pending, toggleStatus, copy, remove };
}
