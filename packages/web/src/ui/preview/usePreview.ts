import { useContext } from 'react';
import { PreviewContext } from './PreviewContext.ts';
import type { PreviewApi } from './preview-types.ts';

/** Opens the image and PDF preview overlay; needs a PreviewProvider above. */
export function usePreview(): PreviewApi {
  const api = useContext(PreviewContext);
  if (!api) throw new Error('usePreview must be used inside a PreviewProvider');
  return api;
}
