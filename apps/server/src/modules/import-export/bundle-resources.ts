/**
 * The four resources that export and import v1 bundles, with what Superset's command for each
 * calls them: the model name in messages (`Error importing dashboard`), the model class written to
 * metadata.yaml `type`, the folder of its own files, the view menu of its permissions, the folders
 * its importer reads, and whether its endpoint takes a single file besides a ZIP.
 */
export const BUNDLE_RESOURCES = ['dashboard', 'chart', 'dataset', 'database'] as const;
export type BundleResource = (typeof BUNDLE_RESOURCES)[number];

export type BundlePrefix = 'databases/' | 'datasets/' | 'charts/' | 'dashboards/';

export interface BundleResourceInfo {
  /** Superset's model_name: `dashboard`, `chart`, `dataset`, `database`. */
  modelName: string;
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
    modelClass: 'Dashboard',
    prefix: 'dashboards/',
    viewMenu: 'Dashboard',
    reads: ['databases/', 'datasets/', 'charts/', 'dashboards/'],
    acceptsSingleFile: true,
  },
  chart: {
    modelName: 'chart',
    modelClass: 'Slice',
    prefix: 'charts/',
    viewMenu: 'Chart',
    reads: ['databases/', 'datasets/', 'charts/'],
    acceptsSingleFile: false,
  },
  dataset: {
    modelName: 'dataset',
    modelClass: 'SqlaTable',
    prefix: 'datasets/',
    viewMenu: 'Dataset',
    reads: ['databases/', 'datasets/'],
    acceptsSingleFile: true,
  },
  database: {
    modelName: 'database',
    modelClass: 'Database',
    prefix: 'databases/',
    viewMenu: 'Database',
    reads: ['databases/', 'datasets/'],
    acceptsSingleFile: false,
  },
};

/** `Dashboard`, `Chart`...: Superset's `model_name.title()`. */
export function titleModel(resource: BundleResource): string {
  const name = RESOURCE_INFO[resource].modelName;
  return name.charAt(0).toUpperCase() + name.slice(1);
}
