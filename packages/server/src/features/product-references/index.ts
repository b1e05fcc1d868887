import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { productReferencesResolvers } from './product-references.resolvers.ts';

/** Products kept as references in schedules (issue 23 part A; docs/catalogue-references.md). */
export const productReferencesFeature: Feature = {
  name: 'product-references',
  typeDefs: fs.readFileSync(new URL('./product-references.graphql', import.meta.url), 'utf8'),
  resolvers: productReferencesResolvers,
};
