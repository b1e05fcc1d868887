export { cctOf, type IesFormat } from './ies-header.ts';
export { horizontalRepeats, zonalLumens } from './ies-lumens.ts';
export { type IesParse, type IesPhotometry, iesMaxChars, parseIes } from './ies-parse.ts';
export { photometryMessages } from './messages.ts';
export * from './row-photometry.ts';
