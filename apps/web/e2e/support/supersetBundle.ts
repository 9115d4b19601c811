/**
 * Superset-format bundles built in a browser test from the example data: the database and
 * dataset files come from the server's own export (so their uuids and fields are right), the
 * charts and dashboards are written here the way Superset writes them, and the result is
 * imported through the API like a file a user uploads.
 */
import { randomUUID } from 'node:crypto';
import YAML from 'yaml';
import { buildZip } from '../../../server/src/modules/import-export/zip-test-support';
import { unzipText } from '../../../server/test/support/unzip-text';
import { datasetIdOf } from './apiSession';
import type { ApiSession } from './apiSession';

export interface BundleFile {
  name: string;
  data: string;
}

/** The database and dataset files of the example datasets named, and each dataset's uuid. */
export interface DatasetFiles {
  root: string;
  files: BundleFile[];
  datasetUuids: Map<string, string>;
}

/**
 * Exports one throwaway table chart per dataset and keeps the bundle's database and dataset
 * files: the same files a Superset export of charts on those datasets would hold.
 */
export async function exampleDatasetFiles(
  api: ApiSession,
  datasets: readonly string[],
): Promise<DatasetFiles> {
  const seedIds: number[] = [];
  for (const dataset of datasets) {
    const seed = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: `seed ${dataset}`,
      viz_type: 'table',
      datasource_id: await datasetIdOf(api, dataset),
      datasource_type: 'table',
    });
    seedIds.push(seed.id);
  }
  const exported = await api.fetch(`/api/v1/chart/export/?q=!(${seedIds.join(',')})`);
  if (exported.status !== 200) throw new Error(`Export answered ${exported.status}`);
  const members = await unzipText(Buffer.from(await exported.arrayBuffer()));
  const files: BundleFile[] = [];
  const datasetUuids = new Map<string, string>();
  for (const [name, data] of members) {
    // Charts are the caller's; so is the metadata file, whose type names the bundle's kind.
    if (name.includes('/charts/') || name.endsWith('/metadata.yaml')) continue;
    files.push({ name, data });
    if (name.includes('/datasets/')) {
      const dataset = YAML.parse(data) as { table_name: string; uuid: string };
      datasetUuids.set(dataset.table_name, dataset.uuid);
    }
  }
  for (const id of seedIds) await api.del(`/api/v1/chart/${id}`);
  return { root: files[0]?.name.split('/')[0] ?? 'export', files, datasetUuids };
}

export interface BundleChart {
  uuid: string;
  sliceName: string;
  vizType: string;
  dataset: string;
  params: Record<string, unknown>;
}

export function bundleChart(
  sliceName: string,
  vizType: string,
  dataset: string,
  params: Record<string, unknown>,
): BundleChart {
  return { uuid: randomUUID(), sliceName, vizType, dataset, params };
}

/** A chart file as Superset's export writes it (no query context: Superset rebuilds it). */
export function chartFile(root: string, chart: BundleChart, datasetUuid: string): BundleFile {
  const fileName = chart.sliceName.replace(/[^\w]+/g, '_');
  return {
    name: `${root}/charts/${fileName}.yaml`,
    data: YAML.stringify({
      slice_name: chart.sliceName,
      description: null,
      certified_by: null,
      certification_details: null,
      viz_type: chart.vizType,
      params: { ...chart.params, viz_type: chart.vizType },
      query_context: null,
      cache_timeout: null,
      uuid: chart.uuid,
      version: '1.0.0',
      dataset_uuid: datasetUuid,
    }),
  };
}

/**
 * A dashboard file: the charts three to a row, each cell naming its chart by uuid as Superset's
 * export does (the importer maps them to the new chart ids).
 */
export function dashboardFile(
  root: string,
  title: string,
  charts: readonly BundleChart[],
): BundleFile {
  const position: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { children: ['GRID_ID'], id: 'ROOT_ID', type: 'ROOT' },
    HEADER_ID: { id: 'HEADER_ID', meta: { text: title }, type: 'HEADER' },
  };
  const rows: string[] = [];
  charts.forEach((chart, index) => {
    const rowId = `ROW-${Math.floor(index / 3)}`;
    if (index % 3 === 0) {
      rows.push(rowId);
      position[rowId] = {
        children: [],
        id: rowId,
        meta: { background: 'BACKGROUND_TRANSPARENT' },
        parents: ['ROOT_ID', 'GRID_ID'],
        type: 'ROW',
      };
    }
    const cellId = `CHART-${index}`;
    (position[rowId] as { children: string[] }).children.push(cellId);
    position[cellId] = {
      children: [],
      id: cellId,
      meta: {
        chartId: index + 1,
        height: 50,
        sliceName: chart.sliceName,
        uuid: chart.uuid,
        width: 4,
      },
      parents: ['ROOT_ID', 'GRID_ID', rowId],
      type: 'CHART',
    };
  });
  position.GRID_ID = { children: rows, id: 'GRID_ID', parents: ['ROOT_ID'], type: 'GRID' };
  return {
    name: `${root}/dashboards/${title.replace(/[^\w]+/g, '_')}.yaml`,
    data: YAML.stringify({
      dashboard_title: title,
      description: null,
      css: '',
      slug: null,
      uuid: randomUUID(),
      position,
      metadata: {
        color_scheme: 'supersetColors',
        refresh_frequency: 0,
        expanded_slices: {},
        timed_refresh_immune_slices: [],
        native_filter_configuration: [],
        cross_filters_enabled: true,
      },
      version: '1.0.0',
    }),
  };
}

export function metadataFile(root: string, type: 'Dashboard' | 'Slice'): BundleFile {
  return {
    name: `${root}/metadata.yaml`,
    data: YAML.stringify({ version: '1.0.0', type, timestamp: new Date().toISOString() }),
  };
}

export function zipBundle(files: readonly BundleFile[]): Promise<Buffer> {
  return buildZip([...files]);
}

/** Imports a bundle through the resource's import endpoint, as the upload dialog does. */
export async function importBundle(
  api: ApiSession,
  resource: 'chart' | 'dashboard',
  bundle: Buffer,
): Promise<void> {
  const { result: token } = await api.get<{ result: string }>('/api/v1/security/csrf_token/');
  const form = new FormData();
  form.append(
    'formData',
    new Blob([new Uint8Array(bundle)], { type: 'application/zip' }),
    `${resource}s.zip`,
  );
  const answer = await api.fetch(`/api/v1/${resource}/import/`, {
    method: 'POST',
    headers: { 'X-CSRFToken': token },
    body: form,
  });
  if (answer.status !== 200)
    throw new Error(`Import answered ${answer.status}: ${await answer.text()}`);
}
