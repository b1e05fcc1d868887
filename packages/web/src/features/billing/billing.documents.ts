import { graphql } from '../../graphql/index.ts';

export const WORKSPACE_BILLING_FIELDS = graphql(`
  fragment WorkspaceBillingFields on WorkspaceBilling {
    workspaceId
    provider
    trialState
    trialDays
    subscription {
      id
      workspaceId
      workspaceName
      type
      status
      priceId
      priceAmount
      priceCurrency
      priceInterval
      seats
      guestSeats
      subStart
      subEnd
      trialEnd
      amountDue
    }
    paymentMethod {
      id
      brand
      last4
      expMonth
      expYear
    }
    paymentManagers {
      id
      name
      email
    }
    canPay {
      allowed
      reason
      message
    }
    usedLicenses
    usedGuestLicenses
    includedGuestSeats
    testCards {
      number
      behaviour
      label
    }
  }
`);

export const GET_WORKSPACE_BILLING_QUERY = graphql(`
  query GetWorkspaceBilling($workspaceId: ID!) {
    getWorkspaceBilling(workspaceId: $workspaceId) {
      ...WorkspaceBillingFields
    }
  }
`);

export const GET_LIST_PRICE_QUERY = graphql(`
  query GetListPrice($workspaceLicense: String, $currency: String, $filter: PriceFilter) {
    getListPrice(workspaceLicense: $workspaceLicense, currency: $currency, filter: $filter) {
      id
      currency
      metadata {
        plan
        licence
      }
      nickname
      recurring {
        interval
        interval_count
      }
      unit_amount
    }
  }
`);

export const GET_USER_INVOICES_QUERY = graphql(`
  query GetUserInvoices($workspaceId: ID!, $limit: Int, $nextToken: String) {
    getUserInvoices(workspaceId: $workspaceId, limit: $limit, nextToken: $nextToken) {
      data {
        inId
        number
        workspaceId
        status
        amountDue
        amountPaid
        currency
        createdAt
        data {
          description
          start
          end
        }
        keyToPdf
      }
      nextToken
    }
  }
`);

export const PAYMENT_OUTCOME_FIELDS = graphql(`
  fragment PaymentOutcomeFields on PaymentOutcome {
    status
    message
    url
    confirmationId
    billing {
      ...WorkspaceBillingFields
    }
  }
`);

export const CREATE_TEST_PAYMENT_METHOD_MUTATION = graphql(`
  mutation CreateTestPaymentMethod($number: String!, $expiry: String!, $cvc: String!) {
    createTestPaymentMethod(number: $number, expiry: $expiry, cvc: $cvc)
  }
`);

export const SAVE_PAYMENT_METHOD_MUTATION = graphql(`
  mutation SaveAndAttachPaymentMethodId($workspaceId: ID!, $paymentMethodId: ID!) {
    saveAndAttachPaymentMethodId(workspaceId: $workspaceId, paymentMethodId: $paymentMethodId) {
      id
      brand
      last4
      expMonth
      expYear
    }
  }
`);

export const START_TRIAL_MUTATION = graphql(`
  mutation StartWorkspaceTrial($workspaceId: ID!, $plan: String) {
    startWorkspaceTrial(workspaceId: $workspaceId, plan: $plan) {
      ...PaymentOutcomeFields
    }
  }
`);

export const SUBSCRIBE_MUTATION = graphql(`
  mutation StripeCreateSubscribe(
    $workspaceId: ID!
    $priceId: ID!
    $quantity: Int!
    $guestQuantity: Int
  ) {
    stripeCreateSubscribe(
      workspaceId: $workspaceId
      priceId: $priceId
      quantity: $quantity
      guestQuantity: $guestQuantity
    ) {
      ...PaymentOutcomeFields
    }
  }
`);

export const CHANGE_PLAN_MUTATION = graphql(`
  mutation ChangeSubscriptionPlan(
    $workspaceId: ID!
    $priceId: ID
    $quantity: Int
    $guestQuantity: Int
  ) {
    changeSubscriptionPlan(
      workspaceId: $workspaceId
      priceId: $priceId
      quantity: $quantity
      guestQuantity: $guestQuantity
    ) {
      ...PaymentOutcomeFields
    }
  }
`);

export const CONFIRM_PAYMENT_MUTATION = graphql(`
  mutation ConfirmPayment($workspaceId: ID!, $confirmationId: ID!, $approve: Boolean!) {
    confirmPayment(workspaceId: $workspaceId, confirmationId: $confirmationId, approve: $approve) {
      ...PaymentOutcomeFields
    }
  }
`);

export const PAY_OPEN_INVOICE_MUTATION = graphql(`
  mutation PayOpenInvoice($workspaceId: ID!) {
    payOpenInvoice(workspaceId: $workspaceId) {
      ...PaymentOutcomeFields
    }
  }
`);

export const CANCEL_SUBSCRIPTION_MUTATION = graphql(`
  mutation CancelSubscription($workspaceId: ID!) {
    cancelSubscription(workspaceId: $workspaceId) {
      ...PaymentOutcomeFields
    }
  }
`);

export const RUN_TEST_RENEWAL_MUTATION = graphql(`
  mutation RunTestRenewal($workspaceId: ID!) {
    runTestRenewal(workspaceId: $workspaceId) {
      ...PaymentOutcomeFields
    }
  }
`);

export const PAYMENT_EVENTS_SUBSCRIPTION = graphql(`
  subscription PaymentEvents($workspaceId: ID!) {
    paymentEvents(workspaceId: $workspaceId) {
      workspaceId
      type
      message
      workspaceType
      workspaceStatus
      premiumLicenses
      guestLicenseLimit
    }
  }
`);
