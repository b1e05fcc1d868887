import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Copies a collection's products into its copy, through the schedule engine's
 * copyCollectionProducts once it exports one; until then the copy starts without products.
 */
export async function copyCollectionProductsIfAvailable(
  trx: Transaction<Database>,
  from: string,
  to: string,
): Promise<void> {
  const schedule = (await import('../schedule/index.ts')) as Record<string, unknown>;
  const copy = schedule.copyCollectionProducts as
    | ((run: Transaction<Database>, from: string, to: string) => Promise<unknown>)
    | undefined;
  if (copy) await copy(trx, from, to);
}
