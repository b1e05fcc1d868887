export { PreviewHeader } from './PreviewHeader.tsx';
export { PreviewProvider } from './PreviewProvider.tsx';
export type { PreviewApi, PreviewFile } from './preview-types.ts';
export { usePreview } from './usePreview.ts';
