import type { DatabaseHandle } from '../db/connection.ts';
import type { WorkspaceRow } from '../db/schema.ts';

const plans = [
  'free',
  'premium',
  'starter',
  'self_serve',
  'managed',
  'admin',
  'premiumExpired',
] as const;
const statuses = ['active', 'archived', 'paidFailed'] as const;
const flagTypes = ['string', 'integer', 'float'] as const;

export type AdminCommand =
  | { kind: 'listFlags' }
  | {
      kind: 'setFlag';
      name: string;
      enabled: boolean;
      value?: { type: (typeof flagTypes)[number]; raw: string };
    }
  | { kind: 'setPlan'; workspaceId: string; plan: WorkspaceRow['plan'] }
  | { kind: 'setStatus'; workspaceId: string; status: WorkspaceRow['status'] }
  | {
      kind: 'setLicences';
      workspaceId: string;
      free?: number;
      premium?: number;
      guests?: number;
      unlimited?: boolean;
    };

/** Raised for a command line that does not say what to do; its message says how to. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const usage = `Usage:
  npm run admin -- flags
  npm run admin -- flags set <name> on|off [--value V --type string|integer|float]
  npm run admin -- workspace <id> plan <${plans.join('|')}>
  npm run admin -- workspace <id> status <${statuses.join('|')}>
  npm run admin -- workspace <id> licences [--free N] [--premium N] [--guests N] [--unlimited on|off]`;

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  what: string,
): T {
  if (value && (allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(
    `${what} must be one of ${allowed.join(', ')}; got ${value ?? 'nothing'}.\n${usage}`,
  );
}

function onOff(value: string | undefined, what: string): boolean {
  return oneOf(value, ['on', 'off'], what) === 'on';
}

function count(value: string | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new UsageError(`${what} must be a whole number of 0 or more.`);
  return parsed;
}

/** Reads a command line into a command, refusing anything unclear with the usage. */
export function parseAdminCommand(
  positionals: string[],
  options: Record<string, string | undefined>,
): AdminCommand {
  const [area, first, second, third] = positionals;
  if (area === 'flags' && first === undefined) return { kind: 'listFlags' };
  if (area === 'flags' && first === 'set' && second) {
    const value =
      options.value === undefined
        ? undefined
        : { type: oneOf(options.type, flagTypes, '--type'), raw: options.value };
    return { kind: 'setFlag', name: second, enabled: onOff(third, 'The flag state'), value };
  }
  if (area === 'workspace' && first && second === 'plan') {
    return { kind: 'setPlan', workspaceId: first, plan: oneOf(third, plans, 'The plan') };
  }
  if (area === 'workspace' && first && second === 'status') {
    return { kind: 'setStatus', workspaceId: first, status: oneOf(third, statuses, 'The status') };
  }
  if (area === 'workspace' && first && second === 'licences') {
    return {
      kind: 'setLicences',
      workspaceId: first,
      free: count(options.free, '--free'),
      premium: count(options.premium, '--premium'),
      guests: count(options.guests, '--guests'),
      unlimited:
        options.unlimited === undefined ? undefined : onOff(options.unlimited, '--unlimited'),
    };
  }
  throw new UsageError(usage);
}

/** Carries a command out; answers what it did, in a line. */
export async function runAdminCommand(
  database: DatabaseHandle,
  command: AdminCommand,
): Promise<string> {
  const { db } = database;
  if (command.kind === 'listFlags') {
    const flags = await db.selectFrom('feature_flags').selectAll().orderBy('name').execute();
    return flags.map((flag) => `${flag.enabled ? 'on ' : 'off'}  ${flag.name}`).join('\n');
  }
  if (command.kind === 'setFlag') {
    const value = command.value;
    const typed = {
      value_type: value?.type ?? null,
      value_string: value?.type === 'string' ? value.raw : null,
      value_integer: value?.type === 'integer' ? Number.parseInt(value.raw, 10) : null,
      value_float: value?.type === 'float' ? Number.parseFloat(value.raw) : null,
    };
    if (
      (value?.type === 'integer' && !Number.isInteger(Number(value.raw))) ||
      (value?.type === 'float' && Number.isNaN(Number(value.raw)))
    ) {
      throw new UsageError(`The value ${value.raw} is not a ${value.type}.`);
    }
    await db
      .insertInto('feature_flags')
      .values({ name: command.name, enabled: command.enabled, ...typed })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({ enabled: command.enabled, ...typed, updated_at: new Date() }),
      )
      .execute();
    return `Flag ${command.name} is ${command.enabled ? 'on' : 'off'}.`;
  }
  const changes =
    command.kind === 'setPlan'
      ? { plan: command.plan }
      : command.kind === 'setStatus'
        ? { status: command.status }
        : Object.fromEntries(
            Object.entries({
              free_licenses: command.free,
              premium_licenses: command.premium,
              guest_license_limit: command.guests,
              unlimited_users: command.unlimited,
            }).filter(([, value]) => value !== undefined),
          );
  if (Object.keys(changes).length === 0) throw new UsageError(usage);
  const result = await db
    .updateTable('workspaces')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', command.workspaceId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0)
    throw new UsageError(`No workspace has the id ${command.workspaceId}.`);
  return `Workspace ${command.workspaceId} updated: ${JSON.stringify(changes)}.`;
}
