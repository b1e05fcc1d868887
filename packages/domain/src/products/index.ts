export * from './messages.ts';
export { productName } from './product-name.ts';
export * from './reference-fields.ts';
export * from './reference-status.ts';
