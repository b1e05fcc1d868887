import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, lazyRoute } from './lazyRoute.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';

function EmptyPage() {
  return null;
}

describe('lazy route chunks', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the loaded module', async () => {
    const load = lazyRoute(async () => ({ Component: EmptyPage }));
    await expect(load()).resolves.toHaveProperty('Component');
  });

  it('fails with a ChunkLoadError after 120 s', async () => {
    vi.useFakeTimers();
    const load = lazyRoute(() => new Promise<never>(() => {}));
    const result = load();
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const load = lazyRoute(() => Promise.reject(new TypeError('Failed to fetch module')));
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('shows that the page could not load, with Reload', async () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <p>Loading</p>,
        lazy: lazyRoute(() => Promise.reject(new TypeError('Failed to fetch module'))),
      },
    ];
    renderRoutes(routes, '/');
    expect(await screen.findByText('This page could not load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
