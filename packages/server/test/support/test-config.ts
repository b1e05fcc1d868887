import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Config, loadConfig } from '../../src/config.ts';

/** Which database this run of the server suite uses (set per Vitest project). */
export const testDatabase =
  process.env.SPECBOARD_TEST_DATABASE === 'postgres' ? 'postgres' : 'embedded';

export type TestEnvironment = {
  env: Record<string, string>;
  config: Config;
  /** Drops what the environment created (data folder or database). */
  dispose: () => Promise<void>;
};

/**
 * A fresh, isolated database for one test: a temporary data folder, or a new database on the
 * PostgreSQL server at DATABASE_URL. Redis is used when REDIS_URL is set and the suite runs on
 * PostgreSQL.
 */
export async function createTestEnvironment(
  overrides: Record<string, string> = {},
  database: 'embedded' | 'postgres' = testDatabase,
): Promise<TestEnvironment> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specboard-test-'));
  const env: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
  let dropDatabase = async () => {};
  if (database === 'postgres') {
    const adminUrl = requireEnv('DATABASE_URL');
    const name = `specboard_test_${randomUUID().replaceAll('-', '')}`;
    await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
    dropDatabase = async () => {
      await withAdmin(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    };
  }
  Object.assign(env, overrides);
  return {
    env,
    config: loadConfig(env),
    dispose: async () => {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set for this suite`);
  return value;
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
