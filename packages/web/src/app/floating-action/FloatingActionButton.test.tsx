import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderRoutes, renderWithProviders } from '../../test/render.tsx';
import { createTestServer, sampleStatus } from '../../test/test-apollo.ts';
import { appRoutes } from '../routes.tsx';
import type { AssistantEntry } from './assistant-registry.ts';
import { FloatingActionButton } from './FloatingActionButton.tsx';

const assistant: AssistantEntry = {
  label: 'Open AI assistant',
  Panel: ({ onClose }) => (
    <aside aria-label="AI assistant">
      <button type="button" onClick={onClose}>
        Close assistant
      </button>
    </aside>
  ),
};

function renderButton(routeName: string, options: { withAssistant?: boolean; email?: string }) {
  renderWithProviders(
    <FloatingActionButton
      routeName={routeName}
      assistant={options.withAssistant ? assistant : undefined}
      supportEmail={options.email}
      aboveBottomNav={false}
    />,
  );
}

describe('bottom-right button', () => {
  it('opens and closes the assistant where the route allows it', async () => {
    const user = userEvent.setup();
    renderButton('projects', { withAssistant: true });
    await user.click(screen.getByRole('button', { name: 'Open AI assistant' }));
    expect(screen.getByRole('complementary', { name: 'AI assistant' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close assistant' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it.each(['login', 'project-library', 'shared-collection'])('is hidden on %s', (name) => {
    renderButton(name, { withAssistant: true, email: 'support@example.com' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is replaced by Contact Us on the workspace payment page', () => {
    renderButton('workspace-payment', { withAssistant: true, email: 'support@example.com' });
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    expect(screen.queryByRole('button', { name: 'Open AI assistant' })).not.toBeInTheDocument();
  });

  it('offers no Contact Us without a support address', () => {
    renderButton('workspace-payment', { withAssistant: true });
    expect(screen.queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
  });

  it('offers no AI button while no assistant is available', () => {
    renderButton('projects', {});
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not in the product yet: no assistant is registered', async () => {
    renderRoutes(appRoutes, '/status', createTestServer(sampleStatus, { session: signedIn() }));
    await screen.findByRole('heading', { name: 'System status' });
    expect(screen.queryByRole('button', { name: /assistant/i })).not.toBeInTheDocument();
  });
});
