import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ProjectAggregation } from './dashboard.types.ts';
import {
  type DensityStanding,
  formatDensity,
  formatWatts,
  getDensityStanding,
} from './dashboard-format.ts';
import { Figure, FigureList } from './FigureList.tsx';

/** Total power and power density (total power ÷ area) against the project's target. */
export function PowerCard({ aggregation }: { aggregation: ProjectAggregation }) {
  const headingId = useId();
  const unit = aggregation.areaUnit;
  const standing = getDensityStanding(aggregation);
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id={headingId} variant="h2">
            Power
          </Typography>
          <FigureList>
            <Figure label="Total power" testId="total-power">
              {formatWatts(aggregation.totalPower)}
            </Figure>
            <Figure label="Area">
              {aggregation.area > 0
                ? `${new Intl.NumberFormat('en-US').format(aggregation.area)} ${unit === 'meter' ? 'm²' : 'ft²'}`
                : 'Not set'}
            </Figure>
          </FigureList>
          <Divider />
          <FigureList>
            <Figure
              label="Power density"
              emphasis
              color={standing.kind === 'over' ? 'error.main' : undefined}
              testId="power-density"
            >
              {standing.kind === 'no-area' ? '—' : formatDensity(aggregation.powerDensity, unit)}
            </Figure>
            <Figure label="Target" testId="target-power-density">
              {aggregation.targetPowerDensity > 0
                ? formatDensity(aggregation.targetPowerDensity, unit)
                : 'Not set'}
            </Figure>
          </FigureList>
          <DensityIndicator standing={standing} unit={unit} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function DensityIndicator({
  standing,
  unit,
}: {
  standing: DensityStanding;
  unit: ProjectAggregation['areaUnit'];
}) {
  const { icon, color, text } = describe(standing, unit);
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', color }}
      data-testid="density-standing"
    >
      {icon}
      <Typography variant="body2" color="inherit">
        {text}
      </Typography>
    </Stack>
  );
}

function describe(standing: DensityStanding, unit: ProjectAggregation['areaUnit']) {
  switch (standing.kind) {
    case 'no-area':
      return {
        icon: <InfoOutlinedIcon fontSize="small" />,
        color: 'text.secondary',
        text: "Power density appears once the project's area is set.",
      };
    case 'no-target':
      return {
        icon: <InfoOutlinedIcon fontSize="small" />,
        color: 'text.secondary',
        text: 'No target power density is set for this project.',
      };
    case 'over':
      return {
        icon: <ErrorOutlineIcon fontSize="small" />,
        color: 'error.main',
        text: `Over target by ${formatDensity(standing.by, unit)}`,
      };
    case 'within':
      return {
        icon: <CheckCircleOutlineIcon fontSize="small" />,
        color: 'success.main',
        text:
          standing.by === 0
            ? 'On target'
            : `Within target, ${formatDensity(standing.by, unit)} under`,
      };
  }
}
