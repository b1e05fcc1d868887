/** Mirrors packages/server/src/features/projects/aggregation.graphql. */
import type { AreaUnit } from '../../projects/projects.types.ts';

/** The cost (exact decimal string) and power of one type designation. */
export type TypeTotal = { type: string; totalCost: string; totalPower: number };

export type ProjectAggregation = {
  id: string;
  projectId: string;
  baseBudget: number;
  /** Exact decimal in a string. */
  totalCost: string;
  totalPower: number;
  area: number;
  areaUnit: AreaUnit;
  powerDensity: number;
  targetPowerDensity: number;
  typeSumValues: TypeTotal[];
  notes: string;
};
