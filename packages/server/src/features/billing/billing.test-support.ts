import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import type { TestApp } from '../../../test/support/test-app.ts';

export const premiumMonthlyUsd = 'specboard_premium_premium_month_usd';

export const createWorkspaceMutation = graphql(
  `mutation BillingCreateWorkspace($name: String!) { createWorkspaceV2(name: $name) { id } }`,
);
export const workspaceQuery = graphql(`query BillingWorkspace($w: ID!) {
  getWorkspace(workspaceId: $w) { id workspaceType status premiumLicenses guestLicenseLimit readOnlyMessage paymentRequired type }
}`);
export const billingQuery = graphql(`query BillingWorkspaceBilling($w: ID!) {
  getWorkspaceBilling(workspaceId: $w) {
    provider trialState trialDays usedLicenses includedGuestSeats
    subscription { id status seats type priceId priceAmount subEnd amountDue }
    paymentMethod { brand last4 expMonth expYear }
    paymentManagers { name email }
    canPay { allowed message }
    testCards { number behaviour }
  }
}`);
export const createCardMutation = graphql(
  `mutation BillingCreateTestPaymentMethod($n: String!, $e: String!, $c: String!) { createTestPaymentMethod(number: $n, expiry: $e, cvc: $c) }`,
);
export const saveCardMutation = graphql(
  `mutation BillingSaveCard($w: ID!, $p: ID!) { saveAndAttachPaymentMethodId(workspaceId: $w, paymentMethodId: $p) { id brand last4 expMonth expYear } }`,
);
export const trialMutation = graphql(
  `mutation BillingStartTrial($w: ID!, $plan: String) { startWorkspaceTrial(workspaceId: $w, plan: $plan) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }`,
);
export const subscribeMutation = graphql(
  `mutation BillingSubscribe($w: ID!, $p: ID!, $q: Int!, $g: Int) { stripeCreateSubscribe(workspaceId: $w, priceId: $p, quantity: $q, guestQuantity: $g) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }`,
);
export const changePlanMutation = graphql(
  `mutation BillingChangePlan($w: ID!, $p: ID, $q: Int, $g: Int) { changeSubscriptionPlan(workspaceId: $w, priceId: $p, quantity: $q, guestQuantity: $g) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }`,
);
export const confirmMutation = graphql(
  `mutation BillingConfirm($w: ID!, $c: ID!, $a: Boolean!) { confirmPayment(workspaceId: $w, confirmationId: $c, approve: $a) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }`,
);
export const payOpenInvoiceMutation = graphql(
  `mutation BillingPayOpenInvoice($w: ID!) { payOpenInvoice(workspaceId: $w) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }`,
);
export const cancelMutation = graphql(
  `mutation BillingCancel($w: ID!) { cancelSubscription(workspaceId: $w) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }`,
);
export const renewalMutation = graphql(
  `mutation BillingRunTestRenewal($w: ID!) { runTestRenewal(workspaceId: $w) { status message confirmationId billing { trialState subscription { status seats guestSeats type amountDue } paymentMethod { last4 } } } }`,
);
export const invoicesQuery = graphql(`query BillingInvoices($w: ID!, $l: Int, $t: String) {
  getUserInvoices(workspaceId: $w, limit: $l, nextToken: $t) {
    data { inId number status amountDue amountPaid currency keyToPdf data { description } }
    nextToken
  }
}`);
export const subscriptionsQuery = graphql(
  `query BillingSubscriptions($w: ID) { getUserSubscriptions(workspaceId: $w) { workspaceId type status seats priceAmount priceCurrency } }`,
);
export const pricesQuery = graphql(
  `query BillingPrices($l: String, $c: String, $f: PriceFilter) { getListPrice(workspaceLicense: $l, currency: $c, filter: $f) { id currency unit_amount metadata { plan licence } recurring { interval } } }`,
);
export const paymentEventsSubscription = graphql(
  `subscription BillingPaymentEvents($w: ID!) { paymentEvents(workspaceId: $w) { workspaceId type message workspaceType workspaceStatus premiumLicenses } }`,
);

let counter = 0;

/** A person signed in, with a custom workspace of their own (free). */
export async function payer(app: TestApp, name = 'Billing') {
  const client = new ApiClient(app.url);
  const email = `billing.${++counter}.${Date.now()}@example.com`;
  const session = await signUpAndSignIn(app, client, email);
  const { createWorkspaceV2 } = await client.ok(createWorkspaceMutation, {
    name: `${name} ${counter}`,
  });
  return { client, email, userId: session!.user.id, workspaceId: createWorkspaceV2.id };
}

/** Types a test card and saves it as the workspace's card. */
export async function saveCard(client: ApiClient, workspaceId: string, number: string) {
  const { createTestPaymentMethod } = await client.ok(createCardMutation, {
    n: number,
    e: '12/40',
    c: '123',
  });
  return client.call(saveCardMutation, { w: workspaceId, p: createTestPaymentMethod });
}
