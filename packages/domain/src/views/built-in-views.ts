import type { ViewSettings } from './view-settings.ts';

/** The keys of the views every project has, in the order the view menu lists them. */
export const builtInViewKeys = [
  'designTeam',
  'specifier',
  'salesAgency',
  'contractor',
  'distributor',
  'projectBudget',
  'powerDensity',
  'submittals',
  'shopDrawings',
  'projectStatus',
] as const;

export type BuiltInViewKey = (typeof builtInViewKeys)[number];

/** The menu entry that starts a custom view (spec section 9). */
export const createNewViewLabel = 'Create New View';

type BuiltInView = {
  name: string;
  /** Who it is for, shown under its name in the view menu. */
  audience: string;
  /** Visible columns, in order; every other column is hidden. */
  columns: readonly string[];
  sortingData?: ViewSettings['sortingData'];
  rowHeight?: ViewSettings['rowHeight'];
  viewMode?: ViewSettings['viewMode'];
};

const identity = ['typeDesignation', 'manufacturer', 'model'] as const;

/**
 * A column set for each audience (the spec names the views, not their columns; these are ours,
 * written down in docs/views.md). Built-in views show US dollars; custom views start in CAD.
 */
export const builtInViews: Record<BuiltInViewKey, BuiltInView> = {
  designTeam: {
    name: 'Design Team View',
    audience: 'Lighting designers choosing and placing products',
    columns: [
      ...identity,
      'productType',
      'description',
      'mounting',
      'environment',
      'location',
      'tag',
      'quantity',
      'wattage',
      'lumens',
      'efficacy',
      'voltage',
      'image',
      'productUrl',
    ],
  },
  specifier: {
    name: 'Specifier View',
    audience: 'Specifiers writing the schedule',
    columns: [
      ...identity,
      'productCode',
      'productType',
      'description',
      'mounting',
      'environment',
      'voltage',
      'wattage',
      'lumens',
      'quantity',
      'tag',
      'productUrl',
    ],
  },
  salesAgency: {
    name: 'Sales Agency View',
    audience: 'Sales agencies quoting the job',
    columns: [
      ...identity,
      'productCode',
      'quantity',
      'budgetPrice',
      'totalCost',
      'leadTime',
      'releaseDate',
      'estimatedDelivery',
    ],
  },
  contractor: {
    name: 'Contractor View',
    audience: 'Electrical contractors installing it',
    columns: [
      ...identity,
      'productCode',
      'mounting',
      'location',
      'voltage',
      'wattage',
      'quantity',
      'totalPower',
      'estimatedDelivery',
    ],
  },
  distributor: {
    name: 'Distributor View',
    audience: 'Distributors ordering and delivering',
    columns: [
      ...identity,
      'productCode',
      'quantity',
      'budgetPrice',
      'leadTime',
      'releaseDate',
      'estimatedDelivery',
    ],
  },
  projectBudget: {
    name: 'Project Budget View',
    audience: 'Whoever holds the budget',
    columns: [...identity, 'tag', 'quantity', 'budgetPrice', 'totalCost'],
    sortingData: { sortBy: 'totalCost', sortOrder: 'desc' },
  },
  powerDensity: {
    // Formerly the Sustainability View (spec section 9).
    name: 'Power Density View',
    audience: 'Energy code and sustainability reviews',
    columns: [...identity, 'tag', 'quantity', 'wattage', 'totalPower', 'lumens', 'efficacy'],
    sortingData: { sortBy: 'totalPower', sortOrder: 'desc' },
  },
  submittals: {
    name: 'Submittals View',
    audience: 'Submittal packages for approval',
    columns: [...identity, 'productCode', 'description', 'quantity', 'productUrl', 'image'],
    rowHeight: 'medium',
  },
  shopDrawings: {
    name: 'Shop Drawings',
    audience: 'Shop drawings, product by product',
    columns: [...identity, 'productCode', 'description', 'image'],
    rowHeight: 'tall',
    viewMode: 'gallery',
  },
  projectStatus: {
    name: 'Project Status',
    audience: 'Where every product stands',
    columns: [...identity, 'quantity', 'leadTime', 'releaseDate', 'estimatedDelivery', 'tag'],
    sortingData: { sortBy: 'estimatedDelivery', sortOrder: 'asc' },
  },
};
