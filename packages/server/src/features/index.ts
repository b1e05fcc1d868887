import type { Feature } from '../graphql/feature.ts';
import { billingFeature } from './billing/index.ts';
import { collectionFollowingFeature } from './collection-following/index.ts';
import { collectionsFeature } from './collections/index.ts';
import { commentsFeature } from './comments/index.ts';
import { exportsFeature } from './exports/index.ts';
import { filesFeature } from './files/feature.ts';
import { geocodingFeature } from './geocoding/index.ts';
import { identityFeature } from './identity/index.ts';
import { importsFeature } from './imports/index.ts';
import { librariesFeature } from './libraries/index.ts';
import { notificationsFeature } from './notifications/index.ts';
import { procoreFeature } from './procore/index.ts';
import { productReferencesFeature } from './product-references/index.ts';
import { projectsFeature } from './projects/index.ts';
import { scheduleFeature } from './schedule/index.ts';
import { scrapingFeature } from './scraping/index.ts';
import { searchFeature } from './search/index.ts';
import { sharingFeature } from './sharing/index.ts';
import { systemFeature } from './system/index.ts';
import { versionsFeature } from './versions/index.ts';
import { viewsFeature } from './views/index.ts';
import { workspacesFeature } from './workspaces/index.ts';

/** Every capability the API serves. A new feature adds one line here. */
export const features: Feature[] = [
  systemFeature,
  identityFeature,
  workspacesFeature,
  projectsFeature,
  scheduleFeature,
  viewsFeature,
  versionsFeature,
  commentsFeature,
  filesFeature,
  exportsFeature,
  procoreFeature,
  notificationsFeature,
  sharingFeature,
  geocodingFeature,
  billingFeature,
  librariesFeature,
  collectionsFeature,
  collectionFollowingFeature,
  productReferencesFeature,
  searchFeature,
  scrapingFeature,
  importsFeature,
];
