import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { GET_LIST_PRICE_QUERY } from './billing.documents.ts';
import type { BillingSubscription, WorkspaceBilling } from './billing.types.ts';
import {
  formatDate,
  formatMoney,
  freePlanStatusLabel,
  planName,
  subscriptionStatusLabel,
} from './billing-labels.ts';

/** The guest seat price of the subscription's plan, interval and currency. */
function useGuestSeatPrice(subscription: BillingSubscription | null): number | undefined {
  const { data } = useQuery(GET_LIST_PRICE_QUERY, {
    variables: {
      workspaceLicense: 'guest',
      currency: subscription?.priceCurrency.toLowerCase(),
      filter: { plan: subscription?.type, interval: subscription?.priceInterval },
    },
    skip: !subscription || subscription.guestSeats === 0,
  });
  return data?.getListPrice[0]?.unit_amount;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** The workspace's plan now: its status, seats, period and what it costs. */
export function CurrentPlanSection({ billing }: { billing: WorkspaceBilling }) {
  const headingId = useId();
  const subscription = billing.subscription;
  const guestSeatPrice = useGuestSeatPrice(subscription);
  const per = subscription?.priceInterval === 'year' ? 'year' : 'month';
  const total = subscription
    ? subscription.priceAmount * subscription.seats +
      (guestSeatPrice ?? 0) * subscription.guestSeats
    : 0;
  const guestSeats = billing.includedGuestSeats + (subscription?.guestSeats ?? 0);

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
        Current plan
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0, sm: 1 },
          m: 0,
          '& dd': { mb: { xs: 1, sm: 0 } },
        }}
      >
        <Row term="Plan">{planName(subscription?.type)}</Row>
        <Row term="Status">
          {subscription
            ? subscriptionStatusLabel(subscription)
            : freePlanStatusLabel(billing.trialState)}
        </Row>
        {subscription && (
          <>
            <Row term="Seats">
              {subscription.seats} seats, {billing.usedLicenses} in use
            </Row>
            <Row term="Guest seats">
              {guestSeats} guest seats, {billing.usedGuestLicenses} in use
            </Row>
            {/* A trial's end is in its status already. */}
            {subscription.status !== 'trialing' && (
              <Row term="Period ends">{formatDate(subscription.subEnd)}</Row>
            )}
            <Row term="Price">
              {formatMoney(subscription.priceAmount, subscription.priceCurrency)} per seat per {per}
            </Row>
            <Row term="Total">
              {formatMoney(total, subscription.priceCurrency)} per {per}
            </Row>
            {subscription.amountDue !== null && subscription.amountDue > 0 && (
              <Row term="Amount due">
                {formatMoney(subscription.amountDue, subscription.priceCurrency)}
              </Row>
            )}
          </>
        )}
      </Box>
    </Paper>
  );
}
