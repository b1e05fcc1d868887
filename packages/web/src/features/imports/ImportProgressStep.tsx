import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TargetColumn } from './import-mapping.ts';
import { importNotices } from './import-messages.ts';
import type { ImportJob } from './useImportFlow.ts';

/** The import running (rows read of rows in the file), or why it failed, row by row. */
export function ImportProgressStep({
  job,
  targets,
}: {
  job: ImportJob;
  targets: readonly TargetColumn[];
}) {
  if (job.status === 'FAILED') return <ImportFailure job={job} targets={targets} />;
  const total = job.rowsCount ?? null;
  const percent = total ? Math.min(100, Math.round((job.rowsRead / total) * 100)) : null;
  const label =
    job.status === 'PENDING'
      ? 'Waiting to start…'
      : job.status === 'FINISHED'
        ? importNotices.uploaded(job.productsUploaded)
        : total
          ? `Read ${job.rowsRead} of ${total} rows`
          : `Read ${job.rowsRead} rows`;
  return (
    <Stack spacing={1.5} sx={{ py: 2 }}>
      <Typography id="import-progress-label" role="status">
        {label}
      </Typography>
      <LinearProgress
        aria-labelledby="import-progress-label"
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
      />
    </Stack>
  );
}

function ImportFailure({ job, targets }: { job: ImportJob; targets: readonly TargetColumn[] }) {
  const names = new Map(targets.map((target) => [target.id, target.name]));
  const more = job.errorsCount - job.errors.length;
  return (
    <Stack spacing={1.5}>
      <Alert severity="error" role="alert">
        <strong>{job.firstError ?? importNotices.failed}</strong>
        <br />
        {importNotices.failed}{' '}
        {job.errorsCount > 0 &&
          `${job.errorsCount} ${job.errorsCount === 1 ? 'problem' : 'problems'} found.`}
      </Alert>
      {job.errors.length > 0 && (
        <TableContainer
          sx={{ maxHeight: 320, border: 1, borderColor: 'divider' }}
          tabIndex={0}
          role="region"
          aria-label="Rows that could not be imported"
        >
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>Row</TableCell>
                <TableCell>Column</TableCell>
                <TableCell>Value</TableCell>
                <TableCell>Problem</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {job.errors.map((error, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several errors
                <TableRow key={index}>
                  <TableCell>{error.row}</TableCell>
                  <TableCell>
                    {error.columnId ? (names.get(error.columnId) ?? error.columnId) : '—'}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ overflowWrap: 'anywhere', maxWidth: 200 }}>{error.value ?? ''}</Box>
                  </TableCell>
                  <TableCell>{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {more > 0 && (
        <Typography variant="body2" color="text.secondary">
          and {more} more.
        </Typography>
      )}
    </Stack>
  );
}
