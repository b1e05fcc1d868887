import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../../src/config.ts';
import { type DatabaseTemplate, requireEnv, withAdmin } from './database-template.ts';

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
 * PostgreSQL. Under Vitest the database starts as a copy of the suite's migrated template unless
 * `empty` asks for one that has never been migrated.
 */
export async function createTestEnvironment(
  overrides: Record<string, string> = {},
  {
    empty = false,
    database = testDatabase,
  }: { empty?: boolean; database?: 'embedded' | 'postgres' } = {},
): Promise<TestEnvironment> {
  const template = empty ? undefined : await suiteTemplate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specboard-test-'));
  if (template?.kind === 'embedded') {
    fs.cpSync(template.pgdataDir, path.join(dataDir, 'pgdata'), { recursive: true });
  }
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
    await withAdmin(adminUrl, (client) =>
      client.query(
        template?.kind === 'postgres'
          ? `create database ${name} template ${template.databaseName}`
          : `create database ${name}`,
      ),
    );
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

/** The migrated template the suite's global setup provides; none outside Vitest (the bench). */
async function suiteTemplate(): Promise<DatabaseTemplate | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('databaseTemplate');
}
