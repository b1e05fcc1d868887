export { AppError, type ErrorCode, messages } from './errors/error-codes.ts';
export * from './files/index.ts';
export * from './identity/index.ts';
export * from './permissions/index.ts';
export * from './projects/pie-slices.ts';
export * from './projects/project-rules.ts';
export * from './schedule/index.ts';
export * from './versions/index.ts';
export * from './views/index.ts';
