export { CatalogueShareDialog, type CatalogueShareDialogProps } from './CatalogueShareDialog.tsx';
export type { CatalogueKind, CatalogueMember } from './catalogue-sharing.types.ts';
