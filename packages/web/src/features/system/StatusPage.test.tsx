import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { createTestServer, sampleStatus } from '../../test/test-apollo.ts';
import { StatusPage } from './StatusPage.tsx';

describe('status page', () => {
  it('describes the embedded setup', async () => {
    const { client } = createTestServer();
    renderWithProviders(<StatusPage />, { client });
    expect(await screen.findByText('Embedded PostgreSQL (PGlite)')).toBeInTheDocument();
    expect(screen.getByText('In-process')).toBeInTheDocument();
    expect(screen.getByText(sampleStatus.version)).toBeInTheDocument();
  });

  it('describes a scaled-out setup', async () => {
    const { client } = createTestServer({ ...sampleStatus, database: 'POSTGRES', pubsub: 'REDIS' });
    renderWithProviders(<StatusPage />, { client });
    expect(await screen.findByText('PostgreSQL server')).toBeInTheDocument();
    expect(screen.getByText('Redis')).toBeInTheDocument();
  });

  it('updates the live pulse as pulses arrive from each server', async () => {
    const { client, pulses } = createTestServer();
    renderWithProviders(<StatusPage />, { client });
    expect(await screen.findByText('Waiting for the first pulse from the server…')).toBeVisible();

    act(() => pulses.next({ at: '2026-11-21T10:00:00.000Z', serverId: 'server-a' }));
    expect(await screen.findByText('server-a')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();

    act(() => pulses.next({ at: '2026-11-21T10:00:05.000Z', serverId: 'server-b' }));
    expect(await screen.findByText('server-b')).toBeInTheDocument();
    expect(screen.getByText('Servers heard').nextElementSibling).toHaveTextContent('2');
  });

  it('offers to try again when the status cannot be loaded', async () => {
    const { client } = createTestServer(new Error('Network Error'));
    renderWithProviders(<StatusPage />, { client });
    expect(await screen.findByText('The server status could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
