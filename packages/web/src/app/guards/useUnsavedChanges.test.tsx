import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { useUnsavedChanges } from './useUnsavedChanges.ts';

function EditPage() {
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Edit
      </button>
      <Link to="/other">Other page</Link>
      <Link to="/third">Third page</Link>
      <Link to="/edit?view=2">Another view</Link>
    </>
  );
}

const routes: RouteObject[] = [
  { path: '/edit', element: <EditPage /> },
  { path: '/other', element: <h1>Other page</h1> },
  { path: '/third', element: <h1>Third page</h1> },
];

describe('leaving with unsaved changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function setup() {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const view = renderRoutes(routes, '/edit');
    return { user, ...view };
  }

  it('lets the user leave freely while nothing changed', async () => {
    const { user, router } = await setup();
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(router.state.location.pathname).toBe('/other');
  });

  it('asks "Leave page? Changes you made may not be saved." after 400 ms', async () => {
    const { user, router } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(router.state.location.pathname).toBe('/edit');

    act(() => vi.advanceTimersByTime(399));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Leave page? Changes you made may not be saved.',
    );
  });

  it('stays on the page when the user chooses Stay', async () => {
    const { user, router } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    act(() => vi.advanceTimersByTime(400));
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/edit');
  });

  it('asks once for rapid repeated navigations and goes to the last one on Leave', async () => {
    const { user, router } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    act(() => vi.advanceTimersByTime(200));
    await user.click(screen.getByRole('link', { name: 'Third page' }));
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/third');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask when only the query of the same page changes', async () => {
    const { user, router } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Another view' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=2');
  });

  it('asks the browser to confirm closing or reloading the tab', async () => {
    const { user } = await setup();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
