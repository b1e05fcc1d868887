/** The project's aggregation as the dashboard reads it (aliases of the generated types). */
import type { ProjectAggregationFieldsFragment } from '../../../graphql/graphql.ts';

export type ProjectAggregation = ProjectAggregationFieldsFragment;

/** The cost (exact decimal string) and power of one type designation. */
export type TypeTotal = ProjectAggregation['typeSumValues'][number];
