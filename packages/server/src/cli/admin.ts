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
 *   billing stripe-prices                       create the catalogue's missing prices at Stripe
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
import { runStripePricesCommand } from './stripe-prices-command.ts';

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
  // Stripe's side of billing: no database needed (nor opened, so it runs beside the server).
  if (positionals[0] === 'billing') {
    console.log(await runStripePricesCommand(positionals.slice(1)));
    return;
  }
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
