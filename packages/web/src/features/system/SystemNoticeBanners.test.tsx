import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { createTestServer, sampleStatus } from '../../test/test-apollo.ts';
import { SystemNoticeBanners } from './SystemNoticeBanners.tsx';
import { SystemNotices } from './SystemNotices.tsx';
import type { SystemNotice } from './system.types.ts';

const maintenance: SystemNotice = {
  id: 'maintenance-1',
  kind: 'MAINTENANCE',
  message: 'Maintenance on Saturday 10:00–11:00 UTC.',
};
const general: SystemNotice = {
  id: 'general-1',
  kind: 'GENERAL',
  message: 'Welcome to Specboard.',
};

describe('system notice banners', () => {
  it('closes a maintenance notice and keeps it closed after a reload', async () => {
    const user = userEvent.setup();
    const first = render(<SystemNoticeBanners notices={[maintenance]} />);
    await user.click(screen.getByRole('button', { name: 'Close maintenance notice' }));
    expect(screen.queryByText(maintenance.message)).not.toBeInTheDocument();

    first.unmount();
    render(<SystemNoticeBanners notices={[maintenance]} />);
    expect(screen.queryByText(maintenance.message)).not.toBeInTheDocument();
  });

  it('shows a maintenance notice again once its id changes', async () => {
    const user = userEvent.setup();
    const first = render(<SystemNoticeBanners notices={[maintenance]} />);
    await user.click(screen.getByRole('button', { name: 'Close maintenance notice' }));
    first.unmount();

    const changed = {
      ...maintenance,
      id: 'maintenance-2',
      message: 'Maintenance moved to Sunday.',
    };
    render(<SystemNoticeBanners notices={[changed]} />);
    expect(screen.getByText('Maintenance moved to Sunday.')).toBeInTheDocument();
  });

  it('does not let a general notice be closed', () => {
    render(<SystemNoticeBanners notices={[general]} />);
    expect(screen.getByTestId('general-banner')).toHaveTextContent(general.message);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the notices of the server status', async () => {
    const { client } = createTestServer({ ...sampleStatus, notices: [maintenance, general] });
    renderWithProviders(<SystemNotices />, { client });
    expect(await screen.findByTestId('maintenance-banner')).toHaveTextContent(maintenance.message);
    expect(screen.getByTestId('general-banner')).toHaveTextContent(general.message);
  });
});
