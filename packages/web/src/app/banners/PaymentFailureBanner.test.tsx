import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentFailureBanner } from './PaymentFailureBanner.tsx';

describe('payment failure banner', () => {
  it.each([undefined, 'active'] as const)('is absent when the workspace is %s', (state) => {
    render(<PaymentFailureBanner state={state} />);
    expect(screen.queryByTestId('payment-failure-banner')).not.toBeInTheDocument();
  });

  it('explains Read-Only mode after a failed payment', async () => {
    const user = userEvent.setup();
    const onUpdatePayment = vi.fn();
    render(<PaymentFailureBanner state="payment-failed" onUpdatePayment={onUpdatePayment} />);
    const banner = screen.getByTestId('payment-failure-banner');
    expect(banner).toHaveTextContent('Read-Only mode');
    expect(banner).toHaveTextContent('The last payment was unsuccessful');
    await user.click(screen.getByRole('button', { name: 'Update payment' }));
    expect(onUpdatePayment).toHaveBeenCalledOnce();
  });

  it('explains Read-Only mode after premium expired', () => {
    render(<PaymentFailureBanner state="premium-expired" />);
    expect(screen.getByTestId('payment-failure-banner')).toHaveTextContent('Read-Only mode');
  });

  it("shows the workspace's own Read-Only message when given", () => {
    render(<PaymentFailureBanner message="Read-only until the payment is updated." />);
    const banner = screen.getByTestId('payment-failure-banner');
    expect(banner).toHaveTextContent('Read-Only mode');
    expect(banner).toHaveTextContent('Read-only until the payment is updated.');
  });

  it('is absent when the workspace has no Read-Only message', () => {
    render(<PaymentFailureBanner message={null} />);
    expect(screen.queryByTestId('payment-failure-banner')).not.toBeInTheDocument();
  });
});
