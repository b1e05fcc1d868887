import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { scrapeRunnerOf } from './scrape-runner.ts';
import { scrapingResolvers } from './scraping.resolvers.ts';

export const scrapingFeature: Feature = {
  name: 'scraping',
  typeDefs: fs.readFileSync(new URL('./scraping.graphql', import.meta.url), 'utf8'),
  resolvers: scrapingResolvers,
  start: (platform) => {
    const runner = scrapeRunnerOf(platform);
    // Scrapes still running when the process stops end with it.
    return () => runner.stop();
  },
};
