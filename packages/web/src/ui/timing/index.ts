export { useDebouncedValue } from './useDebouncedValue.ts';
