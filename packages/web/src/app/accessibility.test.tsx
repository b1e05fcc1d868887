import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../test/identity-fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { createTestServer, sampleStatus } from '../test/test-apollo.ts';
import { setViewportWidth } from '../test/viewport.ts';
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

  it('has no serious or critical axe violations on the not-found page', async () => {
    renderRoutes(appRoutes, '/missing', createTestServer(sampleStatus, { session: signedIn() }));
    await screen.findByRole('heading', { name: 'Page not found' });
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

  it('has no serious or critical axe violations on the account page', async () => {
    renderRoutes(
      appRoutes,
      '/account/personal-info',
      createTestServer(sampleStatus, { session: signedIn() }),
    );
    await screen.findByRole('form', { name: 'Personal info' });
    expect(await seriousViolations()).toEqual([]);
  });
});
