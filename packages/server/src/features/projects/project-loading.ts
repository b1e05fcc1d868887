import type { PermissionSubject } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import {
  loadProjectSubjects,
  loadWorkspace,
  projectNotFound,
  standingOf,
  subjectOnProject,
} from '../workspaces/index.ts';
import type { ProjectSubjects } from './projects.presenter.ts';
import { countActiveProjects, findProject, type ProjectView } from './projects.repository.ts';

/** The workspace, with the count of its active projects that the free cap looks at. */
export async function loadWorkspaceForProjects(context: GraphQLContext, workspaceId: string) {
  const loaded = await loadWorkspace(context, workspaceId);
  loaded.subject.workspace.activeProjects = await countActiveProjects(
    context.database.db,
    workspaceId,
  );
  return loaded;
}

/**
 * The project and the viewer's two subjects: `subject`, their standing in the workspace (for what
 * concerns the workspace: copying, the free cap), and `onProject`, their role on this project
 * (effectiveProjectRole) with its state. A project they cannot open is not found. `sharedLink`
 * admits a reader of the project's shared link, signed in or not.
 */
export async function loadProject(
  context: GraphQLContext,
  workspaceId: string,
  projectId: string,
  options: { sharedLink?: string | null } = {},
) {
  const subjects = await loadProjectSubjects(context, {
    workspaceId,
    projectId,
    sharedLink: options.sharedLink,
  });
  const db = context.database.db;
  const [activeProjects, view] = await Promise.all([
    countActiveProjects(db, workspaceId),
    findProject(db, workspaceId, projectId, context.viewer?.userId ?? null),
  ]);
  if (!view) throw projectNotFound();
  const workspace = { ...subjects.inWorkspace.workspace, activeProjects };
  return {
    view,
    subject: { ...subjects.inWorkspace, workspace },
    onProject: {
      ...subjects.onProject,
      workspace,
      resource: { archived: view.status === 'archived' },
    },
  };
}

/** The subjects for a project of a list: the viewer's role on each is read off its row. */
export function subjectsFor(subject: PermissionSubject, view: ProjectView): ProjectSubjects {
  return {
    subject,
    onProject: subjectOnProject(subject, standingOf(view)) ?? {
      ...subject,
      viewer: { ...subject.viewer, role: undefined },
    },
  };
}
