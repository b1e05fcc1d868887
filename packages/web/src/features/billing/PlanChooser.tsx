import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type BillingInterval,
  billingMessages,
  type Currency,
  currencies,
  isLiveSubscription,
  type PaidPlan,
  paidPlans,
  planDescriptions,
  type SubscriptionStatus,
} from '@specboard/domain';
import { useId, useState } from 'react';
import {
  CHANGE_PLAN_MUTATION,
  GET_LIST_PRICE_QUERY,
  SUBSCRIBE_MUTATION,
} from './billing.documents.ts';
import type { ListPrice, WorkspaceBilling } from './billing.types.ts';
import { formatMoney } from './billing-labels.ts';
import { choiceProblems, initialChoice, type PlanChoice, priceChoice } from './plan-choice.ts';
import type { PaymentActions } from './usePaymentActions.ts';

const noPrices: readonly ListPrice[] = [];

function usePrices(licence: 'premium' | 'guest', currency: Currency, interval: BillingInterval) {
  const { data } = useQuery(GET_LIST_PRICE_QUERY, {
    variables: { workspaceLicense: licence, currency, filter: { interval } },
  });
  return data?.getListPrice ?? noPrices;
}

type PlanChooserProps = {
  billing: WorkspaceBilling;
  actions: PaymentActions;
};

/** The plans, interval, currency and seats to buy, with the live total; Subscribe or Update plan. */
export function PlanChooser({ billing, actions }: PlanChooserProps) {
  const headingId = useId();
  const [choice, setChoice] = useState<PlanChoice>(() => initialChoice(billing));
  const seatPrices = usePrices('premium', choice.currency, choice.interval);
  const guestPrices = usePrices('guest', choice.currency, choice.interval);
  const [subscribe] = useMutation(SUBSCRIBE_MUTATION);
  const [changePlan] = useMutation(CHANGE_PLAN_MUTATION);
  const problems = choiceProblems(choice, billing.usedLicenses);
  const priced = priceChoice(choice, seatPrices, guestPrices);
  const live = isLiveSubscription(billing.subscription?.status as SubscriptionStatus | undefined);
  const needsCard = billing.provider === 'test' && !billing.paymentMethod && !live;
  const per = choice.interval === 'year' ? 'year' : 'month';
  const update = (change: Partial<PlanChoice>) =>
    setChoice((current) => ({ ...current, ...change }));

  const buy = () => {
    if (!priced) return;
    const variables = {
      workspaceId: billing.workspaceId,
      priceId: priced.seatPrice.id,
      quantity: priced.seats,
      guestQuantity: priced.guestSeats,
    };
    if (live) {
      void actions.run(
        'buy',
        async () => (await changePlan({ variables })).data?.changeSubscriptionPlan,
      );
    } else {
      void actions.run(
        'buy',
        async () => (await subscribe({ variables })).data?.stripeCreateSubscribe,
      );
    }
  };

  const seatPriceOf = (plan: PaidPlan) =>
    seatPrices.find((price) => price.metadata.plan === plan && price.currency === choice.currency);

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 2 }}>
        {live ? 'Change plan' : 'Choose a plan'}
      </Typography>
      <RadioGroup
        aria-label="Plan"
        value={choice.plan}
        onChange={(event) => update({ plan: event.target.value as PaidPlan })}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {paidPlans.map((plan) => {
            const description = planDescriptions[plan];
            const price = seatPriceOf(plan);
            return (
              <Paper
                key={plan}
                variant="outlined"
                sx={{
                  flex: 1,
                  p: 2,
                  borderColor: choice.plan === plan ? 'primary.main' : undefined,
                }}
              >
                <FormControlLabel value={plan} control={<Radio />} label={description.name} />
                <Typography color="text.secondary">{description.summary}</Typography>
                {price && (
                  <Typography sx={{ mt: 1, fontWeight: 600 }}>
                    {formatMoney(price.unit_amount, price.currency)} per seat per {per}
                  </Typography>
                )}
                <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
                  {description.features.map((feature) => (
                    <li key={feature}>
                      <Typography variant="body2">{feature}</Typography>
                    </li>
                  ))}
                </Box>
              </Paper>
            );
          })}
        </Stack>
      </RadioGroup>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mt: 3, flexWrap: 'wrap' }}
      >
        <ToggleButtonGroup
          exclusive
          aria-label="Billing interval"
          value={choice.interval}
          onChange={(_, interval: BillingInterval | null) => interval && update({ interval })}
          size="small"
        >
          <ToggleButton value="month">Monthly</ToggleButton>
          <ToggleButton value="year">Yearly</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          label="Currency"
          value={choice.currency}
          onChange={(event) => update({ currency: event.target.value as Currency })}
          size="small"
          sx={{ minWidth: 120 }}
        >
          {currencies.map((currency) => (
            <MenuItem key={currency} value={currency}>
              {currency.toUpperCase()}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Seats"
          type="number"
          size="small"
          value={choice.seats}
          onChange={(event) => update({ seats: event.target.value })}
          error={Boolean(problems.seats)}
          helperText={problems.seats ?? `${billing.usedLicenses} in use`}
          slotProps={{
            htmlInput: { min: Math.max(1, billing.usedLicenses), inputMode: 'numeric' },
          }}
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
        <TextField
          label="Extra guest seats"
          type="number"
          size="small"
          value={choice.guestSeats}
          onChange={(event) => update({ guestSeats: event.target.value })}
          error={Boolean(problems.guestSeats)}
          helperText={problems.guestSeats ?? `${billing.includedGuestSeats} guest seats included`}
          slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
      </Stack>

      <Box sx={{ mt: 2 }} aria-live="polite">
        {priced && (
          <>
            <Typography variant="body2" color="text.secondary">
              {priced.seats} × {formatMoney(priced.seatPrice.unit_amount, choice.currency)}
              {priced.guestPrice && priced.guestSeats > 0
                ? ` + ${priced.guestSeats} × ${formatMoney(priced.guestPrice.unit_amount, choice.currency)} per guest seat`
                : ''}
            </Typography>
            <Typography variant="h3" data-testid="plan-total">
              Total: {formatMoney(priced.total, choice.currency)} per {per}
            </Typography>
          </>
        )}
      </Box>

      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Button
          variant="contained"
          onClick={buy}
          disabled={
            !priced ||
            needsCard ||
            Boolean(problems.seats || problems.guestSeats) ||
            actions.busy !== null
          }
        >
          {live ? 'Update plan' : 'Subscribe'}
        </Button>
        {needsCard && (
          <Typography variant="body2" color="text.secondary">
            {billingMessages.noPaymentMethod}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
