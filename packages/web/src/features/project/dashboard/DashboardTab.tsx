import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { groupPieSlices } from '@specboard/domain';
import { PageLoading } from '../../../ui/loading/PageLoading.tsx';
import { readApiError } from '../../identity/index.ts';
import { useProjectPage } from '../useProjectPage.ts';
import { BudgetCard } from './BudgetCard.tsx';
import { formatMoney, formatWatts, typeLabel } from './dashboard-format.ts';
import { NotesCard } from './NotesCard.tsx';
import { PowerCard } from './PowerCard.tsx';
import { TypePieChart } from './TypePieChart.tsx';
import { useProjectAggregation } from './useProjectAggregation.ts';

/** /workspace/{wId}/projects/{id}/dashboard: the project's budget dashboard, live. */
export function DashboardTab() {
  const { project, edit } = useProjectPage();
  const workspaceId = project.workspaceId;
  const { aggregation, loading, error, refetch } = useProjectAggregation(project.id, workspaceId);

  if (!aggregation) {
    if (loading) return <PageLoading label="Loading the budget dashboard" />;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        {readApiError(error).message}
      </Alert>
    );
  }

  const types = aggregation.typeSumValues;
  const costSlices = groupPieSlices(
    types.map((total) => ({ label: typeLabel(total.type), value: total.totalCost })),
  );
  const powerSlices = groupPieSlices(
    types.map((total) => ({ label: typeLabel(total.type), value: total.totalPower })),
  );
  const noRows = types.length === 0;

  return (
    <Stack spacing={2}>
      <Box sx={gridSx}>
        <BudgetCard aggregation={aggregation} workspaceId={workspaceId} edit={edit} />
        <PowerCard aggregation={aggregation} />
      </Box>
      <Box sx={gridSx}>
        <TypePieChart
          title="Cost by type"
          slices={costSlices}
          format={formatMoney}
          emptyText={
            noRows
              ? 'Costs by type appear here once products are added to the schedule.'
              : 'Costs by type appear here once the schedule’s products have budget prices.'
          }
        />
        <TypePieChart
          title="Power by type"
          slices={powerSlices}
          format={(value) => formatWatts(Number(value))}
          emptyText={
            noRows
              ? 'Power by type appears here once products are added to the schedule.'
              : 'Power by type appears here once the schedule’s products have wattages.'
          }
        />
      </Box>
      <NotesCard aggregation={aggregation} workspaceId={workspaceId} edit={edit} />
    </Stack>
  );
}

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  gap: 2,
} as const;
