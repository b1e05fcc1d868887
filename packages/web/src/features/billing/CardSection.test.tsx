import { billingMessages } from '@specboard/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openPaymentPage } from './billing.test-support.tsx';

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

async function typeCard(number: string, expiry: string, cvc: string) {
  const user = userEvent.setup();
  const form = within(await screen.findByRole('form', { name: 'Card' }));
  await user.type(form.getByRole('textbox', { name: 'Card number' }), number);
  await user.type(form.getByRole('textbox', { name: 'Expiry (MM/YY)' }), expiry);
  await user.type(form.getByRole('textbox', { name: 'CVC' }), cvc);
  await user.click(form.getByRole('button', { name: 'Save card' }));
  return user;
}

describe('card', () => {
  it.each([
    [
      '4242 4242 4242 4241',
      `12/${nextYear}`,
      '123',
      'Card number',
      billingMessages.cardNumberInvalid,
    ],
    ['4242 4242 4242 4242', '13/30', '123', 'Expiry (MM/YY)', billingMessages.cardExpiryInvalid],
    ['4242 4242 4242 4242', '01/20', '123', 'Expiry (MM/YY)', billingMessages.cardExpiryInvalid],
    ['4242 4242 4242 4242', `12/${nextYear}`, '12', 'CVC', billingMessages.cardCvcInvalid],
  ])(
    'refuses %s %s %s at the field, saving nothing',
    async (number, expiry, cvc, field, message) => {
      const { server } = openPaymentPage();
      await typeCard(number, expiry, cvc);
      const input = screen.getByRole('textbox', { name: field });
      expect(input).toHaveAccessibleDescription(message);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(server.requests.some((r) => r.operationName === 'CreateTestPaymentMethod')).toBe(
        false,
      );
    },
  );

  it('saves a card as a payment method id and shows it', async () => {
    const { server, billing } = openPaymentPage();
    expect(await screen.findByText('Test mode')).toBeVisible();
    await typeCard('4242 4242 4242 4242', `12/${nextYear}`, '123');
    expect(await screen.findByTestId('saved-card')).toHaveTextContent(
      'Visa •••• 4242, expires 12/30',
    );
    const created = server.requests.find((r) => r.operationName === 'CreateTestPaymentMethod');
    expect(created?.variables).toMatchObject({ number: '4242424242424242' });
    const saved = server.requests.find((r) => r.operationName === 'SaveAndAttachPaymentMethodId');
    expect(saved?.variables).toEqual({ workspaceId: 'ws-1', paymentMethodId: 'pm_4242' });
    expect(billing.state.billing.paymentMethod?.last4).toBe('4242');
    // The form stays, to save another card in its place; it is emptied.
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('');
    // A card is saved: Subscribe may now be pressed.
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('lists the test cards, each with what it does and a copy button', async () => {
    openPaymentPage();
    const notice = await screen.findByTestId('test-mode-notice');
    const cards = within(within(notice).getByRole('list', { name: 'Test cards' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => card.textContent)).toEqual([
      '4242 4242 4242 4242Pays',
      '4000 0000 0000 0002Declined',
      '4000 0025 0000 3155Asks to confirm',
      '4000 0000 0000 0341Saved, then declined on renewal',
    ]);
    expect(within(notice).getByRole('button', { name: 'Copy Declined card number' })).toBeVisible();
  });
});
