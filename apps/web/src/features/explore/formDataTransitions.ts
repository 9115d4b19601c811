/**
 * The two big edits of explore: switching the chart type carries compatible
 * values over and restores what the user had for the new type; switching the dataset drops what
 * the new dataset cannot serve and says which controls were kept. Either way a chart left without
 * a time filter gets the dataset's 'No filter' time filter pill.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { datasourcesReplaced } from '../../chart-runtime/chartsSlice';
import { t } from '../../i18n/t';
import type { AppDispatch, RootState } from '../../store/store';
import { infoToastAdded } from '../../store/messageToastsSlice';
import { getChartPlugin } from '../../visualizations/registry';
import type { DatasourceJson } from '../../models/datasourceTypes';
import { defaultFormData } from './controls/controlPanelState';
import { formDataForDatasource, formDataForVizType } from './controls/controlTransfer';
import { withPanelTimeFilter } from './controls/panelTimeFilter';
import { datasourceChanged, type ExploreState } from './exploreSlice';

export function switchVizType(
  explore: ExploreState,
  vizType: string,
  defaultTimeRange?: string | null,
): QueryFormData {
  const current = explore.formData as QueryFormData;
  const plugin = getChartPlugin(vizType);
  if (!plugin) return { ...current, viz_type: vizType };
  const next = formDataForVizType({
    formData: current,
    newVizType: vizType,
    controlPanel: plugin.controlPanel,
    datasource: explore.datasource,
    remembered: explore.formDataByVizType,
  });
  return withPanelTimeFilter(
    { ...defaultFormData(plugin.controlPanel, explore.datasource), ...next } as QueryFormData,
    plugin.controlPanel,
    explore.datasource,
    defaultTimeRange,
  );
}

/** Moves the chart to another dataset and reports what carried over. */
export function changeDatasource(formData: QueryFormData, datasource: DatasourceJson) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    const plugin = getChartPlugin(formData.viz_type);
    if (!plugin) {
      dispatch(
        datasourceChanged({
          datasource,
          formData: { ...formData, datasource: `${datasource.id}__table` },
        }),
      );
      return;
    }
    const transfer = formDataForDatasource({
      formData,
      controlPanel: plugin.controlPanel,
      datasource,
    });
    const conf = getState().common.conf.DEFAULT_TIME_FILTER;
    const next = withPanelTimeFilter(
      {
        ...defaultFormData(plugin.controlPanel, datasource),
        ...transfer.formData,
      } as QueryFormData,
      plugin.controlPanel,
      datasource,
      typeof conf === 'string' ? conf : null,
    );
    dispatch(datasourceChanged({ datasource, formData: next }));
    dispatch(datasourcesReplaced());
    if (transfer.transferred.length > 0) {
      dispatch(
        infoToastAdded(t('Controls kept for the new dataset: %s', transfer.transferred.join(', '))),
      );
    }
  };
}
