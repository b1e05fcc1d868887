/**
 * `npm run admin -- <command>`: what an operator sets from the command line, on the database the
 * environment names (stop the server first when it runs on the embedded database, which only one
 * process may open).
 *
 *   flags                                       list the feature flags
 *   flags set <name> on|off [--value V --type string|integer|float]
 *   workspace <id> plan <free|premium|starter|self_serve|managed|admin|premiumExpired>
 *   workspace <id> status <active|archived|paidFailed>
 *   workspace <id> licences [--free N] [--premium N] [--guests N] [--unlimited on|off]
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import {
  type AdminCommand,
  parseAdminCommand,
  runAdminCommand,
  UsageError,
} from './admin-commands.ts';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      value: { type: 'string' },
      type: { type: 'string' },
      free: { type: 'string' },
      premium: { type: 'string' },
      guests: { type: 'string' },
      unlimited: { type: 'string' },
    },
  });
  const command: AdminCommand = parseAdminCommand(positionals, values);
  const database = await openDatabase(loadConfig());
  try {
    await migrate(database);
    console.log(await runAdminCommand(database, command));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof UsageError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
