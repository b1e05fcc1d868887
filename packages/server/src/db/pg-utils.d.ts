// The `pg` driver's own writer of parameter values (its types do not declare this module).
declare module 'pg/lib/utils.js' {
  /** A JavaScript value as `pg` sends it in text format: arrays as literals, objects as JSON. */
  export function prepareValue(value: unknown): string | Buffer | null;
}
