import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  const repositoryData = path.resolve(import.meta.dirname, '../../../data');

  it('defaults to the embedded database in data at the repository root on 127.0.0.1:3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: repositoryData,
      databaseUrl: undefined,
      redisUrl: undefined,
    });
  });

  it('opens one data folder whichever command runs it, from whichever folder', () => {
    // `npm start` runs at the root; `npm run demo` and `npm run admin` in packages/server, with
    // INIT_CWD where the command was typed.
    const root = path.resolve(import.meta.dirname, '../../..');
    const server = path.join(root, 'packages/server');
    expect(loadConfig({ INIT_CWD: root }).dataDir).toBe(repositoryData);
    expect(loadConfig({ INIT_CWD: server }).dataDir).toBe(repositoryData);
    expect(loadConfig({ INIT_CWD: root, DATA_DIR: 'mine' }).dataDir).toBe(path.join(root, 'mine'));
    expect(loadConfig({ INIT_CWD: server, DATA_DIR: '/srv/data' }).dataDir).toBe('/srv/data');
    expect(loadConfig({ INIT_CWD: root, DATA_DIR: 'mine' }).files.storage).toEqual({
      kind: 'local',
      dir: path.join(root, 'mine', 'files'),
    });
  });

  it('opens the same data folder in a process started at the root or in packages/server', () => {
    // What `npm start` (its server runs in packages/server) and `npm run demo` / `npm run admin`
    // (npm runs them in packages/server, typed at the root or there) see: only the folder differs.
    const root = path.resolve(import.meta.dirname, '../../..');
    const configModule = path.join(import.meta.dirname, 'config.ts');
    const dataDirFrom = (cwd: string) => {
      const { DATA_DIR: _given, ...env } = process.env;
      const child = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `const { loadConfig } = await import(${JSON.stringify(configModule)});
           process.stdout.write(loadConfig().dataDir);`,
        ],
        { cwd, env: { ...env, INIT_CWD: cwd }, encoding: 'utf8' },
      );
      expect(child.status, child.stderr).toBe(0);
      return child.stdout;
    };
    expect(dataDirFrom(root)).toBe(repositoryData);
    expect(dataDirFrom(path.join(root, 'packages/server'))).toBe(repositoryData);
  });

  it("lets only the app's own origin and those CORS_ORIGINS lists call with credentials", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://specs.example.com/' }).corsOrigins).toEqual([
      'https://specs.example.com',
    ]);
    expect(
      loadConfig({
        PUBLIC_URL: 'https://specs.example.com',
        CORS_ORIGINS: 'https://admin.example.com, http://localhost:5174',
      }).corsOrigins,
    ).toEqual(['https://specs.example.com', 'https://admin.example.com', 'http://localhost:5174']);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://ok.example, *' })).toThrow(
      /CORS_ORIGINS=.*expected origins such as https:\/\/app\.example\.com/,
    );
    expect(() => loadConfig({ CORS_ORIGINS: 'https://example.com/path' })).toThrow(ConfigError);
  });

  it('believes as many proxies about the client address as TRUST_PROXY says, or those it lists', () => {
    expect(loadConfig({}).trustProxy).toEqual({ hops: 0 });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual({ hops: 0 });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual({
      proxies: ['10.0.0.0/8', '::1'],
    });
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(
      /TRUST_PROXY="yes": expected true, false, a number of proxies, or the proxies' addresses/,
    );
  });

  it('never offers the development outbox on a server published over https', () => {
    expect(loadConfig({}).mail.outboxPage).toBe(true);
    const published = { PUBLIC_URL: 'https://specs.example.com' };
    expect(loadConfig(published).mail.outboxPage).toBe(false);
    expect(loadConfig({ ...published, MAIL_OUTBOX_PAGE: 'on' }).mail.outboxPage).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0' }).mail.outboxPage).toBe(false);
  });

  it('takes a PostgreSQL server and Redis when their URLs are set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db.internal:5432/specboard',
      REDIS_URL: 'redis://cache.internal:6379',
    });
    expect(config.databaseUrl).toBe('postgres://app@db.internal:5432/specboard');
    expect(config.redisUrl).toBe('redis://cache.internal:6379');
  });

  it('refuses bad values with a message naming each variable and what it expects', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y', PULSE_INTERVAL_MS: '-5' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('PORT="eighty": expected a port number');
    expect(message).toContain(
      'DATABASE_URL="mysql://x/y": expected a URL starting with postgres://',
    );
    expect(message).toContain('PULSE_INTERVAL_MS="-5": expected a number above 0');
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000": expected 0 to 65535/);
  });

  it('treats an empty optional URL as not set', () => {
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
  });
});
