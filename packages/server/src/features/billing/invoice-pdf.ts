import { type Currency, formatAmount } from '@specboard/domain';
import type { Platform } from '../../graphql/context.ts';
import type { Download } from '../files/index.ts';
import { findInvoice, type StoredInvoice } from './billing.repository.ts';

/**
 * Invoices of the built-in provider, drawn by us (Stripe's have their own PDF). The storage key
 * names the invoice and its status, so a key always names the same bytes: paying an open invoice
 * gives it a new key, and the link then serves the paid one.
 */
export const invoicePdfKey = (invoice: Pick<StoredInvoice, 'id' | 'status'>) =>
  `invoice-${invoice.id}-${invoice.status}.pdf`;

const keyPattern = /^invoice-([A-Za-z0-9_]+)-([a-z]+)\.pdf$/;

const day = (date: Date) => date.toISOString().slice(0, 10);

export async function drawInvoicePdf(
  invoice: StoredInvoice,
  workspaceName: string,
): Promise<Buffer> {
  // Loaded on the first invoice drawn, not at every start: pdfkit takes some 230 ms to load.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `Invoice ${invoice.number}`, Author: 'Specboard', Creator: 'Specboard' },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (cents: number) => formatAmount(cents, invoice.currency as Currency);
  doc.font('Helvetica-Bold').fontSize(20).text(`Invoice ${invoice.number}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`Billed to: ${workspaceName}`);
  doc.text(`Date: ${day(invoice.created_at)}`);
  doc.text(`Period: ${day(invoice.period_start)} to ${day(invoice.period_end)}`);
  doc.text(`Status: ${invoice.status}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text(invoice.description);
  doc.moveDown(0.5).font('Helvetica');
  for (const line of invoice.lines) {
    doc.text(
      `${line.quantity} × ${line.description} at ${money(line.unitAmount)}: ${money(line.amount)}`,
    );
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').text(`Amount due: ${money(invoice.amount_due)}`);
  doc.text(`Amount paid: ${money(invoice.amount_paid)}`);
  doc.moveDown().font('Helvetica').fontSize(8);
  doc.text('Issued by the built-in test provider: no money was charged.');
  doc.end();
  return bytes;
}

/** Writes the invoice's PDF once, under its key; the key. */
export async function storeInvoicePdf(
  platform: Pick<Platform, 'storage'>,
  invoice: StoredInvoice,
  workspaceName: string,
): Promise<string> {
  const key = invoicePdfKey(invoice);
  if (!(await platform.storage.head(key))) {
    await platform.storage.put(
      key,
      await drawInvoicePdf(invoice, workspaceName),
      'application/pdf',
    );
  }
  return key;
}

/** The files feature's download source for 'invoice-' keys (a link is only handed to payers). */
export async function findInvoiceDownload(
  platform: Platform,
  key: string,
): Promise<Download | undefined> {
  const match = keyPattern.exec(key);
  if (!match) return undefined;
  const invoice = await findInvoice(platform.database.db, match[1] as string);
  if (!invoice || invoicePdfKey(invoice) !== key) return undefined;
  return {
    key,
    filename: `Invoice ${invoice.number}.pdf`,
    contentType: 'application/pdf',
    inline: true,
  };
}
