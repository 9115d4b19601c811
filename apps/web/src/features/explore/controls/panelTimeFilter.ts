/**
 * Applies `@panorama/core/explore/default-time-filter` to a chart type's form data: a chart whose
 * panel has the filters control (and not the legacy time range control, whose charts filter time
 * through it) gets the dataset's `<column> (No filter)` time filter when it has none.
 */
import { withDefaultTimeFilter } from '@panorama/core/explore/default-time-filter';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import type { ControlPanelConfig } from '../../../visualizations/controlPanelTypes';
import { listControls } from './controlPanelState';

export function withPanelTimeFilter(
  formData: QueryFormData,
  controlPanel: ControlPanelConfig,
  datasource: DatasourceJson | null,
  defaultTimeRange?: string | null,
): QueryFormData {
  const names = new Set(listControls(controlPanel).map((control) => control.name));
  if (!names.has('adhoc_filters') || names.has('time_range')) return formData;
  const filters = withDefaultTimeFilter(formData.adhoc_filters, datasource, defaultTimeRange);
  return filters === formData.adhoc_filters
    ? formData
    : ({ ...formData, adhoc_filters: filters } as QueryFormData);
}
