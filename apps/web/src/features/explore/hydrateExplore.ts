/**
 * The form data explore starts editing with: what the
 * server opened, with the URL's chart type, the dataset's key, the instance defaults for a missing
 * chart type or time range, unknown colour schemes replaced, every control's default filled
 * in so the controls show what the query will use, and the dataset's time filter pill added to a
 * chart without one.
 */
import { hydrateFormData } from '@panorama/core/explore/hydrate-form-data';
import { datasourceKey, type QueryFormData } from '@panorama/core/query/form-data';
import { getChartPlugin } from '../../visualizations/registry';
import type { DatasourceJson } from '../../models/datasourceTypes';
import { defaultFormData } from './controls/controlPanelState';
import { withPanelTimeFilter } from './controls/panelTimeFilter';
import type { ExploreUrlParams } from './exploreTypes';

function confString(conf: Record<string, unknown>, key: string): string | null {
  const value = conf[key];
  return typeof value === 'string' ? value : null;
}

export function hydrateExplore(
  formData: QueryFormData | Record<string, unknown>,
  datasource: DatasourceJson | null,
  urlParams: ExploreUrlParams | null,
  conf: Record<string, unknown>,
): QueryFormData {
  const opened: Record<string, unknown> = { ...formData };
  if (urlParams?.vizType) opened.viz_type = urlParams.vizType;
  if (datasource) opened.datasource = datasourceKey(datasource.id, datasource.type ?? 'table');
  const hydrated = hydrateFormData(opened, {
    defaultVizType: confString(conf, 'DEFAULT_VIZ_TYPE'),
    defaultTimeFilter: confString(conf, 'DEFAULT_TIME_FILTER'),
  });
  const plugin = getChartPlugin(hydrated.viz_type);
  if (!plugin) return hydrated;
  return withPanelTimeFilter(
    { ...defaultFormData(plugin.controlPanel, datasource), ...hydrated } as QueryFormData,
    plugin.controlPanel,
    datasource,
    confString(conf, 'DEFAULT_TIME_FILTER'),
  );
}
