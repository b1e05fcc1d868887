export { AddFromLinkDialog } from './AddFromLinkDialog.tsx';
export type { ScrapeTarget } from './useAddScrapedProduct.ts';
