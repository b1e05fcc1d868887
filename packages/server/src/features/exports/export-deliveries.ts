import type { Platform } from '../../graphql/context.ts';
import type { ExportDelivery } from './export-params.ts';

/** A finished file handed to where the person sent it, besides the download. */
export type ExportDeliverer = (
  platform: Platform,
  job: {
    userId: string | null;
    delivery: ExportDelivery;
    fileName: string;
    contentType: string;
    body: Buffer;
  },
) => Promise<void>;

// By kind; a feature registers its deliverer when it starts (the same function each time).
const deliverers = new Map<ExportDelivery['kind'], ExportDeliverer>();

export function registerExportDelivery(kind: ExportDelivery['kind'], deliver: ExportDeliverer) {
  deliverers.set(kind, deliver);
}

export function delivererOf(kind: ExportDelivery['kind']): ExportDeliverer | undefined {
  return deliverers.get(kind);
}
