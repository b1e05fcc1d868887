import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { billingMessages, cardProblem } from '@specboard/domain';
import { type FormEvent, useId, useState } from 'react';
import { readApiError } from '../identity/index.ts';
import {
  CREATE_TEST_PAYMENT_METHOD_MUTATION,
  GET_WORKSPACE_BILLING_QUERY,
  SAVE_PAYMENT_METHOD_MUTATION,
} from './billing.documents.ts';
import type { WorkspaceBilling } from './billing.types.ts';
import { cardLabel } from './billing-labels.ts';

type CardField = 'number' | 'expiry' | 'cvc';

/** Which field the domain's first card problem is about. */
function fieldOf(problem: string): CardField {
  if (problem === billingMessages.cardExpiryInvalid) return 'expiry';
  if (problem === billingMessages.cardCvcInvalid) return 'cvc';
  return 'number';
}

const emptyCard = { number: '', expiry: '', cvc: '' };

/**
 * The card every payment is taken from, with the built-in test provider: the saved one, and a
 * form to save another in its place. The typed card becomes a payment method id at once (as Stripe.js would
 * do) and only that id is saved.
 */
export function CardSection({ billing }: { billing: WorkspaceBilling }) {
  const headingId = useId();
  const saved = billing.paymentMethod;
  const [card, setCard] = useState(emptyCard);
  const [problem, setProblem] = useState<{ field: CardField; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [createMethod] = useMutation(CREATE_TEST_PAYMENT_METHOD_MUTATION);
  const [attachMethod] = useMutation(SAVE_PAYMENT_METHOD_MUTATION, {
    refetchQueries: [
      { query: GET_WORKSPACE_BILLING_QUERY, variables: { workspaceId: billing.workspaceId } },
    ],
    awaitRefetchQueries: true,
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = cardProblem(card, new Date());
    setProblem(found ? { field: fieldOf(found), message: found } : null);
    if (found) return;
    setSaving(true);
    try {
      const created = await createMethod({
        variables: {
          number: card.number.replace(/[\s-]/g, ''),
          expiry: card.expiry,
          cvc: card.cvc,
        },
      });
      const paymentMethodId = created.data?.createTestPaymentMethod;
      if (!paymentMethodId) return;
      // The saved card then shows from the billing read again.
      await attachMethod({ variables: { workspaceId: billing.workspaceId, paymentMethodId } });
      setCard(emptyCard);
    } catch (error) {
      setFailure(readApiError(error).message);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: CardField, label: string, autoComplete: string, placeholder: string) => (
    <TextField
      label={label}
      size="small"
      value={card[name]}
      onChange={(event) => setCard((current) => ({ ...current, [name]: event.target.value }))}
      error={problem?.field === name}
      helperText={problem?.field === name ? problem.message : undefined}
      placeholder={placeholder}
      slotProps={{ htmlInput: { autoComplete, inputMode: 'numeric' } }}
      sx={{ flex: name === 'number' ? 2 : 1, minWidth: name === 'number' ? 220 : 120 }}
    />
  );

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
        Card
      </Typography>
      {saved ? (
        <Typography data-testid="saved-card" sx={{ mb: 2 }}>
          {cardLabel(saved)}
        </Typography>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No card saved yet.
        </Typography>
      )}
      <Box component="form" noValidate onSubmit={save} aria-label="Card">
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          {field('number', 'Card number', 'cc-number', '4242 4242 4242 4242')}
          {field('expiry', 'Expiry (MM/YY)', 'cc-exp', 'MM/YY')}
          {field('cvc', 'CVC', 'cc-csc', '123')}
        </Stack>
        <Button type="submit" variant="outlined" disabled={saving} sx={{ mt: 2 }}>
          Save card
        </Button>
      </Box>
    </Paper>
  );
}
