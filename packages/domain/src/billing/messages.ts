import { cellMessages } from '../schedule/messages.ts';

/** What people read about billing (seed 001 sections 8 and 9, seed 000 section 8); the rest ours. */
export const billingMessages = {
  paymentProcessing: 'Thank you, your payment is processing',
  subscriptionCompleted: 'Subscription plan has been successfully completed',
  activatingTrial: 'Activating your trial',
  paymentFailed: 'Something went wrong with your payment',
  returnToPayment: 'Return to payment',
  wrongCurrency: cellMessages.wrongCurrency,
  unknownLicence: (value: string, allowed: readonly string[]) =>
    `There is no licence "${value}"; choose ${allowed.join(' or ')}.`,
  unknownPrice: 'This price is not on sale. Choose a plan again.',
  planNotSold: (plan: string) =>
    `The ${plan} plan is not sold in the app. Contact us to set it up.`,
  seatsOutOfRange: (min: number, max: number) =>
    `Choose from ${min} to ${max} seats: every member holds one.`,
  guestSeatsOutOfRange: (max: number) => `Choose from 0 to ${max} extra guest seats.`,
  trialNotEligible: 'This workspace has already had its trial.',
  trialPersonal: 'Trials are for custom workspaces. Please create new custom workspace.',
  alreadySubscribed: 'This workspace already has a plan: change it instead.',
  noSubscription: 'This workspace has no plan to change. Choose one first.',
  noPaymentMethod: 'Add a card first.',
  cardDeclined: 'Your card was declined. Try another card.',
  cardNumberInvalid: 'Enter a card number of 12 to 19 digits.',
  cardExpiryInvalid: 'Enter the expiry as MM/YY, in the future.',
  cardCvcInvalid: 'Enter the 3 or 4 digits on the back of the card.',
  confirmationNeeded: 'Your bank asks you to confirm this payment.',
  confirmationDeclined: 'The payment was not confirmed.',
  nothingToPay: 'There is nothing to pay.',
  notConfigured:
    'Payments are not set up on this server. Ask its operator to connect a payment provider.',
  testModeOnly: 'This is for the built-in test provider only.',
  planCancelled: (endDate: string) => `Your plan is cancelled: it ends on ${endDate}.`,
  renewalPaid: 'The renewal was charged and paid: the next period has begun.',
  trialEnded: 'Your trial has ended: the workspace is on the free plan again.',
  subscriptionEnded: 'Your plan has ended.',
  subscriptionUpdated: 'Your plan has been updated.',
  cardSaved: 'Your card has been saved.',
  paymentMethodNotFound: 'This card was not saved: enter it again.',
  confirmationNotFound: 'This payment is no longer waiting for confirmation.',
  /** Told to someone who may not pay: who can. */
  askToUpgrade: (names: readonly string[]) =>
    names.length === 0
      ? 'Ask an admin of this workspace to upgrade it.'
      : `Ask ${joinNames(names)} to upgrade this workspace.`,
  readOnlyAskToPay: (names: readonly string[]) =>
    names.length === 0
      ? 'Ask an admin of this workspace to update its payment.'
      : `Ask ${joinNames(names)} to update the payment.`,
} as const;

function joinNames(names: readonly string[]): string {
  if (names.length === 1) return names[0] as string;
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}
