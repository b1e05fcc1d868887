import type { Generated } from 'kysely';

/**
 * The tables as Kysely sees them. Each feature adds its tables here beside its migration, so
 * queries stay typed end to end.
 */
export interface Database {
  schema_migrations: { name: string; applied_at: Generated<Date> };
}
