import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../test/identity-fixtures.ts';
import { projectServer, sampleProject } from '../test/project-fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { createTestServer, sampleStatus } from '../test/test-apollo.ts';
import { setViewportWidth } from '../test/viewport.ts';
import { sampleMember, sampleWorkspace } from '../test/workspace-fixtures.ts';
import { workspaceServer } from '../test/workspace-server.ts';
import { appRoutes } from './routes.tsx';

async function seriousViolations() {
  // jsdom has no layout, so colour contrast is checked by the theme test instead.
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}

const notices = [
  { id: 'maintenance-1', kind: 'MAINTENANCE' as const, message: 'Maintenance tonight.' },
  { id: 'general-1', kind: 'GENERAL' as const, message: 'Welcome.' },
];

describe('accessibility of the shell', () => {
  it.each([1280, 375])('has no serious or critical axe violations at %i px', async (width) => {
    setViewportWidth(width);
    const server = createTestServer({ ...sampleStatus, notices }, { session: signedIn() });
    renderRoutes(appRoutes, '/status', server);
    await screen.findByText('Embedded PostgreSQL (PGlite)');
    await screen.findByText('Maintenance tonight.');
    expect(await seriousViolations()).toEqual([]);
  });

  it.each(['/login', '/sign-up', '/confirm-sign-up?email=ada%40example.com'])(
    'has no serious or critical axe violations on %s at 375 px',
    async (path) => {
      setViewportWidth(375);
      renderRoutes(appRoutes, path);
      await screen.findByRole('heading', { level: 1 });
      expect(await seriousViolations()).toEqual([]);
    },
  );

  it.each([375, 1280])(
    'has no serious or critical axe violations on the white-label sign-in at %i px',
    async (width) => {
      setViewportWidth(width);
      const branding = {
        __typename: 'WorkspaceBranding',
        id: 'ws-1',
        name: 'Lumen Partners',
        logo: {
          __typename: 'ProfileImage',
          url: 'https://cdn.example/lumen.png',
          thumbnails: { __typename: 'Thumbnails', medium: 'https://cdn.example/lumen-m.png' },
        },
      };
      renderRoutes(
        appRoutes,
        '/white-label?workspaceId=ws-1',
        createTestServer(sampleStatus, { resolvers: { getWorkspaceBranding: () => branding } }),
      );
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Lumen Partners' });
      expect(await seriousViolations()).toEqual([]);
    },
  );

  it('has no serious or critical axe violations on the account page', async () => {
    renderRoutes(
      appRoutes,
      '/account/personal-info',
      createTestServer(sampleStatus, { session: signedIn() }),
    );
    await screen.findByRole('form', { name: 'Personal info' });
    expect(await seriousViolations()).toEqual([]);
  });

  it.each([1280, 375])(
    'has no serious or critical axe violations on the admin panel and its invite dialog at %i px',
    async (width) => {
      setViewportWidth(width);
      const user = userEvent.setup();
      const fake = workspaceServer({
        workspaces: [sampleWorkspace({ readOnlyMessage: 'This workspace is in Read-Only mode.' })],
        members: [sampleMember(), sampleMember({ userId: 'user-3', role: 'guest', name: null })],
      });
      renderRoutes(
        appRoutes,
        '/workspace/ws-1/workspace-adminpanel/members',
        createTestServer(sampleStatus, { session: signedIn(), resolvers: fake.resolvers }),
      );
      await screen.findByRole('listitem', { name: 'Grace Hopper' });
      expect(await seriousViolations()).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Invite members' }));
      await user.type(await screen.findByRole('textbox', { name: 'Email addresses' }), 'a@b, c');
      await user.tab();
      expect(await seriousViolations()).toEqual([]);
    },
  );

  it.each([375, 1280])(
    'has no serious or critical axe violations on the projects page and New Project at %i px',
    async (width) => {
      setViewportWidth(width);
      const user = userEvent.setup();
      const workspaces = workspaceServer({ workspaces: [sampleWorkspace()] });
      const projects = projectServer([
        sampleProject(),
        sampleProject({ id: 'project-2', projectName: 'City Library', projectColor: '#3451b2' }),
      ]);
      renderRoutes(
        appRoutes,
        '/workspace/ws-1/projects',
        createTestServer(sampleStatus, {
          session: signedIn(),
          resolvers: { ...workspaces.resolvers, ...projects.resolvers, searchAddress: () => [] },
        }),
      );
      await screen.findByRole('list', { name: 'Active projects' });
      expect(await seriousViolations()).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'New project' }));
      const dialog = await screen.findByRole('dialog', { name: 'New project' });
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await seriousViolations()).toEqual([]);
    },
  );
});
