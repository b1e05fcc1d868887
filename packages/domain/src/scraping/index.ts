export * from './lighting-specs.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './scraped-product.ts';
