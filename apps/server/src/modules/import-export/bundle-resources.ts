/**
 * The five resources that export and import v1 bundles, with what Superset's command for each
 * calls them: the model name in messages (`Error importing dashboard`), the model class written to
 * metadata.yaml `type`, the folder of its own files, the view menu of its permissions, the folders
 * its importer reads, and whether its endpoint takes a single file besides a ZIP.
 */
export const BUNDLE_RESOURCES = [
  'dashboard',
  'chart',
  'dataset',
  'database',
  'saved_query',
] as const;
export type BundleResource = (typeof BUNDLE_RESOURCES)[number];

export type BundlePrefix = 'databases/' | 'datasets/' | 'charts/' | 'dashboards/' | 'queries/';

export interface BundleResourceInfo {
  /** Superset's model_name: `dashboard`, `chart`, `dataset`, `database`, `saved_queries`. */
  modelName: string;
  /** The OpenAPI tag of its endpoints. */
  tag: string;
  /** The model class name metadata.yaml carries as `type`. */
  modelClass: string;
  /** Folder of the resource's own (primary) files. */
  prefix: BundlePrefix;
  viewMenu: string;
  /** Folders the importer reads; anything else in the bundle is ignored. */
  reads: readonly BundlePrefix[];
  /** Superset's dashboard and dataset endpoints also take a file that is not a ZIP. */
  acceptsSingleFile: boolean;
}

export const RESOURCE_INFO: Record<BundleResource, BundleResourceInfo> = {
  dashboard: {
    modelName: 'dashboard',
    tag: 'Dashboards',
    modelClass: 'Dashboard',
    prefix: 'dashboards/',
    viewMenu: 'Dashboard',
    reads: ['databases/', 'datasets/', 'charts/', 'dashboards/'],
    acceptsSingleFile: true,
  },
  chart: {
    modelName: 'chart',
    tag: 'Charts',
    modelClass: 'Slice',
    prefix: 'charts/',
    viewMenu: 'Chart',
    reads: ['databases/', 'datasets/', 'charts/'],
    acceptsSingleFile: false,
  },
  dataset: {
    modelName: 'dataset',
    tag: 'Datasets',
    modelClass: 'SqlaTable',
    prefix: 'datasets/',
    viewMenu: 'Dataset',
    reads: ['databases/', 'datasets/'],
    acceptsSingleFile: true,
  },
  database: {
    modelName: 'database',
    tag: 'Databases',
    modelClass: 'Database',
    prefix: 'databases/',
    viewMenu: 'Database',
    reads: ['databases/', 'datasets/'],
    acceptsSingleFile: false,
  },
  saved_query: {
    // Superset's saved query importer names its model in the plural, so its messages read
    // `Error importing saved_queries` and `Saved_Queries already exists...`.
    modelName: 'saved_queries',
    tag: 'Saved queries',
    modelClass: 'SavedQuery',
    prefix: 'queries/',
    viewMenu: 'SavedQuery',
    reads: ['databases/', 'queries/'],
    acceptsSingleFile: false,
  },
};

/**
 * `Dashboard`, `Chart`, `Saved_Queries`: Python's `model_name.title()`, which capitalises the first
 * letter of every run of letters.
 */
export function titleModel(resource: BundleResource): string {
  return RESOURCE_INFO[resource].modelName.replace(
    /[A-Za-z]+/g,
    (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
  );
}
