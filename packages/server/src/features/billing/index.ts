import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { registerDownloadSource } from '../files/index.ts';
import { billingResolvers } from './billing.resolvers.ts';
import { findInvoiceDownload } from './invoice-pdf.ts';
import { startRenewals } from './renewals.ts';

export { handleProviderEvent } from './billing-events.service.ts';
export { type BillingRuntime, billingOf } from './billing-runtime.ts';

export const billingFeature: Feature = {
  name: 'billing',
  typeDefs: fs.readFileSync(new URL('./billing.graphql', import.meta.url), 'utf8'),
  resolvers: billingResolvers,
  start: (platform) => {
    registerDownloadSource('invoice-', findInvoiceDownload);
    return startRenewals(platform);
  },
};
