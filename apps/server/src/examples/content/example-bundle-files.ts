/**
 * Writes the example dashboards as a dashboard bundle in the import format (Superset's v1 YAML
 * layout): metadata.yaml, the examples database, the example datasets it uses (by their fixed
 * uuids, without columns: the loader registered those), one file per chart and per dashboard.
 * Everything is derived from the specs, uuids included, so the output is the same on every run.
 */
import { exampleDashboardUuid } from '@panorama/core/examples/example-dashboards';
import { stringifyBundleYaml } from '../../modules/import-export/yaml-codec';
import {
  EXAMPLES_DATABASE_NAME,
  EXAMPLES_DATABASE_UUID,
  EXAMPLES_SQLALCHEMY_URI,
} from '../examples-database';
import { exampleChartUuid, exampleDatasetUuid } from '../example-uuids';
import type { ExampleDashboardSpec } from './example-content-spec';
import { dashboardMetadata, dashboardPosition, type PlacedChart } from './example-layout';

const VERSION = '1.0.0';
/** Fixed, so regenerating the bundle changes no file that did not change. */
const TIMESTAMP = '2026-11-29T00:00:00+00:00';

function fileName(text: string): string {
  return text.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '');
}

export function exampleBundleFiles(
  dashboards: readonly ExampleDashboardSpec[],
): Map<string, string> {
  const files = new Map<string, string>();
  // Through JSON first, so objects shared between places are written out, not as YAML aliases.
  const put = (name: string, value: unknown) =>
    files.set(name, stringifyBundleYaml(JSON.parse(JSON.stringify(value))));
  put('metadata.yaml', { version: VERSION, type: 'Dashboard', timestamp: TIMESTAMP });
  put(`databases/${EXAMPLES_DATABASE_NAME}.yaml`, {
    database_name: EXAMPLES_DATABASE_NAME,
    sqlalchemy_uri: EXAMPLES_SQLALCHEMY_URI,
    cache_timeout: null,
    expose_in_sqllab: true,
    allow_run_async: false,
    allow_ctas: false,
    allow_cvas: false,
    allow_dml: false,
    allow_file_upload: false,
    extra: {},
    uuid: EXAMPLES_DATABASE_UUID,
    version: VERSION,
  });
  const tables = new Set(dashboards.flatMap((d) => d.charts.map((c) => c.dataset)));
  for (const table of [...tables].sort()) {
    put(`datasets/${EXAMPLES_DATABASE_NAME}/${table}.yaml`, {
      table_name: table,
      schema: 'main',
      uuid: exampleDatasetUuid(table),
      database_uuid: EXAMPLES_DATABASE_UUID,
      version: VERSION,
    });
  }
  let nextChartId = 1;
  for (const dashboard of dashboards) {
    const placed: PlacedChart[] = dashboard.charts.map((chart) => ({
      spec: chart,
      // The ids the layout and metadata use inside the bundle; the importer maps them to the
      // ids the charts get, through each layout cell's uuid.
      id: nextChartId++,
      uuid: exampleChartUuid(dashboard.slug, chart.key),
    }));
    for (const { spec, uuid } of placed) {
      put(`charts/${fileName(dashboard.title)}/${fileName(spec.name)}.yaml`, {
        slice_name: spec.name,
        description: spec.description ?? null,
        certified_by: null,
        certification_details: null,
        viz_type: spec.vizType,
        params: { ...spec.params, viz_type: spec.vizType },
        query_context: null,
        cache_timeout: null,
        uuid,
        version: VERSION,
        dataset_uuid: exampleDatasetUuid(spec.dataset),
      });
    }
    put(`dashboards/${fileName(dashboard.title)}.yaml`, {
      dashboard_title: dashboard.title,
      description: dashboard.description,
      css: '',
      slug: dashboard.slug,
      certified_by: null,
      certification_details: null,
      published: true,
      uuid: exampleDashboardUuid(dashboard.slug),
      position: dashboardPosition(dashboard, placed),
      metadata: dashboardMetadata(dashboard, placed),
      version: VERSION,
    });
  }
  return files;
}
