import { createContext } from 'react';
import type { PreviewApi } from './preview-types.ts';

export const PreviewContext = createContext<PreviewApi | null>(null);
