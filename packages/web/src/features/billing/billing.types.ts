/** The billing API as the web reads it: aliases of the types generated from its documents. */
import type {
  GetListPriceQuery,
  GetUserInvoicesQuery,
  PaymentEventsSubscription,
  PaymentOutcomeFieldsFragment,
  WorkspaceBillingFieldsFragment,
} from '../../graphql/graphql.ts';

export type WorkspaceBilling = WorkspaceBillingFieldsFragment;
export type BillingSubscription = NonNullable<WorkspaceBilling['subscription']>;
export type SavedCard = NonNullable<WorkspaceBilling['paymentMethod']>;
export type TestCard = WorkspaceBilling['testCards'][number];
export type PaymentOutcome = PaymentOutcomeFieldsFragment;
export type ListPrice = GetListPriceQuery['getListPrice'][number];
export type Invoice = GetUserInvoicesQuery['getUserInvoices']['data'][number];
export type PaymentEvent = PaymentEventsSubscription['paymentEvents'];

/** What a payment call led to, in the API's words (PaymentOutcome.status). */
export type PaymentOutcomeStatus =
  | 'succeeded'
  | 'processing'
  | 'requiresConfirmation'
  | 'redirect'
  | 'failed';
