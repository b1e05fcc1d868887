import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { readApiError } from '../identity/index.ts';
import { GET_USER_INVOICES_QUERY } from './billing.documents.ts';
import type { Invoice } from './billing.types.ts';
import { formatDate, formatMoney } from './billing-labels.ts';

export const INVOICE_PAGE_SIZE = 20;

const statusColors: Record<string, ChipProps['color']> = {
  paid: 'success',
  open: 'warning',
  uncollectible: 'error',
};

/** Read by screen readers, not shown (in sx a width of 1 would be 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Columns left out on narrow screens. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } };

/** The workspace's invoices, newest first, a page at a time, each with its PDF. */
export function InvoicesSection({ workspaceId }: { workspaceId: string }) {
  const headingId = useId();
  const client = useApolloClient();
  const first = useQuery(GET_USER_INVOICES_QUERY, {
    variables: { workspaceId, limit: INVOICE_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const firstPage = first.data?.getUserInvoices;
  // Pages loaded with More, after the first page they followed: a fresh first page (after a
  // payment) starts the paging again.
  const [loaded, setLoaded] = useState<{
    after: unknown;
    invoices: Invoice[];
    nextToken: string | null;
  } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const more = loaded?.after === firstPage ? loaded : null;

  const invoices = [...(firstPage?.data ?? []), ...(more?.invoices ?? [])];
  const nextToken = more ? more.nextToken : (firstPage?.nextToken ?? null);

  const loadMore = async () => {
    if (!nextToken) return;
    setLoadingMore(true);
    try {
      const { data } = await client.query({
        query: GET_USER_INVOICES_QUERY,
        variables: { workspaceId, limit: INVOICE_PAGE_SIZE, nextToken },
        fetchPolicy: 'network-only',
      });
      const page = data?.getUserInvoices;
      if (page) {
        setLoaded({
          after: firstPage,
          invoices: [...(more?.invoices ?? []), ...page.data],
          nextToken: page.nextToken ?? null,
        });
      }
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
        Invoices
      </Typography>
      {first.error && !firstPage && (
        <Alert severity="error">{readApiError(first.error).message}</Alert>
      )}
      {firstPage && invoices.length === 0 && (
        <Typography color="text.secondary">No invoices yet.</Typography>
      )}
      {invoices.length > 0 && (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell sx={wideOnly}>Number</TableCell>
              <TableCell>Date</TableCell>
              <TableCell sx={wideOnly}>Description</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  PDF
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.map((invoice) => (
              <TableRow key={invoice.inId}>
                <TableCell sx={wideOnly}>{invoice.number}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.createdAt)}</TableCell>
                <TableCell sx={wideOnly}>
                  {invoice.data.description}
                  <Typography variant="body2" color="text.secondary">
                    {formatDate(invoice.data.start)} – {formatDate(invoice.data.end)}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(
                    invoice.status === 'paid' ? invoice.amountPaid : invoice.amountDue,
                    invoice.currency,
                  )}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={invoice.status}
                    color={statusColors[invoice.status] ?? 'default'}
                  />
                </TableCell>
                <TableCell>
                  {invoice.keyToPdf && (
                    <Link href={invoice.keyToPdf} target="_blank" rel="noopener">
                      PDF
                    </Link>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {nextToken && (
        <Button onClick={() => void loadMore()} disabled={loadingMore} sx={{ mt: 1 }}>
          More
        </Button>
      )}
    </Paper>
  );
}
