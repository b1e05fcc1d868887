import { graphql } from '../../graphql/index.ts';

// The dialog asks only what it shows; `no-cache` keeps this narrow answer out of the cached
// billing the payment page reads whole.
export const UPGRADE_BILLING_QUERY = graphql(`
  query GetUpgradeBilling($workspaceId: ID!) {
    getWorkspaceBilling(workspaceId: $workspaceId) {
      workspaceId
      trialState
      trialDays
      paymentManagers {
        id
        name
        email
      }
    }
  }
`);

export const START_TRIAL_FROM_GATE_MUTATION = graphql(`
  mutation StartTrialFromGate($workspaceId: ID!) {
    startWorkspaceTrial(workspaceId: $workspaceId) {
      status
      message
      url
    }
  }
`);

export const WORKSPACE_PAYMENT_EVENTS_SUBSCRIPTION = graphql(`
  subscription WorkspacePaymentEvents($workspaceId: ID!) {
    paymentEvents(workspaceId: $workspaceId) {
      workspaceId
      type
      workspaceType
      workspaceStatus
      premiumLicenses
      guestLicenseLimit
    }
  }
`);
