/**
 * Control defaults for dashboard charts. Its own chunk: computing defaults needs the explore
 * control catalog (shared controls, time parsing), which a dashboard's first download should not
 * carry; `controlDefaultsLoader.ts` loads it beside the chart types.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ControlPanelConfig } from '../../../visualizations/controlPanelTypes';
import { defaultFormData } from '../../explore';

/**
 * The saved form data completed with the chart type's control defaults wherever a key is
 * missing, as Superset's dashboard does before querying (`applyDefaultFormData`, without a
 * dataset; defaults that depend on other controls see the saved ones). Charts saved before a
 * control existed then behave as that control's default says,
 * e.g. a single-metric chart split by a dimension names its series by the dimension value
 * (`truncate_metric`).
 */
export function withControlDefaults(
  formData: QueryFormData,
  controlPanel: ControlPanelConfig,
): QueryFormData {
  return { ...defaultFormData(controlPanel, null, formData), ...formData } as QueryFormData;
}
