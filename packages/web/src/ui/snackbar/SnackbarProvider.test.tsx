import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from './SnackbarProvider.tsx';
import type { SnackbarApi } from './snackbar-types.ts';
import { useSnackbar } from './useSnackbar.ts';

let api: SnackbarApi;
function CaptureApi() {
  api = useSnackbar();
  return null;
}

function renderProvider() {
  render(
    <SnackbarProvider>
      <CaptureApi />
    </SnackbarProvider>,
  );
}

function show(options: Parameters<SnackbarApi['show']>[0]) {
  let id = '';
  act(() => {
    id = api.show(options);
  });
  return id;
}

describe('snackbars', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes after 5000 ms by default', () => {
    renderProvider();
    show({ text: 'Saved' });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('honours a per-call timeout, such as 3 s in the project area', () => {
    renderProvider();
    show({ text: 'Row added', timeout: 3000 });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Row added')).not.toBeInTheDocument();
  });

  it('shows title, text and an action, and closes when the action is used', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onClick = vi.fn();
    renderProvider();
    show({
      title: 'Something went wrong with your payment',
      text: 'Your card was declined.',
      color: 'error',
      action: { label: 'Return to payment', onClick },
      dataTest: 'payment-error',
    });
    const snackbar = screen.getByTestId('payment-error');
    expect(snackbar).toHaveAttribute('role', 'alert');
    expect(snackbar).toHaveTextContent('Something went wrong with your payment');
    await user.click(screen.getByRole('button', { name: 'Return to payment' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('payment-error')).not.toBeInTheDocument();
  });

  it('shows three at a time and queues the rest', () => {
    renderProvider();
    for (const text of ['One', 'Two', 'Three', 'Four']) show({ text, timeout: 1000 + text.length });
    expect(screen.getByText('Three')).toBeInTheDocument();
    expect(screen.queryByText('Four')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1003));
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getByText('Four')).toBeInTheDocument();
  });

  it('replaces a snackbar shown again with the same id instead of stacking it', () => {
    renderProvider();
    show({ id: 'export', text: 'Export started' });
    show({ id: 'export', text: 'Export ready' });
    expect(screen.queryByText('Export started')).not.toBeInTheDocument();
    expect(screen.getAllByText(/^Export/)).toHaveLength(1);
  });

  it('keeps a snackbar without timeout until it is dismissed', () => {
    renderProvider();
    const id = show({ text: 'Stays', timeout: null, closable: false });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Stays')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    act(() => api.dismiss(id));
    expect(screen.queryByText('Stays')).not.toBeInTheDocument();
  });
});
