import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { RouteProgress } from './RouteProgress.tsx';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const routes: RouteObject[] = [
  {
    element: (
      <>
        <RouteProgress />
        <Link to="/fast">Fast page</Link>
        <Link to="/slow">Slow page</Link>
        <Link to="/stuck">Stuck page</Link>
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <h1>Start</h1> },
      { path: '/fast', loader: () => wait(300).then(() => null), element: <h1>Fast</h1> },
      { path: '/slow', loader: () => wait(2000).then(() => null), element: <h1>Slow</h1> },
      { path: '/stuck', loader: () => new Promise(() => {}), element: <h1>Stuck</h1> },
    ],
  },
];

describe('route loading indicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function navigateTo(name: string) {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const view = renderRoutes(routes, '/');
    await user.click(screen.getByRole('link', { name }));
    return view;
  }

  const progress = () => screen.queryByRole('progressbar', { name: 'Loading page' });

  it('never appears for a navigation faster than 400 ms', async () => {
    await navigateTo('Fast page');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByRole('heading', { name: 'Fast' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(progress()).not.toBeInTheDocument();
  });

  it('appears after 400 ms and goes once the page arrives', async () => {
    await navigateTo('Slow page');
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(progress()).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(progress()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(screen.getByRole('heading', { name: 'Slow' })).toBeInTheDocument();
    expect(progress()).not.toBeInTheDocument();
  });

  it('gives up after 10 s with an error, staying on the current page', async () => {
    const { router } = await navigateTo('Stuck page');
    await act(() => vi.advanceTimersByTimeAsync(9999));
    expect(progress()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(progress()).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The page took too long to load. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.navigation.state).toBe('idle');
    expect(screen.getByRole('heading', { name: 'Start' })).toBeInTheDocument();
  });
});
