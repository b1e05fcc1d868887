import { useMutation } from '@apollo/client/react';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getBudgetBalance } from '@specboard/domain';
import { type FormEvent, useId, useState } from 'react';
import { useUnsavedChanges } from '../../../app/guards/useUnsavedChanges.ts';
import { AbilityTooltip } from '../../../ui/ability/AbilityTooltip.tsx';
import { FigureField, figureText, readFigures } from '../../../ui/figures/index.ts';
import { useSnackbar } from '../../../ui/snackbar/index.ts';
import { readApiError } from '../../identity/index.ts';
import type { Ability } from '../../workspaces/index.ts';
import { UPDATE_BASE_BUDGET_MUTATION } from './dashboard.documents.ts';
import type { ProjectAggregation } from './dashboard.types.ts';
import { formatMoney } from './dashboard-format.ts';
import { Figure, FigureList } from './FigureList.tsx';

type BudgetCardProps = {
  aggregation: ProjectAggregation;
  workspaceId: string;
  edit: Ability;
};

/** Base budget (editable by those who may edit the project), total cost, and what is left. */
export function BudgetCard({ aggregation, workspaceId, edit }: BudgetCardProps) {
  const headingId = useId();
  const balance = getBudgetBalance(aggregation.baseBudget, aggregation.totalCost);
  const [editing, setEditing] = useState(false);
  const editable = edit.allowed;

  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id={headingId} variant="h2">
            Budget
          </Typography>
          <FigureList>
            <Figure label="Base budget" testId="base-budget">
              {formatMoney(aggregation.baseBudget)}
            </Figure>
            <Figure label="Total cost" testId="total-cost">
              {formatMoney(aggregation.totalCost)}
            </Figure>
          </FigureList>
          <Divider />
          <FigureList>
            <Figure
              label={balance.over ? 'Over budget' : 'Remaining budget'}
              emphasis
              color={balance.over ? 'error.main' : undefined}
              testId="budget-balance"
            >
              {formatMoney(balance.amount)}
            </Figure>
          </FigureList>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', color: balance.over ? 'error.main' : 'success.main' }}
          >
            {balance.over ? (
              <ErrorOutlineIcon fontSize="small" />
            ) : (
              <CheckCircleOutlineIcon fontSize="small" />
            )}
            <Typography variant="body2" color="inherit">
              {balance.over
                ? 'The total cost is over the base budget.'
                : 'The total cost is within the base budget.'}
            </Typography>
          </Stack>
          {editing && editable ? (
            <BaseBudgetForm
              aggregation={aggregation}
              workspaceId={workspaceId}
              onDone={() => setEditing(false)}
            />
          ) : (
            <AbilityTooltip ability={edit}>
              <Button
                variant="outlined"
                size="small"
                startIcon={<EditOutlinedIcon />}
                disabled={!editable}
                onClick={() => setEditing(true)}
                sx={{ alignSelf: 'flex-start' }}
              >
                Edit base budget
              </Button>
            </AbilityTooltip>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

type BaseBudgetFormProps = {
  aggregation: ProjectAggregation;
  workspaceId: string;
  onDone: () => void;
};

function BaseBudgetForm({ aggregation, workspaceId, onDone }: BaseBudgetFormProps) {
  const { show } = useSnackbar();
  const [value, setValue] = useState(figureText('baseBudget', aggregation.baseBudget));
  const [update, { loading }] = useMutation(UPDATE_BASE_BUDGET_MUTATION);
  const reading = readFigures({ baseBudget: value });
  const amount = reading.values?.baseBudget ?? null;
  const dirty = amount !== aggregation.baseBudget;
  useUnsavedChanges(dirty);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (amount === null || loading) return;
    if (!dirty) {
      onDone();
      return;
    }
    try {
      await update({
        variables: { projectId: aggregation.projectId, workspaceId, baseBudget: amount },
      });
      onDone();
    } catch (error) {
      show({ color: 'error', text: readApiError(error).message });
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
    >
      <FigureField
        label="Base budget"
        size="small"
        autoFocus
        money
        value={value}
        onChange={setValue}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        error={reading.errors.baseBudget}
        helperText="US dollars and cents"
        sx={{ flex: 1 }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={loading || amount === null}>
          {loading ? 'Saving…' : 'Save'}
        </Button>
        <Button onClick={onDone} disabled={loading}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
