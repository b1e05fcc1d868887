import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { createTestServer } from '../../test/test-apollo.ts';
import { ConnectivityMonitor } from './ConnectivityMonitor.tsx';

const LOST = 'Internet connection is slow or interrupted';
const RECOVERED = 'Network connectivity has been recovered, please REFRESH.';

let browserOnline = true;

function goOffline() {
  browserOnline = false;
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  browserOnline = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('connectivity messages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    browserOnline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => browserOnline);
  });
  afterEach(() => vi.useRealTimers());

  function renderMonitor() {
    const server = createTestServer();
    renderWithProviders(<ConnectivityMonitor pulseIntervalMs={5000} />, { client: server.client });
    return server;
  }

  function pulse(server: ReturnType<typeof createTestServer>) {
    act(() => server.pulses.next({ at: new Date().toISOString(), serverId: 'server-a' }));
  }

  it('shows a red message when the browser goes offline, until it is back online', () => {
    renderMonitor();
    goOffline();
    const lost = screen.getByTestId('connection-lost');
    expect(lost).toHaveTextContent(LOST);
    // Red: the theme's error colour, filled.
    expect(getComputedStyle(lost).backgroundColor).toBe('rgb(192, 38, 45)');
    expect(lost).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByText(LOST)).toBeInTheDocument();

    goOnline();
    expect(screen.queryByText(LOST)).not.toBeInTheDocument();
    const recovered = screen.getByTestId('connection-recovered');
    expect(recovered).toHaveTextContent(RECOVERED);
    expect(recovered).toHaveTextContent('Unfinished processes may lose data');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('says nothing while the servers keep pulsing', () => {
    const server = renderMonitor();
    for (let i = 0; i < 6; i += 1) {
      act(() => vi.advanceTimersByTime(5000));
      pulse(server);
    }
    expect(screen.queryByText(LOST)).not.toBeInTheDocument();
  });

  it('treats a silent socket (no pulse for 3 intervals) as a slow connection', () => {
    const server = renderMonitor();
    pulse(server);
    act(() => vi.advanceTimersByTime(14_999));
    expect(screen.queryByText(LOST)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(LOST)).toBeInTheDocument();

    pulse(server);
    expect(screen.queryByText(LOST)).not.toBeInTheDocument();
    expect(screen.getByText(RECOVERED)).toBeInTheDocument();
  });

  it('does not listen to the pulse without a session or a shared link, and says nothing', () => {
    const server = createTestServer();
    renderWithProviders(<ConnectivityMonitor pulseIntervalMs={5000} live={false} />, {
      client: server.client,
    });
    act(() => vi.advanceTimersByTime(20_000));
    // The server would refuse such a socket: none is opened for the pulse.
    expect(server.pulses.observed).toBe(false);
    expect(screen.queryByText(LOST)).not.toBeInTheDocument();
    goOffline();
    expect(screen.getByText(LOST)).toBeInTheDocument();
  });
});
