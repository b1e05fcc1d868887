import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { embeddedEnvironment, type RunningServer, repositoryRoot } from './server.ts';

type AllowAddress = (address: string, port: number) => boolean;
type InProcessApp = {
  platform: unknown;
  listen: () => Promise<string>;
  close: () => Promise<void>;
};

/**
 * A server module, loaded at run time: the journeys type-check on their own, not with the
 * server's sources (and their packages' declarations).
 */
async function serverModule<T>(file: string): Promise<T> {
  return import(pathToFileURL(path.join(repositoryRoot, 'packages/server/src', file)).href);
}

/**
 * The app in this test's own process, on a fresh embedded database, whose scrapes may also reach
 * one loopback port: the journey's product page. Production never admits a loopback address and
 * no setting does (docs/scraping.md), so the only way in is the runner's fetcher options, as the
 * server's own scraping tests set them.
 */
export async function startAppReadingLoopbackPort(pagePort: number): Promise<RunningServer> {
  const { createApp } = await serverModule<{
    createApp: (config: unknown) => Promise<InProcessApp>;
  }>('app.ts');
  const { loadConfig } = await serverModule<{ loadConfig: (env: NodeJS.ProcessEnv) => unknown }>(
    'config.ts',
  );
  const { isPublicAddress } = await serverModule<{ isPublicAddress: (address: string) => boolean }>(
    'features/scraping/address-policy.ts',
  );
  const { scrapeRunnerOf } = await serverModule<{
    scrapeRunnerOf: (platform: unknown) => { fetcherOptions: { allowAddress?: AllowAddress } };
  }>('features/scraping/scrape-runner.ts');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specboard-e2e-scrape-'));
  const config = loadConfig({
    ...embeddedEnvironment(),
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: process.env.WEB_DIST ?? path.join(repositoryRoot, 'packages/web/dist'),
    LOG_LEVEL: 'warn',
    CODE_MAILS_PER_CLIENT_PER_HOUR: '100000',
    CODE_GUESSES_PER_CLIENT_PER_HOUR: '100000',
  });
  const app = await createApp(config);
  scrapeRunnerOf(app.platform).fetcherOptions = {
    allowAddress: (address, port) =>
      isPublicAddress(address) || (address === '127.0.0.1' && port === pagePort),
  };
  const url = await app.listen();
  return {
    url,
    dataDir,
    stop: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
